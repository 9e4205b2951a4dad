import Foundation
import Grader

/// A wrong attempt a learner really writes, kept in an exercise's `mistakes/` folder with what
/// the verdict must lead with: `dev check` grades it and holds the verdict to it.
///
/// The file is the whole attempt, opened by a header of `//` lines (`Lessons/FORMAT.md`):
///
///     // mistake: the chain stops at the photo's top and never reaches the bottom
///     // cause: cell-height-undetermined
///     // line: 28
///     // not: translatesAutoresizingMaskIntoConstraints
///
/// `cause` is a cause the grader names (`MismatchCause`, `"cause"` in `grade --json`) or a
/// diagnostic's kind (`unsatisfiable-constraints`); the verdict's first diagnostic must be it.
/// `line`, when given, is the line of this file that diagnostic must cite; each `not` is advice
/// that no diagnostic of the verdict may give.
struct ExerciseMistake {
  /// The file's name in `mistakes/`.
  var fileName: String
  /// The whole file.
  var source: String
  /// What the learner did, in a line.
  var summary: String
  /// The cause or diagnostic kind the verdict must lead with.
  var cause: String
  /// The line the leading diagnostic must cite.
  var line: Int?
  /// Text that no diagnostic may contain.
  var forbidden: [String]

  /// The ids `cause` may be.
  static let knownCauses: Set<String> = Set(MismatchCause.allCases.map(\.rawValue)).union(
    Diagnostic.Kind.allCases.map(\.rawValue))

  /// The mistakes in `folder` (an exercise's `mistakes/`), by file name, and the problems of
  /// their headers (`mistakes/<file>:<line>: <message>`). A missing folder has none.
  static func load(from folder: URL) -> (mistakes: [ExerciseMistake], problems: [String]) {
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted()
    var mistakes: [ExerciseMistake] = []
    var problems: [String] = []
    for name in names {
      let url = folder.appendingPathComponent(name)
      guard let data = FileManager.default.contents(atPath: url.path),
        let text = String(data: data, encoding: .utf8)
      else {
        problems.append("mistakes/\(name): cannot be read as UTF-8 text")
        continue
      }
      switch parse(fileName: name, text: text) {
      case .success(let mistake): mistakes.append(mistake)
      case .failure(let problem): problems.append(problem.description)
      }
    }
    return (mistakes, problems)
  }

  /// A header line that is wrong, with its place.
  struct Problem: Error, CustomStringConvertible {
    var fileName: String
    var line: Int
    var message: String
    var description: String { "mistakes/\(fileName):\(line): \(message)" }
  }

  /// Reads the header of `text`.
  static func parse(fileName: String, text: String) -> Result<ExerciseMistake, Problem> {
    var summary: String?
    var cause: String?
    var line: Int?
    var forbidden: [String] = []
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      guard raw.hasPrefix("//") else { break }
      let body = raw.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard let colon = body.firstIndex(of: ":") else {
        return .failure(Problem(fileName: fileName, line: number, message: "expected `key: value`"))
      }
      let key = body[..<colon].trimmingCharacters(in: .whitespaces)
      let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty else {
        return .failure(Problem(fileName: fileName, line: number, message: "`\(key)` has no value"))
      }
      switch key {
      case "mistake": summary = value
      case "cause":
        guard knownCauses.contains(value) else {
          return .failure(
            Problem(
              fileName: fileName, line: number,
              message: "unknown cause `\(value)`; known: "
                + knownCauses.sorted().joined(separator: ", ")))
        }
        cause = value
      case "line":
        guard let number = Int(value), number >= 1 else {
          return .failure(
            Problem(fileName: fileName, line: number, message: "`line` must be a line number"))
        }
        line = number
      case "not": forbidden.append(value)
      default:
        return .failure(
          Problem(
            fileName: fileName, line: number,
            message: "unknown key `\(key)` (mistake, cause, line, not)"))
      }
    }
    guard let summary else {
      return .failure(
        Problem(fileName: fileName, line: 1, message: "the header has no `mistake:` line"))
    }
    guard let cause else {
      return .failure(
        Problem(fileName: fileName, line: 1, message: "the header has no `cause:` line"))
    }
    return .success(
      ExerciseMistake(
        fileName: fileName, source: text, summary: summary, cause: cause, line: line,
        forbidden: forbidden))
  }

  /// What is wrong with `verdict` for this mistake; empty when it leads with the cause, at the
  /// line, and gives none of the forbidden advice.
  func problems(with verdict: Verdict) -> [String] {
    guard verdict.status != .passed else { return ["passed, but a mistake must not pass"] }
    let shown = verdict.diagnostics.filter { $0.kind != .warning }
    guard let lead = shown.first else { return ["failed without a diagnostic"] }
    var problems: [String] = []
    if lead.cause?.rawValue != cause && lead.kind.rawValue != cause {
      let said = lead.cause?.rawValue ?? lead.kind.rawValue
      let first = lead.message.split(separator: "\n").first.map(String.init) ?? ""
      problems.append("led with \(said) (\"\(first)\"), not \(cause)")
    } else if let line, lead.line != line {
      problems.append(
        "led with \(cause) at line \(lead.line.map(String.init) ?? "none"), not line \(line)")
    }
    for text in forbidden where shown.contains(where: { $0.message.contains(text) }) {
      problems.append("advised \"\(text)\", which does not apply")
    }
    return problems
  }
}
