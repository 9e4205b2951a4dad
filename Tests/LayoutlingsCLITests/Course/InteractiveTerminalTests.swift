import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// ICANON | ECHO: the flags raw mode switches off and restoring switches back on.
private let cookedFlags = tcflag_t(ICANON | ECHO)

@Suite("layoutlings in a pseudo-terminal", .serialized)
struct InteractiveTerminalTests {
  /// Starts the course on a fresh workspace at 80×24, without colour. `SWIFTC=/bin/false` makes
  /// grading fail at once: these tests are about the screen, not verdicts.
  private func start(_ scratch: ScratchFolder, editor: String? = nil) throws
    -> PseudoTerminal
  {
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home").path
    var environment = [
      "LAYOUTLINGS_DATA": data.path, "NO_COLOR": "1", "TERM": "xterm",
      "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "SWIFTC": "/bin/false",
    ]
    environment["EDITOR"] = editor
    return try layoutlingsOnATerminal(
      arguments: ["--home", home, "--course", fixtureCourse.path, "--now", "2025-01-01T09:00:00Z"],
      environment: environment, columns: 80, rows: 24)
  }

  @Test("keys in, screens out: welcome, n, resize, q, and the terminal is given back")
  func mainPath() throws {
    let scratch = try ScratchFolder()
    let session = try start(scratch)
    #expect(session.waitForScreen(containing: "Welcome! Press n to begin."))
    var screen = session.screen
    #expect(screen.count == 24)
    #expect(screen[0] == "Layoutlings test course")
    #expect(
      screen[23]
        == "n next  p previous  e edit  g grade  h hint  s picture  l list  r reset  q quit")
    #expect(session.text.hasPrefix("\u{1B}[?1049h"))  // the alternate screen first
    #expect(session.localFlags & cookedFlags == 0)

    session.type("n")
    #expect(session.waitForScreen(containing: "page 1/4"))
    screen = session.screen
    #expect(screen[0] == "1. Anchors" + String(repeating: " ", count: 62) + "page 1/4")
    #expect(screen[1] == "Module [----------] 0/2   Course [----------] 0/3 passed")
    #expect(Array(screen[3...5]) == ["Anchors", "=======", ""])

    session.resize(columns: 50, rows: 12)
    #expect(session.waitUntil(seconds: 20) { $0.screen.count == 12 })
    #expect(session.screen[0] == "1. Anchors" + String(repeating: " ", count: 32) + "page 1/4")
    #expect(session.screen[11] == "keys: n p e g h s l r q")

    session.type("q")
    #expect(session.waitForExit())
    #expect(session.termination == .exited(0))
    #expect(session.text.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    #expect(session.localFlags & cookedFlags == cookedFlags)
  }

  @Test("the place is kept: the next start resumes on the page it left")
  func resumes() throws {
    let scratch = try ScratchFolder()
    let first = try start(scratch)
    #expect(first.waitForScreen(containing: "Welcome!"))
    first.type("nn")
    #expect(first.waitForScreen(containing: "page 2/4"))
    first.type("q")
    #expect(first.waitForExit())
    let second = try start(scratch)
    #expect(second.waitForScreen(containing: "page 2/4"))
    #expect(second.screen[3] == "Margins")
    second.type("q")
    #expect(second.waitForExit())
  }

  @Test("Ctrl-C (SIGINT) gives the terminal back before the program ends")
  func interrupt() throws {
    let scratch = try ScratchFolder()
    let session = try start(scratch)
    #expect(session.waitForScreen(containing: "Welcome!"))
    session.send(signal: SIGINT)
    #expect(session.waitForExit())
    #expect(session.termination == .signalled(SIGINT))
    #expect(session.text.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    #expect(session.localFlags & cookedFlags == cookedFlags)
  }

  @Test("a crash (SIGSEGV) gives the terminal back, and the process still dies of it")
  func crash() throws {
    let scratch = try ScratchFolder()
    let session = try start(scratch)
    #expect(session.waitForScreen(containing: "Welcome!"))
    session.send(signal: SIGSEGV)
    #expect(session.waitForExit())
    #expect(session.termination == .signalled(SIGSEGV))
    #expect(session.text.contains("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))
    #expect(session.localFlags & cookedFlags == cookedFlags)
  }

  @Test("e hands the terminal to $EDITOR in normal mode, then takes it back and grades the change")
  func editor() throws {
    let scratch = try ScratchFolder()
    // The editor notes the terminal's mode and appends a line to the file it is given.
    let script = scratch.url.appendingPathComponent("editor.sh")
    let modes = scratch.url.appendingPathComponent("modes.txt")
    try Data("#!/bin/sh\nstty -a > '\(modes.path)'\necho '// edited' >> \"$1\"\n".utf8).write(
      to: script)
    chmod(script.path, 0o755)
    let session = try start(scratch, editor: script.path)
    #expect(session.waitForScreen(containing: "Welcome!"))
    session.type("n")
    #expect(session.waitForScreen(containing: "page 1/4"))
    session.type("e")
    // The changed file is graded at once; this grader has no compiler, and says so.
    #expect(session.waitForScreen(containing: "swiftc --version` failed"))
    let copy = scratch.url.appendingPathComponent("home/exercises/01-anchors/01-center-a-box.swift")
    #expect(try contents(copy).hasSuffix("// edited\n"))
    let settings = try contents(modes)
    #expect(settings.contains("icanon") && !settings.contains("-icanon"))
    #expect(settings.contains("echo") && !settings.contains("-echo "))
    // The screen was left for the editor and entered again after it.
    let text = session.text
    let left = try #require(text.range(of: "\u{1B}[?1049l"))
    #expect(text[left.upperBound...].contains("\u{1B}[?1049h"))
    session.type("q")
    #expect(session.waitForExit())
    #expect(session.localFlags & cookedFlags == cookedFlags)
  }
}
