import LayoutReport

/// A conflict between two of the learner's required constraints that place the same edge (or
/// size) of the same view, each to something else: the learner added a constraint and kept the
/// one it replaces. Said as that, with which to delete when the grader can tell.
struct EdgePinnedTwice {
  /// The two constraints, the one UIKit broke last when it broke one of them.
  let constraints: (ConstraintRecord, ConstraintRecord)
  /// The view and the attribute both place (`signInButton`, `bottom`).
  let view: String
  let attribute: String

  /// The two constraints of `entry` that pin one edge twice, if there are two.
  static func find(in entry: LogEntry) -> EdgePinnedTwice? {
    let candidates = entry.constraints.filter {
      $0.origin == .code && $0.equation.map { $0.relation == "==" && $0.priority >= 1000 } == true
    }
    for (index, first) in candidates.enumerated() {
      for second in candidates[(index + 1)...] {
        guard let a = first.equation, let b = second.equation else { continue }
        for term in [a.first] + (a.second.map { [$0] } ?? []) where !isGuide(term.item) {
          let otherA = other(than: term, in: a)
          let otherB = other(than: term, in: b)
          guard terms(of: b).contains(term), otherA != otherB else { continue }
          // The one UIKit broke is said last.
          let ordered = first.broken && !second.broken ? (second, first) : (first, second)
          return EdgePinnedTwice(constraints: ordered, view: term.item, attribute: term.attribute)
        }
      }
    }
    return nil
  }

  /// The sentence that leads the conflict's diagnostic.
  func sentence(devicePhrase: String) -> String {
    let (kept, broken) = constraints
    var text =
      "`\(view)`'s \(attribute) is pinned twice: \(ConflictDiagnosis.mention(kept)) and"
      + " \(ConflictDiagnosis.mention(broken)) cannot both hold\(devicePhrase)"
    if broken.broken, let line = broken.line {
      text += ", so UIKit broke the one on line \(line)"
    }
    text += ". An edge takes one constraint that places it: "
    if let obsolete = safeAreaBesideKeyboard() {
      let line = obsolete.line.map { " (line \($0))" } ?? ""
      text +=
        "delete the one to the safe area\(line). The keyboard layout guide's top is the safe"
        + " area's bottom while the keyboard is hidden, so the keyboard one alone places it"
        + " either way."
    } else {
      text += "keep the one you mean and delete the other."
    }
    return text
  }

  /// The constraint to the safe area's (or the view's) bottom, when the other is to the keyboard
  /// layout guide's top.
  private func safeAreaBesideKeyboard() -> ConstraintRecord? {
    let (a, b) = constraints
    func toKeyboard(_ record: ConstraintRecord) -> Bool {
      record.equation.map(Self.terms(of:))?.contains {
        $0.item.hasSuffix(".keyboardLayoutGuide") && $0.attribute == "top"
      } == true
    }
    func toBottom(_ record: ConstraintRecord) -> Bool {
      record.equation.map(Self.terms(of:))?.contains {
        $0.item != view && $0.attribute == "bottom"
          && ($0.item.hasSuffix(".safeAreaLayoutGuide") || !Self.isGuide($0.item))
      } == true
    }
    if toKeyboard(a), toBottom(b) { return b }
    if toKeyboard(b), toBottom(a) { return a }
    return nil
  }

  private static func terms(of equation: ConstraintEquation) -> [ConstraintEquation.Term] {
    [equation.first] + (equation.second.map { [$0] } ?? [])
  }

  private static func other(than term: ConstraintEquation.Term, in equation: ConstraintEquation)
    -> ConstraintEquation.Term?
  {
    equation.first == term ? equation.second : equation.first
  }

  /// A guide's path ends in its property (`view.safeAreaLayoutGuide`, `scrollView.contentLayoutGuide`).
  private static func isGuide(_ item: String) -> Bool {
    item.hasSuffix("Guide")
  }
}
