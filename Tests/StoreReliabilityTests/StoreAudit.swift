import Course
import Foundation
import SQLite

/// What a course store holds after a run, and whether it keeps the store's invariants.
///
/// Rows are keyed by what the processes that wrote them knew: an attempt recorded by the probe by
/// its source hash (the probe's tag), an attempt from `grade` by its time (`--now`, unique per
/// command), a rating by its item and time.
struct StoreAudit {
  /// `PRAGMA integrity_check`'s lines ("ok" alone when the file is sound).
  var integrity: [String] = []
  /// Rows `PRAGMA foreign_key_check` reports.
  var foreignKeyProblems = 0
  /// How many times each attempt key occurs.
  var attempts: [String: Int] = [:]
  /// How many times each rating key occurs.
  var ratings: [String: Int] = [:]
  /// Items whose cached review state does not match their log (a rating without its card
  /// update, or the other way round).
  var stateMismatches: [String] = []
  /// Attempts from `grade` stored without their report.
  var attemptsWithoutReport = 0
  /// The course revisions the imported lessons carry, by module ("Revision N." lines).
  var revisions: [String: Int] = [:]

  /// Opens the store the way every command does (which must succeed), then reads it.
  init(path: String) throws {
    _ = try CourseStore(path: path)
    let database = try Database(path: path)
    integrity = try database.fetchAll("PRAGMA integrity_check").map {
      try $0.column(String.self, at: 0)
    }
    foreignKeyProblems = try database.fetchAll("PRAGMA foreign_key_check").count
    for row in try database.fetchAll("SELECT source_hash, attempted_at FROM attempt") {
      let hash = try row.column(String.self, at: 0)
      // The passes a test records before its ratings (`recordPasses(before:)`) are set-up.
      if hash.hasPrefix(Self.seededPrefix) { continue }
      let key =
        hash.hasPrefix("sha256:")
        ? Self.gradeKey(try row.column(Date.self, at: 1)) : Self.probeKey(hash)
      attempts[key, default: 0] += 1
    }
    for row in try database.fetchAll("SELECT item_id, rated_at FROM rating") {
      let key = Self.ratingKey(try row.column(String.self, at: 0), try row.column(Date.self, at: 1))
      ratings[key, default: 0] += 1
    }
    // Every rated item has one state row counting all of its ratings and ending at the latest;
    // no state row lacks ratings.
    let mismatched = try database.fetchAll(
      """
      SELECT coalesce(r.item_id, s.item_id) FROM
        (SELECT item_id, count(*) AS n, max(rated_at) AS last FROM rating GROUP BY item_id) r
        FULL OUTER JOIN review_state s ON s.item_id = r.item_id
      WHERE r.item_id IS NULL OR s.item_id IS NULL OR s.rating_count != r.n
        OR s.last_review IS NOT r.last
      ORDER BY 1
      """)
    stateMismatches = try mismatched.map { try $0.column(String.self, at: 0) }
    attemptsWithoutReport =
      try database.fetchValue(
        Int.self,
        """
        SELECT count(*) FROM attempt WHERE source_hash LIKE 'sha256:%'
          AND (report_json IS NULL OR NOT json_valid(report_json))
        """) ?? 0
    for row in try database.fetchAll("SELECT module_id, body FROM lesson_step") {
      let body = try row.column(String.self, at: 1)
      guard let range = body.range(of: "Revision ", options: .backwards) else { continue }
      let digits = body[range.upperBound...].prefix { $0.isNumber }
      revisions[try row.column(String.self, at: 0)] = Int(digits)
    }
  }

  static func probeKey(_ hash: String) -> String { "probe \(hash)" }
  /// The source hash prefix of the passes recorded as set-up, which the audit leaves out.
  static let seededPrefix = "seeded-pass-"
  static func gradeKey(_ date: Date) -> String { "grade @\(milliseconds(date))" }
  static func ratingKey(_ item: String, _ date: Date) -> String {
    "\(item) @\(milliseconds(date))"
  }

  private static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  /// Keys of `acknowledged` missing from `found`.
  static func lost(_ acknowledged: Set<String>, in found: [String: Int]) -> [String] {
    acknowledged.filter { found[$0] == nil }.sorted()
  }

  /// Keys found more than once.
  static func duplicated(_ found: [String: Int]) -> [String] {
    found.filter { $0.value > 1 }.keys.sorted()
  }
}
