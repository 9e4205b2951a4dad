import Basics
import Foundation
import SpacedRepetition

/// Computes a `ProgressReport` from the events of a `ReportSource` (pure: no store access).
struct ProgressReportBuilder {
  /// How many days the due forecast covers, today included.
  static let forecastDays = 30
  /// How many exercises the revisit list names at most.
  static let revisitLimit = 5

  let source: ReportSource
  let scheduler: Scheduler
  let now: Date

  func build(learner: ReportLearner) throws -> ProgressReport {
    let reviews = try reviewItems()
    var dueByExercise: [String: Int] = [:]
    for item in reviews where item.due.map({ $0 <= now }) ?? false {
      dueByExercise[item.exerciseID, default: 0] += 1
    }
    let modules = source.modules.map { module in
      let exercises = module.exercises.map {
        exerciseReport($0, dueReviews: dueByExercise[$0.id] ?? 0)
      }
      return ModuleReport(
        id: module.id, title: module.title, total: exercises.count,
        passed: exercises.filter { $0.status == .passed }.count,
        attempted: exercises.filter { $0.status == .attempted }.count, exercises: exercises)
    }
    let calendar = activityCalendar()
    return ProgressReport(
      schemaVersion: ProgressReport.currentSchemaVersion, generatedAt: now, learner: learner,
      course: ReportCourse(title: source.courseTitle),
      totals: totals(modules: modules, reviews: reviews), modules: modules, reviews: reviews,
      streak: Self.streak(activeDays: calendar.map(\.day), today: UTCDay(now)),
      calendar: calendar, forecast: forecast(reviews), revisit: revisit(modules))
  }

  // MARK: - Exercises

  private func exerciseReport(_ exercise: ReportSource.Exercise, dueReviews: Int) -> ExerciseReport
  {
    let attempts = source.attempts.filter { $0.exerciseID == exercise.id }
    let firstPass = attempts.firstIndex { $0.status == .passed }
    let hints = source.hints.filter {
      $0.exerciseID == exercise.id && $0.index < exercise.hintCount
    }
    let items = Set([exercise.id] + exercise.cardIDs)
    let ratingTimes = source.ratings.filter { items.contains($0.cardID) }.map(\.reviewDate)
    let activity = attempts.map(\.at) + hints.map(\.at) + ratingTimes
    let status: ExerciseStatus =
      firstPass != nil ? .passed : attempts.isEmpty ? .notStarted : .attempted
    let firstPassAt = firstPass.map { attempts[$0].at }
    return ExerciseReport(
      id: exercise.id, moduleID: exercise.moduleID, title: exercise.title, status: status,
      attempts: attempts.count, bestScore: attempts.map(\.score).max(),
      passedOnFirstTry: firstPass == 0, attemptsToPass: firstPass.map { $0 + 1 },
      hintsUsed: hints.count, hintCount: exercise.hintCount, firstAttemptAt: attempts.first?.at,
      firstPassAt: firstPassAt,
      // Times are stored to the millisecond: round away the binary noise of the subtraction.
      secondsToPass: firstPassAt.map {
        ($0.timeIntervalSince(attempts[0].at) * 1000).rounded() / 1000
      },
      lastActivityAt: activity.max(), reviewsDue: dueReviews)
  }

  private func totals(modules: [ModuleReport], reviews: [ReviewItemReport]) -> ReportTotals {
    let exercises = modules.flatMap(\.exercises)
    let passed = exercises.filter { $0.status == .passed }.count
    let attempted = exercises.filter { $0.status == .attempted }.count
    return ReportTotals(
      exercises: exercises.count, passed: passed, attempted: attempted,
      notStarted: exercises.count - passed - attempted,
      completion: exercises.isEmpty ? 0 : Double(passed) / Double(exercises.count),
      attempts: exercises.reduce(0) { $0 + $1.attempts },
      firstTryPasses: exercises.filter(\.passedOnFirstTry).count,
      hintsUsed: exercises.reduce(0) { $0 + $1.hintsUsed },
      ratings: reviews.reduce(0) { $0 + $1.ratings },
      reviewsDue: reviews.filter { $0.due.map { $0 <= now } ?? false }.count)
  }

  /// The exercises with two attempts or more: most attempts first, then those not passed yet,
  /// then course order.
  private func revisit(_ modules: [ModuleReport]) -> [RevisitEntry] {
    let candidates = modules.flatMap(\.exercises).enumerated().filter { $0.element.attempts >= 2 }
    let ordered = candidates.sorted { a, b in
      if a.element.attempts != b.element.attempts { return a.element.attempts > b.element.attempts }
      let aOpen = a.element.status != .passed
      let bOpen = b.element.status != .passed
      if aOpen != bOpen { return aOpen }
      return a.offset < b.offset
    }
    return ordered.prefix(Self.revisitLimit).map {
      RevisitEntry(
        exerciseID: $0.element.id, title: $0.element.title, attempts: $0.element.attempts,
        status: $0.element.status)
    }
  }

  // MARK: - Reviews

  /// Every exercise and card, with its card replayed from the ratings given up to `now`.
  ///
  /// A card never rated is due from its exercise's first pass, as the review queue has it; an
  /// exercise never rated is not scheduled.
  private func reviewItems() throws -> [ReviewItemReport] {
    var logs: [String: [ReviewLog]] = [:]
    for log in source.ratings {
      logs[log.cardID, default: []].append(log)
    }
    var items: [ReviewItemReport] = []
    for exercise in source.modules.flatMap(\.exercises) {
      let firstPass = source.attempts.first { $0.exerciseID == exercise.id && $0.status == .passed }
      let ids = [(exercise.id, ReviewItemKind.exercise)] + exercise.cardIDs.map { ($0, .card) }
      for (id, kind) in ids {
        let itemLogs = logs[id] ?? []
        guard !itemLogs.isEmpty else {
          items.append(
            ReviewItemReport(
              id: id, exerciseID: exercise.id, kind: kind, state: .new,
              due: kind == .card ? firstPass?.at : nil, stability: nil, difficulty: nil,
              retrievability: nil, lastReviewAt: nil, ratings: 0))
          continue
        }
        let card = try scheduler.replay(logs: itemLogs)
        items.append(
          ReviewItemReport(
            id: id, exerciseID: exercise.id, kind: kind, state: Self.state(card.state),
            due: card.due, stability: card.stability, difficulty: card.difficulty,
            retrievability: scheduler.retrievability(of: card, at: now),
            lastReviewAt: card.lastReview, ratings: itemLogs.count))
      }
    }
    return items
  }

  private static func state(_ state: CardState) -> ReviewItemState {
    switch state {
    case .learning: .learning
    case .review: .review
    case .relearning: .relearning
    }
  }

  /// Items due on each of the next days; those already overdue count for today.
  private func forecast(_ reviews: [ReviewItemReport]) -> [ForecastDay] {
    let today = UTCDay(now)
    var counts = Array(repeating: 0, count: Self.forecastDays)
    for due in reviews.compactMap(\.due) {
      let offset = due <= now ? 0 : today.distance(to: UTCDay(due))
      if offset < Self.forecastDays {
        counts[max(offset, 0)] += 1
      }
    }
    return counts.enumerated().map {
      ForecastDay(day: today.advanced(by: $0.offset).text, due: $0.element)
    }
  }

  // MARK: - Activity

  private func activityCalendar() -> [ActivityDay] {
    var days: [UTCDay: ActivityDay] = [:]
    func bump(_ date: Date, _ change: (inout ActivityDay) -> Void) {
      let day = UTCDay(date)
      var entry =
        days[day] ?? ActivityDay(day: day.text, attempts: 0, passes: 0, hints: 0, ratings: 0)
      change(&entry)
      days[day] = entry
    }
    for attempt in source.attempts {
      bump(attempt.at) {
        $0.attempts += 1
        if attempt.status == .passed { $0.passes += 1 }
      }
    }
    for hint in source.hints {
      bump(hint.at) { $0.hints += 1 }
    }
    for rating in source.ratings {
      bump(rating.reviewDate) { $0.ratings += 1 }
    }
    return days.keys.sorted().compactMap { days[$0] }
  }

  /// The streak of the active `days` (`YYYY-MM-DD`, ascending) as seen on `today`.
  static func streak(activeDays: [String], today: UTCDay) -> ReportStreak {
    let indexes = activeDays.compactMap { text -> Int? in
      days(fromText: text).map(\.index)
    }
    let active = Set(indexes)
    var longest = 0
    var run = 0
    var previous: Int?
    for index in indexes.sorted() {
      run = previous == index - 1 ? run + 1 : 1
      longest = max(longest, run)
      previous = index
    }
    var end = today.index
    if !active.contains(end) {
      end -= 1
    }
    var current = 0
    while active.contains(end - current) {
      current += 1
    }
    return ReportStreak(
      current: current, longest: longest, activeDays: active.count, lastActiveDay: activeDays.last)
  }

  /// The day a `YYYY-MM-DD` text names, or nil when it is not one.
  static func days(fromText text: String) -> UTCDay? {
    let parts = text.split(separator: "-")
    guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]),
      let day = Int(parts[2])
    else { return nil }
    let date = CivilDate(year: year, month: month, day: day)
    return date.isValid ? UTCDay(index: date.daysSince1970) : nil
  }
}
