/// One thing wrong with a course, at a place in one of its files.
///
/// `description` is `path:line: message` (compiler style), `path:line:column: message` for JSON
/// syntax errors, or `path: message` when no line applies (a missing file, say). The path starts
/// with the course folder's own name: `Lessons/04-visual-format/02-top-row/exercise.json`.
public struct CatalogProblem: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file's path from the course folder's parent, with `/` separators.
  public var path: String
  /// The 1-based line, if the problem has one.
  public var line: Int?
  /// The 1-based column, for JSON syntax errors.
  public var column: Int?
  /// What is wrong.
  public var message: String

  /// Creates a problem.
  public init(path: String, line: Int? = nil, column: Int? = nil, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `path:line: message`, `path:line:column: message` or `path: message`.
  public var description: String {
    var place = path
    if let line {
      place += ":\(line)"
      if let column { place += ":\(column)" }
    }
    return "\(place): \(message)"
  }
}

/// Collects problems while a course is read, and orders them file by file, line by line.
final class ProblemLog {
  private var entries: [(fileOrder: Int, problem: CatalogProblem)] = []
  private var fileOrder: [String: Int] = [:]
  /// The course folder's name, which starts every reported path.
  let root: String

  init(root: String) {
    self.root = root
  }

  /// How many problems have been reported so far.
  var count: Int { entries.count }

  /// The path shown for `relativePath` (relative to the course folder; empty for the folder).
  func displayPath(_ relativePath: String) -> String {
    relativePath.isEmpty ? root : root + "/" + relativePath
  }

  /// Fixes where `relativePath`'s problems sort: files are listed in the order they are visited.
  func visit(_ relativePath: String) {
    if fileOrder[relativePath] == nil { fileOrder[relativePath] = fileOrder.count }
  }

  /// Records a problem in the file at `relativePath`.
  func report(_ relativePath: String, line: Int? = nil, column: Int? = nil, _ message: String) {
    visit(relativePath)
    let order = fileOrder[relativePath] ?? 0
    let problem = CatalogProblem(
      path: displayPath(relativePath), line: line, column: column, message: message)
    entries.append((order, problem))
  }

  /// Every problem, grouped by file in visiting order, then by line and column.
  var problems: [CatalogProblem] {
    entries.enumerated().sorted { left, right in
      let (a, b) = (left.element, right.element)
      let keyA = (a.fileOrder, a.problem.line ?? 0, a.problem.column ?? 0, left.offset)
      let keyB = (b.fileOrder, b.problem.line ?? 0, b.problem.column ?? 0, right.offset)
      return keyA < keyB
    }.map(\.element.problem)
  }
}

/// One file being checked: reports land on its path.
struct SourceFile {
  /// The path relative to the course folder.
  let relativePath: String
  let log: ProblemLog

  init(_ relativePath: String, log: ProblemLog) {
    self.relativePath = relativePath
    self.log = log
    log.visit(relativePath)
  }

  /// Records a problem at `line` of this file (or the whole file).
  func report(line: Int? = nil, _ message: String) {
    log.report(relativePath, line: line, message)
  }

  /// Records a problem at the line of `position`.
  func report(at position: SourcePosition, _ message: String) {
    log.report(relativePath, line: position.line, message)
  }

  /// The file's path as shown in problems.
  var displayPath: String { log.displayPath(relativePath) }
}
