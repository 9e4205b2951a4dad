import Foundation

/// Something the timeline does at a moment: a block's completion handler, a property animator
/// reaching its end.
@MainActor
protocol TimelineEvent: AnyObject {
  /// Orders events due at the same moment: the one scheduled first runs first.
  var sequence: Int { get }
  /// Clock time it is due (nil: not due until something changes, as for a paused animator).
  var dueTime: TimeInterval? { get }
  /// Runs it; the clock reads `dueTime`.
  func fire(in timeline: AnimationTimeline)
}

/// The animations one `UIView.animate` call made, and its completion handler.
///
/// The handler runs once every animation of the block has ended, with `finished` false when one
/// was replaced by a newer animation. A block that animated nothing (no change, a duration of
/// zero, animations disabled) completes at once, on the timeline's next step (docs/UIKitFacts.md
/// §7.3: the completion runs on the next run-loop turn).
@MainActor
final class AnimationGroup: TimelineEvent {
  let sequence: Int
  let createdAt: TimeInterval
  private let completion: ((Bool) -> Void)?
  var animations: [RunningAnimation] = []
  var wasInterrupted = false
  /// The earliest moment the handler may run (a content transition's end).
  var holdUntil: TimeInterval?

  init(sequence: Int, createdAt: TimeInterval, completion: ((Bool) -> Void)?) {
    self.sequence = sequence
    self.createdAt = createdAt
    self.completion = completion
  }

  var dueTime: TimeInterval? {
    var latest = max(createdAt, holdUntil ?? createdAt)
    for animation in animations {
      guard let end = animation.endTime else { return nil }
      latest = max(latest, end)
    }
    return latest
  }

  func fire(in timeline: AnimationTimeline) {
    completion?(!wasInterrupted)
  }
}
