import Course
import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// The interactive course on a damaged store, in a pseudo-terminal: it asks whether to repair,
/// and a yes brings the learner back to where they were.
@Suite("Bad input: the damaged-store question in a terminal", .serialized)
struct StoreRepairPromptTests {
  private func start(_ scratch: ScratchFolder) throws -> PseudoTerminal {
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home").path
    let environment = [
      "LAYOUTLINGS_DATA": data.path, "NO_COLOR": "1", "TERM": "xterm",
      "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "SWIFTC": "/bin/false",
    ]
    return try layoutlingsOnATerminal(
      arguments: ["--home", home, "--course", fixtureCourse.path, "--now", "2025-01-01T09:00:00Z"],
      environment: environment, columns: 80, rows: 24)
  }

  /// Moves two pages into the course, quits, and wipes the store's header.
  private func damagedWorkspace(_ scratch: ScratchFolder) throws -> String {
    let first = try start(scratch)
    #expect(first.waitForScreen(containing: "Welcome!"))
    first.type("nn")
    #expect(first.waitForScreen(containing: "page 2/4"))
    first.type("q")
    #expect(first.waitForExit())
    let path = scratch.url.appendingPathComponent("home/layoutlings.sqlite").path
    var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    for index in 0..<100 { bytes[index] = 0 }
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("yes: backed up, rebuilt, and the course resumes on the page it left")
  func yes() throws {
    let scratch = try ScratchFolder()
    let path = try damagedWorkspace(scratch)
    let session = try start(scratch)
    #expect(session.waitUntil(seconds: 20) { $0.text.contains("[y/N]") })
    #expect(session.text.contains("The progress store \(path) is damaged."))
    session.type("y\n")
    #expect(session.waitForScreen(containing: "page 2/4"))
    #expect(session.text.contains("Backed up the damaged progress store to \(path).corrupt-"))
    session.type("q")
    #expect(session.waitForExit())
    #expect(session.termination == .exited(0))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: scratch.url.appendingPathComponent("home").path)
    #expect(names.filter { $0.hasPrefix("layoutlings.sqlite.corrupt-") }.count == 1)
  }

  @Test("no (or just Enter): the file is left as it is and the repair command is shown")
  func no() throws {
    let scratch = try ScratchFolder()
    let path = try damagedWorkspace(scratch)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    let session = try start(scratch)
    #expect(session.waitUntil(seconds: 20) { $0.text.contains("[y/N]") })
    session.type("\n")
    #expect(session.waitForExit())
    #expect(session.termination == .exited(65))
    #expect(session.text.contains("dev repair-store"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}
