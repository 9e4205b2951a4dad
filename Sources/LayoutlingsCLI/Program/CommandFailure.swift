import ArgumentParsing
import Course
import Devices
import FileWatching
import Foundation
import Grader
import GradingService
import Terminal

/// Why a command stopped: the lines standard error shows and the status to exit with. Every
/// command's errors become one of these here, in one place, so the same problem says the same
/// thing and exits with the same status (`ExitCode`) whichever command met it.
///
/// As in swift-argument-parser, a failure reads `Error: <message>`; a usage error adds its
/// usage lines; problems in course files are listed one per line as `path:line: message`, the
/// way compilers report.
struct CommandFailure: Error, CustomStringConvertible {
  /// The lines, each shown as it is.
  var lines: [String]
  /// The exit status.
  var exitCode: ExitCode
  /// The store's path, when the failure is a damaged progress store that a repair could fix.
  var damagedStore: String?

  /// `Error: <message>`, exiting with `exitCode`.
  init(_ exitCode: ExitCode, _ message: String) {
    self.exitCode = exitCode
    self.lines = ["Error: " + message]
  }

  /// Lines shown as they are.
  init(_ exitCode: ExitCode, lines: [String]) {
    self.exitCode = exitCode
    self.lines = lines
  }

  /// A usage error: its message, the usage line and where help is (64).
  init(usage error: UsageError) {
    self.init(.usage, lines: error.fullText().components(separatedBy: "\n"))
  }

  /// The failure for whatever a command threw; `repair` is the command line that repairs the
  /// workspace's store, for a damaged one.
  init(_ error: any Error, repair: String) {
    switch error {
    case let failure as CommandFailure:
      self = failure
    case let usage as UsageError:
      self.init(usage: usage)
    case let store as CourseStoreError:
      self.init(store, repair: repair)
    case let workspace as WorkspaceError:
      // A working copy that is a folder or a FIFO is refused as `grade FILE` refuses one.
      self.init(workspace.isNotARegularFile ? .noInput : .ioError, workspace.description)
    case let devices as DeviceTableError:
      switch devices {
      case .noDataFolder, .missing: self.init(.noInput, devices.description)
      case .malformed: self.init(.dataError, devices.description)
      }
    case let file as LearnerFileError:
      switch file.kind {
      case .missing, .notAFile, .permissionDenied: self.init(.noInput, file.message)
      case .readFailed: self.init(.ioError, file.message)
      case .notSource: self.init(.dataError, file.message)
      }
    case let grading as GradingServiceError:
      self.init(grading, repair: repair)
    case let terminal as TerminalError:
      self.init(.ioError, "the terminal: \(terminal)")
    case let watch as WatchError:
      self.init(.ioError, watch.description)
    default:
      // Whatever it is (a write to standard output that failed, say), it is told on one line.
      let text = "\(error)".split(whereSeparator: \.isNewline).joined(separator: " ")
      self.init(.ioError, text)
    }
  }

  /// A store error: course problems one per line (65); a damaged store with the command that
  /// repairs it (65); a store that cannot be opened or written (74); something the store does
  /// not have (66); a `--now` too far ahead to record at (64).
  init(_ error: CourseStoreError, repair: String) {
    switch error {
    case .courseProblems(let problems):
      self.init(.dataError, lines: problems.map(\.description))
    case .corrupt(let path, _):
      self.init(
        .dataError,
        error.description
          + "; to back it up and rebuild it from what can still be read, run: \(repair)")
      damagedStore = path
    case .newerVersion, .invalidCatalog:
      self.init(.dataError, error.description)
    case .cannotOpen, .database:
      self.init(.ioError, error.description)
    case .unknownExercise, .unknownReviewItem, .noSuchHint:
      self.init(.noInput, error.description)
    case .invalidAttempt, .invalidRating, .invalidPosition, .ratingBeforeLast:
      self.init(.failure, error.description)
    case .aheadOfClock:
      // Only `--now` can name such a time.
      self.init(.usage, error.description + "; give a --now closer to the clock")
    }
  }

  /// A grading error: an exercise the store does not have (66), one whose expected frames do not
  /// fit (65), or the grader's own machinery failing.
  init(_ error: GradingServiceError, repair: String) {
    switch error {
    case .unknownExercise:
      self.init(.noInput, error.description)
    case .ungradableExercise:
      self.init(.dataError, error.description)
    case .noStore:
      self.init(.internalError, error.description)
    case .store(let store):
      self.init(store, repair: repair)
    case .grader(let underlying):
      self = Self.graderFailure(underlying)
    }
  }

  /// The grader's machinery: no compiler (69), a cache that cannot be written (74), else a bug
  /// in Layoutlings (70).
  static func graderFailure(_ error: any Error) -> CommandFailure {
    switch error as? GraderError {
    case .compilerNotFound?:
      return CommandFailure(.unavailable, "\(error)")
    case .fileAccess?:
      return CommandFailure(.ioError, "\(error)")
    default:
      return fileFailure(error) ?? CommandFailure(.internalError, "the grader failed: \(error)")
    }
  }

  /// A Foundation file error (the cache folder under a file, a full disk) as one line, 74.
  private static func fileFailure(_ error: any Error) -> CommandFailure? {
    let error = error as NSError
    guard error.domain == NSCocoaErrorDomain else { return nil }
    let path =
      error.userInfo[NSFilePathErrorKey] as? String
      ?? (error.userInfo[NSURLErrorKey] as? URL)?.path ?? "a file of the grader"
    let reason: String
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      reason = String(cString: strerror(Int32(underlying.code)))
    } else {
      reason =
        blockingAncestor(of: path).map { "\($0) is a file, not a folder" } ?? "error \(error.code)"
    }
    return CommandFailure(.ioError, "cannot write \(path): \(reason)")
  }

  /// The nearest existing ancestor of `path` when it is a file (so nothing can be made under it).
  private static func blockingAncestor(of path: String) -> String? {
    var url = URL(fileURLWithPath: path)
    while url.path != "/" {
      url.deleteLastPathComponent()
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : url.path
      }
    }
    return nil
  }

  /// The lines, on one line.
  var description: String { lines.joined(separator: " ") }

  /// The first line without its `Error: `, as a status line shows it.
  var message: String {
    let first = lines.first ?? ""
    return first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
  }
}
