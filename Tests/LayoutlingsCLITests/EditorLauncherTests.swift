import FullScreen
import Testing

@testable import LayoutlingsCLI

/// Which editor `e` opens: `--edit-cmd` (as `LAYOUTLINGS_EDITOR`), then `VISUAL`, then `EDITOR`.
@Suite("The editor command")
struct EditorLauncherTests {
  @Test("the first non-blank of LAYOUTLINGS_EDITOR, VISUAL and EDITOR")
  func order() {
    #expect(
      EditorLauncher(environment: [
        "LAYOUTLINGS_EDITOR": "code --wait", "VISUAL": "vim", "EDITOR": "nano",
      ]).command == "code --wait")
    #expect(
      EditorLauncher(environment: ["LAYOUTLINGS_EDITOR": "  ", "VISUAL": "vim", "EDITOR": "nano"])
        .command == "vim")
    #expect(EditorLauncher(environment: ["EDITOR": "nano"]).command == "nano")
    #expect(EditorLauncher(environment: [:]).command == nil)
  }

  @Test("--edit-cmd is a global option, before or after the command")
  func option() throws {
    #expect(
      try LayoutlingsCLI.parse(["--edit-cmd", "code --wait"]).options.editCommand == "code --wait")
    #expect(try LayoutlingsCLI.parse(["watch", "--edit-cmd=hx"]).options.editCommand == "hx")
  }
}
