/// Where the learner stands with an exercise.
public enum ExerciseStatus: String, Sendable, Hashable, CaseIterable, Codable {
  /// No attempt yet.
  case notStarted = "not-started"
  /// Attempted, never passed.
  case attempted
  /// Passed at least once.
  case passed
}

/// The learner's record on one exercise of the current course.
public struct ExerciseProgress: Sendable, Equatable, Identifiable {
  /// The exercise's id.
  public var id: String
  /// The module the exercise belongs to.
  public var moduleID: String
  /// The exercise's title.
  public var title: String
  /// Not started, attempted or passed.
  public var status: ExerciseStatus
  /// How many attempts were graded.
  public var attempts: Int
  /// The best score of any attempt, or nil before the first.
  public var bestScore: Double?
  /// Whether the first attempt passed.
  public var passedOnFirstTry: Bool
  /// How many of the exercise's hints were revealed.
  public var hintsUsed: Int
  /// How many hints the exercise has.
  public var hintCount: Int
  /// How many of its review items (the exercise and its cards) are due.
  public var dueReviews: Int
}

/// The learner's record on one module of the current course.
public struct ModuleProgress: Sendable, Equatable, Identifiable {
  /// The module's folder name.
  public var id: String
  /// The lesson's title.
  public var title: String
  /// The exercises in course order.
  public var exercises: [ExerciseProgress]

  /// How many exercises passed.
  public var passed: Int { exercises.filter { $0.status == .passed }.count }
  /// How many exercises the module has.
  public var total: Int { exercises.count }
}

/// The learner's record on the whole current course.
public struct CourseProgress: Sendable, Equatable {
  /// The course's title, or nil before a course was imported.
  public var title: String?
  /// The modules in course order (retired ones left out).
  public var modules: [ModuleProgress]
  /// The review items due, earliest first.
  public var dueReviews: [DueReview]

  /// How many exercises passed.
  public var passed: Int { modules.reduce(0) { $0 + $1.passed } }
  /// How many exercises the course has.
  public var total: Int { modules.reduce(0) { $0 + $1.total } }
}
