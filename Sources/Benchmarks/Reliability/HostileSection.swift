import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `Benchmarks reliability hostile`: learner files that misbehave on purpose, graded as the
/// half-panel lesson with the limits learners get. Each must end in the verdict that names what
/// happened; after the verdict the section checks that nothing of the program is left (no process
/// with its marker, no file it tried to write outside its folder).
enum HostileSection: ReliabilitySection {
  static let name = "hostile"
  static let summary = "endless loops, crashes, memory and output bombs, escapes and forgeries"

  static let exercise = "01-constraints-in-code/01-half-height-panel"

  static func run(in context: ReliabilityContext) throws -> [ReliabilityRow] {
    let folder = try context.folder(name)
    var rows: [ReliabilityRow] = []
    for hostile in HostileCase.all() {
      let file = folder.appendingPathComponent("\(hostile.name).swift")
      let graded = try context.grade(hostile.source, at: file, exercise: exercise)
      let problems = hostile.leftovers()
      let check = problems.isEmpty ? "ok" : problems.joined(separator: "; ")
      rows.append(
        ReliabilityRow(
          section: name, name: hostile.name, verdict: graded.status,
          explanation: graded.explanation, seconds: graded.seconds, check: check,
          isExpected: hostile.expected.contains(graded.status) && problems.isEmpty))
      hostile.tidyUp()
    }
    return rows
  }
}

/// One misbehaving file, the verdicts it may get, and what must not be left after it.
struct HostileCase {
  var name: String
  var source: String
  var expected: Set<String>
  /// Processes (by a marker in their command line) that must all be gone after the verdict.
  var processMarkers: [String] = []
  /// Files the program tried to make outside its folder.
  var outsideFiles: [String] = []

  /// What is left that should not be: "2 processes left", "/tmp/x written".
  func leftovers() -> [String] {
    var problems: [String] = []
    let left = processMarkers.flatMap(Self.pids(commandLineContaining:))
    if !left.isEmpty { problems.append("\(left.count) processes left") }
    for path in outsideFiles where FileManager.default.fileExists(atPath: path) {
      problems.append("\(path) written")
    }
    return problems
  }

  /// Removes whatever `leftovers` found, so a failing case does not disturb the next.
  func tidyUp() {
    for pid in processMarkers.flatMap(Self.pids(commandLineContaining:)) { kill(pid, SIGKILL) }
    for path in outsideFiles { unlink(path) }
  }

  static func pids(commandLineContaining marker: String) -> [Int32] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap { name -> Int32? in
      guard let pid = Int32(name), pid != getpid(),
        let raw = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
        String(decoding: raw.map { $0 == 0 ? 32 : $0 }, as: UTF8.self).contains(marker),
        let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let state = stat[stat.index(close, offsetBy: 2)]
      return state == "Z" || state == "X" ? nil : pid
    }.sorted()
  }
}
