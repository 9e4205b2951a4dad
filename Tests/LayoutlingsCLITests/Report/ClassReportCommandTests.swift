import Course
import Foundation
import LayoutlingsCLI
import Testing

@Suite("layoutlings report --class")
struct ClassReportCommandTests {
  /// A class folder with Ada's busy report, Bob's fresh one, and three files that are not
  /// reports this build reads.
  private func classFolder(in harness: CommandHarness) throws -> URL {
    let folder = harness.scratch.url.appendingPathComponent("class", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try harness.recordThreeDays()
    let ada = harness.run(
      ["report", "-o", "class/ada.json", "--now", "2025-03-05T20:00:00Z"],
      environment: ["LAYOUTLINGS_LEARNER": "Ada"])
    try #require(ada.status == .success, "\(ada.errors)")
    let fresh = try CommandHarness()
    let bob = fresh.run(["report", "--format", "json", "--now", "2025-03-05T20:00:00Z"])
    try #require(bob.status == .success)
    try Data(bob.output.utf8).write(to: folder.appendingPathComponent("bob.json"))
    return folder
  }

  private func write(_ text: String, to folder: URL, _ name: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  @Test("CSV: one row per learner, the class's figures, and one line per skipped file")
  func csvWithRejections() throws {
    let harness = try CommandHarness()
    let folder = try classFolder(in: harness)
    try write("{not json", to: folder, "broken.json")
    try write(
      #"{"schemaVersion": 2, "generatedAt": "2030-01-01T00:00:00Z"}"#, to: folder, "future.json")
    try write(#"{"schemaVersion": 1}"#, to: folder, "half.json")
    try write("learner notes", to: folder, "notes.txt")
    let result = harness.run(["report", "--class", "class", "--format", "csv"])
    #expect(result.status == .success)
    #expect(
      result.errors == """
        Warning: skipped broken.json: not valid JSON
        Warning: skipped future.json: schemaVersion 2 is newer than this Layoutlings \
        reads (1); update Layoutlings
        Warning: skipped half.json: missing field "generatedAt"

        """)
    // Bob has no name in his report (no LAYOUTLINGS_LEARNER or USER): the file names him.
    #expect(
      result.output
        == [
          "learner,file,passed,\(reportCenter),\(reportMargins),\(reportSlide)",
          "Ada,ada.json,2,passed,passed,not-started",
          "bob,bob.json,0,not-started,not-started,not-started",
          "(class) passed,,,1,1,0",
          "(class) stuck,,,0,0,0",
          "(class) attempts,,,3,1,0",
          "",
        ].joined(separator: "\r\n"))
  }

  @Test("HTML: the grid has a row per learner and the stuck ranking names attempted exercises")
  func html() throws {
    let harness = try CommandHarness()
    let folder = try classFolder(in: harness)
    let result = harness.run(["report", "--class", folder.path, "-o", "class.html"])
    #expect(result.status == .success, "\(result.errors)")
    #expect(result.errors.isEmpty)
    let html = try contents(harness.scratch.url.appendingPathComponent("class.html"))
    #expect(html.components(separatedBy: "<tr class=\"learner\"").count - 1 == 2)
    #expect(html.components(separatedBy: "<td class=\"cell passed\"").count - 1 == 2)
    // Centre a box (3 attempts) ranks before pin to margins (1); slide a box was not attempted.
    let ranking = html.components(separatedBy: "<tr class=\"stuck\">").dropFirst()
    #expect(ranking.count == 2)
    #expect(ranking.first?.contains(reportCenter) == true)
  }

  @Test("no usable file exits with 65, a missing folder with 66, JSON with 64")
  func failures() throws {
    let harness = try CommandHarness()
    let folder = harness.scratch.url.appendingPathComponent("empty", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try write("[]", to: folder, "list.json")
    let none = harness.run(["report", "--class", "empty", "--format", "html"])
    #expect(none.status == .dataError)
    #expect(
      none.errors == """
        Warning: skipped list.json: the top level has the wrong type
        Error: no learner report (*.json) could be read in \(folder.path)

        """)
    let missing = harness.run(["report", "--class", "nowhere", "--format", "csv"])
    #expect(missing.status == .noInput)
    let json = harness.run(["report", "--class", "empty", "--format", "json"])
    #expect(json.status == .usage)
    #expect(json.errors.hasPrefix("Error: --class writes html, csv or md"))
  }

  @Test("Markdown: a grid row per learner")
  func markdown() throws {
    let harness = try CommandHarness()
    _ = try classFolder(in: harness)
    let result = harness.run(["report", "--class", "class", "--format", "md"])
    #expect(result.status == .success)
    #expect(
      result.outputLines.contains("| Ada | 2 of 3 | passed (3) | passed (1) | not started (0) |"))
    #expect(
      result.outputLines.contains(
        "| bob | 0 of 3 | not started (0) | not started (0) | not started (0) |"))
  }
}
