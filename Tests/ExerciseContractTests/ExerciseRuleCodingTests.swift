import ExerciseContract
import Foundation
import Testing

/// The rule as the course store keeps it: the same JSON before and after the contract, and no
/// kind or `uses` the grader does not know read back as anything.
@Suite struct ExerciseRuleCodingTests {
  static func text(_ rule: ExerciseRule) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(rule), as: UTF8.self)
  }

  static func rule(_ json: String) throws -> ExerciseRule {
    try JSONDecoder().decode(ExerciseRule.self, from: Data(json.utf8))
  }

  @Test func aUsesRuleIsStoredWithItsWordsAsWritten() throws {
    let rule = ExerciseRule(kind: .uses, views: ["box"], uses: .layoutMarginsGuide)
    #expect(
      try Self.text(rule) == #"{"kind":"uses","uses":"layoutMarginsGuide","views":["box"]}"#)
    #expect(try Self.rule(#"{"kind":"uses","uses":"layoutMarginsGuide","views":["box"]}"#) == rule)
  }

  @Test func aRuleWithoutUsesReadsBack() throws {
    #expect(
      try Self.rule(#"{"kind":"noBrokenConstraints","views":[]}"#)
        == ExerciseRule(kind: .noBrokenConstraints))
  }

  @Test func anUnknownKindIsAnErrorNotARuleLess() {
    #expect(throws: DecodingError.self) {
      try Self.rule(#"{"kind":"noOverlappingViews","views":[]}"#)
    }
  }

  @Test func anUnknownUsesIsAnError() {
    #expect(throws: DecodingError.self) {
      try Self.rule(#"{"kind":"uses","uses":"stackView","views":[]}"#)
    }
  }

  @Test func usesNamesTheReportsWordsForCreationsAndGuides() {
    // The report's `creation` values and the guides' property names (docs/Reports.md), then
    // the report's `systemSpacing` flag.
    #expect(
      ExerciseRule.Uses.allCases.map(\.rawValue) == [
        "anchor", "itemAttribute", "visualFormat", "layoutMarginsGuide", "safeAreaLayoutGuide",
        "readableContentGuide", "keyboardLayoutGuide", "contentLayoutGuide", "frameLayoutGuide",
        "systemSpacing",
      ])
  }
}
