import Foundation

/// Whether a property animator has started, and whether it was stopped.
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive = 0
  /// Started: running or paused.
  case active = 1
  /// Stopped; waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where a property animator ended.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values.
  case end = 0
  /// Back at the start values.
  case start = 1
  /// Wherever it was stopped.
  case current = 2
}

/// An interruptible animation (UIKit's `UIViewPropertyAnimator`): its blocks run when it starts,
/// and their frame and alpha changes then follow the animator's own clock, which can be paused,
/// scrubbed (`fractionComplete`), reversed and stopped.
///
/// The animator's fraction is the share of its *time* gone (its curve turns it into the share of
/// the change). While paused with `scrubsLinearly` (the default), the change follows the fraction
/// linearly; once running again it follows the curve from the same point in time.
@preconcurrency @MainActor
public final class UIViewPropertyAnimator: TimelineEvent {
  /// The duration given when it was made.
  public let duration: TimeInterval
  /// The delay of `startAnimation(afterDelay:)`.
  public private(set) var delay: TimeInterval = 0
  /// The timing it was made with, if given as parameters.
  public let timingParameters: UITimingCurveProvider?
  /// Whether it is started, stopped or neither.
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether it can be paused or stopped (stored only; every animator here can).
  public var isInterruptible = true
  /// Whether the views take touches while it runs (stored only).
  public var isUserInteractionEnabled = true
  /// Whether hit-testing is left to the program (stored only).
  public var isManualHitTestingEnabled = false
  /// Whether a paused animator moves linearly when `fractionComplete` is set (default true).
  public var scrubsLinearly = true
  /// Whether it pauses at the end instead of finishing (then it stays active).
  public var pausesOnCompletion = false

  let sequence: Int
  let curve: AnimationTimingCurve
  /// How long its animations run (the duration, or a spring's settling time).
  let length: TimeInterval
  private var pendingBlocks: [(animations: () -> Void, delayFactor: Double)] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []
  /// Clock reading at which the fraction was `anchorFraction` (later: moving from there).
  private var anchorTime: TimeInterval = 0
  private var anchorFraction = 0.0
  /// Seconds of clock per second of animator time (`continueAnimation`'s duration factor).
  private var timeStretch = 1.0
  private var pausedFraction: Double?
  private var reversed = false

  /// An animator with one of UIKit's named curves.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timing: AnimationTimingCurve(curve), length: duration,
      parameters: nil, animations: animations)
  }

  /// An animator with a custom Bézier curve.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint,
    controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
  ) {
    let parameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
    self.init(
      duration: duration, timing: parameters.curve, length: duration,
      parameters: parameters, animations: animations)
  }

  /// An animator with a spring of this damping ratio that settles within `duration`.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat,
    animations: (() -> Void)? = nil
  ) {
    let parameters = UISpringTimingParameters(dampingRatio: ratio)
    let timing = parameters.motion(forDuration: duration)
    self.init(
      duration: duration, timing: timing.curve, length: timing.length,
      parameters: parameters, animations: animations)
  }

  /// An animator with timing parameters (a cubic curve or a spring).
  public convenience init(
    duration: TimeInterval, timingParameters parameters: UITimingCurveProvider
  ) {
    let timing = parameters.resolvedTiming(forDuration: duration)
    self.init(
      duration: duration, timing: timing.curve, length: timing.length,
      parameters: parameters, animations: nil)
  }

  private init(
    duration: TimeInterval, timing: AnimationTimingCurve, length: TimeInterval,
    parameters: UITimingCurveProvider?, animations: (() -> Void)?
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.length = length.isFinite ? max(length, 0) : 0
    curve = timing
    timingParameters = parameters
    sequence = AnimationTimeline.main.makeSequence()
    if let animations { pendingBlocks.append((animations, 0)) }
  }

  /// Makes an animator with the curve in `options`, and starts it after `delay`.
  @discardableResult
  public static func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(
      duration: duration, curve: options.curve,
      animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: State

  /// Whether it is active and not paused.
  public var isRunning: Bool { state == .active && pausedFraction == nil }

  /// Whether it runs backwards, towards the start values.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      if isRunning { reanchor(at: AnimationTimeline.main.now) }
      reversed = newValue
    }
  }

  /// The share of its time gone, 0…1. Setting it pauses an inactive animator first; a running one
  /// ignores it.
  public var fractionComplete: CGFloat {
    get { CGFloat(fraction(at: AnimationTimeline.main.now)) }
    set {
      if state == .inactive { pauseAnimation() }
      guard state == .active, pausedFraction != nil else { return }
      pausedFraction = min(max(Double(newValue), 0), 1)
    }
  }

  // MARK: Blocks and completions

  /// Adds animations; on a started animator they run now and end with it.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds animations that start after `delayFactor` (0…1) of the remaining time and end with
  /// the animator.
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    let factor = min(max(Double(delayFactor), 0), 1)
    guard state == .active else {
      if state == .inactive { pendingBlocks.append((animation, factor)) }
      return
    }
    let position = fraction(at: AnimationTimeline.main.now) * length
    let remaining = length - position
    run(
      animation, beginOffset: position + factor * remaining, segmentLength: (1 - factor) * remaining
    )
  }

  /// Adds a handler called with the final position when the animator finishes.
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Control

  /// Starts (or resumes) the animations now.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after `delay` seconds (or resumes a paused animator at once).
  public func startAnimation(afterDelay delay: TimeInterval) {
    let timeline = AnimationTimeline.main
    switch state {
    case .inactive:
      self.delay = delay.isFinite ? max(delay, 0) : 0
      activate()
      anchorTime = timeline.now + self.delay
      anchorFraction = 0
      pausedFraction = nil
    case .active:
      guard let paused = pausedFraction else { return }
      anchorTime = timeline.now
      anchorFraction = paused
      pausedFraction = nil
    case .stopped:
      return
    }
    timeline.schedule(self)
  }

  /// Pauses the animations where they are (starting a paused animator if it was inactive).
  public func pauseAnimation() {
    let timeline = AnimationTimeline.main
    switch state {
    case .inactive:
      activate()
      pausedFraction = 0
    case .active:
      guard pausedFraction == nil else { return }
      pausedFraction = fraction(at: timeline.now)
      timeline.unschedule(self)
    case .stopped:
      return
    }
  }

  /// Resumes a paused animator with its remaining time stretched by `durationFactor` (the timing
  /// parameters of the continuation are not modelled: the animator keeps its curve).
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?,
    durationFactor: CGFloat
  ) {
    guard state == .active, pausedFraction != nil else { return }
    let factor = Double(durationFactor)
    timeStretch = factor > 0 && factor.isFinite ? factor : 1
    startAnimation()
  }

  /// Stops the animations where they are on screen: the views keep those values. Without
  /// finishing, the animator becomes inactive and its completions never run; otherwise it waits
  /// in `.stopped` for `finishAnimation(at:)`.
  public func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    let timeline = AnimationTimeline.main
    let now = timeline.now
    let owned = ownedAnimations
    let shown = owned.map { animation -> [Double] in
      switch animation.property {
      case .frame: return timeline.presentedFrame(of: animation.view, at: now).animationComponents
      case .alpha: return [Double(timeline.presentedAlpha(of: animation.view, at: now))]
      }
    }
    stoppedValues = zip(owned, shown).map { ($0, $0.from, $1) }
    timeline.unschedule(self)
    timeline.removeAnimations(of: self)
    for (animation, value) in zip(owned, shown) { Self.setModel(animation, value) }
    pausedFraction = nil
    state = withoutFinishing ? .inactive : .stopped
  }

  /// Ends a stopped animator at its end values, its start values or where it stopped, then calls
  /// the completions with that position.
  public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    guard state == .stopped else { return }
    for (animation, start, _) in stoppedValues {
      switch finalPosition {
      case .end: Self.setModel(animation, animation.to)
      case .start: Self.setModel(animation, start)
      case .current: break
      }
    }
    stoppedValues = []
    state = .inactive
    for completion in completions { completion(finalPosition) }
  }

  private var stoppedValues: [(RunningAnimation, [Double], [Double])] = []

  // MARK: The animator's clock

  /// The share of time gone at clock time `time`.
  func fraction(at time: TimeInterval) -> Double {
    guard state == .active else { return state == .inactive ? 0 : anchorFraction }
    if let pausedFraction { return pausedFraction }
    guard length > 0 else { return reversed ? 0 : 1 }
    let moved = max(0, time - anchorTime) / (length * timeStretch)
    return min(max(anchorFraction + (reversed ? -moved : moved), 0), 1)
  }

  /// Where one of its animations stands at clock time `time`.
  func phase(of segment: AnimatorSegment, at time: TimeInterval) -> AnimationSchedule.Phase {
    guard state == .active else { return .finished }
    let local = fraction(at: time) * length - segment.beginOffset
    if local < 0 { return .waiting }
    guard segment.length > 0 else { return .running(1) }
    if pausedFraction != nil, scrubsLinearly { return .running(min(local / segment.length, 1)) }
    return .running(
      segment.curve.progress(
        elapsed: min(local, segment.length),
        duration: segment.length))
  }

  var dueTime: TimeInterval? {
    guard state == .active, pausedFraction == nil else { return nil }
    let remaining = reversed ? anchorFraction : 1 - anchorFraction
    return anchorTime + remaining * length * timeStretch
  }

  func fire(in timeline: AnimationTimeline) {
    let position: UIViewAnimatingPosition = reversed ? .start : .end
    if pausesOnCompletion {
      pausedFraction = reversed ? 0 : 1
      return
    }
    let owned = ownedAnimations
    timeline.removeAnimations(of: self)
    if position == .start {
      for animation in owned { Self.setModel(animation, animation.from) }
    }
    state = .inactive
    for completion in completions { completion(position) }
  }

  private var ownedAnimations: [RunningAnimation] {
    AnimationTimeline.main.history.filter { $0.segment?.animator === self }
  }

  private func reanchor(at time: TimeInterval) {
    anchorFraction = fraction(at: time)
    anchorTime = max(time, anchorTime)
  }

  /// Runs the pending blocks on the animator's clock.
  private func activate() {
    state = .active
    let blocks = pendingBlocks
    pendingBlocks = []
    for block in blocks {
      run(
        block.animations, beginOffset: block.delayFactor * length,
        segmentLength: (1 - block.delayFactor) * length)
    }
  }

  private func run(_ animations: () -> Void, beginOffset: Double, segmentLength: Double) {
    let segment = AnimatorSegment(
      animator: self, beginOffset: beginOffset, length: segmentLength,
      curve: curve)
    let schedule = AnimationSchedule(
      curve: curve, delay: delay + beginOffset, duration: segmentLength)
    let suppressed = AnimationContext.stack.contains { $0.suppressesNested }
    let context = AnimationContext(
      animates: UIView.areAnimationsEnabled && !suppressed,
      schedule: schedule, segment: segment)
    context.run(animations)
  }

  /// Sets a view's model value without animating.
  private static func setModel(_ animation: RunningAnimation, _ value: [Double]) {
    UIView.performWithoutAnimation {
      switch animation.property {
      case .frame: animation.view.frame = CGRect(animationComponents: value)
      case .alpha: animation.view.alpha = CGFloat(value[0])
      }
    }
  }
}

/// The part of a property animator's time one block's animations run in.
@MainActor
struct AnimatorSegment {
  let animator: UIViewPropertyAnimator
  /// Seconds into the animator's time at which the block's animations start.
  let beginOffset: Double
  /// Seconds they run.
  let length: Double
  let curve: AnimationTimingCurve

  func phase(at time: TimeInterval) -> AnimationSchedule.Phase {
    animator.phase(of: self, at: time)
  }
}
