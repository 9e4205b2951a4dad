/// One explanation of what is wrong (or worth knowing) about a graded program, as plain data.
///
/// The CLI styles and prints `message`; `file` and `line` point into the learner's file when
/// the explanation is about a line of it.
public struct Diagnostic: Sendable, Hashable {
  /// What a diagnostic is about. **The order of the cases is the order diagnostics are shown in**
  /// (most useful first): whatever stopped the program, then errors that make the rest moot,
  /// then missing views, then the constraint problems that explain wrong frames (the
  /// autoresizing hint before the conflict it causes), then the exercise's rules and callback
  /// checks that are broken, then the wrong frames themselves, then notes. Within one kind,
  /// diagnostics keep the order they were found in: the exercise's device order, then the
  /// report's order of snapshots, log entries and views.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The learner's file does not compile; `message` is the compiler's.
    case compileError = "compile-error"
    /// The program crashed, trapped or broke a resource limit.
    case runtimeError = "runtime-error"
    /// The program ran too long.
    case timeout
    /// The program's report could not be read.
    case invalidReport = "invalid-report"
    /// The harness could not run the exercise (no entry class, a step that does not apply).
    case harnessError = "harness-error"
    /// A visual format string could not be parsed.
    case vflError = "vfl-error"
    /// UIKit raised an exception.
    case exception
    /// The report has no result for a device or snapshot the exercise checks.
    case missingResults = "missing-results"
    /// A checked view has no frame: not found, nil, not a view or not in the hierarchy.
    case missingView = "missing-view"
    /// A view still translates its autoresizing mask into constraints that conflict.
    case autoresizingMask = "autoresizing-mask"
    /// Constraints that cannot all be satisfied.
    case unsatisfiableConstraints = "unsatisfiable-constraints"
    /// A view whose constraints allow more than one frame.
    case ambiguousLayout = "ambiguous-layout"
    /// A rule of the exercise about how the layout is made is broken (`exercise.json` `rules`).
    case rule
    /// UIKit called a layout callback more or fewer times in a step than the exercise allows.
    case callbackCount = "callback-count"
    /// A constraint the learner made but never activated.
    case inactiveConstraint = "inactive-constraint"
    /// A view's frame differs from the expected one.
    case frameMismatch = "frame-mismatch"
    /// Anything else UIKit logged.
    case logMessage = "log-message"
    /// A compiler warning in the learner's file, verbatim; shown after everything else.
    case warning

    /// Whether a diagnostic of this kind keeps a program from passing even when every frame
    /// matches. Only `inactiveConstraint`, `logMessage` and `warning` are notes.
    public var isBlocking: Bool {
      switch self {
      case .inactiveConstraint, .logMessage, .warning: false
      default: true
      }
    }

    /// The position of this kind in the display order.
    public var rank: Int {
      Self.allCases.firstIndex(of: self) ?? Self.allCases.count
    }
  }

  /// What the diagnostic is about.
  public var kind: Kind
  /// A clear English explanation; may span several lines (log text is quoted verbatim).
  public var message: String
  /// The learner's file it points into, when it points into one.
  public var file: String?
  /// The line in `file`.
  public var line: Int?
  /// The column in `line` (1-based, UTF-8 bytes as the compiler counts), for compiler warnings.
  public var column: Int?
  /// The device it concerns (the first one, when it happened on several).
  public var device: String?
  /// The property path of the view it concerns.
  public var view: String?
  /// Every device it happened on, in the exercise's order (`device` is the first); empty when it
  /// is about no device (a compile error).
  public var devices: [String]
  /// The misconception the grader recognised behind wrong frames, when it recognised one.
  public var cause: MismatchCause?
  /// For a diagnostic that quotes UIKit's console log (a conflict, a logged message): one line
  /// saying what the log means, shown first while the rest of `message` (the log itself, and
  /// where each of its constraints was made) is folded; nil for every other diagnostic.
  public var diagnosis: String?
  /// For a constraint never activated: whether it relates a view that is ambiguous or has wrong
  /// frames, which it then explains, so it is said before the ambiguity (display order only).
  var aboutWrongView = false

  /// Creates a diagnostic.
  public init(
    kind: Kind, message: String, file: String? = nil, line: Int? = nil, device: String? = nil,
    view: String? = nil, column: Int? = nil, devices: [String]? = nil, cause: MismatchCause? = nil,
    diagnosis: String? = nil
  ) {
    self.kind = kind
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.device = device
    self.view = view
    self.devices = devices ?? device.map { [$0] } ?? []
    self.cause = cause
    self.diagnosis = diagnosis
  }

  /// The lines of `message` a diagnosis folds away: all but the first (which the diagnosis
  /// replaces); empty when there is no diagnosis.
  public var foldedLines: [String] {
    guard diagnosis != nil else { return [] }
    return message.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().map(
      String.init)
  }

  /// Sorts diagnostics into display order: by kind (see `Kind`), keeping the order within a kind.
  /// Wrong frames whose cause the engine's own records show (`MismatchCause.outranksRules`) come
  /// before the exercise's rules and callback counts, which are then their symptoms; a view still
  /// translating its mask comes before the conflicts of its mask's constraints, and rows a table
  /// sized wrongly, or a constraint the reference has and the program lacks, before the
  /// ambiguity they cause.
  public static func ordered(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated()
      .sorted { ($0.element.displayRank, $0.offset) < ($1.element.displayRank, $1.offset) }
      .map(\.element)
  }

  /// The position in the display order, in half steps of `Kind.rank`. A view still placed by its
  /// autoresizing mask is said before the conflicts its mask's constraints cause.
  private var displayRank: Int {
    // A constraint never activated on a view that is off is why it is off.
    if kind == .inactiveConstraint, aboutWrongView { return 2 * Kind.ambiguousLayout.rank - 1 }
    guard kind == .frameMismatch, let cause else { return 2 * kind.rank }
    switch cause {
    case .maskTranslating, .hardCodedFrame: return 2 * Kind.autoresizingMask.rank - 1
    // A stack view set up differently from the solution explains the frames of its views, the
    // masks of views it does not arrange and the conflicts with its own constraints.
    case .wrongAxis, .wrongDistribution, .wrongAlignment, .addedNotArranged, .marginsNotRelative,
      .alphaForHidden, .initialStateNotApplied, .firstLastBaselineSwapped, .edgeForBaseline:
      return 2 * Kind.autoresizingMask.rank - 2
    // A row the table sized wrongly comes before the ambiguity of the content squeezed into it.
    case .rowHeightFixed, .cellHeightUndetermined: return 2 * Kind.ambiguousLayout.rank - 1
    // The size a collection view's layout gave its items (or a table's style) explains the
    // cells pushed off screen and the conflicts of the content squeezed into them.
    case .sizeMethodNotCalled, .itemSizeHardCoded, .itemWiderThanCollectionView,
      .columnsOverflowLine, .fractionOfWrongDimension, .absoluteSizeForFraction,
      .fractionOfWrongContainer, .tableStyleWrong:
      return 2 * Kind.missingView.rank - 1
    // The constraint the reference solution has and the program lacks is what leaves a view
    // ambiguous: said before the ambiguity, which is its symptom.
    case .constraintMissing: return 2 * Kind.ambiguousLayout.rank - 1
    default: return cause.outranksRules ? 2 * Kind.rule.rank - 1 : 2 * kind.rank
    }
  }
}
