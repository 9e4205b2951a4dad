import Foundation
import SQLite

extension CourseStore {
  /// Records one graded attempt and returns it with its id once it is committed.
  ///
  /// When this returns, the attempt is on disk: a crash or a kill afterwards cannot lose it.
  /// Retired exercises may still get attempts (a learner's old file); unknown ones may not.
  /// - Throws: `CourseStoreError.unknownExercise`, `.invalidAttempt` for a score outside 0…1
  ///   or a negative duration, `.aheadOfClock` for a time more than a day after the clock
  ///   (`RecordingTime`), or a store error.
  @discardableResult
  public func recordAttempt(_ record: AttemptRecord) throws(CourseStoreError) -> Attempt {
    let attempts = try recordAttempts(CollectionOfOne(record))
    return attempts[0]
  }

  /// Records several attempts in one transaction: all of them are committed, or none is.
  ///
  /// The records are read from `records` inside the transaction, one at a time.
  /// - Throws: as `recordAttempt(_:)`; nothing is recorded then.
  @discardableResult
  public func recordAttempts<Records: Sequence<AttemptRecord>>(_ records: Records)
    throws(CourseStoreError) -> [Attempt]
  {
    try writing { try insert(records) }
  }

  /// Inserts `records` in the transaction that is open.
  private func insert<Records: Sequence<AttemptRecord>>(_ records: Records) throws -> [Attempt] {
    let insert = try database.prepare(
      """
      INSERT INTO attempt(
        exercise_id, attempted_at, source_hash, status, score, duration_ms, report_json,
        devices_json, origin, foreign_file)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    var stored: [Attempt] = []
    for record in records {
      if let problem = record.problem {
        throw CourseStoreError.invalidAttempt(problem)
      }
      try RecordingTime.check(record.at, what: "the attempt")
      guard try exerciseExists(record.exerciseID, includingRetired: true) else {
        throw CourseStoreError.unknownExercise(record.exerciseID)
      }
      try insert.execute(arguments: [
        record.exerciseID, record.at, record.sourceHash, record.status.rawValue, record.score,
        record.durationMs, record.reportJSON, record.devices.map(Self.devicesJSON),
        record.origin?.rawValue, record.isForeignFile,
      ])
      stored.append(Attempt(id: database.lastInsertRowID, record: record))
    }
    return stored
  }

  /// Records `record` only when it is something the learner did: its bytes differ from the
  /// exercise's starter (`starterHash`, the starter's `sourceHash`) and from every attempt already
  /// recorded for the exercise. Returns the new attempt, or nil when it was not one: one save is
  /// one attempt, whichever of two screens on the same workspace records it, a regrade of
  /// unchanged bytes (watch mode, `check`, a second `grade`) adds none, and neither does a grade
  /// of the untouched starter.
  ///
  /// A review (`AttemptOrigin.review`) is a new recall from a fresh starter: its bytes need only
  /// differ from the attempts recorded since the exercise was last rated, so that a review redone
  /// to the same bytes as an old pass still counts. The check and the insert are one write
  /// transaction, so two processes grading the same save at once record it once.
  /// - Throws: as `recordAttempt(_:)`.
  public func recordAttemptUnlessRecorded(_ record: AttemptRecord, starterHash: String? = nil)
    throws(CourseStoreError) -> Attempt?
  {
    if let starterHash, record.sourceHash == starterHash { return nil }
    return try writing {
      let recorded =
        record.origin == .review
        ? try attemptRecordedSinceLastRating(record.exerciseID, record.sourceHash)
        : try attemptRecorded(record.exerciseID, record.sourceHash)
      if recorded { return nil }
      return try insert(CollectionOfOne(record))[0]
    }
  }

  /// Whether any attempt at `exerciseID` with the bytes `sourceHash` was ever recorded.
  func attemptRecorded(_ exerciseID: String, _ sourceHash: String) throws -> Bool {
    try database.fetchOne(
      "SELECT 1 FROM attempt WHERE exercise_id = ? AND source_hash = ? LIMIT 1",
      arguments: [exerciseID, sourceHash]) != nil
  }

  /// Every attempt at `exerciseID`, oldest first (by time, then by id).
  public func attempts(for exerciseID: String) throws(CourseStoreError) -> [Attempt] {
    try guarded {
      let rows = try database.fetchAll(
        """
        SELECT \(Self.attemptColumns)
        FROM attempt WHERE exercise_id = ? ORDER BY attempted_at, id
        """,
        arguments: [exerciseID])
      return try rows.map(Self.attempt(from:))
    }
  }

  /// The number of attempts in the store, over every exercise.
  public func attemptCount() throws(CourseStoreError) -> Int {
    try guarded { try database.fetchValue(Int.self, "SELECT count(*) FROM attempt") ?? 0 }
  }

  /// The columns `attempt(from:)` reads, in its order.
  static let attemptColumns = """
    id, exercise_id, attempted_at, source_hash, status, score, duration_ms, report_json, \
    devices_json, origin, foreign_file
    """

  static func attempt(from row: Row) throws -> Attempt {
    let originText = try row.column(String?.self, at: 9)
    let origin = try originText.map { text in
      guard let origin = AttemptOrigin(rawValue: text) else {
        throw StoredValueError(description: "unknown attempt origin \"\(text)\"")
      }
      return origin
    }
    let statusText = try row.column(String.self, at: 4)
    guard let status = AttemptStatus(rawValue: statusText) else {
      throw StoredValueError(description: "unknown attempt status \"\(statusText)\"")
    }
    let record = AttemptRecord(
      exerciseID: try row.column(String.self, at: 1), at: try row.column(Date.self, at: 2),
      sourceHash: try row.column(String.self, at: 3), status: status,
      score: try row.column(Double.self, at: 5), durationMs: try row.column(Int.self, at: 6),
      reportJSON: try row.column(String?.self, at: 7),
      devices: try row.column(String?.self, at: 8).map(devices(fromJSON:)), origin: origin,
      isForeignFile: try row.column(Bool.self, at: 10))
    return Attempt(id: try row.column(Int64.self, at: 0), record: record)
  }

  /// A device list as stored: a JSON array of strings.
  static func devicesJSON(_ devices: [String]) -> String {
    let data = (try? JSONEncoder().encode(devices)) ?? Data("[]".utf8)
    return String(decoding: data, as: UTF8.self)
  }

  /// The device list stored as `text`.
  static func devices(fromJSON text: String) throws -> [String] {
    do {
      return try JSONDecoder().decode([String].self, from: Data(text.utf8))
    } catch {
      throw StoredValueError(description: "an attempt's devices are not a list: \(text)")
    }
  }

  /// Whether the store has an exercise with `id`.
  func exerciseExists(_ id: String, includingRetired: Bool) throws -> Bool {
    let sql =
      includingRetired
      ? "SELECT 1 FROM exercise WHERE id = ?"
      : "SELECT 1 FROM exercise WHERE id = ? AND retired = 0"
    return try database.fetchOne(sql, arguments: [id]) != nil
  }
}

extension CourseStore {
  /// How many passed attempts at `exerciseID`, up to and including `date`, were graded on each
  /// of `devices` (reference texts): an attempt recorded without its devices was graded on every
  /// device the exercise listed, and counts for each.
  public func passCounts(
    exerciseID: String, devices: [String], upTo date: Date
  ) throws(CourseStoreError) -> [String: Int] {
    try guarded {
      let rows = try database.fetchAll(
        """
        SELECT devices_json FROM attempt
        WHERE exercise_id = ? AND status = 'passed' AND attempted_at <= ?
        """,
        arguments: [exerciseID, date])
      var counts: [String: Int] = [:]
      for row in rows {
        let graded = try row.column(String?.self, at: 0).map(Self.devices(fromJSON:)) ?? devices
        for device in graded where devices.contains(device) {
          counts[device, default: 0] += 1
        }
      }
      return counts
    }
  }
}
