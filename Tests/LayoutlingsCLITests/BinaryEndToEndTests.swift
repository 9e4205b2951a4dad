import Course
import Foundation
import TestSupport
import Testing

/// Runs the built `layoutlings` executable, found next to the test bundle.
private func runLayoutlings(_ arguments: [String], environment: [String: String]) throws
  -> (status: Int32, output: String, errors: String)
{
  var folders: [URL] = []
  if let executable = Bundle.main.executableURL {
    folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
  }
  for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
    folders.append(bundle.bundleURL.deletingLastPathComponent())
  }
  let candidates = folders.map { $0.appendingPathComponent("layoutlings") }
  let binary = try #require(
    candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
    "layoutlings is not built next to the tests; run `swift build --build-tests`")
  let process = Process()
  process.executableURL = binary
  process.arguments = arguments
  process.environment = environment
  let output = Pipe()
  let errors = Pipe()
  process.standardOutput = output
  process.standardError = errors
  try process.run()
  let outputData = output.fileHandleForReading.readDataToEndOfFile()
  let errorData = errors.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (
    process.terminationStatus, String(decoding: outputData, as: UTF8.self),
    String(decoding: errorData, as: UTF8.self)
  )
}

@Suite("The layoutlings executable, end to end")
struct BinaryEndToEndTests {
  @Test("rate then list --json through the real binary, with the home from LAYOUTLINGS_HOME")
  func rateAndList() throws {
    let scratch = try ScratchFolder()
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home").path
    let environment = ["LAYOUTLINGS_HOME": home, "LAYOUTLINGS_DATA": data.path, "NO_COLOR": "1"]
    let course = ["--course", fixtureCourse.path]

    // Nothing passed yet: nothing to rate.
    let early = try runLayoutlings(
      course + ["rate", "01-anchors/01-center-a-box", "good", "--now", "2025-01-01T09:00:00Z"],
      environment: environment)
    #expect(early.status == 1)
    #expect(early.errors.hasPrefix("Error: 01-anchors/01-center-a-box has no passing attempt"))
    try CourseStore(path: home + "/layoutlings.sqlite", now: harnessTime).recordAttempt(
      AttemptRecord(
        exerciseID: "01-anchors/01-center-a-box", at: harnessTime.addingTimeInterval(-60),
        sourceHash: "sha256:pass", status: .passed, score: 1, durationMs: 1))

    let rate = try runLayoutlings(
      course + ["rate", "01-anchors/01-center-a-box", "good", "--now", "2025-01-01T09:00:00Z"],
      environment: environment)
    #expect(rate.status == 0, "stderr: \(rate.errors)")
    #expect(
      rate.output
        == "Rated 01-anchors/01-center-a-box: good.\nNext review: 2025-01-01T09:10:00Z (in 10 minutes).\n"
    )
    #expect(FileManager.default.fileExists(atPath: home + "/layoutlings.sqlite"))

    let list = try runLayoutlings(
      course + ["list", "--json", "--now", "2025-01-01T09:10:00Z"], environment: environment)
    #expect(list.status == 0, "stderr: \(list.errors)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(list.output.utf8)) as? [String: Any])
    #expect(root["total"] as? Int == 3)
    let modules = try #require(root["modules"] as? [[String: Any]])
    let first = try #require((modules.first?["exercises"] as? [[String: Any]])?.first)
    #expect(first["id"] as? String == "01-anchors/01-center-a-box")
    #expect(first["due"] as? Int == 1)
  }

  @Test("a class report of a missing folder exits with 66, and a bad --now with 64")
  func statuses() throws {
    let scratch = try ScratchFolder()
    let environment = ["LAYOUTLINGS_HOME": scratch.url.path]
    let missing = scratch.url.appendingPathComponent("no-class").path
    let report = try runLayoutlings(
      ["report", "--class", missing, "--format", "csv"], environment: environment)
    #expect(report.status == 66)
    #expect(report.errors == "Error: no folder at \(missing)\n")
    let usage = try runLayoutlings(["list", "--now", "yesterday"], environment: environment)
    #expect(usage.status == 64)
  }
}
