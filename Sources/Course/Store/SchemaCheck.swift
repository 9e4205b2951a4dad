import SQLite

/// Compares a store's tables, indexes and triggers with those the migrations it records make.
///
/// A table dropped by hand or a migration record deleted leaves a store whose schema is not the
/// one its records claim: commands would then fail with "no such table", and migrating it would
/// stop at "duplicate column". Checked before anything is written, such a store is reported as
/// damaged, and `dev repair-store` rebuilds it.
enum SchemaCheck {
  /// One table, index or trigger, as far as the check compares it.
  struct Entry: Hashable {
    /// `table`, `index` or `trigger`.
    var type: String
    var name: String
    /// The table it belongs to (its own name for a table).
    var table: String
    /// A table's columns, each as name, declared type, NOT NULL and primary-key position.
    var columns: [Column]
  }

  /// One column of a table, compared by what the schema declares rather than its SQL text, so
  /// that whitespace in a migration's text does not matter.
  struct Column: Hashable {
    var name: String
    var type: String
    var notNull: Bool
    var primaryKey: Int
  }

  /// What differs between `database` and a store that applied exactly the migrations `recorded`
  /// names, one phrase each (`the table rating is missing`); empty when nothing does.
  ///
  /// Read in one transaction, so a migration another connection commits meanwhile is either
  /// wholly seen or not at all.
  static func differences(in database: Database, migrations: [Migration]) throws -> [String] {
    let (recorded, actual) = try database.transaction(.deferred) {
      (
        Set(try Migrator(migrations).recordedMigrations(in: database).map(\.id)),
        try entries(of: database)
      )
    }
    let expected = try entries(madeBy: migrations.filter { recorded.contains($0.id) })
    return describe(expected: expected, actual: actual)
  }

  /// The entries a new database has after `migrations`.
  static func entries(madeBy migrations: [Migration]) throws -> [String: Entry] {
    let scratch = try Database(.inMemory)
    try Migrator(migrations).migrate(scratch)
    return try entries(of: scratch)
  }

  /// The database's own tables, indexes and triggers by name; SQLite's internal ones and the
  /// migrations' bookkeeping table (which every migrated store has) are left out.
  static func entries(of database: Database) throws -> [String: Entry] {
    var entries: [String: Entry] = [:]
    let rows = try database.fetchAll(
      """
      SELECT type, name, tbl_name FROM sqlite_schema
      WHERE type IN ('table', 'index', 'trigger') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
        AND name <> ?
      """,
      arguments: [Migrator.tableName])
    for row in rows {
      let type = try row.column(String.self, at: 0)
      let name = try row.column(String.self, at: 1)
      var columns: [Column] = []
      if type == "table" {
        columns = try database.fetchAll(
          "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?) ORDER BY cid",
          arguments: [name]
        ).map { column in
          Column(
            name: try column.column(String.self, at: 0),
            type: try column.column(String.self, at: 1),
            notNull: try column.column(Int.self, at: 2) != 0,
            primaryKey: try column.column(Int.self, at: 3))
        }
      }
      entries[name] = Entry(
        type: type, name: name, table: try row.column(String.self, at: 2), columns: columns)
    }
    return entries
  }

  /// The differences as phrases, missing entries first, in name order.
  static func describe(expected: [String: Entry], actual: [String: Entry]) -> [String] {
    var missing: [String] = []
    var changed: [String] = []
    for name in expected.keys.sorted() {
      guard let want = expected[name] else { continue }
      guard let have = actual[name], have.type == want.type else {
        missing.append("the \(want.type) \(name) is missing")
        continue
      }
      if have.table != want.table {
        changed.append("the \(want.type) \(name) belongs to \(have.table), not \(want.table)")
      }
      let wantNames = want.columns.map(\.name)
      let haveNames = have.columns.map(\.name)
      let absent = wantNames.filter { !haveNames.contains($0) }
      let unknown = haveNames.filter { !wantNames.contains($0) }
      if !absent.isEmpty {
        changed.append("the table \(name) lacks \(columnList(absent))")
      }
      if !unknown.isEmpty {
        changed.append(
          "the table \(name) has \(columnList(unknown)) that its recorded migrations do not make")
      }
      if absent.isEmpty, unknown.isEmpty, have.columns != want.columns {
        changed.append("the table \(name)'s columns are declared differently")
      }
    }
    let extra = actual.keys.sorted().filter { name in
      guard let want = expected[name], let have = actual[name] else { return true }
      return want.type != have.type
    }
    for name in extra {
      if let have = actual[name] { changed.append("an unexpected \(have.type) \(name)") }
    }
    return missing + changed
  }

  /// The differences as one detail for an error: the first three, and how many more.
  static func summary(_ differences: [String]) -> String {
    let shown = differences.prefix(3).joined(separator: "; ")
    let more = differences.count > 3 ? "; and \(differences.count - 3) more" : ""
    return "its schema is not the one its migrations make: \(shown)\(more)"
  }

  private static func columnList(_ names: [String]) -> String {
    (names.count == 1 ? "the column " : "the columns ") + names.joined(separator: ", ")
  }
}
