import Foundation
import SpacedRepetition
import Testing

/// The state machine for each rating, with values worked out by hand from FSRS-6's formulas and
/// default weights (w0 … w3 are the initial stabilities; D0(r) = w4 - e^(w5 (r - 1)) + 1).
@Suite("States and steps")
struct SchedulingStepTests {
  private let start: Date
  private let scheduler: Scheduler

  init() throws {
    start = try utc("2025-01-01T09:00:00Z")
    scheduler = try unfuzzedScheduler()
  }

  private func newCard() -> Card {
    Card(id: "card", due: start)
  }

  @Test("again on a new card: first step, 1 minute, S = w0, D = w4")
  func newCardAgain() throws {
    let card = scheduler.review(newCard(), rating: .again, at: start).card
    #expect(card.state == .learning)
    #expect(card.step == 0)
    #expect(card.due == start.addingTimeInterval(60))
    #expect(card.stability == 0.212)
    #expect(try abs(#require(card.difficulty) - 6.4133) < 1e-12)
    #expect(card.lastReview == start)
  }

  @Test("hard on a new card: first step, halfway between 1 and 10 minutes, D = 5.1122")
  func newCardHard() throws {
    let card = scheduler.review(newCard(), rating: .hard, at: start).card
    #expect(card.state == .learning)
    #expect(card.step == 0)
    #expect(card.due == start.addingTimeInterval(330))
    #expect(card.stability == 1.2931)
    // 6.4133 - e^0.8334 + 1 = 6.4133 - 2.30113 + 1
    #expect(try abs(#require(card.difficulty) - 5.11217) < 1e-4)
  }

  @Test("good on a new card: second step, 10 minutes, D = 2.1181")
  func newCardGood() throws {
    let card = scheduler.review(newCard(), rating: .good, at: start).card
    #expect(card.state == .learning)
    #expect(card.step == 1)
    #expect(card.due == start.addingTimeInterval(600))
    #expect(card.stability == 2.3065)
    // 6.4133 - e^1.6668 + 1 = 6.4133 - 5.29520 + 1
    #expect(try abs(#require(card.difficulty) - 2.11810) < 1e-4)
  }

  @Test("easy on a new card: review in round(w3) = 8 days, difficulty clamped to 1")
  func newCardEasy() throws {
    let card = scheduler.review(newCard(), rating: .easy, at: start).card
    #expect(card.state == .review)
    #expect(card.step == nil)
    #expect(card.due == start.addingTimeInterval(8 * 86_400))
    #expect(card.stability == 8.2956)
    // 6.4133 - e^2.5002 + 1 is about -4.77, below the minimum difficulty.
    #expect(card.difficulty == 1)
  }

  @Test("on the last learning step: again restarts, hard repeats it, good graduates")
  func lastLearningStep() throws {
    let second = scheduler.review(newCard(), rating: .good, at: start).card
    let later = start.addingTimeInterval(600)

    let again = scheduler.review(second, rating: .again, at: later).card
    #expect(again.state == .learning)
    #expect(again.step == 0)
    #expect(again.due == later.addingTimeInterval(60))

    let hard = scheduler.review(second, rating: .hard, at: later).card
    #expect(hard.step == 1)
    #expect(hard.due == later.addingTimeInterval(600))

    // Same day: short-term factor e^(w17 w18) * S^-w19 = 0.9945 is raised to 1, so S stays
    // 2.3065 and the interval is round(2.3065) = 2 days.
    let good = scheduler.review(second, rating: .good, at: later).card
    #expect(good.state == .review)
    #expect(good.step == nil)
    #expect(good.stability == 2.3065)
    #expect(good.due == later.addingTimeInterval(2 * 86_400))
  }

  @Test("a lapse goes to the relearning step; hard there waits 1.5 steps, good graduates")
  func lapseAndRelearning() throws {
    let reviewCard = Card(
      id: "card", state: .review, step: nil, stability: 20, difficulty: 5,
      due: start, lastReview: start.addingTimeInterval(-20 * 86_400))
    let lapsed = scheduler.review(reviewCard, rating: .again, at: start).card
    #expect(lapsed.state == .relearning)
    #expect(lapsed.step == 0)
    #expect(lapsed.due == start.addingTimeInterval(600))
    #expect(try #require(lapsed.stability) < 20)

    let later = start.addingTimeInterval(600)
    let hard = scheduler.review(lapsed, rating: .hard, at: later).card
    #expect(hard.state == .relearning)
    #expect(hard.step == 0)
    #expect(hard.due == later.addingTimeInterval(900))

    let good = scheduler.review(lapsed, rating: .good, at: later).card
    #expect(good.state == .review)
    #expect(good.step == nil)
    #expect(good.due >= later.addingTimeInterval(86_400))
  }

  @Test("without relearning steps a lapse stays in review with a whole-day interval")
  func lapseWithoutRelearningSteps() throws {
    let noSteps = try unfuzzedScheduler(SchedulerParameters(relearningSteps: []))
    let reviewCard = Card(
      id: "card", state: .review, step: nil, stability: 20, difficulty: 5,
      due: start, lastReview: start.addingTimeInterval(-20 * 86_400))
    let lapsed = noSteps.review(reviewCard, rating: .again, at: start).card
    #expect(lapsed.state == .review)
    #expect(lapsed.step == nil)
    let days = lapsed.due.timeIntervalSince(start) / 86_400
    #expect(days >= 1 && days == days.rounded())
  }

  @Test("with three learning steps, hard on the second step repeats it, good climbs to the third")
  func threeLearningSteps() throws {
    let steps = try unfuzzedScheduler(SchedulerParameters(learningSteps: [60, 600, 3600]))
    let second = steps.review(newCard(), rating: .good, at: start).card
    let later = start.addingTimeInterval(600)
    let hard = steps.review(second, rating: .hard, at: later).card
    #expect(hard.step == 1)
    #expect(hard.due == later.addingTimeInterval(600))
    let good = steps.review(second, rating: .good, at: later).card
    #expect(good.state == .learning)
    #expect(good.step == 2)
    #expect(good.due == later.addingTimeInterval(3600))
  }

  @Test("with one learning step, hard on it waits 1.5 times the step")
  func oneLearningStep() throws {
    let steps = try unfuzzedScheduler(SchedulerParameters(learningSteps: [600]))
    let card = steps.review(newCard(), rating: .hard, at: start).card
    #expect(card.step == 0)
    #expect(card.due == start.addingTimeInterval(900))
  }

  @Test("without learning steps every rating graduates a new card at once")
  func noLearningSteps() throws {
    let steps = try unfuzzedScheduler(SchedulerParameters(learningSteps: []))
    for rating in Rating.allCases {
      let card = steps.review(newCard(), rating: rating, at: start).card
      #expect(card.state == .review, "\(rating)")
      #expect(card.step == nil, "\(rating)")
    }
  }

  @Test("a card on a step the current steps no longer have graduates unless forgotten")
  func stepBeyondShortenedSteps() throws {
    let card = Card(
      id: "card", state: .learning, step: 4, stability: 3, difficulty: 5, due: start,
      lastReview: start.addingTimeInterval(-3600))
    let good = scheduler.review(card, rating: .good, at: start).card
    #expect(good.state == .review)
    #expect(good.step == nil)
    let again = scheduler.review(card, rating: .again, at: start).card
    #expect(again.state == .learning)
    #expect(again.step == 0)
    #expect(again.due == start.addingTimeInterval(60))
  }

  @Test("a stored card missing its memory state starts over from the rating's initial values")
  func missingMemoryState() throws {
    let broken = Card(
      id: "card", state: .review, step: nil, stability: nil, difficulty: nil, due: start,
      lastReview: nil)
    let card = scheduler.review(broken, rating: .good, at: start).card
    #expect(card.stability == 2.3065)
    #expect(card.state == .review)
  }

  @Test("the maximum interval caps review intervals")
  func maximumIntervalCaps() throws {
    let capped = try unfuzzedScheduler(SchedulerParameters(maximumInterval: 5))
    let card = capped.review(newCard(), rating: .easy, at: start).card
    #expect(card.due == start.addingTimeInterval(5 * 86_400))
  }

  @Test("the log records the card, rating, time and duration")
  func reviewLog() throws {
    let log = scheduler.review(newCard(), rating: .hard, at: start, duration: 7.5).log
    #expect(log == ReviewLog(cardID: "card", rating: .hard, reviewDate: start, duration: 7.5))
  }
}
