import Foundation
import SpacedRepetition

/// The rating the evidence of a pass points to; the learner still chooses.
///
/// The rule, first match wins:
/// 1. The solution was seen (every hint revealed: the last hint spells out the code) or at
///    least 5 attempts failed before the pass → **again**. The pass was copied or found by trial,
///    not recalled, and FSRS should bring it back soon.
/// 2. A hint was revealed, at least 2 attempts failed, or the pass took more than 30 minutes →
///    **hard**. The learner got there, with help or with effort.
/// 3. No attempt failed, no hint, and the pass came within 10 minutes → **easy**.
/// 4. Otherwise (one failed attempt, or a first-try pass that took 10 to 30 minutes) → **good**.
///
/// Why these numbers: one failed attempt is usually a typo or a forgotten
/// `translatesAutoresizingMaskIntoConstraints`, not a gap in knowing the idea; two or more mean
/// the idea itself took work. Five failures is past trying variations of a known idea. Exercises
/// are a few constraints long: typing a remembered solution takes a few minutes, so 10 minutes
/// is quick recall and more than 30 is working it out anew.
public struct SuggestedRating: Sendable, Equatable {
  /// The rating suggested.
  public var rating: Rating
  /// Why, in words after "suggested: good, ", such as `2 hints revealed`.
  public var reason: String

  /// Creates a suggestion.
  public init(rating: Rating, reason: String) {
    self.rating = rating
    self.reason = reason
  }

  /// Failed attempts from which the pass is rated again.
  public static let againAfterFailures = 5
  /// Failed attempts from which the pass is rated hard.
  public static let hardAfterFailures = 2
  /// The longest pass still rated easy, in seconds.
  public static let easyWithin: TimeInterval = 10 * 60
  /// The shortest pass rated hard for its time, in seconds (longer than this).
  public static let hardAfter: TimeInterval = 30 * 60

  /// The suggestion for a pass after `failedAttempts` failed attempts, with `hintsRevealed`
  /// hints shown, the solution seen or not, and `timeToPass` seconds from the first look (or
  /// first attempt) to the pass when known.
  public static func suggest(
    failedAttempts: Int, hintsRevealed: Int, solutionSeen: Bool, timeToPass: TimeInterval?
  ) -> SuggestedRating {
    let time = max(0, timeToPass ?? 0)
    if solutionSeen {
      return SuggestedRating(rating: .again, reason: "you saw the solution")
    }
    if failedAttempts >= againAfterFailures {
      return SuggestedRating(rating: .again, reason: failures(failedAttempts))
    }
    if hintsRevealed > 0 {
      let hints = hintsRevealed == 1 ? "1 hint revealed" : "\(hintsRevealed) hints revealed"
      return SuggestedRating(rating: .hard, reason: hints)
    }
    if failedAttempts >= hardAfterFailures {
      return SuggestedRating(rating: .hard, reason: failures(failedAttempts))
    }
    if time > hardAfter {
      return SuggestedRating(rating: .hard, reason: "the pass took \(minutes(time))")
    }
    if failedAttempts == 0 {
      if time <= easyWithin {
        return SuggestedRating(rating: .easy, reason: "passed on the first try")
      }
      return SuggestedRating(
        rating: .good, reason: "passed on the first try, in \(minutes(time))")
    }
    return SuggestedRating(rating: .good, reason: failures(failedAttempts))
  }

  private static func failures(_ count: Int) -> String {
    count == 1 ? "1 attempt failed before the pass" : "\(count) attempts failed before the pass"
  }

  private static func minutes(_ seconds: TimeInterval) -> String {
    let whole = Int((seconds / 60).rounded(.down))
    return whole == 1 ? "1 minute" : "\(whole) minutes"
  }
}
