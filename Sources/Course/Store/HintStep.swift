/// What `CourseStore.nextHint(for:at:)` gives the learner.
public enum HintStep: Sendable, Equatable {
  /// A hint revealed just now: its 0-based `index` of `count` hints, and its text.
  case hint(index: Int, count: Int, text: String)
  /// The reference solution, shown because the exercise passed or every hint was revealed.
  case solution(String, reason: SolutionReason)

  /// Why the solution may be shown.
  public enum SolutionReason: Sendable, Equatable {
    /// The learner passed the exercise.
    case passed
    /// The learner revealed every hint before asking again.
    case allHintsRevealed
  }
}
