import Terminal

/// The `c` key of the course and watch: on a passed verdict it shows the reference solution and
/// how the learner's constraints differ from it (`layoutlings solution`); Esc or Enter goes back.
enum SolutionKey {
  /// The line a passed verdict ends with.
  static func hint(width: Int) -> [String] {
    TextLayout.wrap(
      "Press c to compare your constraints with the reference solution's.", toWidth: width)
  }

  /// The status line after `c`.
  static func message(passed: Bool) -> String {
    passed
      ? "Laying out your file and the reference solution…"
      : "c compares your constraints with the reference solution once this exercise passes."
  }
}

extension StoreCourseWork {
  /// Lays out the working copy and the reference with the session's grader (the layouts are
  /// cached, so a second look compiles nothing).
  func solutionReview(exerciseID: String) throws -> SolutionReview {
    try SolutionReview.make(exerciseID: exerciseID, session: session) {
      try session.gradingService()
    }
  }
}
