import EditorSupport
import Foundation
import Grader
import Terminal

/// What `grade` does for the learner's editor after a verdict: a working copy's folders are
/// kept current; for a file of the learner's own elsewhere (in one of `LearnerFolders`), whose
/// folder has no editor settings (or stale ones), one line names the command that writes them.
/// The line is never about a folder outside the learner's own (`grade /etc/passwd` says nothing
/// of `/etc`), and never follows `--json` (read by a program) or a verdict where the program
/// did not run to its end (a timeout, a crash): the editor is not what went wrong then.
enum EditorReadiness {
  /// The line for `file`'s folder, nil when it is set up, holds a `compile_flags.txt` of
  /// someone else's, or the engine is not built.
  static func suggestion(for file: URL, settings: WorkspaceEditorSettings) -> String? {
    guard let built = settings.builtEngineSettings() else { return nil }
    let folder = file.deletingLastPathComponent()
    switch EditorFolderSetup(settings: built).status(of: folder) {
    case .current, .foreign:
      return nil
    case .missing, .stale:
      return "For UIKit completion and documentation in your editor here, run: "
        + EditorSetupCommand.commandLine(for: folder)
    }
  }

  /// Keeps the workspace's folders current when `file` is a working copy or review copy, else
  /// prints `suggestion(for:settings:)` on standard error (the verdict alone is on standard
  /// output, as `--json` needs).
  static func afterGrading(
    _ file: URL, settings: WorkspaceEditorSettings, context: CommandContext,
    workspaceHome: URL, json: Bool, status: Verdict.Status
  ) {
    if settings.holds(file) {
      settings.keepCurrent()
      return
    }
    guard !json, status != .timeout, status != .runtimeError else { return }
    let folders = LearnerFolders(environment: context.environment, workspaceHome: workspaceHome)
    guard folders.contains(file.deletingLastPathComponent()) else { return }
    if let line = suggestion(for: file, settings: settings) {
      // On a terminal, wrapped at spaces as the verdict is, so the command stays whole on its own
      // line; elsewhere one line, as tools reading standard error expect it.
      let onTerminal = (context.errors as? TerminalDevice)?.isTerminal == true
      let pieces = onTerminal ? ExplanationWrapping.lines(line, width: context.columns) : [line]
      for piece in pieces { context.warn(piece) }
    }
  }
}
