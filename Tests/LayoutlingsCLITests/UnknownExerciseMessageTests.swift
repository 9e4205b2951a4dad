import Foundation
import Testing

/// An exercise the course does not have gets one message, whichever command names it.
@Suite("One message for an exercise the course does not have")
struct UnknownExerciseMessageTests {
  @Test("grade, show and hint of 9.9 all say there is no such exercise")
  func oneMessage() throws {
    let harness = try CommandHarness()
    for arguments in [["grade", "9.9"], ["show", "9.9"], ["hint", "9.9"], ["frames", "9.9"]] {
      let result = harness.run(arguments)
      #expect(result.status == .noInput, "\(arguments)")
      #expect(
        result.errors == "Error: no exercise \"9.9\" in this course\n",
        "\(arguments): \(result.errors)")
    }
  }
}
