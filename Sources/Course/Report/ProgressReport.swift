import Foundation

/// A learner's progress at one moment, as `layoutlings report` exports it.
///
/// The JSON form is documented field by field in `docs/Reports.md`; `schemaVersion` changes only
/// when a field is renamed or removed or changes meaning (new fields keep the version).
public struct ProgressReport: Codable, Sendable, Equatable {
  /// The schema version this build writes and the newest it reads.
  public static let currentSchemaVersion = 1

  /// The version of the report's shape.
  public var schemaVersion: Int
  /// The moment the report describes (`--now`, or the real time).
  public var generatedAt: Date
  /// Who made the progress, and where it is stored.
  public var learner: ReportLearner
  /// The course the progress is in.
  public var course: ReportCourse
  /// Counts over the whole course.
  public var totals: ReportTotals
  /// The modules in course order, each with its exercises.
  public var modules: [ModuleReport]
  /// Every review item (exercises and their cards) in course order.
  public var reviews: [ReviewItemReport]
  /// Consecutive days with activity.
  public var streak: ReportStreak
  /// The days with activity, oldest first (days without any are left out).
  public var calendar: [ActivityDay]
  /// Review items falling due on each of the 30 days from today (today first).
  public var forecast: [ForecastDay]
  /// The exercises that took the most attempts: where to revisit, most attempts first.
  public var revisit: [RevisitEntry]

  /// Every exercise, in course order.
  public var exercises: [ExerciseReport] { modules.flatMap(\.exercises) }
}

/// Who made the progress in a report.
public struct ReportLearner: Codable, Sendable, Equatable {
  /// The learner's name (`LAYOUTLINGS_LEARNER`, else the login name), if known.
  public var name: String?
  /// The workspace folder the progress was read from, when the report was asked to carry it
  /// (`report --include-path`); nil otherwise, since a report for someone else should not carry
  /// a path of the learner's machine.
  public var workspace: String?
  /// A stable id of the workspace's store, to tell two learners of the same name apart.
  public var installID: String

  /// Creates a learner identity.
  public init(name: String?, workspace: String?, installID: String) {
    self.name = name
    self.workspace = workspace
    self.installID = installID
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(workspace, forKey: .workspace)
    try container.encode(installID, forKey: .installID)
  }
}

/// The course a report is about.
public struct ReportCourse: Codable, Sendable, Equatable {
  /// The course's title, or nil before a course was imported.
  public var title: String?

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
  }
}

/// Counts over the whole course.
public struct ReportTotals: Codable, Sendable, Equatable {
  /// How many exercises the course has.
  public var exercises: Int
  /// How many passed at least once.
  public var passed: Int
  /// How many were attempted but never passed.
  public var attempted: Int
  /// How many have no attempt.
  public var notStarted: Int
  /// The fraction of exercises passed, from 0 to 1 (0 for a course without exercises).
  public var completion: Double
  /// Graded attempts over every exercise.
  public var attempts: Int
  /// Exercises whose first attempt passed.
  public var firstTryPasses: Int
  /// Hints revealed over every exercise.
  public var hintsUsed: Int
  /// Ratings given in reviews.
  public var ratings: Int
  /// Review items due now.
  public var reviewsDue: Int

  /// Creates totals from their counts.
  public init(
    exercises: Int, passed: Int, attempted: Int, notStarted: Int, completion: Double,
    attempts: Int, firstTryPasses: Int, hintsUsed: Int, ratings: Int, reviewsDue: Int
  ) {
    self.exercises = exercises
    self.passed = passed
    self.attempted = attempted
    self.notStarted = notStarted
    self.completion = completion
    self.attempts = attempts
    self.firstTryPasses = firstTryPasses
    self.hintsUsed = hintsUsed
    self.ratings = ratings
    self.reviewsDue = reviewsDue
  }
}

/// One module's progress.
public struct ModuleReport: Codable, Sendable, Equatable, Identifiable {
  /// The module's folder name.
  public var id: String
  /// The lesson's title.
  public var title: String
  /// How many exercises the module has.
  public var total: Int
  /// How many of them passed.
  public var passed: Int
  /// How many were attempted but never passed.
  public var attempted: Int
  /// The exercises in course order.
  public var exercises: [ExerciseReport]
}

/// One exercise's progress.
public struct ExerciseReport: Codable, Sendable, Equatable, Identifiable {
  /// The exercise's id (`<module>/<exercise>`).
  public var id: String
  /// The module it belongs to.
  public var moduleID: String
  /// The exercise's title.
  public var title: String
  /// Not started, attempted or passed.
  public var status: ExerciseStatus
  /// Graded attempts.
  public var attempts: Int
  /// The best score of any attempt (0 to 1), nil before the first.
  public var bestScore: Double?
  /// Whether the first attempt passed.
  public var passedOnFirstTry: Bool
  /// How many attempts it took to pass, counting the passing one; nil until it passed.
  public var attemptsToPass: Int?
  /// Hints revealed.
  public var hintsUsed: Int
  /// Hints the exercise has.
  public var hintCount: Int
  /// When the first attempt was graded.
  public var firstAttemptAt: Date?
  /// When the first passing attempt was graded.
  public var firstPassAt: Date?
  /// Seconds from the first attempt to the first pass; nil until it passed.
  public var secondsToPass: Double?
  /// The latest attempt, hint reveal or rating of the exercise or its cards.
  public var lastActivityAt: Date?
  /// How many of its review items are due now.
  public var reviewsDue: Int

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(moduleID, forKey: .moduleID)
    try container.encode(title, forKey: .title)
    try container.encode(status, forKey: .status)
    try container.encode(attempts, forKey: .attempts)
    try container.encode(bestScore, forKey: .bestScore)
    try container.encode(passedOnFirstTry, forKey: .passedOnFirstTry)
    try container.encode(attemptsToPass, forKey: .attemptsToPass)
    try container.encode(hintsUsed, forKey: .hintsUsed)
    try container.encode(hintCount, forKey: .hintCount)
    try container.encode(firstAttemptAt, forKey: .firstAttemptAt)
    try container.encode(firstPassAt, forKey: .firstPassAt)
    try container.encode(secondsToPass, forKey: .secondsToPass)
    try container.encode(lastActivityAt, forKey: .lastActivityAt)
    try container.encode(reviewsDue, forKey: .reviewsDue)
  }
}

/// Whether a review item is an exercise or one of its cards.
public enum ReviewItemKind: String, Codable, Sendable, Equatable {
  /// The exercise itself, rated after solving it again.
  case exercise
  /// A question-and-answer card of the exercise.
  case card
}

/// Where a review item is in the scheduler's life cycle.
public enum ReviewItemState: String, Codable, Sendable, Equatable {
  /// Never rated.
  case new
  /// Going through the short learning steps.
  case learning
  /// Scheduled in whole days.
  case review
  /// Forgotten, going through the relearning steps.
  case relearning
}

/// The scheduler's view of one review item.
public struct ReviewItemReport: Codable, Sendable, Equatable, Identifiable {
  /// The exercise id, or the card id (`<exercise id>#<card id>`).
  public var id: String
  /// The exercise the item belongs to.
  public var exerciseID: String
  /// Exercise or card.
  public var kind: ReviewItemKind
  /// New, learning, review or relearning.
  public var state: ReviewItemState
  /// When the item is (or was) due; nil while it is not scheduled.
  public var due: Date?
  /// FSRS stability in days; nil before the first rating.
  public var stability: Double?
  /// FSRS difficulty from 1 to 10; nil before the first rating.
  public var difficulty: Double?
  /// The FSRS-6 probability of recall now, from 0 to 1; nil before the first rating.
  public var retrievability: Double?
  /// When it was last rated.
  public var lastReviewAt: Date?
  /// How many ratings it has.
  public var ratings: Int

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(exerciseID, forKey: .exerciseID)
    try container.encode(kind, forKey: .kind)
    try container.encode(state, forKey: .state)
    try container.encode(due, forKey: .due)
    try container.encode(stability, forKey: .stability)
    try container.encode(difficulty, forKey: .difficulty)
    try container.encode(retrievability, forKey: .retrievability)
    try container.encode(lastReviewAt, forKey: .lastReviewAt)
    try container.encode(ratings, forKey: .ratings)
  }
}

/// Consecutive days with activity (attempts, hint reveals, ratings), in UTC days.
public struct ReportStreak: Codable, Sendable, Equatable {
  /// Active days in a row ending today, or ending yesterday when today has no activity yet.
  public var current: Int
  /// The longest run of active days in a row.
  public var longest: Int
  /// How many days had any activity.
  public var activeDays: Int
  /// The last day with activity (`YYYY-MM-DD`), if any.
  public var lastActiveDay: String?

  /// Creates a streak.
  public init(current: Int, longest: Int, activeDays: Int, lastActiveDay: String?) {
    self.current = current
    self.longest = longest
    self.activeDays = activeDays
    self.lastActiveDay = lastActiveDay
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(current, forKey: .current)
    try container.encode(longest, forKey: .longest)
    try container.encode(activeDays, forKey: .activeDays)
    try container.encode(lastActiveDay, forKey: .lastActiveDay)
  }
}

/// What happened on one UTC day.
public struct ActivityDay: Codable, Sendable, Equatable {
  /// The day, `YYYY-MM-DD`.
  public var day: String
  /// Attempts graded.
  public var attempts: Int
  /// Of those, attempts that passed.
  public var passes: Int
  /// Hints revealed.
  public var hints: Int
  /// Ratings given.
  public var ratings: Int

  /// Creates a day's counts.
  public init(day: String, attempts: Int, passes: Int, hints: Int, ratings: Int) {
    self.day = day
    self.attempts = attempts
    self.passes = passes
    self.hints = hints
    self.ratings = ratings
  }

  /// Everything that happened that day.
  public var total: Int { attempts + hints + ratings }
}

/// How many review items fall due on one day.
public struct ForecastDay: Codable, Sendable, Equatable {
  /// The day, `YYYY-MM-DD`.
  public var day: String
  /// Items due that day; today's entry also counts every item already overdue.
  public var due: Int

  /// Creates a forecast day.
  public init(day: String, due: Int) {
    self.day = day
    self.due = due
  }
}

/// An exercise worth revisiting because it took many attempts.
public struct RevisitEntry: Codable, Sendable, Equatable {
  /// The exercise's id.
  public var exerciseID: String
  /// Its title.
  public var title: String
  /// Graded attempts.
  public var attempts: Int
  /// Where the learner stands with it.
  public var status: ExerciseStatus
}
