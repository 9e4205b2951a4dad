import Testing

@testable import ArgumentParsing

@Suite("Suggestions for mistyped words")
struct SuggestionTests {
  @Test func closestWithinAThirdOfTheCandidate() {
    #expect(Suggestion.closest(to: "lst", among: ["watch", "list", "grade"]) == "list")
    #expect(Suggestion.closest(to: "gard", among: ["list", "grade"]) == "grade")
    #expect(Suggestion.closest(to: "--jsno", among: ["--json"]) == "--json")
    #expect(Suggestion.closest(to: "xyzzy", among: ["list", "grade"]) == nil)
  }

  @Test func dashesAreIgnored() {
    #expect(Suggestion.closest(to: "-json", among: ["--home", "--json"]) == "--json")
  }

  @Test func prefixOfTwoOrMoreLettersCounts() {
    #expect(Suggestion.closest(to: "--dev", among: ["--json", "--device"]) == "--device")
    #expect(Suggestion.closest(to: "-d", among: ["--device"]) == nil)
  }

  @Test func smallestDistanceWinsAndTiesGoToTheEarlierCandidate() {
    #expect(Suggestion.closest(to: "revew", among: ["reset", "review"]) == "review")
    #expect(Suggestion.closest(to: "jsn", among: ["json", "jsx"]) == "json")
    #expect(Suggestion.closest(to: "jsn", among: ["jsx", "json"]) == "jsx")
  }
}
