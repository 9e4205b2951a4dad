import Course
import Foundation
import LayoutlingsCLI
import Testing

@Suite("layoutlings report")
struct ReportCommandTests {
  private let now = "2025-03-05T20:00:00Z"

  private func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("JSON of three days of work: hand-computed figures, streak and calendar")
  func jsonFigures() throws {
    let harness = try CommandHarness()
    try harness.recordThreeDays()
    let result = harness.run(
      ["report", "--format", "json", "--now", now], environment: ["LAYOUTLINGS_LEARNER": "Ada"])
    #expect(result.status == .success, "\(result.errors)")
    let root = try json(result.output)
    #expect(root["schemaVersion"] as? Int == 1)
    #expect(root["generatedAt"] as? String == now)
    let learner = try #require(root["learner"] as? [String: Any])
    #expect(learner["name"] as? String == "Ada")
    // No path of the learner's machine unless asked for (`--include-path`).
    #expect(learner["workspace"] is NSNull)
    #expect(!result.output.contains(harness.home.path))

    let modules = try #require(root["modules"] as? [[String: Any]])
    let anchors = try #require(modules.first?["exercises"] as? [[String: Any]])
    let centre = anchors[0]
    #expect(centre["status"] as? String == "passed")
    #expect(centre["attempts"] as? Int == 3)
    #expect(centre["passedOnFirstTry"] as? Bool == false)
    #expect(centre["attemptsToPass"] as? Int == 3)
    #expect(centre["bestScore"] as? Double == 1)
    #expect(centre["hintsUsed"] as? Int == 1)
    #expect(centre["firstAttemptAt"] as? String == "2025-03-03T10:00:00Z")
    #expect(centre["firstPassAt"] as? String == "2025-03-03T10:50:00Z")
    #expect(centre["secondsToPass"] as? Double == 3000)  // 10:00 to 10:50.
    #expect(centre["lastActivityAt"] as? String == "2025-03-04T09:00:00Z")  // The rating.
    let pin = anchors[1]
    #expect(pin["passedOnFirstTry"] as? Bool == true)
    #expect(pin["secondsToPass"] as? Double == 0)

    let totals = try #require(root["totals"] as? [String: Any])
    #expect(totals["passed"] as? Int == 2)
    #expect(totals["attempts"] as? Int == 4)
    #expect(totals["firstTryPasses"] as? Int == 1)
    #expect(totals["ratings"] as? Int == 1)
    #expect(abs((totals["completion"] as? Double ?? 0) - 2.0 / 3.0) < 1e-12)

    let streak = try #require(root["streak"] as? [String: Any])
    #expect(streak["current"] as? Int == 3)  // Mar 3, 4 and 5.
    #expect(streak["longest"] as? Int == 3)
    #expect(streak["lastActiveDay"] as? String == "2025-03-05")
    let calendar = try #require(root["calendar"] as? [[String: Any]])
    #expect(calendar.map { $0["day"] as? String } == ["2025-03-03", "2025-03-04", "2025-03-05"])
    #expect(calendar.map { $0["attempts"] as? Int } == [3, 0, 1])
    #expect(calendar.map { $0["hints"] as? Int } == [1, 0, 0])
    let forecast = try #require(root["forecast"] as? [[String: Any]])
    #expect(forecast.count == 30)
    #expect(forecast.first?["day"] as? String == "2025-03-05")
    let revisit = try #require(root["revisit"] as? [[String: Any]])
    #expect(revisit.map { $0["exerciseID"] as? String } == [reportCenter])
  }

  @Test("the same workspace and --now give the same report, byte for byte")
  func deterministic() throws {
    let harness = try CommandHarness()
    try harness.recordThreeDays()
    for format in ["json", "csv", "md", "html"] {
      let first = harness.run(["report", "--format", format, "--now", now])
      let second = harness.run(["report", "--format", format, "--now", now])
      #expect(first.status == .success)
      #expect(first.output == second.output, "\(format)")
    }
  }

  @Test("without -o or --format the report is Markdown on standard output")
  func markdownByDefault() throws {
    let harness = try CommandHarness()
    try harness.recordThreeDays()
    let plain = harness.run(["report", "--now", now])
    let markdown = harness.run(["report", "--format", "md", "--now", now])
    #expect(plain.status == .success, "\(plain.errors)")
    #expect(plain.errors == "")
    #expect(plain.output.hasPrefix("# "))
    #expect(plain.output == markdown.output)
  }

  @Test("-o FILE names the format by its extension and writes the file, not standard output")
  func outputFile() throws {
    let harness = try CommandHarness(copyCourse: true)
    try harness.retitle(reportCenter, to: "Centre \"a\" box, quickly")
    try harness.recordThreeDays()
    let result = harness.run(["report", "-o", "progress.csv", "--now", now])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.isEmpty)
    let text = try contents(harness.scratch.url.appendingPathComponent("progress.csv"))
    let lines = text.components(separatedBy: "\r\n")
    #expect(lines.count == 5)  // Header, three exercises, and the empty rest after the last CRLF.
    #expect(lines[0].hasPrefix("module_id,module_title,exercise_id,exercise_title,status,"))
    #expect(
      lines[1].hasPrefix(
        "01-anchors,Anchors,01-anchors/01-center-a-box,\"Centre \"\"a\"\" box, quickly\",passed,1,3,3,false,1,2,"
      ))
    #expect(lines[4] == "")
  }

  @Test("an output file that cannot be written exits with 74 and names it")
  func unwritableOutput() throws {
    let harness = try CommandHarness()
    let result = harness.run(["report", "-o", "no/such/folder/report.json", "--now", now])
    #expect(result.status == .ioError)
    #expect(result.errors.hasPrefix("Error: cannot write no/such/folder/report.json"))
    #expect(result.output.isEmpty)
  }

  @Test("Markdown escapes pipes and line breaks in titles")
  func markdownCells() throws {
    let harness = try CommandHarness(copyCourse: true)
    try harness.retitle(reportCenter, to: "Left | right\nnext line")
    let result = harness.run(["report", "--format", "md", "--now", now])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.output.hasPrefix("# Layoutlings progress report\n"))
    #expect(
      result.outputLines.contains(
        "| Left \\| right next line (01-anchors/01-center-a-box) | not started | – | 0 | – | – | 0 of 2 | – | – | 0 |"
      ))
  }

  @Test("HTML of a fresh workspace: every exercise not started, empty charts that still render")
  func freshHTML() throws {
    let harness = try CommandHarness()
    let result = harness.run(["report", "-o", "fresh.html", "--now", now])
    #expect(result.status == .success, "\(result.errors)")
    let html = try contents(harness.scratch.url.appendingPathComponent("fresh.html"))
    #expect(html.components(separatedBy: "<tr class=\"exercise\"").count - 1 == 3)
    #expect(html.components(separatedBy: ">not started</span>").count - 1 == 3)
    #expect(html.contains("No attempts yet"))
    #expect(html.contains("<svg class=\"chart forecast\""))
  }
}
