import AutoLayout
import LayoutReport

/// Turns what the layout engine logged into the report's log entries and errors, naming views
/// by property path and constraints by the learner's file and line.
@MainActor
struct LogTranslation {
  let names: ViewNames
  /// The root view's identity: UIKit's constraints that fit it to the window are the system's,
  /// not an autoresizing mask the learner forgot.
  let root: ObjectIdentifier

  /// The report's record of a constraint.
  func record(_ constraint: LoggedConstraint) -> ConstraintRecord {
    let views = constraint.items.compactMap(names.name(of:))
    switch constraint.origin {
    case .program:
      let file = constraint.sourceLocation.map { SourceOrigin.fileName($0.fileID) }
      if let file, SourceOrigin.isExerciseSnippet(file) {
        return ConstraintRecord(
          description: constraint.description, broken: constraint.isBroken, origin: .storyboard,
          views: views, creation: constraint.creation.rawValue, guides: constraint.guides,
          equation: equation(constraint))
      }
      let place = SourceOrigin.learnerPlace(constraint.sourceLocation)
      return ConstraintRecord(
        description: constraint.description, file: place?.file, line: place?.line,
        broken: constraint.isBroken, origin: .code, views: views,
        creation: constraint.creation.rawValue, guides: constraint.guides,
        equation: equation(constraint), systemSpacing: constraint.isSystemSpacing)
    case .autoresizing:
      let isRoot = constraint.items.first == root
      return ConstraintRecord(
        description: constraint.description, broken: constraint.isBroken,
        origin: isRoot ? .system : .autoresizing, views: views)
    case .system:
      return ConstraintRecord(
        description: constraint.description, broken: constraint.isBroken, origin: .system,
        views: views)
    }
  }

  /// The equation of a program's constraint with its items named, nil when an item has no name
  /// or a number is not finite.
  private func equation(_ constraint: LoggedConstraint) -> ConstraintEquation? {
    guard let logged = constraint.equation, let first = term(logged.first) else { return nil }
    var second: ConstraintEquation.Term?
    if let other = logged.second {
      guard let named = term(other) else { return nil }
      second = named
    }
    let equation = ConstraintEquation(
      first: first, relation: logged.relation, second: second, multiplier: logged.multiplier,
      constant: logged.constant, priority: logged.priority)
    return equation.isFinite ? equation : nil
  }

  private func term(_ term: LoggedEquation.Term) -> ConstraintEquation.Term? {
    guard let view = names.name(of: term.item) else { return nil }
    return ConstraintEquation.Term(
      item: term.guide.map { "\(view).\($0)" } ?? view, attribute: term.attribute,
      written: term.programGuide.flatMap(names.name(ofGuide:)))
  }

  /// Splits the engine's log into report log entries and errors, in order.
  func translate(_ entries: [LayoutLogEntry]) -> (log: [LogEntry], errors: [ReportedError]) {
    var log: [LogEntry] = []
    var errors: [ReportedError] = []
    for entry in entries {
      if let error = entry.error {
        let place = SourceOrigin.learnerPlace(error.sourceLocation)
        if Self.onlyLogs(error) {
          log.append(
            LogEntry(kind: .message, text: error.message, file: place?.file, line: place?.line))
        } else {
          errors.append(
            ReportedError(
              kind: Self.isVisualFormat(error) ? .vflError : .exception,
              message: Self.isVisualFormat(error)
                ? error.message : "\(error.exceptionName): \(error.message)",
              file: place?.file, line: place?.line))
        }
      } else if entry.kind == .unsatisfiableConstraints {
        let constraints = entry.constraints.map(record)
        let broken = constraints.first { $0.broken && $0.origin == .code }
        log.append(
          LogEntry(
            kind: .unsatisfiable, text: entry.message, constraints: constraints,
            file: broken?.file, line: broken?.line))
      } else {
        log.append(LogEntry(kind: .message, text: entry.message))
      }
    }
    return (log, errors)
  }

  /// Whether UIKit only logs this problem rather than raising an exception: adding a constraint
  /// to a view outside its items' tree prints "The view hierarchy is not prepared…" and goes on,
  /// as do a flow layout's item that does not fit and a self-sizing cell of no height.
  /// An action method that cannot take what was sent is the grader's note, not an exception.
  static func onlyLogs(_ error: LayoutError) -> Bool {
    switch error.kind {
    case .constraintNotInSubtree, .actionArgumentMismatch, .flowLayoutItemTooLarge,
      .ambiguousCellHeight:
      true
    default:
      false
    }
  }

  /// Whether the error is a visual format string that did not parse: UIKit raises
  /// `NSInvalidArgumentException` with "Unable to parse constraint format: …" and a caret line.
  static func isVisualFormat(_ error: LayoutError) -> Bool {
    error.exceptionName == "NSInvalidArgumentException"
      && error.message.hasPrefix("Unable to parse constraint format")
  }
}
