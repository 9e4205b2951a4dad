import LayoutReport

/// The one line a learner reads before UIKit's conflict log: which of their constraints
/// conflicts with which, and which one UIKit broke, from the constraints the log lists (those the
/// engine found in the conflict) and where each was made.
///
/// `` `emailField.trailing == view.layoutMarginsGuide.trailing` (line 29) conflicts with
/// `emailField.width == 300` (line 53), `emailField.leading == view.layoutMarginsGuide.leading`
/// (line 28) and 5 of UIKit's own constraints on iphone-x; UIKit broke the one on line 29. ``
enum ConflictDiagnosis {
  static func sentence(_ entry: LogEntry, devicePhrase: String) -> String {
    let constraints = entry.constraints
    guard !constraints.isEmpty else {
      return "Some constraints conflict\(devicePhrase); UIKit's log below lists them."
    }
    let broken = constraints.firstIndex(where: \.broken)
    // The subject is the constraint UIKit broke when the learner can change it, else the first
    // of the learner's; UIKit's own are only counted.
    let subject =
      broken.flatMap { constraints[$0].origin == .system ? nil : $0 }
      ?? constraints.firstIndex(where: { $0.origin == .code })
      ?? constraints.firstIndex(where: { $0.origin != .system })
    guard let subject else {
      return "UIKit's own constraints conflict\(devicePhrase)."
    }
    var others: [String] = []
    var systemCount = 0
    for (index, constraint) in constraints.enumerated() where index != subject {
      if constraint.origin == .system {
        systemCount += 1
      } else {
        others.append(mention(constraint))
      }
    }
    if systemCount > 0 {
      others.append(
        systemCount == 1
          ? "one of UIKit's own constraints" : "\(systemCount) of UIKit's own constraints")
    }
    let with = others.isEmpty ? "" : " conflicts with " + MessageText.list(others)
    let sentence = mention(constraints[subject]) + (with.isEmpty ? " cannot be satisfied" : with)
    return capitalized(sentence) + devicePhrase + brokenClause(broken.map { constraints[$0] })
      + "."
  }

  /// How one constraint is named in the sentence.
  static func mention(_ constraint: ConstraintRecord) -> String {
    let formula = "`\(ConstraintFormula.text(constraint))`"
    switch constraint.origin {
    case .code:
      return constraint.line.map { "\(formula) (line \($0))" } ?? formula
    case .storyboard:
      return "the storyboard's \(formula)"
    case .autoresizing:
      let owner = constraint.views.first.map { "`\($0)`'s" } ?? "a view's"
      return "\(owner) autoresizing mask (\(formula))"
    case .system:
      return "UIKit's \(formula)"
    }
  }

  private static func brokenClause(_ broken: ConstraintRecord?) -> String {
    guard let broken else { return "" }
    switch broken.origin {
    case .code:
      return broken.line.map { "; UIKit broke the one on line \($0)" } ?? "; UIKit broke yours"
    case .storyboard: return "; UIKit broke the storyboard's"
    case .autoresizing: return "; UIKit broke the autoresizing mask's"
    case .system: return "; UIKit broke one of its own"
    }
  }

  private static func capitalized(_ text: String) -> String {
    // Code spans keep their case; only a leading word is capitalised.
    guard let first = text.first, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
