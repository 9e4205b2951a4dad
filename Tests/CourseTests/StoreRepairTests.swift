import Course
import Foundation
import SQLite
import SpacedRepetition
import TestSupport
import Testing

/// A store several processes wrote to, closed, and then damaged on disk in various ways; and
/// its repair: a kept backup, honest counts and a new store that works.
@Suite("Course store: repairing a damaged store", .serialized)
struct StoreRepairTests {
  static let exercise = "01-anchors/01-center-a-box"
  /// 300 attempts written here and 150 by each of two probe processes.
  static let attemptsWritten = 600
  /// Ratings written here: 20 on each of two exercises.
  static let ratingsWritten = 40

  /// One attempt row, as compared before and after.
  struct AttemptRow: Hashable, Sendable {
    var id: Int64
    var exerciseID: String
    var hash: String
    var status: String
    var report: String?
  }

  /// A store filled by this process and two `CourseStoreProbe` processes at once, then closed
  /// and checkpointed, so that the main file holds everything.
  final class BusyStore {
    let sandbox: StoreSandbox
    /// Every attempt written, by id.
    private(set) var attempts: [Int64: AttemptRow] = [:]
    /// The install's fuzz seed before any damage.
    private(set) var fuzzSeed: UInt64 = 0
    /// The review card of the first exercise before any damage.
    private(set) var card: Card?

    /// A copy of `snapshot` in a fresh folder.
    init(copying snapshot: Snapshot) throws {
      sandbox = try StoreSandbox()
      try Data(snapshot.bytes).write(to: URL(fileURLWithPath: sandbox.path))
      attempts = snapshot.attempts
      fuzzSeed = snapshot.fuzzSeed
      card = snapshot.card
    }

    /// The store as it was before any damage, made once for all the tests (it takes a few
    /// seconds).
    static let snapshot = Result { () throws -> Snapshot in
      let busy = try BusyStore()
      return Snapshot(
        bytes: try busy.bytes(), attempts: busy.attempts, fuzzSeed: busy.fuzzSeed, card: busy.card)
    }

    /// What a filled store holds, to copy.
    struct Snapshot: Sendable {
      var bytes: [UInt8]
      var attempts: [Int64: AttemptRow]
      var fuzzSeed: UInt64
      var card: Card?
    }

    private init() throws {
      sandbox = try StoreSandbox()
      let probes = try ["a", "b"].map { tag in
        let process = Process()
        process.executableURL = try BuiltProducts.executable("CourseStoreProbe")
        process.arguments = ["record", sandbox.path, StoreRepairTests.exercise, "150", tag]
        process.standardOutput = FileHandle.nullDevice
        return process
      }
      do {
        let store = try sandbox.openWithFixture()
        for probe in probes { try probe.run() }
        // Reports long enough that attempts fill many pages between the other tables' pages.
        let padding = String(repeating: "frame ", count: 60)
        for number in 1...300 {
          let id = fixtureExerciseIDs[number % 3]
          var record = attemptRecord(
            id, .failed, score: 0.5, minutes: Double(number), hash: "own-\(number)")
          record.reportJSON = "{\"n\": \(number), \"text\": \"\(padding)\"}"
          try store.recordAttempt(record)
          if number % 15 == 0 {
            for item in fixtureExerciseIDs.prefix(2) {
              try store.recordRating(
                itemID: item, rating: number % 30 == 0 ? .good : .hard,
                at: storeTestTime.addingTimeInterval(Double(number) * 3600))
            }
          }
        }
        try store.recordHintReveal(exerciseID: Self.exerciseID, hintIndex: 0, at: storeTestTime)
        try store.recordHintReveal(exerciseID: Self.exerciseID, hintIndex: 1, at: storeTestTime)
        for probe in probes {
          probe.waitUntilExit()
          #expect(probe.terminationStatus == 0)
        }
        fuzzSeed = store.fuzzSeed
        card = try store.reviewCard(for: fixtureExerciseIDs[0])
      }
      let database = try sandbox.rawDatabase()
      _ = try database.fetchAll("PRAGMA wal_checkpoint(TRUNCATE)")
      for row in try database.fetchAll(
        "SELECT id, exercise_id, source_hash, status, report_json FROM attempt")
      {
        let attempt = AttemptRow(
          id: try row.column(Int64.self, at: 0), exerciseID: try row.column(String.self, at: 1),
          hash: try row.column(String.self, at: 2), status: try row.column(String.self, at: 3),
          report: try row.column(String?.self, at: 4))
        attempts[attempt.id] = attempt
      }
    }

    static let exerciseID = StoreRepairTests.exercise

    /// The store file's bytes.
    func bytes() throws -> [UInt8] {
      [UInt8](try Data(contentsOf: URL(fileURLWithPath: sandbox.path)))
    }

    /// Replaces the store file's bytes.
    func write(_ bytes: [UInt8]) throws {
      try Data(bytes).write(to: URL(fileURLWithPath: sandbox.path))
      #expect(!FileManager.default.fileExists(atPath: sandbox.path + "-wal"))
    }
  }

  /// Damages the busy store with `damage`, checks it is refused as damaged, repairs it, and
  /// checks what every repair must get right. Returns the report and the busy store.
  private func repairAfter(_ damage: (inout [UInt8]) -> Void) throws
    -> (StoreRepairReport, BusyStore)
  {
    let busy = try BusyStore(copying: try BusyStore.snapshot.get())
    #expect(busy.attempts.count == Self.attemptsWritten)
    var bytes = try busy.bytes()
    damage(&bytes)
    try busy.write(bytes)

    let refusal = try #require(throws: CourseStoreError.self) {
      _ = try CourseStore(path: busy.sandbox.path, now: storeTestTime)
    }
    guard case .corrupt(let path, _) = refusal else {
      Issue.record("expected the store to be refused as damaged, got \(refusal)")
      throw refusal
    }
    #expect(path == busy.sandbox.path)
    let report = try CourseStore.repair(
      path: busy.sandbox.path, catalog: try fixtureCatalog(), now: storeTestTime)

    // The backup holds the damaged bytes as they were.
    #expect(report.backupPath == busy.sandbox.path + ".corrupt-20250101T090000Z")
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: report.backupPath))) == bytes)
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: busy.sandbox.folder.url.path
    ).filter { $0.contains(".recovering") || $0.contains(".rebuilding") }
    #expect(leftovers.isEmpty)

    // The new store opens, is intact, and holds the course.
    let store = try CourseStore(path: busy.sandbox.path, now: storeTestTime)
    #expect(try store.integrityProblems().isEmpty)
    #expect(try store.exerciseIDs() == fixtureExerciseIDs)

    // Every attempt in it is one that was written, unchanged, and the counts say so.
    let recovered = try store.rawAttemptRows(busy.sandbox)
    for row in recovered { #expect(busy.attempts[row.id] == row) }
    let attempts = try #require(report.table("attempts"))
    #expect(attempts.recovered == recovered.count)
    if let lost = attempts.lost { #expect(attempts.recovered + lost == Self.attemptsWritten) }
    let ratings = try #require(report.table("ratings"))
    #expect(
      ratings.recovered == (try busy.sandbox.rows("SELECT count(*) FROM rating"))[0][0].intValue)
    if let lost = ratings.lost { #expect(ratings.recovered + lost == Self.ratingsWritten) }

    // It works: a new attempt goes in after the recovered ones.
    let attempt = try store.recordAttempt(
      attemptRecord(Self.exercise, .passed, score: 1, hash: "after-repair"))
    #expect(attempt.id > (recovered.map(\.id).max() ?? 0))
    return (report, busy)
  }

  @Test("a wiped header: every row comes back through a rebuilt header")
  func zeroedHeader() throws {
    let (report, busy) = try repairAfter { bytes in
      for index in 0..<100 { bytes[index] = 0 }
    }
    #expect(report.rebuiltHeader)
    // Only the header was lost, and every page is intact: nothing is lost.
    #expect(report.table("attempts") == .init(name: "attempts", recovered: 600, lost: 0))
    #expect(report.table("ratings") == .init(name: "ratings", recovered: 40, lost: 0))
    #expect(report.table("hint reveals") == .init(name: "hint reveals", recovered: 2, lost: 0))
    let store = try CourseStore(path: busy.sandbox.path, now: storeTestTime)
    #expect(store.fuzzSeed == busy.fuzzSeed)
    #expect(try store.revealedHints(for: Self.exercise) == [0, 1])
    // The review schedule replayed from the recovered ratings is the one there was.
    #expect(try store.reviewCard(for: fixtureExerciseIDs[0]) == busy.card)
  }

  @Test(
    "truncated at several points: what remains is recovered, the rest counted lost",
    arguments: [0.5, 0.75, 0.95])
  func truncated(fraction: Double) throws {
    let (report, _) = try repairAfter { bytes in
      bytes.removeLast(bytes.count - Int(Double(bytes.count) * fraction))
    }
    // The schema and sqlite_schema's pages are among the first few dozen, written by the
    // migrations before any content: they survive, so the tables can be found and counted.
    #expect(report.sourceReadable)
    #expect(!report.rebuiltHeader)
    let attempts = try #require(report.table("attempts"))
    #expect(attempts.lost != nil)
    #expect(attempts.recovered > 0)
    #expect(attempts.recovered < Self.attemptsWritten)
  }

  @Test("truncated before the schema's pages: nothing can be read, and nothing is claimed")
  func truncatedBeforeTheSchema() throws {
    let (report, _) = try repairAfter { bytes in
      // Five pages: the header page is there, but the migrations' tables and the schema's own
      // leaf pages came after the first migration's fifteen or so root pages.
      bytes.removeLast(bytes.count - 5 * 4096)
    }
    #expect(!report.sourceReadable)
    for table in report.tables {
      #expect(table.recovered == 0)
      #expect(table.lost == nil)
    }
  }

  @Test("bytes flipped in the middle: the rest of the table is read past the damaged page")
  func flippedBytes() throws {
    let (report, _) = try repairAfter { bytes in
      let pages = bytes.count / 4096
      // The page header of the middle page: its type byte and cell count become garbage.
      let start = (pages / 2) * 4096
      for index in start..<(start + 12) { bytes[index] ^= 0xFF }
    }
    let attempts = try #require(report.table("attempts"))
    #expect(attempts.lost != nil)
  }

  @Test("a file that is no database at all: nothing recovered, a fresh store with the course")
  func notADatabase() throws {
    let sandbox = try StoreSandbox()
    var state: UInt64 = 88_172_645_463_325_252
    let noise = (0..<16_384).map { _ -> UInt8 in
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      return UInt8(truncatingIfNeeded: state)
    }
    try Data(noise).write(to: URL(fileURLWithPath: sandbox.path))
    #expect(throws: CourseStoreError.self) { _ = try CourseStore(path: sandbox.path) }
    let report = try CourseStore.repair(
      path: sandbox.path, catalog: try fixtureCatalog(), now: storeTestTime)
    #expect(!report.sourceReadable)
    #expect(report.table("attempts") == .init(name: "attempts", recovered: 0, lost: nil))
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: report.backupPath))) == noise)
    let store = try CourseStore(path: sandbox.path, now: storeTestTime)
    #expect(try store.exerciseIDs() == fixtureExerciseIDs)
    #expect(try store.attemptCount() == 0)
  }

  @Test("a second repair at the same time keeps the first backup")
  func backupsAreNeverOverwritten() throws {
    let sandbox = try StoreSandbox()
    try Data("not a store".utf8).write(to: URL(fileURLWithPath: sandbox.path))
    let first = try CourseStore.repair(
      path: sandbox.path, catalog: try fixtureCatalog(), now: storeTestTime)
    try Data("still not a store".utf8).write(to: URL(fileURLWithPath: sandbox.path))
    let second = try CourseStore.repair(
      path: sandbox.path, catalog: try fixtureCatalog(), now: storeTestTime)
    #expect(first.backupPath == sandbox.path + ".corrupt-20250101T090000Z")
    #expect(second.backupPath == sandbox.path + ".corrupt-20250101T090000Z-2")
    #expect(try String(contentsOfFile: first.backupPath, encoding: .utf8) == "not a store")
    #expect(try String(contentsOfFile: second.backupPath, encoding: .utf8) == "still not a store")
  }
}

extension CourseStore {
  /// Every attempt row, read through a separate connection.
  fileprivate func rawAttemptRows(_ sandbox: StoreSandbox) throws -> [StoreRepairTests.AttemptRow] {
    try sandbox.rawDatabase().fetchAll(
      "SELECT id, exercise_id, source_hash, status, report_json FROM attempt ORDER BY id"
    ).map { row in
      StoreRepairTests.AttemptRow(
        id: try row.column(Int64.self, at: 0), exerciseID: try row.column(String.self, at: 1),
        hash: try row.column(String.self, at: 2), status: try row.column(String.self, at: 3),
        report: try row.column(String?.self, at: 4))
    }
  }
}

extension SQLiteValue {
  /// The integer, or -1 for any other value.
  fileprivate var intValue: Int {
    if case .integer(let value) = self { return Int(value) }
    return -1
  }
}
