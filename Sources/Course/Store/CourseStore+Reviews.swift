import Foundation
import SQLite
import SpacedRepetition

extension CourseStore {
  /// Appends a rating to the review log and updates the item's cached FSRS card, in one
  /// transaction, and returns the card as now scheduled.
  ///
  /// The item is an exercise id or a review card id (`<exercise id>#<card id>`) of the current
  /// course. The card is rebuilt by replaying every rating of the item with `scheduler`. The
  /// log is kept in time order: a rating dated before the item's last one is refused, and so is
  /// one dated more than a day after the clock (`RecordingTime`), which would put the item's
  /// reviews off for good.
  /// - Parameters:
  ///   - itemID: the exercise or card rated.
  ///   - rating: how the recall went.
  ///   - date: when it was rated (stored to the millisecond).
  ///   - duration: how long the learner took, in seconds, if measured.
  /// - Throws: `CourseStoreError.unknownReviewItem`, `.invalidRating` for a negative duration,
  ///   `.aheadOfClock`, `.ratingBeforeLast`; nothing is recorded then.
  @discardableResult
  public func recordRating(
    itemID: String, rating: Rating, at date: Date, duration: TimeInterval? = nil
  ) throws(CourseStoreError) -> Card {
    if let duration, !(duration.isFinite && duration >= 0) {
      throw .invalidRating("the duration must be zero or more seconds, got \(duration)")
    }
    try RecordingTime.check(date, what: "the rating")
    return try writing {
      guard try reviewItemExercise(itemID) != nil else {
        throw CourseStoreError.unknownReviewItem(itemID)
      }
      // Read in the write transaction, so two raters cannot both pass it.
      if let last = try database.fetchValue(
        Date.self, "SELECT max(rated_at) FROM rating WHERE item_id = ?", arguments: [itemID]),
        date < last
      {
        throw CourseStoreError.ratingBeforeLast(item: itemID, date: date, last: last)
      }
      let milliseconds = duration.map { Int(($0 * 1000).rounded()) }
      try database.execute(
        "INSERT INTO rating(item_id, rating, rated_at, duration_ms) VALUES (?, ?, ?, ?)",
        arguments: [itemID, rating.rawValue, date, milliseconds])
      return try refreshState(of: itemID)
    }
  }

  /// Every rating of `itemID`, oldest first.
  public func ratingLog(for itemID: String) throws(CourseStoreError) -> [ReviewLog] {
    try guarded { try ratingLogs(itemID) }
  }

  /// The item's cached FSRS card, or nil when it was never rated.
  public func reviewCard(for itemID: String) throws(CourseStoreError) -> Card? {
    try guarded {
      let row = try database.fetchOne(
        """
        SELECT item_id, state, step, stability, difficulty, due, last_review
        FROM review_state WHERE item_id = ?
        """,
        arguments: [itemID])
      return try row.map(Self.card(from:))
    }
  }

  /// The review items of the current course that are due at `date`: the earliest first, ties
  /// by id. Items of retired exercises and cards are left out.
  public func dueReviews(at date: Date) throws(CourseStoreError) -> [DueReview] {
    try guarded { try dueReviewList(at: date) }
  }

  /// Throws the review state cache away and rebuilds it by replaying the rating log.
  ///
  /// - Returns: how many items have a state now.
  @discardableResult
  public func rebuildReviewStates() throws(CourseStoreError) -> Int {
    try writing {
      try database.execute("DELETE FROM review_state")
      let items = try database.fetchAll("SELECT DISTINCT item_id FROM rating ORDER BY item_id")
      for row in items {
        try refreshState(of: try row.column(String.self, at: 0))
      }
      return items.count
    }
  }

  func dueReviewList(at date: Date) throws -> [DueReview] {
    let rows = try database.fetchAll(
      """
      SELECT s.item_id, coalesce(e.id, c.exercise_id), c.id IS NOT NULL, s.due
      FROM review_state s
      LEFT JOIN exercise e ON e.id = s.item_id AND e.retired = 0
      LEFT JOIN review_card c ON c.id = s.item_id AND c.retired = 0
      WHERE s.due <= ? AND (e.id IS NOT NULL OR c.id IS NOT NULL)
      ORDER BY s.due, s.item_id
      """,
      arguments: [date])
    return try rows.map { row in
      DueReview(
        itemID: try row.column(String.self, at: 0), exerciseID: try row.column(String.self, at: 1),
        isCard: try row.column(Bool.self, at: 2), due: try row.column(Date.self, at: 3))
    }
  }

  /// The exercise an item of the current course belongs to, or nil when it is not one.
  func reviewItemExercise(_ itemID: String) throws -> String? {
    if try exerciseExists(itemID, includingRetired: false) {
      return itemID
    }
    return try database.fetchValue(
      String.self, "SELECT exercise_id FROM review_card WHERE id = ? AND retired = 0",
      arguments: [itemID])
  }

  private func ratingLogs(_ itemID: String) throws -> [ReviewLog] {
    let rows = try database.fetchAll(
      "SELECT rating, rated_at, duration_ms FROM rating WHERE item_id = ? ORDER BY rated_at, id",
      arguments: [itemID])
    return try rows.map { row in
      let value = try row.column(Int.self, at: 0)
      guard let rating = Rating(rawValue: value) else {
        throw StoredValueError(description: "unknown rating \(value) for \(itemID)")
      }
      let milliseconds = try row.column(Int?.self, at: 2)
      return ReviewLog(
        cardID: itemID, rating: rating, reviewDate: try row.column(Date.self, at: 1),
        duration: milliseconds.map { Double($0) / 1000 })
    }
  }

  /// Replays the item's log and stores the card it ends with.
  @discardableResult
  private func refreshState(of itemID: String) throws -> Card {
    let logs = try ratingLogs(itemID)
    let card = try scheduler.replay(logs: logs)
    try database.execute(
      """
      INSERT INTO review_state(
        item_id, state, step, stability, difficulty, due, last_review, rating_count)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT(item_id) DO UPDATE SET
        state = excluded.state, step = excluded.step, stability = excluded.stability,
        difficulty = excluded.difficulty, due = excluded.due, last_review = excluded.last_review,
        rating_count = excluded.rating_count
      """,
      arguments: [
        itemID, card.state.rawValue, card.step, card.stability, card.difficulty, card.due,
        card.lastReview, logs.count,
      ])
    return card
  }

  private static func card(from row: Row) throws -> Card {
    let stateValue = try row.column(Int.self, at: 1)
    guard let state = CardState(rawValue: stateValue) else {
      throw StoredValueError(description: "unknown review state \(stateValue)")
    }
    return Card(
      id: try row.column(String.self, at: 0), state: state, step: try row.column(Int?.self, at: 2),
      stability: try row.column(Double?.self, at: 3),
      difficulty: try row.column(Double?.self, at: 4), due: try row.column(Date.self, at: 5),
      lastReview: try row.column(Date?.self, at: 6))
  }
}

extension CourseStore {
  /// What lets `itemID` (an exercise or a card of the current course) be rated at `date`.
  /// - Throws: `CourseStoreError.unknownReviewItem`.
  public func ratingEvidence(for itemID: String, at date: Date) throws(CourseStoreError)
    -> RatingEvidence
  {
    try reading {
      guard let exerciseID = try reviewItemExercise(itemID) else {
        throw CourseStoreError.unknownReviewItem(itemID)
      }
      let isCard = exerciseID != itemID
      // The last rating at or before `date`: a rating given with a later date (`--now`) does
      // not use up a pass that came before it.
      let lastRated = try database.fetchValue(
        Date.self, "SELECT max(rated_at) FROM rating WHERE item_id = ? AND rated_at <= ?",
        arguments: [itemID, date])
      let since = lastRated ?? .distantPast
      let attempts = try database.fetchAll(
        """
        SELECT \(Self.attemptColumns)
        FROM attempt WHERE exercise_id = ? AND attempted_at > ? AND attempted_at <= ?
        ORDER BY attempted_at, id
        """,
        arguments: [exerciseID, since, date]
      ).map(Self.attempt(from:))
      let pass = attempts.first { $0.record.status == .passed }
      // A file `--exercise` named that is not the exercise's own says nothing of how the
      // exercise went when it fails (`/etc/passwd` does not compile as any exercise).
      let failed = attempts.prefix { $0.record.status != .passed }
        .filter { !$0.record.isForeignFile }.count
      let hintCount = try hintTexts(for: exerciseID).count
      let reveals = try database.fetchAll(
        """
        SELECT revealed_at FROM hint_reveal
        WHERE exercise_id = ? AND hint_index < ? AND revealed_at > ? AND revealed_at <= ?
        ORDER BY revealed_at
        """,
        arguments: [exerciseID, hintCount, since, date]
      ).map { try $0.column(Date.self, at: 0) }
      let activity = ([attempts.first?.record.at] + [reveals.first]).compactMap { $0 }.min()

      let standing: RatingEvidence.Standing
      if isCard {
        if try !hasPassed(exerciseID) {
          standing = .exerciseNotPassed
        } else if let card = try reviewCardState(itemID), card.due > date {
          standing = .notDue(card.due)
        } else {
          standing = .cardDue
        }
      } else if pass != nil {
        standing = .passed
      } else {
        standing = attempts.isEmpty ? .notAttempted : .notPassed
      }
      var reviewDue = false
      if !isCard, lastRated != nil, let card = try reviewCardState(itemID) {
        reviewDue = card.due <= date
      }
      return RatingEvidence(
        itemID: itemID, exerciseID: exerciseID, isCard: isCard, standing: standing,
        reviewDue: reviewDue,
        lastRated: lastRated, pass: isCard ? nil : pass,
        failedAttempts: isCard ? 0 : failed, hintsRevealed: reveals.count,
        solutionSeen: hintCount > 0 && reveals.count == hintCount, firstActivity: activity)
    }
  }

  /// Whether an attempt at `exerciseID` with the bytes `sourceHash` was recorded since the
  /// exercise was last rated: a verdict the grader answers from its cache is recorded again
  /// when not, so that a review redone to the same bytes still counts as evidence.
  public func hasAttemptSinceLastRating(exerciseID: String, sourceHash: String)
    throws(CourseStoreError) -> Bool
  {
    try reading { try attemptRecordedSinceLastRating(exerciseID, sourceHash) }
  }

  /// The query behind `hasAttemptSinceLastRating`, in the transaction that is open.
  func attemptRecordedSinceLastRating(_ exerciseID: String, _ sourceHash: String) throws -> Bool {
    try database.fetchOne(
      """
      SELECT 1 FROM attempt WHERE exercise_id = ? AND source_hash = ?
        AND attempted_at > coalesce(
          (SELECT max(rated_at) FROM rating WHERE item_id = ?), '')
      LIMIT 1
      """,
      arguments: [exerciseID, sourceHash, exerciseID]) != nil
  }

  private func reviewCardState(_ itemID: String) throws -> Card? {
    let row = try database.fetchOne(
      """
      SELECT item_id, state, step, stability, difficulty, due, last_review
      FROM review_state WHERE item_id = ?
      """,
      arguments: [itemID])
    return try row.map(Self.card(from:))
  }
}
