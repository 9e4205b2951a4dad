import Testing

@testable import GradingService

/// An exercise id the store does not have (from `--exercise`, a file's `// exercise:` line or its
/// place in the workspace) is answered with the id it was probably meant to be, matched as the
/// command line matches what a learner types.
@Suite("Grading service: the exercise an unknown id was meant to be")
struct ExerciseSuggestionTests {
  private let ids = [
    "01-constraints-in-code/01-half-height-panel",
    "01-constraints-in-code/02-inside-the-margins",
    "02-anchors/01-negative-insets",
  ]

  @Test("a suffix that starts at a word names its one exercise; one inside a word does not")
  func suffixes() {
    #expect(
      GradingService.suggestion(for: "half-height-panel", among: ids)
        == "01-constraints-in-code/01-half-height-panel")
    #expect(
      GradingService.suggestion(for: "negative-insets", among: ids)
        == "02-anchors/01-negative-insets")
  }

  @Test("a misspelt name gets the closest id; a number names the exercise in course order")
  func typosAndNumbers() {
    #expect(
      GradingService.suggestion(for: "01-inside-the-margnis", among: ids)
        == "01-constraints-in-code/02-inside-the-margins")
    #expect(GradingService.suggestion(for: "2.1", among: ids) == "02-anchors/01-negative-insets")
    #expect(GradingService.suggestion(for: "sticky-footer", among: ids) == nil)
  }

  @Test("a name several ids end with suggests the first in course order")
  func ambiguous() {
    #expect(
      GradingService.suggestion(
        for: "01-half-height-panel", among: ids + ["03-x/01-half-height-panel"])
        == "01-constraints-in-code/01-half-height-panel")
  }
}
