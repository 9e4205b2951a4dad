import Course
import Foundation
import Grader
import SpacedRepetition
import Terminal

/// A graded attempt as the screens show it: the grader's verdict, the pictures of expected and
/// actual frames, and, after a pass, the review choices the learner may rate it with.
struct GradeSummary: Sendable, Equatable {
  /// The exercise graded.
  var exerciseID: String
  /// The grader's verdict.
  var verdict: Verdict
  /// Expected and actual layouts, one picture per device and snapshot (`VerdictPictures`).
  var pictures: [VerdictPicture]
  /// The ratings on offer with the wait each would set; empty unless the attempt passed.
  var ratingChoices: [RatingChoice]
  /// What went wrong besides the verdict (the attempt could not be recorded), if anything.
  var warning: String?
  /// What the program printed, per device.
  var programOutput: [ProgramOutput] = []
  /// The rating the evidence of the pass suggests (`SuggestedRating`); nil unless it passed.
  var suggestion: SuggestedRating?

  /// Creates a summary from its parts.
  init(
    exerciseID: String, verdict: Verdict, pictures: [VerdictPicture] = [],
    ratingChoices: [RatingChoice] = [], warning: String? = nil
  ) {
    self.exerciseID = exerciseID
    self.verdict = verdict
    self.pictures = pictures
    self.ratingChoices = ratingChoices
    self.warning = warning
  }

  /// Whether the attempt passed.
  var isPassed: Bool { verdict.status == .passed }

  /// The verdict's first line, such as `failed (1 of 2 frames match)`.
  var headline: String {
    VerdictText.lines(for: verdict).first?.text ?? verdict.status.rawValue
  }
}

/// A rating the learner may give, with the wait until the next review it would set.
///
/// The fuzz on long intervals depends on the moment of the review, so a chosen rating is
/// recorded at `previewedAt`: the interval shown is then exactly the one the learner gets.
struct RatingChoice: Sendable, Equatable {
  /// The rating.
  var rating: Rating
  /// Seconds until the item would be due again.
  var interval: Double
  /// When the interval was worked out, and when the rating is recorded.
  var previewedAt: Date
  /// Why the evidence suggests this rating (`SuggestedRating`), or nil when it does not.
  var suggestionReason: String?

  /// Whether the evidence suggests this rating.
  var isSuggested: Bool { suggestionReason != nil }

  /// The key that picks the rating: `1` for again up to `4` for easy.
  var key: Character { Character(String(rating.rawValue)) }

  /// The rating's name as the prompt shows it.
  var name: String {
    switch rating {
    case .again: return "again"
    case .hard: return "hard"
    case .good: return "good"
    case .easy: return "easy"
    }
  }

  /// `1 again (1 min)`.
  var label: String { "\(key) \(name) (\(IntervalText.short(interval)))" }

  /// The choices for every rating in order, from the scheduler's preview made at `date`, with
  /// `suggested` marked.
  static func choices(
    from intervals: [Rating: Double], at date: Date, suggested: SuggestedRating? = nil
  ) -> [RatingChoice] {
    Rating.allCases.compactMap { rating in
      intervals[rating].map {
        RatingChoice(
          rating: rating, interval: $0, previewedAt: date,
          suggestionReason: rating == suggested?.rating ? suggested?.reason : nil)
      }
    }
  }
}

/// What the next hint request showed.
struct HintReveal: Sendable, Equatable {
  /// The exercise the hint is for.
  var exerciseID: String
  /// `Hint 1 of 3`, or `Solution`.
  var heading: String
  /// The hint's Markdown.
  var markdown: String
  /// What asking again will give.
  var footer: String
}
