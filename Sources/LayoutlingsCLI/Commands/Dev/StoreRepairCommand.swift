import ArgumentParsing
import Course
import Foundation

/// `layoutlings dev repair-store`: backs up a damaged progress store and rebuilds it from what
/// can still be read (see `CourseStore.repair`). A store that opens cleanly is left alone.
struct StoreRepairCommand: Command {
  static let path = ["dev", "repair-store"]
  static let spec = CommandSpec(
    "repair-store", abstract: "Back up a damaged progress store and rebuild it.",
    discussion: "Copies the damaged layoutlings.sqlite to layoutlings.sqlite.corrupt-<time> "
      + "(kept), makes a new store with the course imported, copies into it every attempt, "
      + "rating, hint reveal and setting that can still be read, and says how many were "
      + "recovered and how many lost. It also mends a store missing a table or a migration "
      + "record, and says when an emptied store lost everything. Run it while no other "
      + "layoutlings is running.")

  init() {}

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {}

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let paths = CommandPaths(options: options, context: context)
    let workspace = try paths.workspace()
    let store = workspace.databaseURL.path
    guard FileManager.default.fileExists(atPath: store) else {
      throw CommandFailure(.noInput, "there is no progress store at \(store)")
    }
    let now = options.now ?? context.clock()
    if try Self.opensCleanly(workspace, now: now) {
      try context.say("The progress store \(store) is not damaged; nothing to repair.")
      return .success
    }
    let report = try Self.repair(store, paths: paths, now: now)
    try context.say(Self.lines(report, store: store))
    return .success
  }

  /// Whether the store opens; false when it is damaged; other failures (a newer version's
  /// store, a folder that cannot be read) are reported as they are.
  private static func opensCleanly(_ workspace: Workspace, now: Date) throws -> Bool {
    do {
      _ = try CourseStore(workspace: workspace, now: now)
      return true
    } catch .corrupt {
      return false
    }
  }

  /// Loads the course and rebuilds the store at `store` with it.
  static func repair(_ store: String, paths: CommandPaths, now: Date) throws
    -> StoreRepairReport
  {
    let courseDirectory = try paths.course()
    let (catalog, problems) = LessonCatalog.load(
      courseDirectory: courseDirectory, knownDevices: Set(try paths.devices().names))
    guard problems.isEmpty, let catalog else {
      throw CourseStoreError.courseProblems(problems)
    }
    return try CourseStore.repair(
      path: store, catalog: catalog,
      fingerprint: CourseFingerprint.quick(courseDirectory: courseDirectory), now: now)
  }

  /// What the repair did, for people: where the backup is and what was recovered.
  static func lines(_ report: StoreRepairReport, store: String) -> [String] {
    var lines = ["Backed up the damaged progress store to \(report.backupPath) (kept as it was)."]
    if report.sourceWasEmpty {
      lines.append(
        "It was empty (0 bytes): everything recorded in it is lost; the working copies are kept.")
    } else if !report.sourceReadable {
      lines.append("Nothing in it could be read.")
    } else if report.rebuiltHeader {
      lines.append("Its header was wiped; it was read with a rebuilt one.")
    }
    if !report.schemaDifferences.isEmpty {
      lines.append("Its schema was not the one its migrations make:")
      lines += report.schemaDifferences.map { "  \($0)" }
      lines.append("The new store has every table; rows were copied from those it had.")
    }
    lines.append("Rebuilt \(store) with the course imported:")
    lines += report.tables.map { "  \($0.description)" }
    lines.append("Review schedules were recomputed from the recovered ratings.")
    return lines
  }
}
