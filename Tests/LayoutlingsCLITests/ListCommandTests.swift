import Course
import Foundation
import LayoutlingsCLI
import Testing

@Suite("layoutlings list")
struct ListCommandTests {
  private let center = "01-anchors/01-center-a-box"
  private let slide = "02-animation/01-slide-a-box"

  @Test("--json on a new workspace: the documented shape, every exercise not started")
  func jsonOnAFreshWorkspace() throws {
    let harness = try CommandHarness()
    let result = harness.run(["list", "--json"])
    #expect(result.status == .success)
    #expect(result.errors == "")
    let exercise = { (id: String, title: String) in
      #"{"id":"\#(id)","title":"\#(title)","status":"not-started","bestScore":null,"attempts":0,"due":0}"#
    }
    let expected =
      #"{"modules":[{"id":"01-anchors","title":"Anchors","exercises":["#
      + exercise(center, "Centre a box") + ","
      + exercise("01-anchors/02-pin-to-margins", "Pin a logo and a bar to the margins")
      + #"]},{"id":"02-animation","title":"Animating constraints","exercises":["#
      + exercise(slide, "Slide a box across") + #"]}],"passed":0,"total":3,"workspace":""#
      + harness.home.path + #""}"# + "\n"
    #expect(result.output == expected)
  }

  @Test("--json follows attempts, best scores and reviews due at --now")
  func jsonFollowsProgress() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["list"]).status == .success)  // Imports the course.
    let store = try harness.store()
    try store.recordAttempt(gradedAttempt(center, .failed, score: 0.5))
    try store.recordAttempt(gradedAttempt(center, .passed, score: 1, minutes: 1))
    try store.recordAttempt(gradedAttempt(slide, .failed, score: 0.5))
    #expect(
      harness.run(["rate", slide, "again", "--now", "2025-01-01T09:00:00Z"]).status == .success)

    // Again after the failed attempt: due one minute later.
    let early = harness.run(["list", "--json", "--now", "2025-01-01T09:00:30Z"])
    let late = harness.run(["list", "--json", "--now", "2025-01-01T09:10:00Z"])
    for (result, due) in [(early, 0), (late, 1)] {
      let root = try #require(
        try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
      #expect(root["passed"] as? Int == 1)
      #expect(root["total"] as? Int == 3)
      let modules = try #require(root["modules"] as? [[String: Any]])
      let exercises = modules.flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
      #expect(exercises.map { $0["status"] as? String } == ["passed", "not-started", "attempted"])
      #expect(exercises.map { $0["attempts"] as? Int } == [2, 0, 1])
      #expect(exercises[0]["bestScore"] as? Double == 1)
      #expect(exercises[1]["bestScore"] is NSNull)
      #expect(exercises[2]["bestScore"] as? Double == 0.5)
      #expect(exercises.map { $0["due"] as? Int } == [0, 0, due])
    }
  }

  @Test("plain text when the output is not a terminal: bars, aligned columns, the current mark")
  func plainText() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["list"]).status == .success)
    let store = try harness.store()
    try store.recordAttempt(gradedAttempt(center, .failed, score: 0.5))
    try store.recordAttempt(gradedAttempt(center, .passed, score: 1, minutes: 1))
    try store.recordAttempt(gradedAttempt(slide, .failed, score: 0.5))
    #expect(harness.run(["rate", slide, "again"]).status == .success)
    #expect(harness.run(["next"]).status == .success)  // Moves past the passed exercise.

    let result = harness.run(["list", "--now", "2025-01-01T10:00:00Z"])
    #expect(result.status == .success)
    // Columns: mark, status (11), id (28), title (35), best (9), attempts (10), due.
    func row(_ cells: [String]) -> String {
      let widths = [1, 11, 28, 35, 9, 10, 0]
      var line = zip(cells, widths).map { cell, width in
        cell + String(repeating: " ", count: max(0, width - cell.count))
      }.joined(separator: "  ")
      while line.hasSuffix(" ") { line.removeLast() }
      return line
    }
    let expected = [
      "Layoutlings test course",
      "[######--------------] 1/3 exercises passed",
      "",
      "Anchors (01-anchors)  [##########----------] 1/2",
      row([" ", "passed", center, "Centre a box", "best 100%", "2 attempts", ""]),
      row([
        ">", "not started", "01-anchors/02-pin-to-margins", "Pin a logo and a bar to the margins",
      ]),
      "",
      "Animating constraints (02-animation)  [--------------------] 0/1",
      row([" ", "attempted", slide, "Slide a box across", "best 50%", "1 attempt", "1 due"]),
      "",
      "Reviews due: 1.",
      "Workspace: \(harness.home.path)",
      "",
    ]
    #expect(result.outputLines == expected)
    #expect(!result.output.contains("\u{1B}"))
  }

  @Test("colours only on a terminal without NO_COLOR or --no-color")
  func colourRules() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["list"], terminal: true).output.contains("\u{1B}["))
    #expect(harness.run(["list"], terminal: true).output.contains("█") == false)  // 0 passed.
    let noColor = harness.run(["list"], terminal: true, environment: ["NO_COLOR": "1"])
    #expect(!noColor.output.contains("\u{1B}"))
    #expect(!harness.run(["list", "--no-color"], terminal: true).output.contains("\u{1B}"))
    #expect(!harness.run(["list"], terminal: false).output.contains("\u{1B}"))
  }

  @Test("course problems are listed as path:line: message with exit status 65")
  func courseProblems() throws {
    let harness = try CommandHarness(copyCourse: true)
    let json = harness.course.appendingPathComponent("01-anchors/01-center-a-box/exercise.json")
    let broken = try contents(json).replacingOccurrences(
      of: "\"iphone-se\", ", with: "\"iphone-zz\", ")
    try Data(broken.utf8).write(to: json)
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    #expect(result.output == "")
    let folder = "Lessons/01-anchors/01-center-a-box"
    #expect(
      result.errors == """
        \(folder)/exercise.json:5: unknown device "iphone-zz"
        \(folder)/expected.json:1: no frames for device "iphone-zz"
        \(folder)/expected.json:3: device "iphone-se" is not in exercise.json "devices"

        """)
  }

  @Test("a damaged store is reported in one line naming it, and left in place")
  func damagedStore() throws {
    let harness = try CommandHarness()
    try FileManager.default.createDirectory(at: harness.home, withIntermediateDirectories: true)
    let path = harness.home.appendingPathComponent("layoutlings.sqlite").path
    let garbage = Data(repeating: 0x41, count: 4096)
    try garbage.write(to: URL(fileURLWithPath: path))
    let result = harness.run(["list"])
    #expect(result.status == .dataError)
    #expect(result.errors.hasPrefix("Error: the progress store \(path) is damaged"))
    #expect(result.errors.filter { $0 == "\n" }.count == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
  }
}
