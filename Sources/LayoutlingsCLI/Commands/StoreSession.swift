import Course
import Foundation

/// The workspace and course store a command works on, with the course imported if it changed.
struct StoreSession {
  let workspace: Workspace
  let store: CourseStore
  /// The clock of the command: `--now`, or the real time.
  let now: Date
  /// The command line that repairs this workspace's store, should it turn out damaged.
  let repairCommand: String

  /// Finds the workspace (`--home`, `LAYOUTLINGS_HOME`, the checkout's `Data/`), opens its
  /// store and imports the course (`--course`, or the checkout's `Lessons/`) when it changed.
  init(options: GlobalOptions, context: CommandContext, command: [String]) throws {
    now = options.now ?? context.clock()
    repairCommand = Self.repairCommand(options)
    let choice = Workspace.homeChoice(option: options.home, environment: context.environment)
    let home: URL
    do {
      home = try Workspace.resolveHome(
        choice, currentDirectory: context.currentDirectory,
        checkoutData: context.checkoutDirectory?.appendingPathComponent("Data", isDirectory: true))
    } catch {
      throw CommandFailure(.ioError, command: command, error.description)
    }
    workspace = Workspace(home: home)
    let courseDirectory = try Self.courseDirectory(
      options: options, context: context, command: command)
    let opened: CourseStore
    do {
      opened = try CourseStore(workspace: workspace, now: now)
    } catch .corrupt(let path, let detail) {
      throw CommandFailure.damagedStore(
        path: path, detail: detail, repair: Self.repairCommand(options), command: command)
    } catch {
      throw CommandFailure(error, command: command)
    }
    store = opened
    do {
      try store.synchronize(
        courseDirectory: courseDirectory,
        knownDevices: { try DeviceTable.knownDevices(in: context, command: command) }, now: now)
    } catch let error as CourseStoreError {
      throw CommandFailure(error, command: command)
    }
  }

  /// The command line that repairs the store these options name.
  static func repairCommand(_ options: GlobalOptions) -> String {
    var words = ["layoutlings"]
    if let home = options.home { words += ["--home", ShellWord.quoted(home)] }
    if let course = options.course { words += ["--course", ShellWord.quoted(course)] }
    return (words + ["dev", "repair-store"]).joined(separator: " ")
  }

  /// The lessons folder: `--course DIR` (relative to the working folder) or the checkout's.
  static func courseDirectory(
    options: GlobalOptions, context: CommandContext, command: [String]
  ) throws -> URL {
    if let course = options.course {
      guard !course.isEmpty else {
        throw CommandFailure(.usage, command: command, "--course is empty")
      }
      let url = URL(
        fileURLWithPath: course, isDirectory: true, relativeTo: context.currentDirectory
      )
      .standardizedFileURL
      try requireFolder(url, command: command)
      return url
    }
    guard let checkout = context.checkoutDirectory else {
      throw CommandFailure(
        .noInput, command: command, "cannot find the lessons: pass --course DIR")
    }
    let url = checkout.appendingPathComponent("Lessons", isDirectory: true)
    try requireFolder(url, command: command)
    return url
  }

  /// Fails with `noInput` unless `url` is a folder.
  private static func requireFolder(_ url: URL, command: [String]) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CommandFailure(
        .noInput, command: command, "the course folder \(url.path) does not exist")
    }
    guard isFolder.boolValue else {
      throw CommandFailure(.noInput, command: command, "the course folder \(url.path) is a file")
    }
  }

  /// The exercise `id` names, or the current one when `id` is nil.
  func exerciseID(_ id: String?, command: [String]) throws -> String {
    if let id {
      return id
    }
    do {
      guard let current = try store.currentExerciseID() else {
        throw CommandFailure(.noInput, command: command, "the course has no exercises")
      }
      return current
    } catch let error as CourseStoreError {
      throw CommandFailure(error, command: command)
    }
  }

  /// Runs `body`, turning store errors into command failures.
  func run<T>(command: [String], _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch CourseStoreError.corrupt(let path, let detail) {
      throw CommandFailure.damagedStore(
        path: path, detail: detail, repair: repairCommand, command: command)
    } catch let error as CourseStoreError {
      throw CommandFailure(error, command: command)
    } catch let error as WorkspaceError {
      throw CommandFailure(.ioError, command: command, error.description)
    }
  }
}
