import ExerciseContract
import Testing

@testable import Grader

/// The rules' text in cache keys: equal rules give equal text, and rules that differ in any
/// field, or whose views would run together, give different text.
@Suite("Exercise rules, canonical text")
struct ExerciseRulesCanonicalTextTests {
  private let bound = ExerciseRules.CallbackBound(
    snapshot: "rotated", callback: "layoutSubviews", on: "card", atLeast: 1, atMost: nil)

  @Test("equal rules, equal text")
  func equal() {
    let one = ExerciseRules(
      rules: [ExerciseRule(kind: .uses, uses: .systemSpacing)], callbackBounds: [bound])
    let two = ExerciseRules(
      rules: [ExerciseRule(kind: .uses, uses: .systemSpacing)], callbackBounds: [bound])
    #expect(one.canonicalText == two.canonicalText)
  }

  @Test("each field counts")
  func fields() {
    let texts = [
      ExerciseRules.none,
      ExerciseRules(rules: [ExerciseRule(kind: .noAmbiguousViews)]),
      ExerciseRules(rules: [ExerciseRule(kind: .noBrokenConstraints)]),
      ExerciseRules(rules: [ExerciseRule(kind: .uses, uses: .anchor)]),
      ExerciseRules(rules: [ExerciseRule(kind: .uses, uses: .visualFormat)]),
      ExerciseRules(rules: [ExerciseRule(kind: .placedByConstraints, views: ["a", "b"])]),
      ExerciseRules(rules: [ExerciseRule(kind: .placedByConstraints, views: ["a\u{1F}b"])]),
      ExerciseRules(rules: [ExerciseRule(kind: .placedByConstraints, views: ["ab"])]),
      ExerciseRules(callbackBounds: [bound]),
      ExerciseRules(
        callbackBounds: [
          .init(
            snapshot: "rotated", callback: "layoutSubviews", on: "card", atLeast: nil, atMost: 1)
        ]),
    ].map(\.canonicalText)
    #expect(Set(texts).count == texts.count)
  }
}
