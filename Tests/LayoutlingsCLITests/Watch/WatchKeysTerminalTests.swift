import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// Watch mode's g, s and r on a pseudo-terminal. `SWIFTC=/bin/false` ends each grade at once;
/// `gradesStarted` counts the grades the keys and saves start (the first grade, of the file as
/// it is, says only "Grading…").
@Suite("watch: g, s and r on a pseudo-terminal", .serialized)
struct WatchKeysTerminalTests {
  private func grades(_ session: PseudoTerminal) -> Int {
    gradesStarted(of: "01-anchors/01-center-a-box", on: session)
  }

  @Test("g grades now, s grades to draw, r asks and y puts the starter back with a backup")
  func gradePictureReset() throws {
    let scratch = try ScratchFolder()
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home").path
    let session = try layoutlingsOnATerminal(
      arguments: [
        "--home", home, "--course", fixtureCourse.path, "--now", "2025-01-01T09:00:00Z",
        "watch",
      ],
      environment: [
        "LAYOUTLINGS_DATA": data.path, "NO_COLOR": "1", "TERM": "xterm",
        "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "SWIFTC": "/bin/false",
      ], columns: 80, rows: 24)
    #expect(
      session.waitForScreen(
        containing: "n next  e edit  g grade  h hint  s picture  l list  r reset  q quit"))
    // Watching starts by grading the file as it is.
    #expect(session.waitForScreen(containing: "`swiftc --version` failed"))
    #expect(grades(session) == 0)

    session.type("g")
    #expect(session.waitUntil(seconds: 20) { _ in grades(session) == 1 })
    // Without a verdict to draw, s grades first.
    session.type("s")
    #expect(session.waitUntil(seconds: 20) { _ in grades(session) == 2 })
    // The grade reads the file when it starts; a save before it ends would be the bytes graded.
    session.drain(seconds: 1)

    let copy = URL(fileURLWithPath: "\(home)/exercises/01-anchors/01-center-a-box.swift")
    let starter = try contents(copy)
    try Data((starter + "// mine\n").utf8).write(to: copy)
    #expect(session.waitUntil(seconds: 20) { _ in grades(session) == 3 })
    session.drain(seconds: 0.5)

    session.type("r")
    #expect(session.waitForScreen(containing: "to its starter?"))
    #expect(session.screen[23] == "y reset  n keep my file")
    session.type("y")
    #expect(session.waitForScreen(containing: "from its starter; your version is in"))
    #expect(try contents(copy) == starter)
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: copy.deletingLastPathComponent().path
    )
    .filter { $0 != copy.lastPathComponent && $0.hasPrefix("01-center-a-box") }
    #expect(!backups.isEmpty)
    // The starter written by the reset is not a save: nothing is graded until the learner saves.
    session.drain(seconds: 1)
    #expect(grades(session) == 3)
    #expect(session.screen.contains { $0 == "Waiting for a save…" })
    session.type("q")
    #expect(session.waitForExit())
  }
}
