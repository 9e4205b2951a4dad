import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens a file in the learner's editor: `$LAYOUTLINGS_EDITOR` (which `--edit-cmd` sets), else
/// `$VISUAL`, else `$EDITOR`, run by `/bin/sh` as Git does, so a value such as `code --wait` or
/// `vim -u NONE` works.
package struct EditorLauncher {
  /// The variable that names Layoutlings' own editor command, before `VISUAL` and `EDITOR`.
  package static let variable = "LAYOUTLINGS_EDITOR"

  /// The editor command, or nil when no variable holds one.
  package let command: String?

  /// Picks the editor from `environment`: the first non-blank of `LAYOUTLINGS_EDITOR`,
  /// `VISUAL` and `EDITOR`.
  package init(environment: [String: String]) {
    let candidates = [environment[Self.variable], environment["VISUAL"], environment["EDITOR"]]
    command = candidates.compactMap { $0?.trimmingCharacters(in: .whitespaces) }
      .first { !$0.isEmpty }
  }

  /// Runs the editor on `path` and waits for it; returns how it ended.
  ///
  /// While the editor runs, Ctrl-C and Ctrl-\ are ignored here (the editor gets them), as
  /// `system()` does.
  package func open(_ path: String) throws -> SpawnedProgram.Termination {
    guard let command else { return .exited(127) }
    let interrupt = signal(SIGINT, SIG_IGN)
    let quit = signal(SIGQUIT, SIG_IGN)
    defer {
      _ = signal(SIGINT, interrupt)
      _ = signal(SIGQUIT, quit)
    }
    let editor = try SpawnedProgram.start(
      path: "/bin/sh", arguments: ["sh", "-c", command + " \"$1\"", "sh", path])
    return editor.wait()
  }
}
