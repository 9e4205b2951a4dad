import Foundation
import SpacedRepetition
import Testing

@Suite("Replaying review logs")
struct ReplayTests {
  private let start: Date
  private let ratings: [(offset: TimeInterval, rating: Rating)] = [
    (0, .good), (600, .good), (3 * 86_400, .hard), (9 * 86_400, .good), (30 * 86_400, .again),
    (30 * 86_400 + 600, .good), (33 * 86_400, .easy), (80 * 86_400, .good), (200 * 86_400, .good),
  ]

  init() throws {
    start = try utc("2025-01-01T09:00:00Z")
  }

  /// Reviews one card step by step and returns the final card and the logs written on the way.
  private func reviewStepByStep(with scheduler: Scheduler) -> (card: Card, logs: [ReviewLog]) {
    var card = Card(id: "deck/1", due: start)
    var logs: [ReviewLog] = []
    for (offset, rating) in ratings {
      let result = scheduler.review(
        card, rating: rating, at: start.addingTimeInterval(offset), duration: 4)
      card = result.card
      logs.append(result.log)
    }
    return (card, logs)
  }

  @Test(
    "replay equals the step-by-step card, with fuzz off and with seeded fuzz",
    arguments: [Fuzzing.off, .on(seed: 99)])
  func replayEqualsStepByStep(fuzzing: Fuzzing) throws {
    let scheduler = try Scheduler(fuzzing: fuzzing)
    let (card, logs) = reviewStepByStep(with: scheduler)
    #expect(try scheduler.replay(logs: logs) == card)
  }

  @Test("replay with a generator equals reviewing with the same generator sequence")
  func replayWithGenerator() throws {
    let scheduler = try Scheduler(fuzzing: .on(seed: 0))
    var generator = MersenneTwister(pythonSeed: 7)
    var card = Card(id: "deck/1", due: start)
    var logs: [ReviewLog] = []
    for (offset, rating) in ratings {
      let result = scheduler.review(
        card, rating: rating, at: start.addingTimeInterval(offset), using: &generator)
      card = result.card
      logs.append(result.log)
    }
    var replayGenerator = MersenneTwister(pythonSeed: 7)
    #expect(try scheduler.replay(logs: logs, using: &replayGenerator) == card)
  }

  @Test("logs are replayed by date, whatever order they are stored in")
  func orderOfStorageIrrelevant() throws {
    let scheduler = try unfuzzedScheduler()
    let (card, logs) = reviewStepByStep(with: scheduler)
    let shuffled = [
      logs[4], logs[0], logs[8], logs[2], logs[6], logs[1], logs[7], logs[3], logs[5],
    ]
    #expect(try scheduler.replay(logs: shuffled) == card)
  }

  @Test("logs with the same date keep their stored order")
  func sameDateKeepsOrder() throws {
    let scheduler = try unfuzzedScheduler()
    let againFirst = [
      ReviewLog(cardID: "c", rating: .again, reviewDate: start),
      ReviewLog(cardID: "c", rating: .easy, reviewDate: start),
    ]
    let easyFirst = Array(againFirst.reversed())
    let fromAgainFirst = try scheduler.replay(logs: againFirst)
    let fromEasyFirst = try scheduler.replay(logs: easyFirst)
    var expected = Card(id: "c", due: start)
    expected = scheduler.review(expected, rating: .again, at: start).card
    expected = scheduler.review(expected, rating: .easy, at: start).card
    #expect(fromAgainFirst == expected)
    #expect(fromEasyFirst != fromAgainFirst)
  }

  @Test("an empty log cannot be replayed")
  func emptyLog() throws {
    let scheduler = try unfuzzedScheduler()
    #expect(throws: ReplayError.noLogs) { try scheduler.replay(logs: []) }
  }

  @Test("logs of several cards are refused, naming the first stray one")
  func mixedCards() throws {
    let scheduler = try unfuzzedScheduler()
    let logs = [
      ReviewLog(cardID: "a", rating: .good, reviewDate: start),
      ReviewLog(cardID: "a", rating: .good, reviewDate: start.addingTimeInterval(600)),
      ReviewLog(cardID: "b", rating: .good, reviewDate: start.addingTimeInterval(700)),
    ]
    let error = ReplayError.mixedCards(expected: "a", found: "b", index: 2)
    #expect(throws: error) { try scheduler.replay(logs: logs) }
    #expect(error.description == "review log 2 is for card \"b\", expected card \"a\"")
  }
}
