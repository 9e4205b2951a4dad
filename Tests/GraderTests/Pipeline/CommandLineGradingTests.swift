import Foundation
import Testing

/// The built `layoutlings` binary grading a file, as a learner or a script runs it.
@Suite struct CommandLineGradingTests {
  /// `layoutlings`, next to the test bundle.
  static func executable() throws -> URL {
    let directory = try #require(Bundle.main.executableURL).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let binary = directory.appendingPathComponent("layoutlings")
    try #require(
      FileManager.default.isExecutableFile(atPath: binary.path),
      "build it with `swift build --build-tests` (looked at \(binary.path))")
    return binary
  }

  @Test func gradeJSONOfTheStarterFromTheCommandLine() throws {
    let home = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutlings-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    // Share the engine the other tests build rather than building it again; the folder must
    // exist even when this test runs first, or the link would dangle.
    try FileManager.default.createDirectory(
      atPath: GradingFixture.cacheDirectory, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: home.appendingPathComponent("cache").path,
      withDestinationPath: GradingFixture.cacheDirectory)
    let file = home.appendingPathComponent("starter.swift")
    let starter = try GradingFixture.lessonFile("Exercise.swift")
    try Data(("// exercise: 01-constraints-in-code/01-half-height-panel\n" + starter).utf8).write(
      to: file)

    let process = Process()
    process.executableURL = try Self.executable()
    process.arguments = ["grade", file.path, "--json", "--home", home.path]
    process.currentDirectoryURL = home
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
    #expect(json["exercise"] as? String == "01-constraints-in-code/01-half-height-panel")
    #expect(json["status"] as? String == "failed")
    #expect((json["checks"] as? [Any])?.count == 4)
    #expect(json["durationMs"] is Int)
  }
}
