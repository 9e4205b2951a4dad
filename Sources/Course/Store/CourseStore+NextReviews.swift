import Foundation
import SQLite

extension CourseStore {
  /// When each exercise of the current course is next up for review: the earliest due date
  /// among the exercise and its review cards, keyed by exercise id. Exercises never rated are
  /// left out, as are retired exercises and cards; a date at or before now means due now.
  public func nextReviewDates() throws(CourseStoreError) -> [String: Date] {
    try reading {
      let rows = try database.fetchAll(
        """
        SELECT coalesce(e.id, c.exercise_id), min(s.due)
        FROM review_state s
        LEFT JOIN exercise e ON e.id = s.item_id AND e.retired = 0
        LEFT JOIN review_card c ON c.id = s.item_id AND c.retired = 0
        WHERE e.id IS NOT NULL OR c.id IS NOT NULL
        GROUP BY coalesce(e.id, c.exercise_id)
        """)
      var dates: [String: Date] = [:]
      for row in rows {
        dates[try row.column(String.self, at: 0)] = try row.column(Date.self, at: 1)
      }
      return dates
    }
  }

  /// The review item of the current course due first after `date`: what `review` says is next
  /// when nothing is due. Nil when nothing is scheduled (nothing rated yet).
  public func nextReview(after date: Date) throws(CourseStoreError) -> DueReview? {
    try reading {
      let row = try database.fetchOne(
        """
        SELECT s.item_id, coalesce(e.id, c.exercise_id), c.id IS NOT NULL, s.due
        FROM review_state s
        LEFT JOIN exercise e ON e.id = s.item_id AND e.retired = 0
        LEFT JOIN review_card c ON c.id = s.item_id AND c.retired = 0
        WHERE s.due > ? AND (e.id IS NOT NULL OR c.id IS NOT NULL)
        ORDER BY s.due, s.item_id LIMIT 1
        """,
        arguments: [date])
      return try row.map { row in
        DueReview(
          itemID: try row.column(String.self, at: 0),
          exerciseID: try row.column(String.self, at: 1),
          isCard: try row.column(Bool.self, at: 2), due: try row.column(Date.self, at: 3))
      }
    }
  }
}
