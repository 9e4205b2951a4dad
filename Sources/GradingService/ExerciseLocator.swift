import Course
import Foundation

/// Works out which exercise a file is: `--exercise ID`, else a `// exercise: <id>` comment line,
/// else the file's place in the workspace (`<home>/exercises/<module>/<exercise>.swift`).
public enum ExerciseLocator {
  /// The id named by an `// exercise: <id>` line: the first such line of the file.
  public static func headerID(in source: String) -> String? {
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

  /// The id a working copy's path stands for, if `file` is one in `workspace`: a working copy
  /// (`<home>/exercises/<module>/<exercise>.swift`) or a review copy
  /// (`<home>/review/<module>/<exercise>.swift`).
  public static func workspaceID(of file: URL, in workspace: Workspace) -> String? {
    let parts = file.resolvingSymlinksInPath().standardizedFileURL.pathComponents
    let folders = [
      workspace.exercisesDirectory,
      workspace.home.appendingPathComponent("review", isDirectory: true),
    ]
    for directory in folders {
      let folder = directory.resolvingSymlinksInPath().standardizedFileURL.pathComponents
      guard parts.count == folder.count + 2, Array(parts.prefix(folder.count)) == folder else {
        continue
      }
      let module = parts[folder.count]
      let name = parts[folder.count + 1]
      guard name.hasSuffix(".swift") else { return nil }
      return "\(module)/\(name.dropLast(".swift".count))"
    }
    return nil
  }

  /// The exercise a submission is graded as: `option` (`--exercise ID`) when given, else the
  /// file's `// exercise:` line, else its place in `workspace`; nil when none names one.
  public static func exerciseID(
    option: String?, for submission: Submission, in workspace: Workspace
  )
    -> String?
  {
    if let option { return option }
    if let header = headerID(in: submission.text) { return header }
    return submission.url.flatMap { workspaceID(of: $0, in: workspace) }
  }
}
