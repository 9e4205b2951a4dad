/// A line of a lesson step that tells the course something instead of being shown:
/// `@exercises 01-first 02-second` puts those exercises right after the step, and
/// `@attribution` marks the step as the lesson's credits.
///
/// A directive is a whole line outside code blocks, starting with the word (up to three spaces
/// before it, as for headings); `@exercises` is followed by one or more exercise folder names
/// separated by spaces or tabs.
enum LessonDirective: Equatable {
  case exercises([String])
  case attribution

  /// The directive on `line`, a problem message if it is a malformed one, or nil when the line
  /// is ordinary text.
  static func parse(_ line: String) -> Result<LessonDirective, DirectiveProblem>? {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let words = line.dropFirst(indent).split(whereSeparator: { $0 == " " || $0 == "\t" })
    guard let keyword = words.first else { return nil }
    switch keyword {
    case "@attribution":
      guard words.count == 1 else {
        return .failure(DirectiveProblem(message: "'@attribution' takes nothing after it"))
      }
      return .success(.attribution)
    case "@exercises":
      let names = words.dropFirst().map(String.init)
      guard !names.isEmpty else {
        return .failure(
          DirectiveProblem(message: "'@exercises' names no exercise; list exercise folders"))
      }
      if let bad = names.first(where: { !FolderName.isValid($0) }) {
        return .failure(
          DirectiveProblem(
            message: "'@exercises' names \"\(bad)\", which is not an exercise folder name"
              + " like \"01-short-name\""))
      }
      return .success(.exercises(names))
    default:
      return nil
    }
  }
}

/// Why a directive line could not be read.
struct DirectiveProblem: Error, Equatable {
  var message: String
}

/// An exercise folder named by a step's `@exercises` line, with that line.
struct LessonExerciseReference: Equatable, Sendable {
  var folder: String
  var line: Int
}
