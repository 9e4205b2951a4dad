import AutoLayout
import LayoutReport

/// Where a constraint or an error came from, in the report's terms.
enum SourceOrigin {
  /// The file names `#sourceLocation` gives the exercise's own snippets in the generated
  /// `main.swift`: the storyboard and the steps.
  static let storyboardFile = "exercise.storyboard"
  /// The prefix of a step's file name (`exercise.step2`).
  static let stepFilePrefix = "exercise.step"

  /// The file part of a `#fileID` (`Learner/Exercise.swift` → `Exercise.swift`).
  static func fileName(_ fileID: String) -> String {
    guard let slash = fileID.firstIndex(of: "/") else { return fileID }
    return String(fileID[fileID.index(after: slash)...])
  }

  /// Whether a file name is one of the exercise's snippets rather than the learner's file.
  static func isExerciseSnippet(_ fileName: String) -> Bool {
    fileName == storyboardFile || fileName.hasPrefix(stepFilePrefix)
  }

  /// The learner's file and line of `location`, or nil when it is in an exercise snippet.
  static func learnerPlace(_ location: SourceLocation?) -> (file: String, line: Int)? {
    guard let location else { return nil }
    let file = fileName(location.fileID)
    guard !isExerciseSnippet(file), !file.isEmpty, location.line >= 1 else { return nil }
    return (file, location.line)
  }
}
