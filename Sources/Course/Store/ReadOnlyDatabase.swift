import Foundation
import SQLite

/// Opens a store only to read it, in a folder that cannot be written.
///
/// SQLite reads a database in WAL mode through its shared-memory file (`-shm`), which it
/// must be able to create. Where it cannot, the file is opened as immutable: nothing else can
/// change it there either. A write-ahead log with something in it would then be ignored, so
/// such a store is refused rather than shown without its latest progress.
enum ReadOnlyDatabase {
  static func open(_ path: String, busyTimeout: Duration) throws -> Database {
    do {
      return try Database(path: path, flags: .readOnly, busyTimeout: busyTimeout)
    } catch let error as SQLiteError where error.primaryCode == .cannotOpen {
      let log = (try? FileManager.default.attributesOfItem(atPath: path + "-wal"))?[.size]
      if let size = log as? NSNumber, size.intValue > 0 {
        throw CourseStoreError.cannotOpen(
          path: path,
          reason: "its write-ahead log holds progress not yet in the file, and reading it needs "
            + "a workspace that can be written")
      }
      return try Database(
        path: uri(path), flags: [.readOnly, .uri], busyTimeout: busyTimeout)
    }
  }

  /// `file:PATH?immutable=1`, the path's `%`, `?` and `#` escaped.
  static func uri(_ path: String) -> String {
    var allowed = CharacterSet.urlPathAllowed
    allowed.remove(charactersIn: "%?#")
    let escaped = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
    return "file:\(escaped)?immutable=1"
  }
}
