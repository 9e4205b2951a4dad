import Foundation
import SpacedRepetition

/// What a progress report is computed from: the course's shape and the learner's events up to
/// the report's moment, read from the store in one transaction.
struct ReportSource: Sendable {
  struct Module: Sendable {
    var id: String
    var title: String
    var exercises: [Exercise]
  }

  struct Exercise: Sendable {
    var id: String
    var moduleID: String
    var title: String
    var hintCount: Int
    /// The ids of its review cards in course order.
    var cardIDs: [String]
  }

  struct AttemptEvent: Sendable {
    var exerciseID: String
    var at: Date
    var status: AttemptStatus
    var score: Double
  }

  struct HintEvent: Sendable {
    var exerciseID: String
    var index: Int
    var at: Date
  }

  var courseTitle: String?
  var modules: [Module]
  /// Every attempt up to the report's moment, oldest first (retired exercises' included).
  var attempts: [AttemptEvent]
  /// Every hint reveal up to the report's moment, oldest first.
  var hints: [HintEvent]
  /// Every rating up to the report's moment, oldest first.
  var ratings: [ReviewLog]
}
