import ExerciseContract

/// What a failed rule of the exercise says, as data, so another explanation of the same views
/// can say it in a sentence (`RuleJudgement.judged()`).
enum RuleFact: Sendable, Hashable {
  /// The view must be placed by constraints and still translates its autoresizing mask.
  case placedByMask(view: String)
  /// The view must be placed with `uses` (a guide's property name, or how constraints are
  /// written); `lines` are those of the learner's constraints that relate it.
  case uses(ExerciseRule.Uses, view: String, lines: [Int])
  /// UIKit must break no constraint.
  case noBrokenConstraint
  /// No checked view may be ambiguous.
  case noAmbiguousView(views: [String])
}

/// One cause, said once. A failed rule and another explanation often say the same thing about
/// the same views: "`panelView` must be placed by constraints, but it still has
/// `translatesAutoresizingMaskIntoConstraints = true`…" beside "`panelView` … still has its
/// hard-coded frame"; a rule asking for `layoutMarginsGuide` beside "a constant where a margin was
/// meant"; "UIKit must break no constraint" beside the conflict itself.
///
/// The other explanation wins: it says what this layout did (the frame and the devices, the
/// line that holds a wrong edge, the constraints in conflict), where the rule says in general
/// what the exercise asks. The rule's paragraph goes, and its fact stays as one sentence after
/// the winner's first line (and its diagnosis), with the rule's lines and, when the rule failed
/// on more devices than the winner names, those devices. The winner is as blocking as the rule
/// was, so the status does not change.
enum SameCause {
  /// `explanations` with the rules said by them merged in, in their order; the rules no other
  /// explanation says stay, in their places.
  static func merge(
    rules: [(diagnostic: Diagnostic, fact: RuleFact?)], into explanations: [Diagnostic]
  ) -> [Diagnostic] {
    var merged = explanations
    var kept: [Diagnostic] = []
    for (rule, fact) in rules {
      guard let fact, let index = winner(for: fact, in: merged) else {
        kept.append(rule)
        continue
      }
      merged[index] = adding(sentence(fact, rule: rule, winner: merged[index]), to: merged[index])
    }
    merged = mergingMaskHints(merged)
    return kept + merged
  }

  /// The explanation that says what `fact` says, if there is one.
  private static func winner(for fact: RuleFact, in explanations: [Diagnostic]) -> Int? {
    switch fact {
    case .placedByMask(let view):
      return explanations.firstIndex {
        $0.kind == .frameMismatch && $0.view == view
          && ($0.cause == .hardCodedFrame || $0.cause == .maskTranslating)
      } ?? explanations.firstIndex { $0.kind == .autoresizingMask && $0.view == view }
    case .uses(let uses, let view, _):
      let causes: [MismatchCause]
      switch uses {
      case .layoutMarginsGuide: causes = [.constantForMargin]
      case .safeAreaLayoutGuide: causes = [.rootEdgesForSafeArea, .constantForMargin]
      default: return nil
      }
      return explanations.firstIndex {
        $0.kind == .frameMismatch && $0.view == view && $0.cause.map(causes.contains) == true
      }
    case .noBrokenConstraint:
      return explanations.firstIndex { $0.kind == .unsatisfiableConstraints }
    case .noAmbiguousView(let views):
      let ambiguous = explanations.filter { $0.kind == .ambiguousLayout }.compactMap(\.view)
      guard views.allSatisfy(ambiguous.contains) else { return nil }
      return explanations.firstIndex { $0.kind == .ambiguousLayout }
    }
  }

  /// The hint "Did you forget `translatesAutoresizingMaskIntoConstraints = false`…" of a view
  /// whose wrong frames already say it still translates its mask is said there, in a sentence.
  private static func mergingMaskHints(_ explanations: [Diagnostic]) -> [Diagnostic] {
    var result = explanations
    var index = 0
    while index < result.count {
      let hint = result[index]
      guard hint.kind == .autoresizingMask, let view = hint.view,
        let target = result.firstIndex(where: {
          $0.kind == .frameMismatch && $0.view == view
            && ($0.cause == .hardCodedFrame || $0.cause == .maskTranslating)
        })
      else {
        index += 1
        continue
      }
      let phrase = devicePhrase(hint.devices, beyond: result[target].devices)
      result[target] = adding(
        "Its mask's constraints also conflict with yours\(phrase) (UIKit's log says which).",
        to: result[target])
      result.remove(at: index)
    }
    return result
  }

  private static func sentence(_ fact: RuleFact, rule: Diagnostic, winner: Diagnostic) -> String {
    let phrase = devicePhrase(rule.devices, beyond: winner.devices)
    switch fact {
    case .placedByMask:
      return "The exercise asks that it be placed by constraints\(phrase)."
    case .uses(let uses, _, let lines):
      let which =
        lines.isEmpty
        ? ", and none of your constraints relates it"
        : "; none of your constraints for it does ("
          + (lines.count == 1 ? "line " : "lines ")
          + MessageText.list(lines.map(String.init)) + ")"
      return "The exercise asks that it be placed with `\(uses.rawValue)`\(which)\(phrase)."
    case .noBrokenConstraint:
      return "The exercise asks that UIKit break no constraint\(phrase)."
    case .noAmbiguousView:
      return "The exercise asks that no view be ambiguous\(phrase)."
    }
  }

  /// ` (on iphone-se and iphone-x)` when the rule failed on a device the winner does not name.
  private static func devicePhrase(_ devices: [String], beyond named: [String]) -> String {
    devices.allSatisfy(named.contains) ? "" : " (on \(MessageText.list(devices)))"
  }

  /// The diagnostic with `sentence` after its first line's text (and its diagnosis).
  private static func adding(_ sentence: String, to diagnostic: Diagnostic) -> Diagnostic {
    var result = diagnostic
    var lines = diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if lines.isEmpty { lines = [""] }
    lines[0] += (lines[0].isEmpty ? "" : " ") + sentence
    result.message = lines.joined(separator: "\n")
    result.diagnosis = diagnostic.diagnosis.map { $0 + " " + sentence }
    return result
  }
}
