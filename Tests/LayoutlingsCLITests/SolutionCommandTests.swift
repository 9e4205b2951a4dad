import Course
import Foundation
import Testing

@testable import LayoutlingsCLI

@Suite("layoutlings solution")
struct SolutionCommandTests {
  private let center = "01-anchors/01-center-a-box"

  @Test("before a pass it asks for --force in one line and records nothing")
  func asksForForceBeforeAPass() throws {
    let harness = try CommandHarness()
    let refused = harness.run(["solution", center])
    #expect(refused.status == .failure)
    #expect(
      refused.outputLines == [
        "\(center) has not passed yet; to see its solution anyway: layoutlings solution "
          + "\(center) --force",
        "",
      ])
    #expect(try harness.store().revealedHints(for: center).isEmpty)
  }

  @Test("a forced look shows the solution and counts as every hint revealed")
  func aForcedLookRevealsEveryHint() throws {
    let harness = try CommandHarness()
    let forced = harness.run(["solution", center, "--force"])
    #expect(forced.status == .success, "stderr: \(forced.errors)")
    #expect(forced.outputLines.contains("Reference solution for \(center):"))
    // No working copy yet: the solution is shown, the comparison says why there is none.
    #expect(forced.output.contains("You have no working copy of this exercise yet"))
    let store = try harness.store()
    let count = try store.progress(ofExercise: center, at: Date()).hintCount
    #expect(count > 0)
    #expect(try store.revealedHints(for: center) == Array(0..<count))
  }

  @Test("after a pass no --force is needed, and --json gives the solution as data")
  func afterAPassJSON() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["list"]).status == .success)
    try harness.store().recordAttempt(gradedAttempt(center, .passed, score: 1))
    let shown = harness.run(["solution", center, "--json"])
    #expect(shown.status == .success, "stderr: \(shown.errors)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
    #expect(object["exercise"] as? String == center)
    #expect((object["solution"] as? String)?.contains("class") == true)
    #expect(object["comparison"] is NSNull)
    #expect((object["problem"] as? String)?.hasPrefix("You have no working copy") == true)
    #expect(try harness.store().revealedHints(for: center).isEmpty)
  }
}
