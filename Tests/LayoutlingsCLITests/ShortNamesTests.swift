import Course
import Foundation
import LayoutlingsCLI
import Testing

/// Commands that take an exercise take it by suffix or number too, and the current one when it
/// is left out (the fixture course: 1.1 `01-anchors/01-center-a-box`, 1.2
/// `01-anchors/02-pin-to-margins`, 2.1 `02-animation/01-slide-a-box`).
@Suite("Short exercise names on the command line")
struct ShortNamesTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"

  @Test("hint takes a number or a suffix for the whole id")
  func hintByShortName() throws {
    let harness = try CommandHarness()
    let whole = harness.run(["hint", margins])
    #expect(whole.status == .success)
    #expect(whole.output.hasPrefix("Hint 1 of "))
    let numbered = harness.run(["hint", "1.2"])
    #expect(numbered.status == .success, "\(numbered.errors)")
    #expect(numbered.output.hasPrefix("Hint 2 of "))
    #expect(numbered.output.contains(margins))
    let suffix = harness.run(["hint", "pin-to-margins"])
    #expect(suffix.status == .success, "\(suffix.errors)")
    #expect(try harness.store().revealedHints(for: margins).count >= 2)
  }

  @Test("an ambiguous suffix is a usage error naming every match and its number")
  func ambiguous() throws {
    let result = try CommandHarness().run(["hint", "a-box"])
    #expect(result.status == .usage)
    // The numbers are the matches' own (1.1 and 2.1), not an example.
    #expect(
      result.errors
        == "Error: \"a-box\" could be 01-anchors/01-center-a-box or 02-animation/01-slide-a-box;"
        + " give more of the id, or its number (1.1 or 2.1)\n")
  }

  @Test("an unknown name gets the closest ids, with exit status 66")
  func didYouMean() throws {
    let harness = try CommandHarness()
    for command in [
      ["hint", "centre-a-box"], ["reset", "centre-a-box"], ["grade", "centre-a-box"],
    ] {
      let result = harness.run(command)
      #expect(result.status == .noInput, "\(command)")
      #expect(
        result.errors
          == "Error: no exercise \"centre-a-box\" in this course; did you mean \(center)?\n",
        "\(command)")
    }
  }

  @Test("reset without an id resets the current exercise")
  func resetDefaultsToTheCurrentExercise() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["next"]).status == .success)
    let copy = try harness.workingCopy(center)
    try Data("// my attempt\n".utf8).write(to: copy)
    let result = harness.run(["reset"])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.hasPrefix("Restored \(center) from its starter: \(copy.path)\n"))
    #expect(try contents(copy) != "// my attempt\n")
  }

  @Test("rate takes a short name for an exercise and for a card's exercise")
  func rateByShortName() throws {
    let harness = try CommandHarness()
    try harness.recordPass(center)
    let rated = harness.run(["rate", "1.1", "good"])
    #expect(rated.status == .success, "\(rated.errors)")
    #expect(rated.output.hasPrefix("Rated \(center): good.\n"))
    #expect(try harness.store().ratingLog(for: center).count == 1)
    let card = harness.run(["rate", "center-a-box#7", "good"])
    #expect(card.status == .noInput)
    #expect(card.errors == "Error: no exercise or review card \"\(center)#7\" in this course\n")
  }

  @Test("a FILE that is neither a file nor like any exercise is a missing file")
  func missingFileStaysAMissingFile() throws {
    let harness = try CommandHarness()
    let result = harness.run(["grade", "9.9"])
    #expect(result.status == .noInput)
    #expect(result.errors.contains("9.9"))
    #expect(!result.errors.contains("did you mean"))
  }
}
