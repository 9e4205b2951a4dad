import Foundation
import SQLite

/// Why the course store could not do what was asked. Every `description` is one line that names
/// the store's file where it matters, fit to show as it is.
public enum CourseStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The store's file is damaged or is not a database; it was left as it is.
  case corrupt(path: String, detail: String)
  /// The store was written by a newer Layoutlings: it records migrations this one does not know.
  case newerVersion(path: String, migrations: [String])
  /// The store's file or folder cannot be opened or created.
  case cannotOpen(path: String, reason: String)
  /// SQLite reported an error that is neither damage nor a newer version.
  case database(path: String, message: String)
  /// The course in the lessons folder has problems, so it was not imported.
  case courseProblems([CatalogProblem])
  /// The catalog given to `importCourse` is inconsistent (it was not read by `LessonCatalog`).
  case invalidCatalog(String)
  /// No exercise in the store has this id.
  case unknownExercise(String)
  /// Neither an exercise nor a review card of the course has this id.
  case unknownReviewItem(String)
  /// The exercise has no hint at this 0-based index; it has `count` hints.
  case noSuchHint(exercise: String, index: Int, count: Int)
  /// An attempt could not be recorded because one of its values is out of range.
  case invalidAttempt(String)
  /// A rating could not be recorded because one of its values is out of range.
  case invalidRating(String)
  /// The learner's position names something the course does not have.
  case invalidPosition(String)
  /// A record (`what`: `the rating`, …) dated more than a day after the clock
  /// (`RecordingTime`); nothing was recorded.
  case aheadOfClock(what: String, date: Date, clock: Date)
  /// A rating dated before the item's last one: the log is kept in time order.
  case ratingBeforeLast(item: String, date: Date, last: Date)

  /// One line for the terminal.
  public var description: String {
    switch self {
    case .corrupt(let path, let detail):
      return "the progress store \(path) is damaged (\(detail)); it was left as it is"
    case .newerVersion(let path, let migrations):
      let ours = StoreSchema.migrations.map(\.id).max() ?? 0
      let theirs = migrations.compactMap(Self.migrationNumber).max().map { "version \($0)" }
      return "the progress store \(path) was written by a newer version of Layoutlings "
        + "(its schema is at \(theirs ?? "a newer version"), this version's at version \(ours); "
        + "it has \(migrations.joined(separator: ", ")), which this version does not know); "
        + "update Layoutlings to use it; the file was left as it is"
    case .cannotOpen(let path, let reason):
      return "cannot open the progress store \(path): \(reason)"
    case .database(let path, let message):
      return "the progress store \(path) failed: \(message)"
    case .courseProblems(let problems):
      let noun = problems.count == 1 ? "problem" : "problems"
      return "the course has \(problems.count) \(noun) and was not imported"
    case .invalidCatalog(let reason):
      return "cannot import the course: \(reason)"
    case .unknownExercise(let id):
      return "no exercise \(QuotedText.quoted(id)) in this course"
    case .unknownReviewItem(let id):
      return "no exercise or review card \(QuotedText.quoted(id)) in this course"
    case .noSuchHint(let exercise, let index, let count):
      let noun = count == 1 ? "hint" : "hints"
      return "\(exercise) has \(count) \(noun), so it has no hint \(index + 1)"
    case .invalidAttempt(let reason):
      return "cannot record the attempt: \(reason)"
    case .invalidRating(let reason):
      return "cannot record the rating: \(reason)"
    case .invalidPosition(let reason):
      return "cannot move there: \(reason)"
    case .aheadOfClock(let what, let date, let clock):
      let days = max(1, Int(min(date.timeIntervalSince(clock) / 86_400, 1e9)))
      let span = days == 1 ? "1 day" : "\(days) days"
      return "cannot record \(what) at \(RecordingTime.text(date)): that is more than \(span) "
        + "after the clock (\(RecordingTime.text(clock))), and progress is recorded at most 1 day "
        + "ahead"
    case .ratingBeforeLast(let item, let date, let last):
      return "cannot rate \(item) at \(RecordingTime.text(date)): it was last rated at "
        + "\(RecordingTime.text(last)), and ratings are recorded in time order"
    }
  }

  /// SQLite's message, with what it means for the learner's progress where that is clear.
  static func explanation(of error: SQLiteError) -> String {
    let kept = "what was saved before is kept"
    switch error.primaryCode {
    case .full:
      return "writing failed: the disk is full (\(error.message)); \(kept)"
    case .ioError where error.systemErrno == ENOSPC:
      // SQLite says only "disk I/O error" when the shared-memory file cannot grow.
      return "writing failed: the disk is full (\(error.message), \(error.code.name)); \(kept)"
    case .ioError where writeFailures[error.code.rawValue >> 8] != nil:
      let name = writeFailures[error.code.rawValue >> 8] ?? ""
      return "writing failed (\(error.message), \(name)): the disk may be full or the file too "
        + "large; \(kept)"
    case .ioError:
      return "reading or writing the file failed (\(error.message), \(error.code.name)); \(kept)"
    case .readOnly:
      return "the file cannot be written (\(error.message))"
    default:
      return error.message
    }
  }

  /// The extended `SQLITE_IOERR` codes of a failed write (sqlite3.h), by their upper byte.
  private static let writeFailures: [Int32: String] = [
    3: "SQLITE_IOERR_WRITE", 4: "SQLITE_IOERR_FSYNC", 6: "SQLITE_IOERR_TRUNCATE",
    19: "SQLITE_IOERR_SHMSIZE",
  ]

  /// The number in `migration 4 "name"`.
  private static func migrationNumber(_ text: String) -> Int? {
    guard text.hasPrefix("migration ") else { return nil }
    return Int(text.dropFirst("migration ".count).prefix { $0.isNumber })
  }

  /// The error to report for `error`, thrown while working on the store at `path`.
  static func wrapping(_ error: any Error, path: String) -> CourseStoreError {
    if let error = error as? CourseStoreError {
      return error
    }
    if Database.isCorruption(error) {
      let message = (error as? SQLiteError)?.message ?? String(describing: error)
      return .corrupt(path: path, detail: message)
    }
    if case MigrationError.unknownMigrations(let records) = error {
      return .newerVersion(
        path: path, migrations: records.map { "migration \($0.id) \"\($0.name)\"" })
    }
    if let error = error as? SQLiteError {
      return .database(path: path, message: Self.explanation(of: error))
    }
    return .database(path: path, message: String(describing: error))
  }
}
