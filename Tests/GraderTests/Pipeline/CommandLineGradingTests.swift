import Foundation
import TestSupport
import Testing

/// The built `layoutlings` binary grading a file, as a learner or a script runs it.
@Suite struct CommandLineGradingTests {
  @Test func gradeJSONOfTheStarterFromTheCommandLine() throws {
    let scratch = try ScratchFolder(prefix: "layoutlings-cli")
    let course = try SampleCourse.write(in: scratch.url)
    let home = scratch.url.appendingPathComponent("home")
    let file = try scratch.write(
      "// exercise: \(SampleCourse.halfPanelID)\n" + SampleCourse.halfPanelStarter,
      to: "starter.swift")

    let process = Process()
    process.executableURL = try BuiltProducts.layoutlings()
    process.arguments = [
      "grade", file.path, "--json", "--home", home.path, "--course", course.path,
    ]
    process.currentDirectoryURL = scratch.url
    let output = Pipe()
    process.standardOutput = output
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    let errorText = String(
      decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()

    #expect(process.terminationStatus == 1, "standard error: \(errorText)")
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(json["exercise"] as? String == SampleCourse.halfPanelID)
    #expect(json["status"] as? String == "failed")
    #expect((json["checks"] as? [Any])?.count == 4)
    #expect(json["durationMs"] is Int)
  }
}
