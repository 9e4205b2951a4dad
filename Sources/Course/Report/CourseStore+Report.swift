import Foundation
import SQLite
import SpacedRepetition

extension CourseStore {
  /// The learner's progress as it stood at `now`: events after `now` are left out, and review
  /// states are replayed from the ratings given up to then.
  /// - Parameters:
  ///   - now: the moment the report describes.
  ///   - learnerName: the learner's name, if known.
  ///   - workspace: the workspace folder, as the report should name it.
  /// - Throws: a store error.
  public func progressReport(at now: Date, learnerName: String?, workspace: String?)
    throws(CourseStoreError) -> ProgressReport
  {
    let source = try reading { try reportSource(upTo: now) }
    let learner = ReportLearner(name: learnerName, workspace: workspace, installID: installID)
    do {
      return try ProgressReportBuilder(source: source, scheduler: scheduler, now: now)
        .build(learner: learner)
    } catch {
      throw .database(path: path, message: "cannot replay the review log: \(error)")
    }
  }

  /// A stable, non-secret id of this store: a hash of its fuzz seed.
  var installID: String {
    let hash = FNV1a64.hash(Array("layoutlings install \(fuzzSeed)".utf8))
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  private func reportSource(upTo now: Date) throws -> ReportSource {
    var cards: [String: [String]] = [:]
    let cardRows = try database.fetchAll(
      "SELECT id, exercise_id FROM review_card WHERE retired = 0 ORDER BY exercise_id, position")
    for row in cardRows {
      cards[try row.column(String.self, at: 1), default: []].append(
        try row.column(String.self, at: 0))
    }
    var modules: [ReportSource.Module] = []
    for row in try database.fetchAll(
      """
      SELECT m.id, l.title FROM module m JOIN lesson l ON l.module_id = m.id
      WHERE m.retired = 0 ORDER BY m.position
      """)
    {
      modules.append(
        ReportSource.Module(
          id: try row.column(String.self, at: 0), title: try row.column(String.self, at: 1),
          exercises: []))
    }
    let exerciseRows = try database.fetchAll(
      """
      SELECT e.id, e.module_id, e.title, (SELECT count(*) FROM hint h WHERE h.exercise_id = e.id)
      FROM exercise e JOIN module m ON m.id = e.module_id
      WHERE e.retired = 0 AND m.retired = 0 ORDER BY m.position, e.position
      """)
    for row in exerciseRows {
      let id = try row.column(String.self, at: 0)
      let moduleID = try row.column(String.self, at: 1)
      let exercise = ReportSource.Exercise(
        id: id, moduleID: moduleID, title: try row.column(String.self, at: 2),
        hintCount: try row.column(Int.self, at: 3), cardIDs: cards[id] ?? [])
      if let index = modules.firstIndex(where: { $0.id == moduleID }) {
        modules[index].exercises.append(exercise)
      }
    }
    let attempts = try database.fetchAll(
      """
      SELECT exercise_id, attempted_at, status, score FROM attempt
      WHERE attempted_at <= ? ORDER BY attempted_at, id
      """,
      arguments: [now]
    ).map { row in
      let text = try row.column(String.self, at: 2)
      guard let status = AttemptStatus(rawValue: text) else {
        throw StoredValueError(description: "unknown attempt status \"\(text)\"")
      }
      return ReportSource.AttemptEvent(
        exerciseID: try row.column(String.self, at: 0), at: try row.column(Date.self, at: 1),
        status: status, score: try row.column(Double.self, at: 3))
    }
    let hints = try database.fetchAll(
      """
      SELECT exercise_id, hint_index, revealed_at FROM hint_reveal
      WHERE revealed_at <= ? ORDER BY revealed_at, exercise_id, hint_index
      """,
      arguments: [now]
    ).map { row in
      ReportSource.HintEvent(
        exerciseID: try row.column(String.self, at: 0), index: try row.column(Int.self, at: 1),
        at: try row.column(Date.self, at: 2))
    }
    let ratings = try database.fetchAll(
      """
      SELECT item_id, rating, rated_at, duration_ms FROM rating
      WHERE rated_at <= ? ORDER BY rated_at, id
      """,
      arguments: [now]
    ).map { row in
      let value = try row.column(Int.self, at: 1)
      guard let rating = Rating(rawValue: value) else {
        throw StoredValueError(description: "unknown rating \(value)")
      }
      return ReviewLog(
        cardID: try row.column(String.self, at: 0), rating: rating,
        reviewDate: try row.column(Date.self, at: 2),
        duration: try row.column(Int?.self, at: 3).map { Double($0) / 1000 })
    }
    return ReportSource(
      courseTitle: try meta("course_title"), modules: modules, attempts: attempts, hints: hints,
      ratings: ratings)
  }
}
