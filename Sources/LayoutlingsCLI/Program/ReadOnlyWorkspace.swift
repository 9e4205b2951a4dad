import Course
import Foundation

/// Opening the store of a workspace that cannot be written (a read-only mount, a folder
/// without write permission) for a command that only reads.
///
/// The store is opened as usual first: that may create or migrate it. Only when that fails
/// and the workspace or its store cannot be written is it opened again read-only, so `list`,
/// `report` and `review` still show what was recorded. Commands that record refuse as before.
enum ReadOnlyWorkspace {
  static func open(_ workspace: Workspace, now: Date, readsOnly: Bool) throws -> CourseStore {
    do {
      return try CourseStore(workspace: workspace, now: now)
    } catch {
      guard readsOnly, !isWritable(workspace) else { throw error }
      switch error {
      case .cannotOpen, .database: break
      default: throw error
      }
      guard FileManager.default.fileExists(atPath: workspace.databaseURL.path) else {
        throw error
      }
      return try CourseStore(workspace: workspace, now: now, readOnly: true)
    }
  }

  /// Whether both the workspace folder and its store can be written (`access(2)`, which knows
  /// read-only mounts).
  static func isWritable(_ workspace: Workspace) -> Bool {
    let files = FileManager.default
    return files.isWritableFile(atPath: workspace.home.path)
      && files.isWritableFile(atPath: workspace.databaseURL.path)
  }
}
