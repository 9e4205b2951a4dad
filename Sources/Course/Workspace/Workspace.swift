import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a learner's things live: the progress database and the working copies of exercises.
///
/// Layout under `home`: `layoutlings.sqlite` (the course store) and
/// `exercises/<module>/<exercise>.swift` (one working copy per visited exercise). Working copies
/// are created from starters on first visit and never overwritten, except by `reset`, which
/// keeps the old file as a backup. Every write is atomic (see `AtomicFile`).
public struct Workspace: Sendable, Equatable {
  /// The workspace folder (`Data/` of the checkout by default).
  public let home: URL

  /// Creates a workspace rooted at `home`; nothing is touched until something is written.
  public init(home: URL) {
    self.home = home.standardizedFileURL
  }

  /// The course store's database file.
  public var databaseURL: URL { home.appendingPathComponent("layoutlings.sqlite") }

  /// The folder holding the working copies.
  public var exercisesDirectory: URL { home.appendingPathComponent("exercises", isDirectory: true) }

  /// The working copy of the exercise with `id` (`"<module>/<exercise>"`).
  /// - Throws: `WorkspaceError` if `id` is not two folder names joined by `/`.
  public func workingCopyURL(forExerciseID id: String) throws(WorkspaceError) -> URL {
    let parts = id.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard parts.count == 2, parts.allSatisfy(FolderName.isValid) else {
      throw WorkspaceError(
        action: "cannot find a working copy for", path: id,
        reason: "an exercise id is \"<module>/<exercise>\", both named like \"01-short-name\"")
    }
    return exercisesDirectory.appendingPathComponent(parts[0], isDirectory: true)
      .appendingPathComponent(parts[1] + ".swift")
  }

  /// The working copies there are (`exercises/<module>/<exercise>.swift`), in no set order.
  public func existingWorkingCopies() -> [URL] {
    let files = FileManager.default
    let modules = (try? files.contentsOfDirectory(atPath: exercisesDirectory.path)) ?? []
    return modules.filter(FolderName.isValid).flatMap { module -> [URL] in
      let folder = exercisesDirectory.appendingPathComponent(module, isDirectory: true)
      let names = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
    }
  }

  /// Makes sure the exercise has a working copy, creating it from `starter` if there is none.
  ///
  /// An existing working copy is never changed.
  /// - Returns: the working copy and whether it was created now.
  /// - Throws: `WorkspaceError` if the folder or file cannot be made.
  public func prepareWorkingCopy(exerciseID: String, starter: String) throws(WorkspaceError)
    -> WorkingCopy
  {
    let url = try workingCopyURL(forExerciseID: exerciseID)
    let path = url.path
    switch FileSystem.kind(at: path) {
    case .file:
      return WorkingCopy(url: url, wasCreated: false)
    case .directory, .other:
      throw WorkspaceError(
        action: "cannot use the working copy", path: path, reason: WorkspaceError.notARegularFile)
    case .missing:
      try makeFolder(for: path)
      let created: Bool
      do {
        created = try AtomicFile.createNew(path, with: Array(starter.utf8))
      } catch {
        throw WorkspaceError(action: "cannot write", path: path, reason: error.reason)
      }
      return WorkingCopy(url: url, wasCreated: created)
    }
  }

  /// Makes sure `exercise` has a working copy (see `prepareWorkingCopy(exerciseID:starter:)`).
  public func prepareWorkingCopy(for exercise: ExerciseSpec) throws(WorkspaceError) -> WorkingCopy {
    try prepareWorkingCopy(exerciseID: exercise.id, starter: exercise.starter)
  }

  /// Puts the starter back in the working copy, keeping the old file as a backup.
  ///
  /// The backup sits next to the working copy as `<exercise>.swift.bak-<UTC time>`, the time in
  /// ISO 8601 basic format (`20250301T091500Z`), with `-2`, `-3`, … added if that name is taken.
  /// No backup is made when there was no working copy or it already equals the starter. The
  /// working copy is replaced atomically, so it is never missing or half-written.
  /// - Throws: `WorkspaceError` if anything cannot be read or written; the working copy is then
  ///   unchanged.
  public func reset(exerciseID: String, starter: String, now: Date) throws(WorkspaceError)
    -> WorkingCopyReset
  {
    let url = try workingCopyURL(forExerciseID: exerciseID)
    let path = url.path
    let starterBytes = Array(starter.utf8)
    switch FileSystem.kind(at: path) {
    case .missing:
      let copy = try prepareWorkingCopy(exerciseID: exerciseID, starter: starter)
      return WorkingCopyReset(url: copy.url, backup: nil)
    case .directory, .other:
      // Nothing is removed for the learner: they say where it goes, and reset starts afresh.
      throw WorkspaceError(
        action: "cannot reset", path: path,
        reason: WorkspaceError.notARegularFile
          + "; move it out of the way and run reset again to get the starter")
    case .file:
      break
    }
    if try holds(starterBytes, path) { return WorkingCopyReset(url: url, backup: nil) }
    let backup = try keepAsBackup(path, now: now)
    do {
      try AtomicFile.replace(path, with: starterBytes)
    } catch {
      throw WorkspaceError(action: "cannot write", path: path, reason: error.reason)
    }
    return WorkingCopyReset(url: url, backup: URL(fileURLWithPath: backup))
  }

  /// Resets `exercise`'s working copy (see `reset(exerciseID:starter:now:)`).
  public func reset(_ exercise: ExerciseSpec, now: Date) throws(WorkspaceError) -> WorkingCopyReset
  {
    try reset(exerciseID: exercise.id, starter: exercise.starter, now: now)
  }

  /// The backup file name for `date`: `.bak-` and the UTC time in ISO 8601 basic format.
  public static func backupSuffix(for date: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    func padded(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    let day = padded(parts.year, 4) + padded(parts.month, 2) + padded(parts.day, 2)
    let time = padded(parts.hour, 2) + padded(parts.minute, 2) + padded(parts.second, 2)
    return ".bak-\(day)T\(time)Z"
  }

  /// Whether the file at `path` holds exactly `bytes`; only a file of their size is read, so a
  /// working copy of any size can be reset.
  private func holds(_ bytes: [UInt8], _ path: String) throws(WorkspaceError) -> Bool {
    let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber
    guard size?.intValue == bytes.count else { return false }
    do {
      return try FileSystem.readFile(at: path) == bytes
    } catch {
      throw WorkspaceError(action: "cannot read", path: path, reason: error.reason)
    }
  }

  /// Gives the file at `path` its backup name as well (a hard link: nothing is copied, so its
  /// size does not matter), and returns that name. Replacing the working copy afterwards leaves
  /// the backup holding the old contents.
  private func keepAsBackup(_ path: String, now: Date) throws(WorkspaceError) -> String {
    let base = path + Self.backupSuffix(for: now)
    var attempt = 1
    while true {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      // `link` never replaces: a name already taken fails with EEXIST.
      if link(path, candidate) == 0 { return candidate }
      guard errno == EEXIST else {
        throw WorkspaceError(
          action: "cannot write the backup", path: candidate,
          reason: String(cString: strerror(errno)))
      }
      attempt += 1
    }
  }

  private func makeFolder(for path: String) throws(WorkspaceError) {
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try AtomicFile.makeDirectories(folder)
    } catch {
      throw WorkspaceError(
        action: "cannot create the folder", path: error.path ?? folder, reason: error.reason)
    }
  }
}

/// A working copy after `Workspace.prepareWorkingCopy`.
public struct WorkingCopy: Sendable, Equatable {
  /// The working copy's file.
  public var url: URL
  /// Whether it was created from the starter just now.
  public var wasCreated: Bool
}

/// A working copy after `Workspace.reset`.
public struct WorkingCopyReset: Sendable, Equatable {
  /// The working copy's file, now holding the starter.
  public var url: URL
  /// Where the previous contents were kept, if a backup was made.
  public var backup: URL?
}
