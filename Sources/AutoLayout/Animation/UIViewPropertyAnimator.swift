import Foundation

/// Where a property animator is in its life: `.inactive` (made, or finished), `.active` (started or
/// paused) or `.stopped` (stopped, waiting for `finishAnimation(at:)`).
public enum UIViewAnimatingState: Int, Sendable {
  /// Not started, or finished.
  case inactive = 0
  /// Started: running or paused.
  case active = 1
  /// Stopped; waiting for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where a property animator's views ended up: at the animations' `.end` values, their `.start`
/// values, or where they were stopped (`.current`).
public enum UIViewAnimatingPosition: Int, Sendable {
  /// At the end values.
  case end = 0
  /// Back at the start values.
  case start = 1
  /// Wherever it was stopped.
  case current = 2
}

/// An animation you can control while it runs: start it, pause it, scrub it to any point
/// (`fractionComplete`), reverse it, or stop it where it is. Give it the changes to animate
/// (`addAnimations(_:)`, or in the initializer) and a timing (a named curve, a Bézier curve or a
/// spring), then `startAnimation()`.
///
/// `fractionComplete` is the share of its time gone; the curve turns that into the share of the
/// change. While paused it follows `fractionComplete` linearly when `scrubsLinearly` (the default)
/// (docs/UIKitFacts.md §7.4).
@preconcurrency @MainActor
public final class UIViewPropertyAnimator: TimelineEvent {
  /// The duration in seconds given when the animator was made.
  public let duration: TimeInterval
  /// The delay given to `startAnimation(afterDelay:)`, 0 otherwise.
  public private(set) var delay: TimeInterval = 0
  /// The timing the animator was made with, when it was given as timing parameters.
  public let timingParameters: UITimingCurveProvider?
  /// Whether the animator is inactive, active (started or paused) or stopped; `.inactive` when
  /// made.
  public private(set) var state = UIViewAnimatingState.inactive
  /// Whether the animator can be paused and stopped; true by default. Kept: every animator here can
  /// be.
  public var isInterruptible = true
  /// Whether the animating views take touches; true by default. No effect on layout.
  public var isUserInteractionEnabled = true
  /// Whether touches are tested against the views' final rather than on-screen frames; false by
  /// default. No effect on layout.
  public var isManualHitTestingEnabled = false
  /// Whether a paused animator moves linearly as `fractionComplete` is set, rather than along its
  /// curve; true by default (docs/UIKitFacts.md §7.4).
  public var scrubsLinearly = true
  /// Whether the animator pauses at its end instead of finishing, so it stays active and can be
  /// reversed or scrubbed; false by default. Its completions then do not run.
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

  /// Makes an animator that runs `animations` over `duration` seconds with one of UIKit's named
  /// curves (`.easeInOut`, `.easeIn`, `.easeOut`, `.linear`). Call `startAnimation()` to run it.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timing: AnimationTimingCurve(curve), length: duration,
      parameters: nil, animations: animations)
  }

  /// Makes an animator whose timing is a Bézier curve through two control points (as
  /// `CAMediaTimingFunction` curves are).
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint,
    controlPoint2 point2: CGPoint, animations: (() -> Void)? = nil
  ) {
    let parameters = UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2)
    self.init(
      duration: duration, timing: parameters.curve, length: duration,
      parameters: parameters, animations: animations)
  }

  /// Makes an animator with a spring of `dampingRatio` (1 comes to rest without overshooting, less
  /// bounces) that settles within `duration` (docs/UIKitFacts.md §7.2).
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

  /// Makes an animator with timing parameters: `UICubicTimingParameters` for a curve,
  /// `UISpringTimingParameters` for a spring.
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

  /// Makes an animator with the curve in `options` that starts after `delay`, like a
  /// `UIView.animate` block that you can still pause or stop.
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

  /// Whether the animator is active and not paused.
  public var isRunning: Bool { state == .active && pausedFraction == nil }

  /// Whether the animator runs backwards, towards the start values; set it on a paused or running
  /// animator to turn it round.
  public var isReversed: Bool {
    get { reversed }
    set {
      guard newValue != reversed else { return }
      if isRunning { reanchor(at: AnimationTimeline.main.now) }
      reversed = newValue
    }
  }

  /// How far through its time the animator is, from 0 to 1. Setting it on a paused animator moves
  /// the views to that point (an inactive animator is paused first); a running animator ignores it
  /// (docs/UIKitFacts.md §7.4).
  public var fractionComplete: CGFloat {
    get { CGFloat(fraction(at: AnimationTimeline.main.now)) }
    set {
      if state == .inactive { pauseAnimation() }
      guard state == .active, pausedFraction != nil else { return }
      pausedFraction = min(max(Double(newValue), 0), 1)
    }
  }

  // MARK: Blocks and completions

  /// Adds changes to animate; on an animator that has started they begin now and end with it.
  public func addAnimations(_ animation: @escaping () -> Void) {
    addAnimations(animation, delayFactor: 0)
  }

  /// Adds changes that start after `delayFactor` (0 to 1) of the remaining time and end with the
  /// animator.
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

  /// Adds code to run when the animator finishes, with where the views ended up (`.end`, `.start`
  /// or `.current`).
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  // MARK: Control

  /// Starts the animations now, or resumes a paused animator.
  public func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after `delay` seconds (a paused animator resumes at once).
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

  /// Pauses the animations where they are (an inactive animator is started and paused); resume with
  /// `startAnimation()` or `continueAnimation(withTimingParameters:durationFactor:)`.
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

  /// Resumes a paused animator with the rest of its time scaled by `durationFactor`. Here new
  /// timing parameters are not applied: the animator keeps its curve.
  public func continueAnimation(
    withTimingParameters parameters: UITimingCurveProvider?,
    durationFactor: CGFloat
  ) {
    guard state == .active, pausedFraction != nil else { return }
    let factor = Double(durationFactor)
    timeStretch = factor > 0 && factor.isFinite ? factor : 1
    startAnimation()
  }

  /// Stops the animations, leaving the views where they are on screen. With `true` the animator
  /// becomes inactive and its completions never run; with `false` it waits, stopped, for
  /// `finishAnimation(at:)`.
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

  /// Ends a stopped animator with its views at the end values, the start values or where they
  /// stopped, then runs its completions with that position.
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
