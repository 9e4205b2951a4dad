import Foundation
import SQLite

extension CourseStore {
  /// Records that hint `hintIndex` (0-based) of `exerciseID` was shown at `date`.
  ///
  /// A hint counts once, however often it is shown again.
  /// - Returns: true when this is the hint's first reveal.
  /// - Throws: `CourseStoreError.unknownExercise`, or `.noSuchHint` for an index the exercise
  ///   has no hint for.
  @discardableResult
  public func recordHintReveal(exerciseID: String, hintIndex: Int, at date: Date)
    throws(CourseStoreError) -> Bool
  {
    try RecordingTime.check(date, what: "the hint reveal")
    return try writing {
      let count = try hintTexts(for: exerciseID).count
      guard (0..<count).contains(hintIndex) else {
        throw CourseStoreError.noSuchHint(exercise: exerciseID, index: hintIndex, count: count)
      }
      try database.execute(
        "INSERT OR IGNORE INTO hint_reveal(exercise_id, hint_index, revealed_at) VALUES (?, ?, ?)",
        arguments: [exerciseID, hintIndex, date])
      return database.changes == 1
    }
  }

  /// The 0-based indexes of the hints of `exerciseID` revealed so far, in order.
  public func revealedHints(for exerciseID: String) throws(CourseStoreError) -> [Int] {
    try guarded { try revealedHintIndexes(exerciseID) }
  }

  /// Shows the learner the next thing they may see for `exerciseID`, recording it.
  ///
  /// Hints come one at a time, from gentle to explicit, and each reveal is recorded. The
  /// solution comes only once the exercise passed, or when every hint was already revealed
  /// and the learner asks again.
  /// - Throws: `CourseStoreError.unknownExercise`.
  public func nextHint(for exerciseID: String, at date: Date) throws(CourseStoreError) -> HintStep {
    try writing {
      let hints = try hintTexts(for: exerciseID)
      let solution = try database.fetchValue(
        String.self, "SELECT solution FROM exercise WHERE id = ?", arguments: [exerciseID])
      guard let solution else {
        throw CourseStoreError.unknownExercise(exerciseID)
      }
      if try hasPassed(exerciseID) {
        return .solution(solution, reason: .passed)
      }
      let revealed = Set(try revealedHintIndexes(exerciseID))
      guard let index = hints.indices.first(where: { !revealed.contains($0) }) else {
        return .solution(solution, reason: .allHintsRevealed)
      }
      try database.execute(
        "INSERT OR IGNORE INTO hint_reveal(exercise_id, hint_index, revealed_at) VALUES (?, ?, ?)",
        arguments: [exerciseID, index, date])
      return .hint(index: index, count: hints.count, text: hints[index])
    }
  }

  /// The hints of `exerciseID` in order; throws `unknownExercise` when there is no such exercise.
  func hintTexts(for exerciseID: String) throws -> [String] {
    guard try exerciseExists(exerciseID, includingRetired: true) else {
      throw CourseStoreError.unknownExercise(exerciseID)
    }
    let rows = try database.fetchAll(
      "SELECT text FROM hint WHERE exercise_id = ? ORDER BY position", arguments: [exerciseID])
    return try rows.map { try $0.column(String.self, at: 0) }
  }

  private func revealedHintIndexes(_ exerciseID: String) throws -> [Int] {
    let rows = try database.fetchAll(
      "SELECT hint_index FROM hint_reveal WHERE exercise_id = ? ORDER BY hint_index",
      arguments: [exerciseID])
    return try rows.map { try $0.column(Int.self, at: 0) }
  }

  /// Whether any attempt at `exerciseID` passed.
  func hasPassed(_ exerciseID: String) throws -> Bool {
    try database.fetchOne(
      "SELECT 1 FROM attempt WHERE exercise_id = ? AND status = 'passed' LIMIT 1",
      arguments: [exerciseID]) != nil
  }
}
