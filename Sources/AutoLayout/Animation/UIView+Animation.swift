import Foundation

/// UIKit's block animations.
///
/// The block runs at once and changes the model at once (constraint constants, frames, alpha,
/// `isHidden`). Every frame a view gets while the block runs — set by the program or applied by
/// a layout pass such as `layoutIfNeeded()` — and every alpha change become animations on the
/// timeline, from what is on screen to the new model value, with the block's duration, delay and
/// curve. Frames are not rounded to pixels in flight: they move between the rounded start and end
/// frames (docs/UIKitFacts.md §7.3, §8.3). Changes to a constraint without a layout pass inside
/// the block animate nothing: the next layout pass, outside the block, applies them at once.
extension UIView {
  private static var animationsEnabled = true

  /// Whether animation blocks animate; true by default. With false their changes apply at once and
  /// completions still run (docs/UIKitFacts.md §7.3).
  public static var areAnimationsEnabled: Bool { animationsEnabled }

  /// Turns animation on or off for blocks started afterwards.
  public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

  /// The duration of the animation block being run now, 0 outside one.
  public static var inheritedAnimationDuration: TimeInterval {
    guard let context = AnimationContext.current, context.animates else { return 0 }
    return context.schedule.duration
  }

  /// Animates the changes `animations` makes to frames and alpha over `duration` seconds, easing in
  /// and out (`.curveEaseInOut`) (docs/UIKitFacts.md §7.1).
  ///
  /// To animate a layout change, change the constraints (a `constant`, which constraints are
  /// active) before or inside the block, and call `layoutIfNeeded()` on the common superview inside
  /// it: the views then move from where they are to their new frames. Changing a constraint without
  /// a layout pass in the block animates nothing (§7.3). A duration of 0 or less applies the
  /// changes at once.
  public static func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void
  ) {
    runBlock(
      duration: duration, delay: 0, options: [], curve: .easeInOut,
      animations: animations, completion: nil)
  }

  /// Animates the changes over `duration` seconds, easing in and out, then calls `completion` with
  /// whether the animations ran to their end (false when a later animation replaced them)
  /// (docs/UIKitFacts.md §7.1, §7.3). Call `layoutIfNeeded()` inside the block to animate
  /// constraint changes.
  public static func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    runBlock(
      duration: duration, delay: 0, options: [], curve: .easeInOut,
      animations: animations, completion: completion)
  }

  /// Animates the changes over `duration` seconds after `delay` seconds, with the timing curve and
  /// behaviour `options` give: `.curveEaseInOut` (the default), `.curveEaseIn`, `.curveEaseOut`,
  /// `.curveLinear`, `.repeat`, `.autoreverse`, `.beginFromCurrentState`, … Until the delay is over
  /// the views keep their old frames (docs/UIKitFacts.md §7.1, §7.3).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    runBlock(
      duration: duration, delay: delay, options: options,
      curve: AnimationTimingCurve(options.curve), animations: animations,
      completion: completion)
  }

  /// Animates the changes with a spring: `dampingRatio` 1 comes to rest without overshooting,
  /// smaller values bounce more (0.5 overshoots clearly); `velocity` is the starting speed as a
  /// share of the whole distance per second (1: the distance in one second). The spring settles
  /// within `duration` (docs/UIKitFacts.md §7.2).
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat,
    initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [],
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringMotion.fitted(
      toDuration: duration, dampingRatio: Double(dampingRatio),
      initialVelocity: Double(velocity))
    runBlock(
      duration: duration, delay: delay, options: options, curve: .spring(spring),
      animations: animations, completion: completion)
  }

  /// Animates the changes with a spring described as you perceive it (iOS 17): `springDuration`
  /// (0.5 s by default) is roughly how long it takes, `bounce` 0 (the default) comes to rest
  /// without overshooting, up to 1 bounces more, and negative values are overdamped. The block
  /// lasts until the spring has settled (docs/UIKitFacts.md §7.2).
  public static func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
    initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
    options: AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let spring = SpringMotion.perceptual(
      duration: duration, bounce: Double(bounce),
      initialVelocity: Double(initialSpringVelocity))
    runBlock(
      duration: duration > 0 ? spring.settlingDuration : 0, delay: delay, options: options,
      curve: .spring(spring), animations: animations, completion: completion)
  }

  /// Runs `actionsWithoutAnimation` with animation turned off, even inside an animation block: its
  /// changes apply at once.
  public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let context = AnimationContext(
      animates: false, suppressesNested: true,
      schedule: AnimationSchedule(curve: .linear, delay: 0, duration: 0))
    context.run(actionsWithoutAnimation)
  }

  /// Runs a whole-view transition (flip, curl, cross-dissolve from `options`) while `animations`
  /// changes `view`'s content. Only the picture of the view would animate, so here the changes
  /// apply at once and `completion` runs after `duration` seconds.
  public static func transition(
    with view: UIView, duration: TimeInterval,
    options: AnimationOptions = [],
    animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let timeline = AnimationTimeline.main
    let group = AnimationGroup(
      sequence: timeline.makeSequence(), createdAt: timeline.now,
      completion: completion)
    group.holdUntil = timeline.now + max(duration, 0)
    if let animations { performWithoutAnimation(animations) }
    timeline.schedule(group)
  }

  /// Replaces `fromView` with `toView` in its superview with a transition (or, with
  /// `.showHideTransitionViews`, hides one and shows the other), calling `completion` after
  /// `duration` seconds.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    transition(
      with: fromView, duration: duration, options: options,
      animations: {
        if options.contains(.showHideTransitionViews) {
          fromView.isHidden = true
          toView.isHidden = false
        } else if let container = fromView.superview {
          let index = container.subviews.firstIndex { $0 === fromView } ?? container.subviews.count
          container.insertSubview(toView, at: index)
          fromView.removeFromSuperview()
        }
      }, completion: completion)
  }

  /// Runs one animation block: nested blocks take their parent's duration and curve unless
  /// told to override them (UIKit's "nested animations inherit the parent's duration and curve").
  static func runBlock(
    duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
    curve: AnimationTimingCurve, animations: () -> Void,
    completion: ((Bool) -> Void)?
  ) {
    let timeline = AnimationTimeline.main
    var duration = duration.isFinite ? duration : 0
    var curve = curve
    if let parent = AnimationContext.current, parent.animates {
      if !options.contains(.overrideInheritedDuration) { duration = parent.schedule.duration }
      if !options.contains(.overrideInheritedCurve) { curve = parent.schedule.curve }
    }
    let suppressed = AnimationContext.stack.contains { $0.suppressesNested }
    let animates = animationsEnabled && !suppressed && duration > 0
    let group = AnimationGroup(
      sequence: timeline.makeSequence(), createdAt: timeline.now,
      completion: completion)
    let schedule = AnimationSchedule(
      curve: curve, delay: delay.isFinite ? max(delay, 0) : 0, duration: duration,
      repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
    let context = AnimationContext(
      animates: animates, schedule: schedule, options: options,
      group: group)
    context.run(animations)
    timeline.schedule(group)
  }
}
