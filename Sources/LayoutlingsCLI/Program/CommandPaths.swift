import Checkout
import Course
import Devices
import Foundation
import Grader

/// Where a command's things are, worked out once from the global options, the environment and
/// the checkout: the workspace (`--home`, `LAYOUTLINGS_HOME`, the checkout's `Data/`), the
/// course (`--course`, the checkout's `Lessons/`), the data folder (`LAYOUTLINGS_DATA`, the
/// checkout's `Data/`), the device table in it, the grader's cache, and the files named on the
/// command line. The one path resolver: no command works any of these out itself.
final class CommandPaths {
  let options: GlobalOptions
  let context: CommandContext
  private var resolvedHome: URL?
  private var resolvedCourse: URL?
  private var loadedDevices: DeviceTable?

  init(options: GlobalOptions, context: CommandContext) {
    self.options = options
    self.context = context
  }

  /// The Layoutlings checkout, if there is one.
  var checkout: URL? { context.checkoutDirectory }

  /// The workspace folder (it need not exist yet).
  /// - Throws: `WorkspaceError` for an empty path, one that is a file, or no checkout to default to.
  func home() throws -> URL {
    if let resolvedHome { return resolvedHome }
    let home = try Workspace.resolveHome(
      Workspace.homeChoice(option: options.home, environment: context.environment),
      currentDirectory: context.currentDirectory, checkoutData: checkout.map(Checkout.dataFolder))
    resolvedHome = home
    return home
  }

  /// The learner's workspace.
  func workspace() throws -> Workspace { Workspace(home: try home()) }

  /// The lessons folder: `--course DIR` (relative to the working folder) or the checkout's.
  /// - Throws: `CommandFailure` when it is not given and there is no checkout, or is no folder.
  func course() throws -> URL {
    if let resolvedCourse { return resolvedCourse }
    let url: URL
    if let course = options.course {
      guard !course.isEmpty else { throw CommandFailure(.usage, "--course is empty") }
      url = file(course)
    } else if let checkout {
      url = Checkout.lessonsFolder(of: checkout)
    } else {
      throw CommandFailure(.noInput, "cannot find the lessons: pass --course DIR")
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CommandFailure(.noInput, "the course folder \(url.path) does not exist")
    }
    guard isFolder.boolValue else {
      throw CommandFailure(.noInput, "the course folder \(url.path) is a file")
    }
    resolvedCourse = url
    return url
  }

  /// The data folder programs read (`DataFolder`).
  func dataFolder() throws(DeviceTableError) -> URL {
    guard
      let folder = DataFolder.resolve(
        environment: context.environment, currentDirectory: context.currentDirectory,
        checkout: checkout)
    else { throw .noDataFolder }
    return folder
  }

  /// The device table: the context's, else `devices.json` in the data folder, read once.
  func devices() throws(DeviceTableError) -> DeviceTable {
    if let loadedDevices { return loadedDevices }
    let table: DeviceTable
    if let given = context.devices {
      table = given
    } else {
      table = try DeviceTable.load(dataFolder: try dataFolder())
    }
    loadedDevices = table
    return table
  }

  /// A path from the command line, taken from the working folder when relative.
  func file(_ path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path).standardizedFileURL
      : context.currentDirectory.appendingPathComponent(path).standardizedFileURL
  }

  /// The grader's configuration: the engine the package built (or, failing that, built from the
  /// checkout's `Sources/` into the workspace's `cache/`), the data folder, the environment.
  /// - Throws: `CommandFailure` when there is no checkout to find the engine in.
  func graderConfiguration(usesVerdictCache: Bool = true) throws -> GraderConfiguration {
    guard let checkout else {
      throw CommandFailure(
        .noInput,
        "cannot find the Layoutlings checkout, whose Sources/ hold the layout engine the grader"
          + " compiles against")
    }
    return GraderConfiguration(
      packageRoot: checkout.path, dataDirectory: try dataFolder().path,
      cacheDirectory: try home().appendingPathComponent("cache", isDirectory: true).path,
      environment: context.environment, usesVerdictCache: usesVerdictCache)
  }
}
