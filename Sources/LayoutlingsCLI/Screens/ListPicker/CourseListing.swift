import Foundation

/// The course as the list picker shows it: every module with its lesson and its exercises, and
/// where the learner stands on each, read from the store when the picker opens.
struct CourseListing: Sendable, Equatable {
  /// The modules in course order.
  var modules: [ModuleListing]
  /// The learner's current exercise (the one `next` and `watch` start from), if any.
  var currentExerciseID: String?

  /// How many exercises the course has.
  var exerciseCount: Int { modules.reduce(0) { $0 + $1.exercises.count } }
  /// How many of them passed.
  var passedCount: Int {
    modules.reduce(0) { $0 + $1.exercises.filter { $0.status == .passed }.count }
  }
}

/// One module of a `CourseListing`.
struct ModuleListing: Sendable, Equatable {
  /// The module's folder name (`02-anchors`).
  var id: String
  /// The lesson's title.
  var title: String
  /// The titles of the lesson's steps, by step index; empty when the picker shows no lessons.
  var lessonSteps: [String] = []
  /// How many pages the lesson has, its list of sources not counted (as the course counts).
  var lessonPages = 0
  /// How many pages the course counts in the module (its lesson's and its exercises', the
  /// sources not counted: the `m` of `page n/m`); nil when not known.
  var modulePages: Int? = nil
  /// The number the course's page counter gives each lesson step, by step index (nil for the
  /// sources).
  var stepPages: [Int?] = []
  /// The module's exercises in course order.
  var exercises: [ExerciseListing]
}

/// One exercise of a `CourseListing`: the learner's record on it.
struct ExerciseListing: Sendable, Equatable {
  /// The exercise id (`02-anchors/03-goal-set-card`).
  var id: String
  /// The exercise's title.
  var title: String
  /// Passed, attempted or not started.
  var status: ExerciseStanding
  /// The best score of any attempt, from 0 to 1 (the share of frame checks that matched), or nil
  /// before the first attempt.
  var bestScore: Double?
  /// How many attempts were graded.
  var attempts: Int
  /// When its next review is (the earliest of the exercise's and its cards'), or nil when it
  /// was never rated.
  var review: ReviewTime?
}

/// When an exercise's next review is.
enum ReviewTime: Sendable, Equatable {
  /// `items` of its review items (the exercise, its cards) are due now.
  case due(items: Int)
  /// The next one is due this many seconds from now.
  case later(TimeInterval)

  /// The review time of an item due at `date`, seen at `now`, with `dueItems` items due now.
  init(next date: Date, dueItems: Int, now: Date) {
    let wait = date.timeIntervalSince(now)
    self = dueItems > 0 || wait <= 0 ? .due(items: max(1, dueItems)) : .later(wait)
  }

  /// `due now` (`2 due now` for several items), `in 5 min`, `in 3 h`, `in 4 days`: at most ten
  /// columns, for the picker's review column.
  var text: String {
    switch self {
    case .due(let items):
      return items > 1 ? "\(items) due now" : "due now"
    case .later(let seconds):
      if seconds < 3_600 { return "in \(max(1, Int((seconds / 60).rounded(.up)))) min" }
      if seconds < 86_400 { return "in \(Int((seconds / 3_600).rounded())) h" }
      let days = Int((seconds / 86_400).rounded())
      return days == 1 ? "in 1 day" : "in \(days) days"
    }
  }
}
