import Course
import Foundation
import ReliabilityFixtures
import SQLite

/// Where the reliability sections work: a scratch workspace whose engine cache is the one the
/// grading benchmark and the tests share, and the `layoutlings` built next to `Benchmarks`.
struct ReliabilityWorkspace {
  let scratch: URL
  let home: URL
  let logs: URL
  let layoutlings: URL

  var storePath: String { home.appendingPathComponent(CourseStore.fileName).path }

  init(label: String) throws {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("layoutlings")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw BenchmarkFailure(
        message: "no layoutlings next to Benchmarks: build it with the same configuration "
          + "(`swift build [-c release] --product layoutlings`)")
    }
    layoutlings = binary
    let root = GradeBenchmark.packageRoot()
    scratch = root.appendingPathComponent(
      ".build/layoutlings-reliability/\(label)-\(UUID().uuidString)")
    home = scratch.appendingPathComponent("home")
    logs = scratch.appendingPathComponent("logs")
    for folder in [home, logs] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    let shared = root.appendingPathComponent(".build/layoutlings-test-cache/grading")
    try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: home.appendingPathComponent("cache"), withDestinationURL: shared)
  }

  /// Starts `layoutlings` on this workspace, without colour, in this process's environment.
  func start(_ arguments: [String], name: String) throws -> SpawnedProcess {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["LAYOUTLINGS_HOME"] = nil
    return try SpawnedProcess(
      layoutlings, ["--home", home.path] + arguments, environment: environment, logs: logs,
      name: name)
  }

  func remove() {
    try? FileManager.default.removeItem(at: scratch)
  }

  /// A lesson's solution with a comment that makes this copy's content (and hash) its own.
  static func uniqueSolution(_ exercise: String, tag: String) throws -> String {
    let url = GradeBenchmark.packageRoot().appendingPathComponent(
      "Lessons/\(exercise)/Solution.swift")
    return try String(contentsOf: url, encoding: .utf8) + "\n// \(tag)\n"
  }
}

/// The rows of a course store and the invariants that tie them together.
///
/// Keys: an attempt from `grade` by its time (`--now`, unique per command), a rating by its
/// item and time.
struct ReliabilityStoreAudit {
  var opened = true
  var openError = ""
  var integrity: [String] = []
  var foreignKeyProblems = 0
  var attempts: [String: Int] = [:]
  var ratings: [String: Int] = [:]
  /// Rated items whose cached review state disagrees with their log, or states without a log.
  var stateMismatches = 0
  /// Attempts from `grade` stored without a valid report.
  var attemptsWithoutReport = 0
  /// "Revision N." of each module's imported lesson.
  var revisions: [String: Int] = [:]

  init(path: String) {
    do {
      _ = try CourseStore(path: path)
    } catch {
      opened = false
      openError = "\(error)"
      return
    }
    do {
      try read(Database(path: path))
    } catch {
      opened = false
      openError = "\(error)"
    }
  }

  private mutating func read(_ database: Database) throws {
    integrity = try database.fetchAll("PRAGMA integrity_check").map {
      try $0.column(String.self, at: 0)
    }
    foreignKeyProblems = try database.fetchAll("PRAGMA foreign_key_check").count
    for row in try database.fetchAll("SELECT attempted_at FROM attempt") {
      attempts[Self.attemptKey(try row.column(Date.self, at: 0)), default: 0] += 1
    }
    for row in try database.fetchAll("SELECT item_id, rated_at FROM rating") {
      let key = Self.ratingKey(try row.column(String.self, at: 0), try row.column(Date.self, at: 1))
      ratings[key, default: 0] += 1
    }
    stateMismatches =
      try database.fetchValue(
        Int.self,
        """
        SELECT count(*) FROM
          (SELECT item_id, count(*) AS n, max(rated_at) AS last FROM rating GROUP BY item_id) r
          FULL OUTER JOIN review_state s ON s.item_id = r.item_id
        WHERE r.item_id IS NULL OR s.item_id IS NULL OR s.rating_count != r.n
          OR s.last_review IS NOT r.last
        """) ?? 0
    attemptsWithoutReport =
      try database.fetchValue(
        Int.self,
        "SELECT count(*) FROM attempt WHERE report_json IS NULL OR NOT json_valid(report_json)")
      ?? 0
    for row in try database.fetchAll("SELECT module_id, body FROM lesson_step") {
      let body = try row.column(String.self, at: 1)
      guard let range = body.range(of: "Revision ", options: .backwards) else { continue }
      revisions[try row.column(String.self, at: 0)] = Int(
        body[range.upperBound...].prefix { $0.isNumber })
    }
  }

  /// Whether every invariant holds.
  var isSound: Bool {
    opened && integrity == ["ok"] && foreignKeyProblems == 0 && stateMismatches == 0
      && attemptsWithoutReport == 0
  }

  static func attemptKey(_ date: Date) -> String { "attempt @\(milliseconds(date))" }
  static func ratingKey(_ item: String, _ date: Date) -> String { "\(item) @\(milliseconds(date))" }
  static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }
}

enum ReliabilityText {
  /// `--now` text to the millisecond.
  static func iso(_ date: Date) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    return formatter.string(from: date)
  }

  /// Whether a command showed a lock error to the learner.
  static func mentionsLockContention(_ text: String) -> Bool {
    let lowered = text.lowercased()
    return lowered.contains("locked") || lowered.contains("busy")
  }

  /// The value at quantile `q` (nearest rank) of `samples`, or 0 for none.
  static func quantile(_ samples: [Double], _ q: Double) -> Double {
    let sorted = samples.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((q * Double(sorted.count)).rounded(.up)) - 1
    return sorted[min(max(rank, 0), sorted.count - 1)]
  }

  static func json(_ object: [String: Any]) throws -> String {
    String(
      decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      as: UTF8.self)
  }
}
