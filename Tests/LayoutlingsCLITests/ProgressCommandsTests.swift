import Course
import Foundation
import LayoutlingsCLI
import Testing

@Suite("layoutlings next, hint, reset, rate")
struct ProgressCommandsTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"

  private func fixtureText(_ path: String) throws -> String {
    try contents(fixtureCourse.appendingPathComponent(path))
  }

  @Test("next shows the first exercise and creates its working copy from the starter once")
  func nextCreatesTheWorkingCopy() throws {
    let harness = try CommandHarness()
    let copy = try harness.workingCopy(center).path
    let first = harness.run(["next"])
    #expect(first.status == .success)
    #expect(
      first.outputLines == [
        "\(center): Centre a box", "Module: Anchors (01-anchors)", "",
        "Centre the 100 × 40 box in the view.", "",
        "Edit \(copy) (created from the starter just now).",
        "Grade it with: layoutlings grade \(copy)", "",
      ])
    let starter = try fixtureText("01-anchors/01-center-a-box/Exercise.swift")
    #expect(try contents(URL(fileURLWithPath: copy)) == starter)

    try Data("// my work\n".utf8).write(to: URL(fileURLWithPath: copy))
    let second = harness.run(["next"])
    #expect(second.outputLines.contains("Edit \(copy)."))
    #expect(try contents(URL(fileURLWithPath: copy)) == "// my work\n")
  }

  @Test("next moves past passed exercises and says when the course is done")
  func nextMovesOn() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["next"]).status == .success)
    let store = try harness.store()
    try store.recordAttempt(gradedAttempt(center, .passed, score: 1))
    let moved = harness.run(["next"])
    #expect(moved.outputLines.first == "\(margins): Pin a logo and a bar to the margins")
    #expect(FileManager.default.fileExists(atPath: try harness.workingCopy(margins).path))

    try store.recordAttempt(gradedAttempt(margins, .passed, score: 1))
    try store.recordAttempt(gradedAttempt("02-animation/01-slide-a-box", .passed, score: 1))
    let done = harness.run(["next"])
    #expect(done.status == .success)
    #expect(done.output == "Every exercise of Layoutlings test course has passed. Well done!\n")
  }

  @Test("hint gives hints one at a time, then the solution; each reveal is recorded")
  func hintGatesTheSolution() throws {
    let harness = try CommandHarness()
    let solution = try fixtureText("01-anchors/01-center-a-box/Solution.swift")
    let first = harness.run(["hint"])  // The current exercise: the course's first.
    #expect(first.status == .success)
    #expect(
      first.outputLines == [
        "Hint 1 of 2 for \(center):",
        "A view is centred when its centre anchors equal its superview's.", "",
        "Ask again for the next hint: layoutlings hint \(center)", "",
      ])
    let second = harness.run(["hint", center])
    #expect(second.outputLines.first == "Hint 2 of 2 for \(center):")
    #expect(
      second.outputLines.contains(
        "That was the last hint. Ask again to see the solution: layoutlings hint \(center)"))
    for hint in [first, second] {
      #expect(!hint.output.contains("NSLayoutConstraint.activate"))  // In the solution only.
    }
    #expect(try harness.store().revealedHints(for: center) == [0, 1])

    let third = harness.run(["hint", center])
    #expect(third.output == "Solution for \(center) (every hint was shown):\n\n" + solution)
  }

  @Test("hint shows the solution at once after a pass")
  func hintAfterAPass() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["list"]).status == .success)
    try harness.store().recordAttempt(gradedAttempt(margins, .passed, score: 1))
    let result = harness.run(["hint", margins])
    let solution = try fixtureText("01-anchors/02-pin-to-margins/Solution.swift")
    #expect(result.output == "Solution for \(margins) (you passed it):\n\n" + solution)
    #expect(try harness.store().revealedHints(for: margins) == [])
  }

  @Test("hint and reset name an unknown exercise with exit status 66")
  func unknownExercise() throws {
    let harness = try CommandHarness()
    for command in [["hint", "01-anchors/09-nope"], ["reset", "01-anchors/09-nope"]] {
      let result = harness.run(command)
      #expect(result.status == .noInput)
      #expect(
        result.errors
          == "Error: no exercise \"01-anchors/09-nope\" in this course\n")
    }
  }

  @Test("reset restores the starter and says where the old file was kept")
  func resetKeepsABackup() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["next"]).status == .success)
    let copy = try harness.workingCopy(center)
    try Data("// my attempt\n".utf8).write(to: copy)
    let result = harness.run(["reset", center, "--now", "2025-01-01T09:30:05Z"])
    #expect(result.status == .success)
    let backup = copy.path + ".bak-20250101T093005Z"
    #expect(
      result.outputLines == [
        "Restored \(center) from its starter: \(copy.path)",
        "Your previous version is kept in \(backup)", "",
      ])
    #expect(try contents(copy) == fixtureText("01-anchors/01-center-a-box/Exercise.swift"))
    #expect(try contents(URL(fileURLWithPath: backup)) == "// my attempt\n")

    let again = harness.run(["reset", center])
    #expect(again.output == "\(center) holds its starter: \(copy.path) (nothing to back up)\n")
  }

  @Test("rate Good at --now T makes the item due 10 minutes later, the FSRS learning step")
  func rateGood() throws {
    let harness = try CommandHarness()
    try harness.recordPass(center)
    try harness.recordPass(margins)
    let result = harness.run(["rate", center, "good", "--now", "2025-03-01T08:00:00+01:00"])
    #expect(result.status == .success)
    #expect(
      result.outputLines == [
        "Rated \(center): good.", "Next review: 2025-03-01T07:10:00Z (in 10 minutes).", "",
      ])
    let card = harness.run([
      "rate", "\(margins)#margin-pin", "again", "--now", "2025-03-01T07:00:00Z",
    ])
    #expect(card.outputLines[1] == "Next review: 2025-03-01T07:01:00Z (in 1 minute).")
    let log = try harness.store().ratingLog(for: center)
    #expect(log.map(\.rating) == [.good])
  }

  @Test("rate refuses a --now far ahead of the clock (64) and one before the last rating (1)")
  func rateOutOfTime() throws {
    let harness = try CommandHarness()
    try harness.recordPass(center, at: harnessTime.addingTimeInterval(-3 * 3600))
    let future = harness.run(["rate", center, "good", "--now", "9999-12-31T23:59:59Z"])
    #expect(future.status == .usage)
    #expect(
      future.errors.hasPrefix(
        "Error: cannot record the rating at 9999-12-31T23:59:59Z: that is more than "))
    #expect(
      future.errors.hasSuffix(
        "and progress is recorded at most 1 day ahead; give a --now closer to the clock\n"))
    #expect(try harness.store().ratingLog(for: center).isEmpty)

    // The pass at 06:00 is evidence for a rating at 08:00 too; the store refuses it for coming
    // after the one at 09:00.
    #expect(harness.run(["rate", center, "good"]).status == .success)
    let earlier = harness.run(["rate", center, "good", "--now", "2025-01-01T08:00:00Z"])
    #expect(earlier.status == .failure)
    #expect(
      earlier.errors
        == "Error: cannot rate \(center) at 2025-01-01T08:00:00Z: it was last rated at "
        + "2025-01-01T09:00:00Z, and ratings are recorded in time order\n")
    #expect(try harness.store().ratingLog(for: center).count == 1)
  }

  @Test("rate refuses an id that is neither an exercise nor a card, with exit status 66")
  func rateUnknown() throws {
    let harness = try CommandHarness()
    let result = harness.run(["rate", "\(center)#7", "easy"])
    #expect(result.status == .noInput)
    #expect(
      result.errors
        == "Error: no exercise or review card \"\(center)#7\" in this course\n")
  }
}
