import Testing

@testable import Course

/// What a learner may type for an exercise: the id, a unique suffix, `module.exercise`.
@Suite("Exercise names")
struct ExerciseResolverTests {
  private let resolver = ExerciseResolver(
    ids: [
      "01-constraints-in-code/01-half-height-panel",
      "01-constraints-in-code/02-centred-badge",
      "02-margins/01-pin-to-margins",
      "02-margins/02-readable-panel",
      "02-margins/03-safe-area",
    ], retired: ["01-constraints-in-code/09-old-one"])

  @Test("the whole id, retired ones included")
  func wholeIDs() {
    #expect(
      resolver.resolve("02-margins/03-safe-area") == .exercise("02-margins/03-safe-area"))
    #expect(
      resolver.resolve("01-constraints-in-code/09-old-one")
        == .exercise("01-constraints-in-code/09-old-one"))
    // A retired exercise is named whole only.
    #expect(resolver.resolve("old-one") == .unknown(suggestions: []))
  }

  @Test("a suffix of one id alone, with or without its number")
  func suffixes() {
    let panel = "01-constraints-in-code/01-half-height-panel"
    #expect(resolver.resolve("half-height-panel") == .exercise(panel))
    #expect(resolver.resolve("01-half-height-panel") == .exercise(panel))
    #expect(resolver.resolve("height-panel") == .exercise(panel))
    #expect(
      resolver.resolve("panel")
        == .ambiguous([panel, "02-margins/02-readable-panel"]))
  }

  @Test("a suffix starts at a word: after a / or a -, or at the start of the id")
  func suffixesAtWordBoundaries() {
    // "rea" ends "safe-area" inside a word: not a name for it.
    for inside in ["rea", "anel", "ight-panel"] {
      guard case .unknown = resolver.resolve(inside) else {
        Issue.record("\(inside) resolved to \(resolver.resolve(inside))")
        continue
      }
    }
    #expect(resolver.resolve("area") == .exercise("02-margins/03-safe-area"))
    #expect(resolver.resolve("-area") == .exercise("02-margins/03-safe-area"))
    #expect(resolver.resolve("/03-safe-area") == .exercise("02-margins/03-safe-area"))
    #expect(resolver.resolve("margins/03-safe-area") == .exercise("02-margins/03-safe-area"))
  }

  @Test("text far longer than any id is unknown, without suggestions (no distances computed)")
  func veryLongText() {
    let long = String(repeating: "half-height-panel", count: 600)
    #expect(resolver.resolve(long) == .unknown(suggestions: []))
  }

  @Test("module.exercise counts from 1 in course order")
  func numbers() {
    #expect(resolver.resolve("1.1") == .exercise("01-constraints-in-code/01-half-height-panel"))
    #expect(resolver.resolve("1.2") == .exercise("01-constraints-in-code/02-centred-badge"))
    #expect(resolver.resolve("2.3") == .exercise("02-margins/03-safe-area"))
    #expect(resolver.number(of: "02-margins/02-readable-panel") == "2.2")
    #expect(resolver.number(of: "01-constraints-in-code/09-old-one") == nil)
    for outside in ["3.1", "1.3", "0.1", "1.0", "+1.1", "1.", ".1", "1.1.1"] {
      #expect(resolver.resolve(outside) == .unknown(suggestions: []), "\(outside)")
    }
  }

  @Test("a typo gets the closest ids, best first")
  func didYouMean() {
    #expect(
      resolver.resolve("half-hieght-panel")
        == .unknown(suggestions: ["01-constraints-in-code/01-half-height-panel"]))
    #expect(
      resolver.resolve("centered-badge")
        == .unknown(suggestions: ["01-constraints-in-code/02-centred-badge"]))
    // Part of a name (not its end) is a likely meaning too.
    #expect(
      resolver.resolve("margins/01-pin")
        == .unknown(suggestions: ["02-margins/01-pin-to-margins"]))
    #expect(resolver.resolve("tables") == .unknown(suggestions: []))
    #expect(resolver.resolve("") == .unknown(suggestions: []))
  }
}
