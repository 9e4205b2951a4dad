import LayoutReport

/// A graded file: the result `grade --json` prints, the size of each device's root view (for
/// drawing the frames), and whether the verdict came from the cache.
public struct GradeOutcome: Sendable, Hashable {
  /// The exercise, verdict and duration.
  public var result: GradeResult
  /// Device name (as the exercise spells it) → the root view's size on it, for pictures.
  public var rootSizes: [String: ReportSize]
  /// Whether the verdict was answered from the cache without compiling.
  public var isCached: Bool

  /// Creates an outcome.
  public init(result: GradeResult, rootSizes: [String: ReportSize], isCached: Bool) {
    self.result = result
    self.rootSizes = rootSizes
    self.isCached = isCached
  }
}

/// What running any layout file gave (`frames`, `show`): its report, or the verdict that says why
/// there is none (a compile error, a crash, a timeout).
public enum LayoutOutcome: Sendable, Hashable {
  /// The program ran and wrote its report (file names mapped to the learner's path).
  case laidOut(LayoutReport)
  /// No report: the verdict explains why.
  case failed(Verdict)
}
