/// What a block most likely means, in the course's words: the cause, the fix, and the lesson
/// that teaches it.
public struct Diagnosis: Sendable {
  /// The causes the course teaches, as `--json` names them.
  public enum Cause: String, Sendable, CaseIterable {
    case autoresizingMask
    case encapsulatedSize
    case stackViewSpacing
    case twoConstraintsOnOneAttribute
    case guideAgainstFixedEdge
    case fixedSizeAgainstEdges
    case cellHeightOfZero
    case ambiguousLayout
    case noCommonAncestor
    case installedOnWrongView
    case unpreparedHierarchy
    case unlisted
  }

  public var cause: Cause
  /// What is wrong, in one or two sentences.
  public var summary: String
  /// What to change.
  public var fix: String
  /// The exercise that teaches it (`13.4`), as `layoutlings show` names it.
  public var lesson: String
  /// The ids of the course's exercises that teach the fix (`13-lists/04-read-the-log`), the one
  /// `lesson` numbers first: any of the course's commands opens them by id.
  public var exercises: [String] = []
  /// The views it is about.
  public var views: [LoggedView]
  /// The constraints it is about: places in the block's list.
  public var constraints: [Int]

  public init(
    cause: Cause, summary: String, fix: String, lesson: String, views: [LoggedView] = [],
    constraints: [Int] = []
  ) {
    self.cause = cause
    self.summary = summary
    self.fix = fix
    self.lesson = lesson
    self.views = views
    self.constraints = constraints
  }
}
