import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// The full-screen course grading on save, on a pseudo-terminal: keys in, the working copy written
/// from the test, the screen read back. `SWIFTC=/bin/false` ends each grade at once with the
/// grader's "`swiftc --version` failed" on the status line (verdicts themselves are the machine
/// tests' concern); `gradesStarted` counts the grades.
@Suite("the course grades on save, in a pseudo-terminal", .serialized)
struct CourseOnSaveTerminalTests {
  private let failure = "`swiftc --version` failed"
  private let exercise = "01-anchors/01-center-a-box"

  private func grades(_ session: PseudoTerminal) -> Int {
    gradesStarted(of: exercise, on: session)
  }

  private func start(
    _ scratch: ScratchFolder, editor: String? = nil,
    hyperlinks: Bool = false
  ) throws -> PseudoTerminal {
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home").path
    var environment = [
      "LAYOUTLINGS_DATA": data.path, "NO_COLOR": "1", "TERM": "xterm",
      "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "SWIFTC": "/bin/false",
      "LAYOUTLINGS_HYPERLINKS": hyperlinks ? "1" : "0",
    ]
    environment["EDITOR"] = editor
    return try layoutlingsOnATerminal(
      arguments: ["--home", home, "--course", fixtureCourse.path, "--now", "2025-01-01T09:00:00Z"],
      environment: environment, columns: 80, rows: 24)
  }

  /// The first exercise's working copy in the scratch workspace.
  private func workingCopy(_ scratch: ScratchFolder) -> URL {
    scratch.url.appendingPathComponent("home/exercises/01-anchors/01-center-a-box.swift")
  }

  /// Presses n from the welcome until the first exercise's page shows and its working copy is
  /// made (just after the page is drawn).
  private func openFirstExercise(_ session: PseudoTerminal, _ scratch: ScratchFolder) -> Bool {
    guard session.waitForScreen(containing: "Welcome!") else { return false }
    for _ in 0..<6 {
      session.type("n")
      if session.waitForScreen(containing: "Your file:", seconds: 3) {
        let path = workingCopy(scratch).path
        let made = session.waitUntil(seconds: 10) { _ in
          FileManager.default.fileExists(atPath: path)
        }
        // The course notes the new file's starter a moment after making it (a write before then
        // would count as the starter); a learner never saves that fast.
        session.drain(seconds: 0.5)
        return made
      }
    }
    return false
  }

  @Test("a save of the exercise's file is graded without a key, once")
  func saveShowsVerdict() throws {
    let scratch = try ScratchFolder()
    let session = try start(scratch)
    #expect(openFirstExercise(session, scratch))
    #expect(session.screen.contains { $0.contains("Every save of it is graded here.") })
    #expect(!session.screen.contains { $0.contains(failure) })
    #expect(grades(session) == 0)  // opening the page made the file; that is not a save

    let copy = workingCopy(scratch)
    let starter = try contents(copy)
    try Data((starter + "// a first try\n").utf8).write(to: copy)
    #expect(session.waitForScreen(containing: failure))
    session.drain(seconds: 1)
    #expect(grades(session) == 1)

    // Writing the same bytes again is no new save; different bytes are.
    try Data((starter + "// a first try\n").utf8).write(to: copy)
    session.drain(seconds: 1)
    #expect(grades(session) == 1)
    try Data((starter + "// a second try\n").utf8).write(to: copy)
    #expect(session.waitUntil(seconds: 20) { _ in grades(session) == 2 })
    session.type("q")
    #expect(session.waitForExit())
  }

  @Test("a blocking editor that saves and exits is graded once, not by the watcher again")
  func blockingEditorGradesOnce() throws {
    let scratch = try ScratchFolder()
    let script = scratch.url.appendingPathComponent("editor.sh")
    try Data("#!/bin/sh\necho '// edited' >> \"$1\"\n".utf8).write(to: script)
    chmod(script.path, 0o755)
    let session = try start(scratch, editor: script.path)
    #expect(openFirstExercise(session, scratch))
    session.type("e")
    #expect(session.waitForScreen(containing: failure))
    // The watcher saw the editor's save too; its bytes were graded already.
    session.drain(seconds: 1.5)
    #expect(grades(session) == 1)
    session.type("q")
    #expect(session.waitForExit())
  }

  @Test("an editor that returns at once is said to keep the file open, and its saves are graded")
  func nonBlockingEditor() throws {
    let scratch = try ScratchFolder()
    // Like `code` without --wait: hands the file over and returns; the save comes later.
    let script = scratch.url.appendingPathComponent("launcher.sh")
    try Data("#!/bin/sh\n(sleep 1.5; echo '// saved later' >> \"$1\") >/dev/null 2>&1 &\n".utf8)
      .write(to: script)
    chmod(script.path, 0o755)
    let session = try start(scratch, editor: script.path)
    #expect(openFirstExercise(session, scratch))
    session.type("e")
    #expect(session.waitForScreen(containing: "The file is open in your editor; every save"))
    #expect(grades(session) == 0)
    #expect(session.waitForScreen(containing: failure))
    session.drain(seconds: 1)
    #expect(grades(session) == 1)
    session.type("q")
    #expect(session.waitForExit())
  }

  @Test("with links on, the file's path is an OSC 8 link to the file, in pieces where it wraps")
  func pathIsALink() throws {
    let scratch = try ScratchFolder()
    let session = try start(scratch, hyperlinks: true)
    #expect(openFirstExercise(session, scratch))
    let path = workingCopy(scratch).path
    // A scratch folder's path has only letters, digits, "/", "-", "." and "_": nothing to escape.
    // It is longer than 80 columns with the label, so it wraps: one link per piece.
    let screens = session.text
    #expect(screens.contains("\u{1B}]8;;file://"))
    // Every piece links to the whole path: the target ends with it, then the piece follows.
    #expect(screens.components(separatedBy: "\(path)\u{1B}\\").count - 1 >= 2)
    #expect(screens.contains("\(path)\u{1B}\\\(path.prefix(12))"))
    session.type("q")
    #expect(session.waitForExit())
  }
}
