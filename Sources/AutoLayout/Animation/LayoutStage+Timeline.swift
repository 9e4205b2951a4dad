import Foundation

/// The animation timeline, for the harness.
///
/// A step is marked with `beginStep()` before its code runs; times are then seconds after that
/// moment. The code runs with the clock standing still; `presentedFrames(at:)` moves the clock
/// forward to the time asked (running completion handlers that fall due on the way, each followed
/// by a layout pass) and reports what is on screen; `runToEnd()` lets everything finish.
extension LayoutStage {
  /// One view on screen at a moment of an animation.
  public struct PresentedView: Hashable, Sendable {
    /// Index path from the window, as in `snapshot()`.
    public let path: String
    /// The view's class name as UIKit prints it.
    public let typeName: String
    /// `accessibilityIdentifier`, if set.
    public let identifier: String?
    /// The frame drawn, in superview coordinates (not rounded to pixels).
    public let frame: CGRect
    /// The frame drawn, in window coordinates.
    public let frameInWindow: CGRect
    /// The opacity drawn.
    public let alpha: CGFloat
    /// Whether the view is hidden.
    public let isHidden: Bool
  }

  /// Marks the start of a step: sample times count from now. Run it before the step's code.
  public func beginStep() {
    let timeline = AnimationTimeline.main
    timeline.register(window: window)
    timeline.beginStep()
  }

  /// Seconds the clock has moved since the step began.
  public var stepTime: TimeInterval {
    let timeline = AnimationTimeline.main
    return timeline.now - timeline.stepStart
  }

  /// Every view under the window as drawn `time` seconds after the step began, parents first.
  ///
  /// Runs the layout pass the step's code left pending, then moves the clock to that time. Asking
  /// for an earlier time than the clock's reading evaluates the animations there without undoing
  /// the completion handlers that already ran.
  public func presentedFrames(at time: TimeInterval) -> [PresentedView] {
    let moment = moveClock(toStepTime: time)
    let timeline = AnimationTimeline.main
    var result: [PresentedView] = []
    func visit(_ view: UIView, _ path: String, contentOrigin: CGPoint) {
      for (index, subview) in view.subviews.enumerated() {
        let childPath = path.isEmpty ? "\(index)" : "\(path).\(index)"
        let frame = timeline.presentedFrame(of: subview, at: moment)
        let inWindow = CGRect(
          x: contentOrigin.x + frame.origin.x, y: contentOrigin.y + frame.origin.y,
          width: frame.size.width, height: frame.size.height)
        result.append(
          PresentedView(
            path: childPath, typeName: typeDisplayName(of: subview),
            identifier: subview.accessibilityIdentifier, frame: frame, frameInWindow: inWindow,
            alpha: timeline.presentedAlpha(of: subview, at: moment), isHidden: subview.isHidden))
        let bounds = subview.bounds.origin
        visit(
          subview, childPath,
          contentOrigin: CGPoint(
            x: inWindow.origin.x - bounds.x,
            y: inWindow.origin.y - bounds.y))
      }
    }
    visit(window, "", contentOrigin: .zero)
    return result
  }

  /// The frame `view` is drawn with `time` seconds after the step began, in superview coordinates.
  public func presentedFrame(of view: UIView, at time: TimeInterval) -> CGRect {
    AnimationTimeline.main.presentedFrame(of: view, at: moveClock(toStepTime: time))
  }

  /// The frame `view` is drawn with `time` seconds after the step began, in window coordinates.
  public func presentedFrameInWindow(of view: UIView, at time: TimeInterval) -> CGRect {
    presentedFrame(of: view, in: window, at: time)
  }

  /// The frame `view` is drawn with `time` seconds after the step began, in the coordinates of
  /// `ancestor` (the entry's root view, for expected frames), as `convert(_:to:)` computes it:
  /// the drawn origins of the views in between are added, each less its bounds origin. For the
  /// ancestor itself, its bounds.
  public func presentedFrame(of view: UIView, in ancestor: UIView, at time: TimeInterval) -> CGRect
  {
    let timeline = AnimationTimeline.main
    let moment = moveClock(toStepTime: time)
    guard view !== ancestor else { return view.bounds }
    var frame = timeline.presentedFrame(of: view, at: moment)
    var current = view.superview
    while let container = current, container !== ancestor, container.superview != nil {
      let origin = timeline.presentedFrame(of: container, at: moment).origin
      frame.origin.x += origin.x - container.bounds.origin.x
      frame.origin.y += origin.y - container.bounds.origin.y
      current = container.superview
    }
    return frame
  }

  /// The opacity `view` is drawn with `time` seconds after the step began.
  public func presentedAlpha(of view: UIView, at time: TimeInterval) -> CGFloat {
    AnimationTimeline.main.presentedAlpha(of: view, at: moveClock(toStepTime: time))
  }

  /// Lets every animation finish: moves the clock until nothing moves and no completion handler
  /// is due (handlers run in time order and may start more animations), for at most `limit`
  /// seconds. Animations that repeat for ever and paused property animators are left as they are.
  /// Returns the step time reached.
  @discardableResult
  public func runToEnd(limit: TimeInterval = 60) -> TimeInterval {
    let timeline = AnimationTimeline.main
    timeline.register(window: window)
    window.layoutTreeIfPending()
    timeline.runToEnd(limit: limit)
    return timeline.now - timeline.stepStart
  }

  /// Step time by which the animations known now end (completion handlers may start more).
  public var animationsEndTime: TimeInterval {
    let timeline = AnimationTimeline.main
    return timeline.endOfKnownAnimations - timeline.stepStart
  }

  /// Whether something under the window is still moving at the clock's reading.
  public var isAnimating: Bool {
    AnimationTimeline.main.isAnimating(under: window)
  }

  /// The animations started since the step began by views under the window, in the order made.
  public var animations: [TimelineAnimation] {
    let timeline = AnimationTimeline.main
    return timeline.history.compactMap { animation in
      guard animation.view.isDescendant(of: window) else { return nil }
      return TimelineAnimation(animation, stepStart: timeline.stepStart, window: window)
    }
  }

  /// Runs the layout the step left pending, then moves the clock to `time` after the step began;
  /// returns that clock reading.
  private func moveClock(toStepTime time: TimeInterval) -> TimeInterval {
    let timeline = AnimationTimeline.main
    timeline.register(window: window)
    window.layoutTreeIfPending()
    let moment = timeline.stepStart + (time.isFinite ? max(time, 0) : 0)
    timeline.advance(to: moment)
    return moment
  }
}

/// One animated property change, as plain values for reports and players.
@preconcurrency @MainActor
public struct TimelineAnimation {
  /// The animated view.
  public let view: UIView
  /// The view's index path from the window (as in `LayoutStage.snapshot()`).
  public let viewPath: String
  /// What changes.
  public let property: AnimatedProperty
  /// The model value it moves from (frame: x, y, width, height; alpha: one number). For a frame
  /// animation that interrupts another, the view is drawn elsewhere when it starts: see
  /// `shownAtStart`.
  public let from: [Double]
  /// The value on screen when the call that made it ran.
  public let shownAtStart: [Double]
  /// The model value it moves to.
  public let to: [Double]
  /// Seconds after the step began at which the call that made it ran.
  public let startTime: TimeInterval
  /// Seconds between that call and the start of the movement.
  public let delay: TimeInterval
  /// Seconds the movement lasts (one way, for autoreversing animations).
  public let duration: TimeInterval
  /// The timing curve; `curve.name` is `easeInOut`, `easeIn`, `easeOut`, `linear`, `spring` or
  /// `cubicBezier`.
  public let curve: AnimationTimingCurve
  /// Whether it repeats for ever.
  public let repeats: Bool
  /// Whether it runs forwards then backwards.
  public let autoreverses: Bool

  init(_ animation: RunningAnimation, stepStart: TimeInterval, window: UIView) {
    view = animation.view
    viewPath = Self.indexPath(of: animation.view, in: window)
    property = animation.property
    from = animation.from
    shownAtStart = animation.shownFrom
    to = animation.to
    startTime = animation.createdAt - stepStart
    delay = animation.schedule.delay
    duration = animation.schedule.duration
    curve = animation.schedule.curve
    repeats = animation.schedule.repeats
    autoreverses = animation.schedule.autoreverses
  }

  private static func indexPath(of view: UIView, in window: UIView) -> String {
    var indices: [Int] = []
    var current = view
    while current !== window, let parent = current.superview {
      indices.append(parent.subviews.firstIndex { $0 === current } ?? 0)
      current = parent
    }
    return indices.reversed().map(String.init).joined(separator: ".")
  }
}
