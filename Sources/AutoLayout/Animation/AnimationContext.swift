import Foundation

/// The animation block being run: what a frame or alpha change made now turns into.
///
/// `UIView.animate` pushes one while its block runs (nested blocks push their own); so do
/// `performWithoutAnimation` (which animates nothing) and a property animator running its blocks.
@MainActor
final class AnimationContext {
  /// The blocks running, innermost last.
  private(set) static var stack: [AnimationContext] = []

  /// The innermost block running, if any.
  static var current: AnimationContext? { stack.last }

  /// Whether changes made now animate.
  let animates: Bool
  /// Whether blocks nested inside are kept from animating (`performWithoutAnimation`).
  let suppressesNested: Bool
  let schedule: AnimationSchedule
  let options: UIView.AnimationOptions
  /// The `UIView.animate` call's completion group (nil for property animators).
  let group: AnimationGroup?
  /// The property animator's clock, for its blocks.
  let segment: AnimatorSegment?
  /// The animations this block made, in order.
  private(set) var recorded: [RunningAnimation] = []
  /// Views hidden or shown while the block ran.
  private var hiddenChanges: [UIView] = []

  init(
    animates: Bool, suppressesNested: Bool = false, schedule: AnimationSchedule,
    options: UIView.AnimationOptions = [], group: AnimationGroup? = nil,
    segment: AnimatorSegment? = nil
  ) {
    self.animates = animates
    self.suppressesNested = suppressesNested
    self.schedule = schedule
    self.options = options
    self.group = group
    self.segment = segment
  }

  /// Runs `body` with this context innermost, then finishes the block: lays out again what
  /// must animate with it (`.layoutSubviews`, stack views whose arranged views were hidden or
  /// shown) and drops animations that ended up changing nothing.
  func run(_ body: () -> Void) {
    let timeline = AnimationTimeline.main
    Self.stack.append(self)
    body()
    if animates { layOutWhatAnimatesWithTheBlock() }
    Self.stack.removeLast()
    hiddenChanges = []
    for animation in recorded where animation.from == animation.to {
      timeline.discard(animation)
      group?.animations.removeAll { $0 === animation }
    }
    recorded.removeAll { $0.from == $0.to }
  }

  /// UIKit lays out at the end of the block the views whose bounds changed in it when asked to
  /// (`.layoutSubviews`), and a stack view lays out again when one of its arranged views is
  /// hidden or shown inside a block (docs/UIKitFacts.md §6.3: hiding inside an animation block
  /// animates the collapse). Those layout passes run inside the block, so their frames animate.
  private func layOutWhatAnimatesWithTheBlock() {
    var roots: [UIView] = []
    func add(_ root: UIView) { if !roots.contains(where: { $0 === root }) { roots.append(root) } }
    if options.contains(.layoutSubviews) {
      for animation in recorded where animation.property == .frame { add(animation.view.rootView) }
    }
    for view in hiddenChanges {
      guard let stack = view.superview as? UIStackView,
        stack.arrangedSubviews.contains(where: { $0 === view })
      else { continue }
      add(stack.rootView)
    }
    for root in roots { root.layoutIfNeeded() }
  }

  /// Notes that `view` was hidden or shown while this block ran.
  func noteHiddenChange(of view: UIView) {
    if !hiddenChanges.contains(where: { $0 === view }) { hiddenChanges.append(view) }
  }

  /// Turns a change of a view's frame or alpha, made while this block runs, into an animation.
  func record(_ view: UIView, _ property: AnimatedProperty, from old: [Double], to new: [Double]) {
    guard old != new else { return }
    let timeline = AnimationTimeline.main
    // The same block changing the same property twice makes one animation to the last value.
    if let existing = recorded.first(where: { $0.view === view && $0.property == property }) {
      existing.to = new
      return
    }
    let now = timeline.now
    var from = old
    let shown: [Double]
    switch property {
    case .frame:
      shown = timeline.presentedFrame(of: view, at: now).animationComponents
    case .alpha:
      shown = [Double(timeline.presentedAlpha(of: view, at: now, model: CGFloat(old[0])))]
      // An absolute animation replaces the running one; it starts from the model value unless
      // asked to begin from what is on screen.
      for running in timeline.animations(of: view)
      where running.property == .alpha && running.phase(at: now) != .finished {
        running.removedAt = now
        running.group?.wasInterrupted = true
      }
      if options.contains(.beginFromCurrentState) { from = shown }
    }
    let animation = RunningAnimation(
      sequence: timeline.makeSequence(), view: view, property: property, from: from, to: new,
      shownFrom: shown, schedule: schedule, createdAt: now, segment: segment)
    recorded.append(animation)
    timeline.add(animation)
    animation.group = group
    group?.animations.append(animation)
  }
}

/// Where the frame and alpha setters report their changes.
@MainActor
enum AnimationRecorder {
  /// Called before a view's frame changes (by the program or by a layout pass).
  static func frameWillChange(_ view: UIView, from old: CGRect, to new: CGRect) {
    guard let context = AnimationContext.current, context.animates, view.superview != nil else {
      return
    }
    context.record(view, .frame, from: old.animationComponents, to: new.animationComponents)
  }

  /// Called after a view was hidden or shown.
  static func hiddenDidChange(_ view: UIView) {
    guard let context = AnimationContext.current, context.animates else { return }
    context.noteHiddenChange(of: view)
  }

  /// Called after a view's alpha changed.
  static func alphaDidChange(_ view: UIView, from old: CGFloat) {
    guard let context = AnimationContext.current, context.animates, view.superview != nil else {
      return
    }
    context.record(view, .alpha, from: [Double(old)], to: [Double(view.alpha)])
  }
}
