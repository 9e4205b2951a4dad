import Foundation

/// A view property an animation changes.
public enum AnimatedProperty: String, Hashable, Sendable {
  /// The frame: x, y, width, height in superview coordinates.
  case frame
  /// The opacity: one number.
  case alpha
}

/// One property change of one view that the timeline animates.
///
/// Frames are additive, as UIKit's position and bounds animations are since iOS 8: the view is
/// drawn at `model + (from − to)·(1 − y)` summed over its frame animations, so a second animation
/// blends into a running one instead of replacing it. Alpha animations are absolute: the newest
/// one shows `from + (to − from)·y` and replaces older ones.
@MainActor
final class RunningAnimation {
  let sequence: Int
  let view: UIView
  let property: AnimatedProperty
  /// The model value before the change (for alpha with `.beginFromCurrentState`, the value shown).
  let from: [Double]
  /// The model value after the change (updated when the same block changes it again).
  var to: [Double]
  /// The value on screen when the animation was made.
  let shownFrom: [Double]
  let schedule: AnimationSchedule
  /// Clock time of the call that made it.
  let createdAt: TimeInterval
  /// Clock time a newer animation replaced it (alpha only).
  var removedAt: TimeInterval?
  /// The property animator running it, if any (it then follows the animator's clock).
  let segment: AnimatorSegment?
  /// The `UIView.animate` call that made it.
  weak var group: AnimationGroup?

  init(
    sequence: Int, view: UIView, property: AnimatedProperty, from: [Double], to: [Double],
    shownFrom: [Double], schedule: AnimationSchedule, createdAt: TimeInterval,
    segment: AnimatorSegment?
  ) {
    self.sequence = sequence
    self.view = view
    self.property = property
    self.from = from
    self.to = to
    self.shownFrom = shownFrom
    self.schedule = schedule
    self.createdAt = createdAt
    self.segment = segment
  }

  var isAdditive: Bool { property == .frame }

  /// The phase at clock time `time`.
  func phase(at time: TimeInterval) -> AnimationSchedule.Phase {
    if let removedAt, time >= removedAt - AnimationTimeline.timeTolerance { return .finished }
    if let segment { return segment.phase(at: time) }
    return schedule.phase(elapsed: time - createdAt)
  }

  /// Clock time it ends on its own (nil: never, or when its property animator says).
  var endTime: TimeInterval? {
    if let removedAt { return removedAt }
    guard segment == nil, let length = schedule.totalLength else { return nil }
    return createdAt + length
  }

  /// What it adds to the model value at `time` (additive) or the value it shows (absolute).
  func contribution(at time: TimeInterval) -> [Double]? {
    let progress: Double
    switch phase(at: time) {
    case .finished: return nil
    case .waiting: progress = 0
    case .running(let y): progress = y
    }
    if isAdditive {
      return zip(from, to).map { ($0 - $1) * (1 - progress) }
    }
    return zip(from, to).map { $0 + ($1 - $0) * progress }
  }
}

extension CGRect {
  /// x, y, width, height.
  var animationComponents: [Double] {
    [Double(origin.x), Double(origin.y), Double(size.width), Double(size.height)]
  }

  /// Builds a rectangle from x, y, width, height.
  init(animationComponents c: [Double]) {
    self.init(x: c[0], y: c[1], width: c[2], height: c[3])
  }
}
