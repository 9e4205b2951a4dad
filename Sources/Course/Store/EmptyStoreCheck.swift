import Foundation

/// Tells a store file that lost everything from a new one.
///
/// SQLite takes a file of 0 bytes for a new, empty database. Beside working copies it is not
/// one: the learner has worked here, and the attempts, ratings and hints recorded are gone
/// (a disk that filled up, a copy cut short). Starting afresh in silence would hide that, so
/// such a store is refused as damaged, and `dev repair-store` says what was lost.
enum EmptyStoreCheck {
  /// How long a new store's file may stay empty: its creator writes the first page within
  /// milliseconds of making it, and another process may look in between.
  static let creationWindow: TimeInterval = 10

  /// Why the store of `workspace` is damaged, or nil when it has bytes, is missing, was made
  /// just now, or the workspace has no working copies.
  static func problem(in workspace: Workspace, clock: Date = Date()) -> String? {
    let path = workspace.databaseURL.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      attributes[.type] as? FileAttributeType == .typeRegular,
      (attributes[.size] as? NSNumber)?.intValue == 0,
      let modified = attributes[.modificationDate] as? Date,
      clock.timeIntervalSince(modified) > creationWindow
    else { return nil }
    let copies = workspace.existingWorkingCopies().count
    guard copies > 0 else { return nil }
    let noun = copies == 1 ? "working copy" : "working copies"
    return "it is empty (0 bytes) although the workspace has \(copies) \(noun) in "
      + "\(workspace.exercisesDirectory.path), so the attempts, ratings and hints recorded "
      + "in it are gone"
  }
}
