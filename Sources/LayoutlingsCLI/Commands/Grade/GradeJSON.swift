import Course
import Foundation
import Grader

/// `grade --json`: the grader's verdict document (`GradeResult.jsonData()`, keys sorted) with
/// `suggestedRating` added (it sorts after `status`, so it comes last): `again`, `hard`, `good`
/// or `easy` after a pass, the rating the evidence suggests (`SuggestedRating`), and `null`
/// otherwise.
enum GradeJSON {
  static func text(result: GradeResult, suggestion: SuggestedRating?) throws -> String {
    let rating = suggestion.map { ReviewRating(rating: $0.rating).rawValue }
    let data = try result.jsonData(adding: ["suggestedRating": rating])
    return String(decoding: data, as: UTF8.self)
  }
}
