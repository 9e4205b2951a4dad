import Course
import Foundation

/// `grade --json`: the grader's verdict document (`GradeResult.jsonData()`, keys sorted) with
/// `suggestedRating` added last (it sorts after `status`): `again`, `hard`, `good` or `easy`
/// after a pass, the rating the evidence suggests (`SuggestedRating`), and `null` otherwise.
enum GradeJSON {
  static func text(verdict: Data, suggestion: SuggestedRating?) throws -> String {
    let document = String(decoding: verdict, as: UTF8.self)
    guard document.hasPrefix("{"), document.hasSuffix("}") else {
      throw CommandFailure(.internalError, "the verdict is not a JSON object")
    }
    let value = suggestion.map { "\"\(ReviewRating(rating: $0.rating).rawValue)\"" } ?? "null"
    let separator = document == "{}" ? "" : ","
    return String(document.dropLast()) + separator + "\"suggestedRating\":" + value + "}"
  }
}
