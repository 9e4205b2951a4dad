import Course
import Foundation

/// `layoutlings dev repair-store`: backs up a damaged progress store and rebuilds it from what
/// can still be read (see `CourseStore.repair`). A store that opens cleanly is left alone.
struct StoreRepairCommand {
  static let path = ["dev", "repair-store"]

  let options: GlobalOptions
  let context: CommandContext

  func run() throws -> ExitCode {
    let command = Self.path
    let home: URL
    do {
      home = try Workspace.resolveHome(
        Workspace.homeChoice(option: options.home, environment: context.environment),
        currentDirectory: context.currentDirectory,
        checkoutData: context.checkoutDirectory?.appendingPathComponent("Data", isDirectory: true))
    } catch {
      throw CommandFailure(.ioError, command: command, error.description)
    }
    let store = Workspace(home: home).databaseURL.path
    guard FileManager.default.fileExists(atPath: store) else {
      throw CommandFailure(.noInput, command: command, "there is no progress store at \(store)")
    }
    let now = options.now ?? context.clock()
    if try Self.opensCleanly(store, now: now, command: command) {
      try context.output.write("The progress store \(store) is not damaged; nothing to repair.\n")
      return .success
    }
    let report = try Self.repair(store, options: options, context: context, now: now)
    try context.output.write(Self.lines(report, store: store).map { $0 + "\n" }.joined())
    return .success
  }

  /// Whether the store opens; false when it is damaged; other failures (a newer version's
  /// store, a folder that cannot be read) are reported as they are.
  private static func opensCleanly(_ store: String, now: Date, command: [String]) throws -> Bool {
    do {
      _ = try CourseStore(path: store, now: now)
      return true
    } catch .corrupt {
      return false
    } catch {
      throw CommandFailure(error, command: command)
    }
  }

  /// Loads the course and rebuilds the store at `store` with it.
  static func repair(
    _ store: String, options: GlobalOptions, context: CommandContext, now: Date
  ) throws -> StoreRepairReport {
    let command = path
    let courseDirectory = try StoreSession.courseDirectory(
      options: options, context: context, command: command)
    let devices = try DeviceTable.knownDevices(in: context, command: command)
    let (catalog, problems) = LessonCatalog.load(
      courseDirectory: courseDirectory, knownDevices: devices)
    guard problems.isEmpty, let catalog else {
      throw CommandFailure(.courseProblems(problems), command: command)
    }
    do {
      return try CourseStore.repair(
        path: store, catalog: catalog,
        fingerprint: CourseFingerprint.quick(courseDirectory: courseDirectory), now: now)
    } catch {
      throw CommandFailure(error, command: command)
    }
  }

  /// What the repair did, for people: where the backup is and what was recovered.
  static func lines(_ report: StoreRepairReport, store: String) -> [String] {
    var lines = ["Backed up the damaged progress store to \(report.backupPath) (kept as it was)."]
    if !report.sourceReadable {
      lines.append("Nothing in it could be read.")
    } else if report.rebuiltHeader {
      lines.append("Its header was wiped; it was read with a rebuilt one.")
    }
    lines.append("Rebuilt \(store) with the course imported:")
    lines += report.tables.map { "  \($0.description)" }
    lines.append("Review schedules were recomputed from the recovered ratings.")
    return lines
  }
}
