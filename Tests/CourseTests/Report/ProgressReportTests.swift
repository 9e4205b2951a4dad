import Course
import Foundation
import SpacedRepetition
import Testing

@Suite("Progress report figures")
struct ProgressReportTests {
  private let center = ReportHistory.center
  private let margins = ReportHistory.margins
  private let slide = ReportHistory.slide

  private func report(at now: Date, history: Bool = true) throws -> ProgressReport {
    let sandbox = try StoreSandbox()
    let store = try sandbox.openWithFixture()
    if history {
      try ReportHistory.record(into: store)
    }
    return try store.progressReport(at: now, learnerName: "Ada", workspace: "/home/ada")
  }

  @Test("a fresh workspace: every exercise not started, nothing scheduled, empty calendar")
  func freshWorkspace() throws {
    let now = ReportHistory.at(day: 0, 12)
    let report = try report(at: now, history: false)
    #expect(report.schemaVersion == 1)
    #expect(report.generatedAt == now)
    #expect(report.learner.name == "Ada")
    #expect(report.learner.workspace == "/home/ada")
    #expect(report.learner.installID.count == 16)
    #expect(report.course.title == "Layoutlings test course")
    #expect(report.modules.map(\.id) == ["01-anchors", "02-animation"])
    #expect(report.exercises.map(\.id) == [center, margins, slide])
    for exercise in report.exercises {
      #expect(exercise.status == .notStarted)
      #expect(exercise.attempts == 0)
      #expect(exercise.bestScore == nil)
      #expect(exercise.firstAttemptAt == nil && exercise.lastActivityAt == nil)
      #expect(exercise.hintCount == 2)
    }
    #expect(
      report.totals
        == ReportTotals(
          exercises: 3, passed: 0, attempted: 0, notStarted: 3, completion: 0, attempts: 0,
          firstTryPasses: 0, hintsUsed: 0, ratings: 0, reviewsDue: 0))
    // 3 exercises and 4 cards, none scheduled.
    #expect(report.reviews.count == 7)
    #expect(report.reviews.allSatisfy { $0.state == .new && $0.due == nil })
    #expect(report.calendar.isEmpty)
    #expect(
      report.streak == ReportStreak(current: 0, longest: 0, activeDays: 0, lastActiveDay: nil))
    #expect(report.forecast.count == 30)
    #expect(report.forecast.allSatisfy { $0.due == 0 })
    #expect(report.revisit.isEmpty)
  }

  @Test("per exercise: attempts, first pass, time to pass, hints, last activity")
  func exerciseFigures() throws {
    let report = try report(at: ReportHistory.at(day: 5, 12))
    let exercises = report.exercises
    try #require(exercises.count == 3)

    let centre = exercises[0]
    #expect(centre.status == .passed)
    #expect(centre.attempts == 3)
    #expect(centre.bestScore == 1)
    #expect(centre.passedOnFirstTry == false)
    #expect(centre.attemptsToPass == 3)
    #expect(centre.firstAttemptAt == ReportHistory.at(day: 0, 9))
    #expect(centre.firstPassAt == ReportHistory.at(day: 0, 9, 25))
    #expect(centre.secondsToPass == Double(25 * 60))
    #expect(centre.hintsUsed == 1)
    #expect(centre.lastActivityAt == ReportHistory.at(day: 1, 9))  // The rating.
    #expect(centre.reviewsDue == 2)  // The exercise (rated) and its card (from the pass).

    let pin = exercises[1]
    #expect(pin.status == .passed)
    #expect(pin.attempts == 1)  // The failure of Jan 10 is after the report's moment.
    #expect(pin.passedOnFirstTry)
    #expect(pin.attemptsToPass == 1)
    #expect(pin.secondsToPass == 0)
    #expect(pin.lastActivityAt == ReportHistory.at(day: 2, 9))
    #expect(pin.reviewsDue == 2)  // Its two cards, due from the pass; the exercise is unrated.

    let box = exercises[2]
    #expect(box.status == .attempted)
    #expect(box.attempts == 2)
    #expect(box.bestScore == 0.5)
    #expect(box.attemptsToPass == nil && box.firstPassAt == nil && box.secondsToPass == nil)
    #expect(box.hintsUsed == 2)
    #expect(box.lastActivityAt == ReportHistory.at(day: 5, 10))
    #expect(box.reviewsDue == 0)

    #expect(report.modules.map(\.passed) == [2, 0])
    #expect(report.modules.map(\.attempted) == [0, 1])
    #expect(
      report.totals
        == ReportTotals(
          exercises: 3, passed: 2, attempted: 1, notStarted: 0, completion: 2.0 / 3.0,
          attempts: 6, firstTryPasses: 1, hintsUsed: 3, ratings: 1, reviewsDue: 4))
    #expect(
      report.revisit.map(\.exerciseID) == [center, slide],
      "3 attempts, then 2; one attempt is not worth revisiting")
  }

  @Test("review items: the rated exercise replayed with FSRS-6, cards due from the first pass")
  func reviewItems() throws {
    let now = ReportHistory.at(day: 5, 12)
    let report = try report(at: now)
    let byID = Dictionary(uniqueKeysWithValues: report.reviews.map { ($0.id, $0) })
    let rated = try #require(byID[center])
    // A first "good" on a new item: learning, next step 10 minutes later; stability w2 = 2.3065,
    // difficulty w4 - e^(2 w5) + 1 = 2.1181.
    #expect(rated.state == .learning)
    #expect(rated.due == ReportHistory.at(day: 1, 9, 10))
    #expect(rated.stability == 2.3065)
    #expect(abs((rated.difficulty ?? 0) - 2.118104) < 1e-5)
    #expect(rated.lastReviewAt == ReportHistory.at(day: 1, 9))
    #expect(rated.ratings == 1)
    // 4 whole days after the rating: (1 + f·4/S)^-w20 with f = 0.9^(-1/w20) - 1 ≈ 0.857986.
    #expect(abs((rated.retrievability ?? 0) - 0.857986) < 1e-5)

    let card = try #require(byID["\(center)#1"])
    #expect(card.kind == .card && card.state == .new)
    #expect(card.due == ReportHistory.at(day: 0, 9, 25))
    #expect(card.retrievability == nil)
    #expect(byID[margins]?.due == nil)
    #expect(byID[slide]?.due == nil)
    #expect(byID["\(slide)#1"]?.due == nil)

    // Everything scheduled is overdue, so it all counts for today.
    #expect(report.forecast.first == ForecastDay(day: "2025-01-06", due: 4))
    #expect(report.forecast.dropFirst().allSatisfy { $0.due == 0 })
    #expect(report.forecast.last?.day == "2025-02-04")
  }

  @Test("the forecast puts a future due on its own day")
  func forecastFutureDay() throws {
    // At 09:05 on Jan 2 the rated exercise is due at 09:10 the same day, not yet overdue.
    let report = try report(at: ReportHistory.at(day: 1, 9, 5))
    // Today: the card overdue since the pass on Jan 1, and the exercise due at 09:10.
    #expect(report.forecast[0] == ForecastDay(day: "2025-01-02", due: 2))
    #expect(report.forecast.dropFirst().allSatisfy { $0.due == 0 })
    #expect(report.totals.reviewsDue == 1)  // Only the card due since the pass on Jan 1.
    // Pin to margins passes on Jan 3, after this moment: its cards are not scheduled yet.
    #expect(report.reviews.first { $0.id == "\(margins)#margin-pin" }?.due == nil)
  }

  @Test("calendar and streak from the chosen days")
  func calendarAndStreak() throws {
    let report = try report(at: ReportHistory.at(day: 5, 12))
    #expect(
      report.calendar == [
        ActivityDay(day: "2025-01-01", attempts: 3, passes: 1, hints: 1, ratings: 0),
        ActivityDay(day: "2025-01-02", attempts: 0, passes: 0, hints: 0, ratings: 1),
        ActivityDay(day: "2025-01-03", attempts: 1, passes: 1, hints: 0, ratings: 0),
        ActivityDay(day: "2025-01-05", attempts: 1, passes: 0, hints: 0, ratings: 0),
        ActivityDay(day: "2025-01-06", attempts: 1, passes: 0, hints: 2, ratings: 0),
      ])
    // Jan 5 and 6 in a row up to today; Jan 1 to 3 is the longest run.
    #expect(
      report.streak
        == ReportStreak(current: 2, longest: 3, activeDays: 5, lastActiveDay: "2025-01-06"))
  }

  @Test("the streak survives a day without activity yet, and ends after a whole one")
  func streakEnds() throws {
    let dayAfter = try report(at: ReportHistory.at(day: 6, 23))
    #expect(dayAfter.streak.current == 2)
    let twoDaysAfter = try report(at: ReportHistory.at(day: 7, 8))
    #expect(twoDaysAfter.streak.current == 0)
    #expect(twoDaysAfter.streak.longest == 3)
    let later = try report(at: ReportHistory.at(day: 9, 12))  // Jan 10 has the margins failure.
    #expect(later.streak.current == 1)
    #expect(later.exercises[1].attempts == 2)
  }
}
