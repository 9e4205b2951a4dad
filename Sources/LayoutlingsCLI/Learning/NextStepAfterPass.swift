import Terminal

/// What a learner can do once a file passed, said as the commands to type: rate it, move on, or
/// compare with the reference solution (`solution` shows it with how the constraints differ).
/// Plain `grade` and plain `watch` print the same line.
enum NextStepAfterPass {
  static func line(exerciseID id: String) -> String {
    let ratings = ReviewRating.allCases.map(\.rawValue).joined(separator: "|")
    return "Next: rate it (layoutlings rate \(id) \(ratings)), move on (layoutlings next),"
      + " or compare with the reference solution (layoutlings solution \(id))."
  }

  /// The line wrapped at word boundaries to `width` columns.
  static func lines(exerciseID id: String, width: Int) -> [String] {
    TextLayout.wrap(line(exerciseID: id), toWidth: width)
  }
}
