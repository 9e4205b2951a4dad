import Foundation
import Testing

@testable import LayoutlingsCLI

/// Exercise names no course has: huge ones and ones full of escape sequences are refused at
/// once, echoed short and with every control character visible.
@Suite("Bad input: exercise names")
struct ExerciseNameInputTests {
  @Test("a 10 KB name with escape sequences: refused, echoed shortened and visible")
  func hugeNameWithEscapes() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["list"]).status == .success)
    let name = "\u{1B}[2J\u{7}" + String(repeating: "x", count: 10_240) + "\n"
    for command in [["hint", name], ["rate", name, "good"], ["reset", name]] {
      let result = harness.run(command)
      #expect(result.status == .noInput)
      #expect(
        result.errors
          == "Error: no exercise \"\\u{1B}[2J\\u{7}" + String(repeating: "x", count: 75)
          + "…\" (10166 more characters) in this course\n")
    }
  }
}
