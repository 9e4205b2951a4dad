import SQLite

/// An exercise of the current course with its place in course order.
struct ActiveExercise {
  var id: String
  var moduleID: String
  var modulePosition: Int
  var position: Int

  /// The active exercises in course order.
  static func all(in database: Database) throws -> [ActiveExercise] {
    let rows = try database.fetchAll(
      """
      SELECT e.id, e.module_id, m.position, e.position
      FROM exercise e JOIN module m ON m.id = e.module_id
      WHERE e.retired = 0 AND m.retired = 0
      ORDER BY m.position, e.position
      """)
    return try rows.map { row in
      ActiveExercise(
        id: try row.column(String.self, at: 0), moduleID: try row.column(String.self, at: 1),
        modulePosition: try row.column(Int.self, at: 2), position: try row.column(Int.self, at: 3))
    }
  }
}
