import Course

/// Seeing the reference solution before passing, recorded the way the store already knows it:
/// `hint` shows the solution once every hint was revealed, so a forced look reveals every hint
/// (each counted once, as `hint` counts them).
enum SolutionSeen {
  static func record(exerciseID id: String, session: LearnerSession) throws {
    let revealed = Set(try session.store.revealedHints(for: id))
    let count = try session.store.progress(ofExercise: id, at: session.now).hintCount
    for index in 0..<count where !revealed.contains(index) {
      try session.store.recordHintReveal(exerciseID: id, hintIndex: index, at: session.now)
    }
  }
}
