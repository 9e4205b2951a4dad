import Course
import EditorSupport
import Foundation
import Grader

/// Keeps the workspace's folders of working copies (`exercises/` and `review/`) editor-ready:
/// after working copies are made and after a grade (which may have rebuilt the engine), each of
/// those folders that exists gets the `compile_flags.txt` `EditorFolderSetup` writes, rewritten
/// when it is stale (another engine or toolchain).
///
/// It never stops a learner's command: when the engine is not built yet it waits for the grade
/// that builds it, and a write that fails is one warning line, once per command.
final class WorkspaceEditorSettings {
  /// The workspace.
  let workspace: Workspace
  /// The grader's session, once the command has a grading service: its compiler is the one
  /// grades use, rebuilt engine included.
  var gradingSession: GradingSession?
  /// Where the one warning goes (standard error, or a full screen's bottom line).
  var warn: (String) -> Void
  private let configuration: () throws -> GraderConfiguration
  private var ownSession: GradingSession?
  private var hasWarned = false

  /// Settings for `workspace`'s folders, the engine found with `configuration`.
  init(
    workspace: Workspace, configuration: @escaping () throws -> GraderConfiguration,
    warn: @escaping (String) -> Void
  ) {
    self.workspace = workspace
    self.configuration = configuration
    self.warn = warn
  }

  /// The workspace's folders that hold working copies.
  var folders: [URL] {
    [workspace.exercisesDirectory, ReviewFolder(home: workspace.home).directory]
  }

  /// Whether `file` lies in one of the workspace's folders of working copies.
  func holds(_ file: URL) -> Bool {
    let path = file.standardizedFileURL.path
    return folders.contains { path.hasPrefix($0.standardizedFileURL.path + "/") }
  }

  /// Writes or refreshes the settings in every folder of working copies that exists; does
  /// nothing when they are current, or when the engine would have to be built first.
  func keepCurrent() {
    let manager = FileManager.default
    let existing = folders.filter { manager.fileExists(atPath: $0.path) }
    guard !existing.isEmpty, let settings = builtEngineSettings() else { return }
    let setup = EditorFolderSetup(settings: settings)
    for folder in existing {
      do {
        try setup.write(into: folder)
      } catch {
        warnOnce("Warning: \(error.description); grading is not affected")
      }
    }
  }

  /// The editor settings for the engine as it is built now, nil when it is not built or the
  /// grader cannot be found (grading says why itself).
  func builtEngineSettings() -> EditorBuildSettings? {
    do {
      let session =
        try gradingSession ?? ownSession ?? GradingSession(configuration: configuration())
      if gradingSession == nil { ownSession = session }
      return try session.preparedWithoutBuilding().map(EditorBuildSettings.init(compiler:))
    } catch {
      return nil
    }
  }

  private func warnOnce(_ line: String) {
    guard !hasWarned else { return }
    hasWarned = true
    warn(line)
  }
}
