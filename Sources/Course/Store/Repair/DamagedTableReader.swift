import SQLite

/// Reads the rows of one table of a damaged database that can still be read, in rowid order.
///
/// Rows are read with one cursor while it lasts. When a step fails (a damaged or missing page),
/// the reader looks for the first rowid past the damage it can seek to: it probes
/// `rowid > x` for x at growing distances past the last row read, then narrows down the
/// boundary between failing and working probes by bisection, and reads on from there. A
/// damaged leaf page holds a contiguous range of rowids, so what is skipped is that range.
struct DamagedTableReader {
  /// What could be read of one table.
  struct Result {
    /// Each readable row's values, in the order of the columns asked for.
    var rows: [[SQLiteValue]] = []
    /// Whether any part of the table could not be read (the table itself may be missing).
    var hitDamage = false
  }

  let database: Database
  /// Stops runaway reading in a file damaged in some pathological way.
  var maximumSteps = 1_000_000

  /// The columns `table` has in the damaged store, or nil when its schema cannot be read.
  func columnNames(of table: String) -> [String]? {
    guard
      let rows = try? database.fetchAll(
        "SELECT name FROM pragma_table_info(?) ORDER BY cid", arguments: [table]),
      !rows.isEmpty
    else { return nil }
    return rows.compactMap { try? $0.column(String.self, at: 0) }
  }

  /// The readable rows of `table`, with `columns` (names of the current schema).
  func read(table: String, columns: [String]) -> Result {
    var result = Result()
    let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
    let select = "SELECT rowid, \(list) FROM \"\(table)\" WHERE rowid > ? ORDER BY rowid"
    let cursor: Statement
    let probe: Statement
    do {
      cursor = try database.prepare(select)
      probe = try database.prepare(select + " LIMIT 1")
    } catch {
      // The table (or the schema naming it) cannot be read at all.
      result.hitDamage = true
      return result
    }
    var after = Int64.min
    var steps = 0
    /// Keeps a row read after `after`; false for one out of order, which only a damaged page
    /// can produce (and which would make reading go round in circles).
    func take(_ values: [SQLiteValue]) -> Bool {
      guard case .integer(let rowID) = values[0], rowID > after else { return false }
      after = rowID
      if Self.looksIntact(values) {
        result.rows.append(Array(values.dropFirst()))
      } else {
        result.hitDamage = true
      }
      return true
    }
    while steps < maximumSteps {
      do {
        try cursor.forEachRow(arguments: [after]) { row in
          steps += 1
          guard take(row.values) else { throw OutOfOrder() }
          if steps >= maximumSteps { throw StopReading() }
        }
        return result
      } catch is StopReading {
        return result
      } catch {
        result.hitDamage = true
      }
      // A fresh seek may reach the next row by another path than the cursor took.
      switch read(probe, after: after) {
      case .row(let values):
        steps += 1
        if take(values) { continue }
      case .end:
        return result
      case .failed:
        break
      }
      guard let resume = resumePoint(after: after, probe: probe) else { return result }
      after = resume
      steps += 1
    }
    return result
  }

  /// Whether a row's values look like ones the store wrote: its text never holds a NUL, which
  /// zeroed or overwritten bytes put there.
  static func looksIntact(_ values: [SQLiteValue]) -> Bool {
    values.allSatisfy { value in
      if case .text(let text) = value { return !text.utf8.contains(0) }
      return true
    }
  }

  private struct OutOfOrder: Error {}

  private struct StopReading: Error {}

  /// The probe's outcome: the first row after x (rowid first), nil at the end, or a failure.
  private enum Probe {
    case row([SQLiteValue])
    case end
    case failed
  }

  private func read(_ statement: Statement, after x: Int64) -> Probe {
    do {
      guard let row = try statement.fetchOne(arguments: [x]) else { return .end }
      guard case .integer(let rowID) = row.values[0], rowID > x else { return .failed }
      return .row(row.values)
    } catch {
      return .failed
    }
  }

  /// The x to read on after (rows whose rowid is greater), or nil when nothing past `after`
  /// can be reached: the smallest x found whose first following row reads.
  private func resumePoint(after: Int64, probe statement: Statement) -> Int64? {
    var failing = after
    var distance: Int64 = 1
    while true {
      let (candidate, overflow) = after.addingReportingOverflow(distance)
      if overflow { return nil }
      switch read(statement, after: candidate) {
      case .end:
        return nil
      case .row:
        var working = candidate
        while working - failing > 1 {
          let middle = failing + (working - failing) / 2
          if case .failed = read(statement, after: middle) {
            failing = middle
          } else {
            working = middle
          }
        }
        return working
      case .failed:
        failing = candidate
        let (doubled, tooFar) = distance.multipliedReportingOverflow(by: 2)
        if tooFar { return nil }
        distance = doubled
      }
    }
  }
}
