import Course
import Terminal

/// What a learner can do once a file passed, said as the commands to type: rate it, move on, or
/// compare with the reference solution (`solution` shows it with how the constraints differ).
/// Plain `grade` and plain `watch` print the same line.
enum NextStepAfterPass {
  /// The line; `suggested` (the rating the evidence suggests) is marked in it.
  static func line(exerciseID id: String, suggested: SuggestedRating? = nil) -> String {
    let ratings = ReviewRating.allCases.map(\.rawValue).joined(separator: "|")
    let suggestion = suggested.map {
      "; suggested: \(ReviewRating(rating: $0.rating).rawValue), \($0.reason)"
    }
    return "Next: rate it (layoutlings rate \(id) \(ratings)\(suggestion ?? "")), move on"
      + " (layoutlings next), or compare with the reference solution (layoutlings solution \(id))."
  }

  /// The line wrapped at word boundaries to `width` columns.
  static func lines(exerciseID id: String, suggested: SuggestedRating? = nil, width: Int)
    -> [String]
  {
    TextLayout.wrap(line(exerciseID: id, suggested: suggested), toWidth: width)
  }
}
