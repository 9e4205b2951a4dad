import Course
import Foundation

/// Works out which exercise a file is: `--exercise ID`, else a `// exercise: <id>` comment line,
/// else the file's place in the workspace (`<home>/exercises/<module>/<exercise>.swift`).
enum ExerciseLocator {
  /// The id named by an `// exercise: <id>` line: the first such line of the file.
  static func headerID(in source: String) -> String? {
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      var rest = line.drop { $0 == " " || $0 == "\t" }
      guard rest.hasPrefix("//") else { continue }
      rest = rest.dropFirst(2).drop { $0 == " " || $0 == "\t" }
      guard rest.hasPrefix("exercise:") else { continue }
      let id = rest.dropFirst("exercise:".count).trimmingCharacters(in: .whitespaces)
      if !id.isEmpty, !id.contains(" ") { return id }
    }
    return nil
  }

  /// The id a working copy's path stands for, if `file` is one in `workspace`.
  static func workspaceID(of file: URL, in workspace: Workspace) -> String? {
    let folder = workspace.exercisesDirectory.resolvingSymlinksInPath().standardizedFileURL
      .pathComponents
    let parts = file.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    guard parts.count == folder.count + 2, Array(parts.prefix(folder.count)) == folder else {
      return nil
    }
    let module = parts[folder.count]
    let name = parts[folder.count + 1]
    guard name.hasSuffix(".swift") else { return nil }
    return "\(module)/\(name.dropLast(".swift".count))"
  }

  /// The exercise id for `file`, or a usage failure saying how to name one.
  static func exerciseID(
    option: String?, source: String, file: URL, workspace: Workspace, command: [String]
  ) throws(GradingFailure) -> String {
    if let option { return option }
    if let header = headerID(in: source) { return header }
    if let id = workspaceID(of: file, in: workspace) { return id }
    throw GradingFailure(
      usage: .missingOption(
        "--exercise <id>",
        reason: "\(file.lastPathComponent) has no '// exercise: <id>' line and is not a working"
          + " copy in the workspace"),
      command: command)
  }

  /// Loads the course and finds exercise `id` in it.
  static func exercise(id: String, course: URL, knownDevices: [String]) throws(GradingFailure)
    -> ExerciseSpec
  {
    let (catalog, problems) = LessonCatalog.load(
      courseDirectory: course, knownDevices: Set(knownDevices))
    if let exercise = catalog?.exercise(id: id) { return exercise }
    let folder = course.lastPathComponent
    let ownProblems = problems.filter { $0.description.hasPrefix("\(folder)/\(id)/") }
    // One line per problem, each `path:line: message`, as a compiler reports.
    if !ownProblems.isEmpty {
      throw GradingFailure(
        .dataError, ownProblems.map(\.description).joined(separator: "\nError: "))
    }
    guard let catalog else {
      throw GradingFailure(
        .dataError, problems.prefix(10).map(\.description).joined(separator: "\nError: "))
    }
    let ids = catalog.exercises.map(\.id)
    let close = ids.first { $0.hasSuffix("/" + id) || $0.hasPrefix(id) }
    throw GradingFailure(
      .noInput, "there is no exercise \(id)" + (close.map { "; did you mean \($0)?" } ?? ""))
  }
}
