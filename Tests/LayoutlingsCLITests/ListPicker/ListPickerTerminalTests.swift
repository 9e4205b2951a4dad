import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

@Suite("List picker in a pseudo-terminal", .serialized)
struct ListPickerTerminalTests {
  private let center = "01-anchors/01-center-a-box"

  /// The course on a fresh workspace at 80×24 without colour; `SWIFTC=/bin/false` keeps any
  /// grade quick (these tests are about the list).
  private func start(_ scratch: ScratchFolder) throws -> PseudoTerminal {
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home").path
    return try layoutlingsOnATerminal(
      arguments: ["--home", home, "--course", fixtureCourse.path, "--now", "2025-01-01T09:00:00Z"],
      environment: [
        "LAYOUTLINGS_DATA": data.path, "NO_COLOR": "1", "TERM": "xterm",
        "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "SWIFTC": "/bin/false",
      ], columns: 80, rows: 24)
  }

  private func workingCopy(_ scratch: ScratchFolder, _ id: String) -> URL {
    scratch.url.appendingPathComponent("home/exercises/\(id).swift")
  }

  @Test("l, j j, a search, Enter: the exercise's page opens, its place kept for the next start")
  func searchAndOpen() throws {
    let scratch = try ScratchFolder()
    let session = try start(scratch)
    #expect(session.waitForScreen(containing: "Welcome!"))
    session.type("l")
    #expect(session.waitForScreen(containing: "0 of 3 exercises passed"))
    var screen = session.screen
    #expect(screen[3] == "0 of 3 exercises passed · * current")
    #expect(screen[5] == "1. Anchors  0/2 passed")
    // The course's first exercise is in focus on the welcome page, so the list starts there;
    // it is the current exercise too (*), the first not passed.
    #expect(screen[7].hasPrefix(">* 1.1 Centre a box"))
    #expect(
      screen[23]
        == "j/k move  Enter open  / search  d done  p pending  r reset  c continue  l close")
    session.type("jj")  // 1.2, then past the heading of module 2 to its lesson
    let moved = session.waitUntil(seconds: 20) {
      $0.screen[10].hasPrefix(">      Lesson (2 of 3 pages)")
    }
    #expect(moved, "\(session.screen.joined(separator: "\n"))")
    session.type("/slide")
    #expect(session.waitForScreen(containing: "Search: slide_ · 1 exercise"))
    screen = session.screen
    #expect(screen[5] == "2. Animating constraints  0/1 passed")
    #expect(screen[6].hasPrefix(">  2.1 Slide a box across"))
    #expect(screen[7] == "")
    // The only match: one Enter opens it.
    session.type("\r")
    #expect(session.waitForScreen(containing: "Exercise 1 of 1: Slide a box across"))
    screen = session.screen
    #expect(screen[0].hasPrefix("2. Animating constraints"))
    #expect(screen[21].hasPrefix("Exercise 02-animation/01-slide-a-box: Slide a box across"))
    // Its working copy is prepared (just after the page is drawn).
    let slide = workingCopy(scratch, "02-animation/01-slide-a-box").path
    #expect(session.waitUntil(seconds: 20) { _ in FileManager.default.fileExists(atPath: slide) })
    session.type("q")
    #expect(session.waitForExit())

    let again = try start(scratch)
    #expect(again.waitForScreen(containing: "Exercise 1 of 1: Slide a box across"))
    again.type("q")
    #expect(again.waitForExit())
  }

  @Test("r asks, y puts the starter back and keeps the learner's file as a backup")
  func resetFromTheList() throws {
    let scratch = try ScratchFolder()
    let copy = workingCopy(scratch, center)
    try FileManager.default.createDirectory(
      at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("// my attempt\n".utf8).write(to: copy)
    let session = try start(scratch)
    #expect(session.waitForScreen(containing: "Welcome!"))
    session.type("l")
    #expect(session.waitForScreen(containing: "0 of 3 exercises passed"))
    session.type("r")
    #expect(
      session.waitForScreen(
        containing: "Reset 01-anchors/01-center-a-box to its starter? Your version is kept"))
    #expect(session.screen[23] == "y reset  n keep my file")
    session.type("y")
    #expect(
      session.waitForScreen(containing: "Restored 01-anchors/01-center-a-box from its starter"))
    // The picker stays open on the same row.
    #expect(session.screen[7].hasPrefix(">* 1.1 Centre a box"))
    let starter = fixtureCourse.appendingPathComponent("01-anchors/01-center-a-box/Exercise.swift")
    #expect(try contents(copy) == contents(starter))
    let folder = try FileManager.default.contentsOfDirectory(
      atPath: copy.deletingLastPathComponent().path)
    let backups = folder.filter { $0.hasPrefix("01-center-a-box.swift.bak-") }
    #expect(backups.count == 1)
    if let backup = backups.first {
      let url = copy.deletingLastPathComponent().appendingPathComponent(backup)
      #expect(try contents(url) == "// my attempt\n")
    }
    session.type("\u{1B}")  // Esc closes the picker
    #expect(session.waitForScreen(containing: "n next  p previous"))
    session.type("q")
    #expect(session.waitForExit())
  }
}
