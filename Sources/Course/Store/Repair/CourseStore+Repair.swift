import Foundation
import SQLite

extension CourseStore {
  /// The tables of the learner's progress that a repair copies, in copying order, with the
  /// name the report gives their rows. Review states are not copied: they are rebuilt from the
  /// rating log.
  static let progressTables: [(table: String, name: String, keepsCount: Bool)] = [
    ("attempt", "attempts", true), ("rating", "ratings", true),
    ("hint_reveal", "hint reveals", false), ("position", "positions", false),
    ("setting", "settings", false),
  ]

  /// Backs up the store at `path` and rebuilds it from every row that can still be read.
  ///
  /// 1. The file (and its write-ahead log, if any) is copied to `<path>.corrupt-<time>`, which
  ///    is kept as it is.
  /// 2. A new store is made next to it with the current schema, and `catalog` is imported.
  ///    A table the damaged store lacks (or a migration record it lost) is thus made whole.
  /// 3. From a scratch copy of the backup (its header rewritten if it was wiped), every
  ///    readable row of attempts, ratings, hint reveals, the position and settings is copied,
  ///    row by row, skipping damaged pages; modules, exercises and cards that only the old
  ///    store knew come along as retired, so old attempts keep what they refer to. Review
  ///    states are rebuilt from the ratings, and the position is moved if it names nothing.
  /// 4. The new store replaces the damaged one.
  ///
  /// Run it when no other Layoutlings process uses the store.
  /// - Returns: what was recovered and what was lost.
  /// - Throws: `CourseStoreError.database` when a file cannot be copied, made or replaced (the
  ///   damaged store then stays where it was).
  public static func repair(
    path: String, catalog: LessonCatalog, fingerprint: String? = nil, now: Date
  ) throws(CourseStoreError) -> StoreRepairReport {
    let files = RepairFiles(path: path, now: now)
    do {
      try files.backUp()
    } catch {
      throw .database(path: path, message: "backing it up failed: \(Self.reason(error))")
    }
    defer { files.removeScratch() }
    var report = StoreRepairReport(
      backupPath: files.backup, tables: [], rebuiltHeader: false, sourceReadable: false)
    do {
      try files.prepareScratch()
      let source = SourceOpener(path: files.source).open()
      report.rebuiltHeader = source.rebuiltHeader
      report.sourceReadable = source.database != nil
      report.sourceWasEmpty = files.backupIsEmpty
      if let database = source.database {
        report.schemaDifferences =
          (try? SchemaCheck.differences(in: database, migrations: StoreSchema.migrations)) ?? []
      }
      let fresh = try CourseStore(path: files.rebuilt, now: now)
      try fresh.importCourse(catalog, fingerprint: fingerprint, now: now)
      report.tables = try fresh.copyProgress(from: source.database, now: now)
      try fresh.guarded { _ = try fresh.database.setJournalMode(.delete) }
    } catch {
      files.removeRebuilt()
      throw .database(path: path, message: "rebuilding it failed: \(Self.reason(error))")
    }
    do {
      try files.replaceOriginal()
    } catch {
      files.removeRebuilt()
      throw .database(path: path, message: "replacing it failed: \(Self.reason(error))")
    }
    return report
  }

  private static func reason(_ error: any Error) -> String {
    if let error = error as? CourseStoreError { return error.description }
    if let error = error as? SQLiteError { return error.message }
    return (error as NSError).localizedDescription
  }

  /// Copies what `source` still holds into this (new) store.
  private func copyProgress(from source: Database?, now: Date) throws -> [StoreRepairReport.Table] {
    let reader = source.map { DamagedTableReader(database: $0) }
    var counters: [String: Int64] = [:]
    if let reader {
      for row in reader.read(table: "sqlite_sequence", columns: ["name", "seq"]).rows {
        if case .text(let name) = row[0], case .integer(let seq) = row[1] { counters[name] = seq }
      }
      // Dropping the rating table takes its counter along; the review states still count
      // each item's ratings.
      if counters["rating"] == nil {
        let states = reader.read(table: "review_state", columns: ["rating_count"])
        if !states.hitDamage, !states.rows.isEmpty {
          counters["rating"] = states.rows.reduce(0) { total, row in
            if case .integer(let count) = row[0] { return total + count }
            return total
          }
        }
      }
      try copyRetiredContent(reader)
    }
    var tables: [StoreRepairReport.Table] = []
    for (table, name, keepsCount) in Self.progressTables {
      // A store from before a migration lacks the columns it added; those take their defaults.
      let known = reader?.columnNames(of: table)
      let columns = try columnNames(of: table).filter { known?.contains($0) ?? true }
      let read = reader?.read(table: table, columns: columns) ?? .init(rows: [], hitDamage: true)
      let verb = table == "position" || table == "setting" ? "INSERT OR REPLACE" : "INSERT"
      let copied = try insert(read.rows, into: table, columns: columns, verb: verb)
      let rejected = read.rows.count - copied
      var lost: Int?
      if keepsCount, let total = counters[table] {
        lost = max(0, Int(total) - read.rows.count) + rejected
      } else if !read.hitDamage {
        lost = rejected
      }
      tables.append(.init(name: name, recovered: copied, lost: lost))
    }
    try writing {
      _ = try PositionRepair(database: database, now: now).repair()
    }
    try rebuildReviewStates()
    return tables
  }

  /// Modules, exercises and review cards the damaged store had and the course no longer has,
  /// copied as retired so that old attempts and ratings still refer to something.
  private func copyRetiredContent(_ reader: DamagedTableReader) throws {
    for table in ["module", "exercise", "review_card"] {
      let columns = try columnNames(of: table)
      guard let retired = columns.firstIndex(of: "retired") else { continue }
      let rows = reader.read(table: table, columns: columns).rows.map { row -> [SQLiteValue] in
        var row = row
        row[retired] = .integer(1)
        return row
      }
      _ = try insert(rows, into: table, columns: columns, verb: "INSERT OR IGNORE")
    }
  }

  /// Inserts each row on its own, in one transaction; returns how many went in. Rows the
  /// schema refuses (a value damaged into something out of range) are left out.
  private func insert(_ rows: [[SQLiteValue]], into table: String, columns: [String], verb: String)
    throws -> Int
  {
    guard !rows.isEmpty else { return 0 }
    let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
    let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
    return try writing {
      let statement = try database.prepare(
        "\(verb) INTO \"\(table)\"(\(list)) VALUES (\(marks))")
      var count = 0
      for row in rows {
        do {
          try statement.execute(
            arguments: StatementArguments(row.map { $0 as (any SQLiteValueConvertible)? }))
          count += database.changes > 0 ? 1 : 0
        } catch let error as SQLiteError
          where error.primaryCode == .constraint
          || error.primaryCode == .mismatch || error.primaryCode == .tooBig
        {
          statement.reset()
        }
      }
      return count
    }
  }

  /// The columns of `table` in the current schema, in order.
  private func columnNames(of table: String) throws -> [String] {
    try guarded {
      try database.fetchAll(
        "SELECT name FROM pragma_table_info(?) ORDER BY cid", arguments: [table]
      )
      .map { try $0.column(String.self, at: 0) }
    }
  }
}
