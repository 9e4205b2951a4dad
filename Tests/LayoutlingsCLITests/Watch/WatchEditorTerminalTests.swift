import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// `e` in watch mode, on a pseudo-terminal: the editor from `--edit-cmd` (with a flag of its
/// own) gets the working copy, and the watcher takes the save from there.
@Suite("watch: the editor on a pseudo-terminal", .serialized)
struct WatchEditorTerminalTests {
  @Test("e runs --edit-cmd with its flags on the working copy; the screen says it is grading")
  func editFromWatch() throws {
    let scratch = try ScratchFolder()
    let data = try fixtureDataFolder(in: scratch)
    let home = scratch.url.appendingPathComponent("home").path
    let script = scratch.url.appendingPathComponent("editor.sh")
    let arguments = scratch.url.appendingPathComponent("arguments.txt")
    try Data(
      "#!/bin/sh\necho \"$@\" > '\(arguments.path)'\necho '// edited' >> \"$2\"\n".utf8
    ).write(to: script)
    chmod(script.path, 0o755)
    let session = try layoutlingsOnATerminal(
      arguments: [
        "--home", home, "--course", fixtureCourse.path, "--now", "2025-01-01T09:00:00Z",
        "--edit-cmd", "\(script.path) --wait", "watch",
      ],
      environment: [
        "LAYOUTLINGS_DATA": data.path, "NO_COLOR": "1", "TERM": "xterm",
        "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "SWIFTC": "/bin/false",
        // The option wins over the variables.
        "EDITOR": "/bin/false", "LAYOUTLINGS_EDITOR": "/bin/false",
      ], columns: 80, rows: 24)
    #expect(session.waitForScreen(containing: "n next  e edit  g grade"))
    session.type("e")
    #expect(session.waitForScreen(containing: "Editor closed; the saved file is being graded."))
    let copy = "\(home)/exercises/01-anchors/01-center-a-box.swift"
    #expect(try contents(arguments) == "--wait \(copy)\n")
    #expect(try contents(URL(fileURLWithPath: copy)).hasSuffix("// edited\n"))
    session.type("q")
    #expect(session.waitForExit())
  }
}
