import Course
import Foundation
import SpacedRepetition

/// Why an item may not be rated yet, as one sentence that says what to do instead. A rating
/// says how well a pass (or a card's answer) came back; without one it would schedule a review
/// of something never done.
enum RatingRefusal {
  /// The sentence for rating `evidence`'s item `rating` at `now`, or nil when it may be rated.
  static func sentence(_ evidence: RatingEvidence, rating: Rating, now: Date) -> String? {
    guard !evidence.mayRate(rating) else { return nil }
    let id = evidence.itemID
    let since = evidence.lastRated == nil ? "" : " since you last rated it"
    switch evidence.standing {
    case .passed, .cardDue:
      return nil
    case .notAttempted:
      return "\(id) has no passing attempt\(since): grade it (layoutlings grade \(id)), then"
        + " rate how well you knew it."
    case .notPassed:
      return "\(id) has not passed\(since): fix it and grade it again (layoutlings grade \(id)),"
        + " or rate it again if you could not recall it."
    case .exerciseNotPassed:
      return "card \(id) belongs to \(evidence.exerciseID), which has not passed yet: pass it"
        + " first (layoutlings grade \(evidence.exerciseID))."
    case .notDue(let due):
      return "card \(id) is not due until \(TimeText.iso8601(due))"
        + " (\(TimeText.relative(due.timeIntervalSince(now)))): layoutlings review lists what"
        + " is due."
    }
  }
}

/// A rating the screens may not record, with the sentence the status line shows.
struct RatingRefused: Error, CustomStringConvertible {
  var description: String
}
