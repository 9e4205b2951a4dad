import Devices
import Foundation

/// A course read from its `Lessons/` folder, with every file checked.
///
/// `load` never stops at the first problem: it reads everything it can and returns every
/// problem it found, file by file in reading order, line by line. Importers must refuse a course
/// with any problem; the partial catalog exists for tools such as `dev check` that still want
/// to work with the exercises that did load.
public struct LessonCatalog: Sendable, Codable, Equatable {
  /// The newest lesson format this version of Layoutlings reads.
  public static let currentFormatVersion = 1

  /// The course.
  public var course: Course

  /// Creates a catalog of `course`.
  public init(course: Course) {
    self.course = course
  }

  /// Every exercise, module by module in course order.
  public var exercises: [ExerciseSpec] { course.modules.flatMap(\.exercises) }

  /// The exercise with `id` (`"<module>/<exercise>"`), if there is one.
  public func exercise(id: String) -> ExerciseSpec? {
    for module in course.modules {
      if let exercise = module.exercises.first(where: { $0.id == id }) { return exercise }
    }
    return nil
  }

  /// The module in folder `id`, if there is one.
  public func module(id: String) -> Module? {
    course.modules.first { $0.id == id }
  }

  /// Reads and checks the course in `courseDirectory`.
  ///
  /// - Parameters:
  ///   - courseDirectory: the folder holding `course.json` (normally `Lessons/`). Problem paths
  ///     start with this folder's name.
  ///   - knownDevices: the device ids exercises may name (custom `WIDTHxHEIGHT@SCALE` screens are
  ///     always allowed).
  ///   - hasher: how each exercise's content hash is made.
  ///   - deviceTable: the devices' sizes and kinds, to check that each device can go through the
  ///     steps' changes (`dev check` gives it); nil: those checks are left to the harness.
  /// - Returns: the catalog (`nil` when `course.json` cannot be read or is of a newer format;
  ///   otherwise the modules and exercises that loaded cleanly) and every problem found.
  public static func load(
    courseDirectory: URL, knownDevices: Set<String>, hasher: ContentHasher = .fnv1a64,
    deviceTable: DeviceTable? = nil
  ) -> (catalog: LessonCatalog?, problems: [CatalogProblem]) {
    let root = courseDirectory.standardizedFileURL.path
    let log = ProblemLog(root: courseDirectory.standardizedFileURL.lastPathComponent)
    guard FileSystem.kind(at: root) == .directory else {
      log.report("", "the course folder does not exist")
      return (nil, log.problems)
    }
    let files = CourseFiles(root: root, log: log)
    guard let manifest = CourseManifestReader(files: files).read() else {
      return (nil, log.problems)
    }
    reportUnlistedModules(manifest, files: files)

    let moduleLoader = ModuleLoader(
      files: files,
      exerciseLoader: ExerciseLoader(
        files: files, knownDevices: knownDevices, deviceTable: deviceTable, hasher: hasher))
    var modules: [Module] = []
    var idLocations: [String: String] = [:]
    for (id, _) in manifest.modules {
      let outcome = moduleLoader.load(id: id)
      if let module = outcome.module { modules.append(module) }
      for written in outcome.writtenIDs {
        let location = "\(log.displayPath(written.path)):\(written.line)"
        if let first = idLocations[written.id] {
          log.report(
            written.path, line: written.line,
            "exercise id \"\(written.id)\" is also used at \(first)")
        } else {
          idLocations[written.id] = location
        }
      }
    }
    guard let title = manifest.title else { return (nil, log.problems) }
    let course = Course(
      title: title, formatVersion: manifest.formatVersion, welcome: manifest.welcome,
      modules: modules)
    return (LessonCatalog(course: course), log.problems)
  }

  /// Reports numbered folders in the course folder that `course.json` does not list.
  private static func reportUnlistedModules(
    _ manifest: CourseManifestReader.Manifest, files: CourseFiles
  ) {
    guard let modulesLine = manifest.modulesLine else { return }
    let file = SourceFile(CourseManifestReader.path, log: files.log)
    let entries: [String]
    do {
      entries = try FileSystem.directoryEntries(at: files.root)
    } catch {
      files.log.report("", "cannot list the course folder: \(error.reason)")
      return
    }
    for name in entries where files.kind(name) == .directory {
      if !FolderName.isValid(name) {
        files.log.report(name, "a module folder must be named like \"01-short-name\"")
      } else if !manifest.modules.contains(where: { $0.id == name }) {
        file.report(line: modulesLine, "module folder \"\(name)\" is not listed in \"modules\"")
      }
    }
  }
}
