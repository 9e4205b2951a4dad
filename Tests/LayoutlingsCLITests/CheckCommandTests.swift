import Foundation
import LayoutlingsCLI
import Testing

/// `layoutlings check` without grading anything: what it says when there is nothing to check.
/// Grading real working copies is in `GradeRecordingTests` (it needs the engine).
@Suite("layoutlings check")
struct CheckCommandTests {
  @Test("without working copies it says how to make one and exits with 0")
  func nothingToCheck() throws {
    let harness = try CommandHarness()
    let result = harness.run(["check"])
    #expect(result.status == .success)
    #expect(
      result.output
        == "You have no working copies yet: layoutlings next makes the first one from its starter.\n"
        + "Workspace: \(harness.home.path)\n"
    )
  }
}
