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
///
/// A mistake whose cause the grader cannot name yet says so with `open: <what the verdict says
/// instead>`; its `cause` is then the id the verdict should lead with (which may not exist yet).
/// An open mistake is graded only by `dev check --open`, which reports it, and a problem when it
/// now passes (a shortcut) or now meets its header (the `open:` line must go).
///
/// A shortcut (`shortcuts/`) is held to the same header, `shortcut:` for `mistake:`: a file that
/// reaches the expected frames without the exercise's idea must fail too, and `cause` names what
/// rejects it (most often a `rule`).
struct ExerciseMistake {
  /// Where an exercise keeps such files.
  enum Folder: String, CaseIterable {
    case mistakes, shortcuts

    /// The header key of the one-line summary.
    var summaryKey: String { self == .mistakes ? "mistake" : "shortcut" }
  }

  /// The folder the file is in.
  var folder = Folder.mistakes
  /// The file's name in its folder.
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
  /// For a mistake the verdict does not lead with its cause yet: what it says instead.
  var open: String?

  /// The ids `cause` may be.
  static let knownCauses: Set<String> = Set(MismatchCause.allCases.map(\.rawValue)).union(
    Diagnostic.Kind.allCases.map(\.rawValue))

  /// The mistakes in `folder` (an exercise's `mistakes/`), by file name, and the problems of
  /// their headers (`mistakes/<file>:<line>: <message>`). A missing folder has none.
  static func load(from folder: URL, as kind: Folder = .mistakes)
    -> (mistakes: [ExerciseMistake], problems: [String])
  {
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
        problems.append("\(kind.rawValue)/\(name): cannot be read as UTF-8 text")
        continue
      }
      switch parse(fileName: name, text: text, folder: kind) {
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
    var folder = Folder.mistakes
    var description: String { "\(folder.rawValue)/\(fileName):\(line): \(message)" }
  }

  /// Reads the header of `text`.
  static func parse(fileName: String, text: String, folder: Folder = .mistakes)
    -> Result<ExerciseMistake, Problem>
  {
    func problem(_ line: Int, _ message: String) -> Problem {
      Problem(fileName: fileName, line: line, message: message, folder: folder)
    }
    var summary: String?
    var cause: String?
    var line: Int?
    var forbidden: [String] = []
    var open: String?
    var causeLine = 1
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, raw) in lines.enumerated() {
      let number = index + 1
      guard raw.hasPrefix("//") else { break }
      let body = raw.dropFirst(2).trimmingCharacters(in: .whitespaces)
      guard let colon = body.firstIndex(of: ":") else {
        return .failure(problem(number, "expected `key: value`"))
      }
      let key = body[..<colon].trimmingCharacters(in: .whitespaces)
      let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      guard !value.isEmpty else {
        return .failure(problem(number, "`\(key)` has no value"))
      }
      switch key {
      case folder.summaryKey: summary = value
      case "cause":
        cause = value
        causeLine = number
      case "open": open = value
      case "line":
        guard let number = Int(value), number >= 1 else {
          return .failure(problem(number, "`line` must be a line number"))
        }
        line = number
      case "not": forbidden.append(value)
      default:
        return .failure(
          problem(number, "unknown key `\(key)` (\(folder.summaryKey), cause, line, not, open)"))
      }
    }
    guard let summary else {
      return .failure(problem(1, "the header has no `\(folder.summaryKey):` line"))
    }
    guard let cause else {
      return .failure(problem(1, "the header has no `cause:` line"))
    }
    // An open mistake names the cause the grader should learn; a closed one, a cause it names.
    if open == nil, !knownCauses.contains(cause) {
      return .failure(
        problem(
          causeLine,
          "unknown cause `\(cause)` (add `open:` if the grader cannot name it yet); known: "
            + knownCauses.sorted().joined(separator: ", ")))
    }
    if open != nil, !isCauseID(cause) {
      return .failure(problem(causeLine, "`cause` must be an id in lowercase words joined by `-`"))
    }
    return .success(
      ExerciseMistake(
        folder: folder, fileName: fileName, source: text, summary: summary, cause: cause,
        line: line, forbidden: forbidden, open: open))
  }

  /// `cell-height-undetermined`: lowercase letters and digits, words joined by single hyphens.
  private static func isCauseID(_ text: String) -> Bool {
    let words = text.split(separator: "-", omittingEmptySubsequences: false)
    return !words.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty && word.allSatisfy { ($0.isLetter && $0.isLowercase) || $0.isNumber }
      }
  }

  /// What is wrong with `verdict` for an open mistake: it passes, or it now meets its header.
  /// Otherwise empty, and `openReport(of:)` says what it leads with.
  func openProblems(with verdict: Verdict) -> [String] {
    guard verdict.status != .passed else {
      return [
        "passed, but a mistake must not pass (a file that passes without the idea is a shortcut)"
      ]
    }
    guard problems(with: verdict).isEmpty else { return [] }
    return ["now leads with \(cause) as its header asks: remove its `open:` line"]
  }

  /// `leads with layout-not-redone ("`card` did not move …"), not clamp-inverted`.
  func openReport(of verdict: Verdict) -> String {
    let lead = verdict.diagnostics.first { $0.kind != .warning }
    let said = lead.map { $0.cause?.rawValue ?? $0.kind.rawValue } ?? verdict.status.rawValue
    let first = lead?.message.split(separator: "\n").first.map(String.init) ?? ""
    return "leads with \(said) (\"\(first)\"), not \(cause)"
  }

  /// What is wrong with `verdict` for this mistake; empty when it leads with the cause, at the
  /// line, and gives none of the forbidden advice.
  func problems(with verdict: Verdict) -> [String] {
    guard verdict.status != .passed else {
      return ["passed, but a \(folder == .mistakes ? "mistake" : "shortcut") must not pass"]
    }
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
