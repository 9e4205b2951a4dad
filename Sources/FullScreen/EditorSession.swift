import Foundation

/// Opens files in the editor around a suspended full screen and says whether they changed.
package struct EditorSession {
  package let launcher: EditorLauncher
  package let terminal: FullScreenTerminal

  /// A session that opens files with `launcher`, giving it `terminal` meanwhile.
  package init(launcher: EditorLauncher, terminal: FullScreenTerminal) {
    self.launcher = launcher
    self.terminal = terminal
  }

  /// How opening a file went.
  package enum Outcome: Equatable {
    /// No editor is configured.
    case noEditor
    /// The editor closed normally; `changed` says whether the file changed.
    case closed(changed: Bool)
    /// The editor's command ended at once, successfully, without changing the file: a GUI
    /// editor without `--wait`, or a launcher that starts the editor in the background. The file
    /// stays open there, and the screen's watcher grades its saves.
    case returnedAtOnce
    /// The editor failed; the message says how.
    case failed(String)
  }

  /// How soon an editor's command must end, unchanged, to count as having returned at once.
  /// A learner closing a blocking editor without an edit takes longer than this; a launcher
  /// handing the file to a running editor takes a fraction of it.
  package static let atOnce = Duration.seconds(1)

  /// Opens `file` and waits for the editor's command to end.
  package func open(_ file: URL) throws -> Outcome {
    guard let command = launcher.command else { return .noEditor }
    let before = FileManager.default.contents(atPath: file.path)
    let start = ContinuousClock.now
    let ending = try terminal.suspend { try launcher.open(file.path) }
    let after = FileManager.default.contents(atPath: file.path)
    return Self.outcome(
      ending, command: command, changed: before != after, took: ContinuousClock.now - start)
  }

  /// What an editor's ending means: `ending` after `took`, having `changed` the file or not.
  package static func outcome(
    _ ending: SpawnedProgram.Termination, command: String, changed: Bool, took: Duration
  ) -> Outcome {
    switch ending {
    case .exited(0):
      if !changed, took < atOnce { return .returnedAtOnce }
      return .closed(changed: changed)
    case .exited(let status):
      return .failed("The editor (\(command)) exited with status \(status).")
    case .signalled(let signal):
      return .failed("The editor (\(command)) was stopped by signal \(signal).")
    }
  }
}
