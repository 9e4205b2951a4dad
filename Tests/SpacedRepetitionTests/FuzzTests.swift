import Foundation
import Testing

@testable import SpacedRepetition

@Suite("Interval fuzz")
struct FuzzTests {
  private let fixture: GoldenFixture

  init() throws {
    fixture = try GoldenFixture.load()
  }

  @Test("fuzzed intervals equal py-fsrs's for the lowest, middle and highest draw")
  func outcomesMatchReference() {
    #expect(fixture.fuzzOutcomes.cases.count > 100)
    for item in fixture.fuzzOutcomes.cases {
      for (draw, expected) in zip(fixture.fuzzOutcomes.draws, item.fuzzedDays) {
        let actual =
          FuzzRange.applies(toDays: item.days)
          ? FuzzRange(days: item.days, maximumInterval: item.maximumInterval)
            .fuzzedDays(unit: draw, maximumInterval: item.maximumInterval)
          : item.days
        #expect(
          actual == expected,
          "\(item.days) days (maximum \(item.maximumInterval)), draw \(draw): \(actual)")
      }
    }
  }

  // delta = 1 + 0.15 * (min(d, 7) - 2.5) + 0.1 * (min(d, 20) - 7) + 0.05 * (d - 20), each term
  // only when positive; the band is round(d - delta) ... round(d + delta), at least 2 at the low
  // end and at most the maximum interval at the high end.
  @Test(
    "bands worked out by hand",
    arguments: [
      (3, 36500, 2, 4),  // delta 1.075
      (7, 36500, 5, 9),  // delta 1.675
      (10, 36500, 8, 12),  // delta 1.975
      (20, 36500, 17, 23),  // delta 2.975
      (100, 36500, 93, 107),  // delta 6.975
      (36500, 36500, 34673, 36500),  // delta 1826.975, high end capped
      (100, 100, 93, 100),  // capped by a small maximum interval
    ])
  func handWorkedBands(days: Int, maximumInterval: Int, low: Int, high: Int) {
    let range = FuzzRange(days: days, maximumInterval: maximumInterval)
    #expect(range.minimum == low)
    #expect(range.maximum == high)
  }

  @Test("intervals under 2.5 days are never fuzzed", arguments: [1, 2])
  func shortIntervalsUntouched(days: Int) {
    #expect(!FuzzRange.applies(toDays: days))
  }

  @Test("a draw just below 1 can land one day past the band, as in py-fsrs")
  func drawRoundsPastTheBand() {
    let range = FuzzRange(days: 10, maximumInterval: 36500)
    #expect(range.fuzzedDays(unit: 0, maximumInterval: 36500) == 8)
    #expect(range.fuzzedDays(unit: 0.999, maximumInterval: 36500) == 13)
    #expect(range.fuzzedDays(unit: 0.999, maximumInterval: 12) == 12)
  }

  @Test("with Python's random() as the source, fuzzed traces match py-fsrs review for review")
  func fuzzedTracesMatchReference() throws {
    for trace in fixture.fuzzedTraces {
      let scheduler = try Scheduler(parameters: trace.config.parameters, fuzzing: .on(seed: 0))
      var generator = MersenneTwister(pythonSeed: try #require(trace.fuzzSeed))
      var card = Card(id: trace.cardID, due: try #require(trace.reviews.first).at.date)
      for (index, review) in trace.reviews.enumerated() {
        card =
          scheduler.review(
            card, rating: try review.parsedRating, at: review.at.date, using: &generator
          ).card
        expectMatches(card, review.after, "\(trace.name), review \(index + 1)")
      }
    }
  }

  @Test("seeded fuzz stays within py-fsrs's range of each unfuzzed interval")
  func seededFuzzWithinReferenceRange() throws {
    // py-fsrs's smallest and largest outcome for each interval, with the default maximum.
    var bounds: [Int: ClosedRange<Int>] = [:]
    for item in fixture.fuzzOutcomes.cases where item.maximumInterval == 36500 {
      let low = try #require(item.fuzzedDays.first)
      let high = try #require(item.fuzzedDays.last)
      bounds[item.days] = low...high
    }
    let plain = try unfuzzedScheduler()
    var checked = 0
    var moved = 0
    for seed: UInt64 in [1, 2, 3] {
      let fuzzed = try Scheduler(fuzzing: .on(seed: seed))
      for trace in fixture.traces where trace.config.parameters == .default {
        var card = Card(id: trace.cardID, due: try #require(trace.reviews.first).at.date)
        for review in trace.reviews {
          let rating = try review.parsedRating
          let expected = plain.review(card, rating: rating, at: review.at.date).card
          let actual = fuzzed.review(card, rating: rating, at: review.at.date).card
          let days = Int(expected.due.timeIntervalSince(review.at.date) / 86_400)
          let fuzzedDays = actual.due.timeIntervalSince(review.at.date) / 86_400
          if expected.state == .review, let range = bounds[days] {
            #expect(
              range.contains(Int(fuzzedDays)) && fuzzedDays == fuzzedDays.rounded(),
              "\(trace.name): \(days) days fuzzed to \(fuzzedDays)")
            checked += 1
            if Int(fuzzedDays) != days { moved += 1 }
          } else if expected.state != .review || days < 3 {
            #expect(actual.due == expected.due, "\(trace.name): unfuzzable interval changed")
          }
          #expect(actual.stability == expected.stability)
          #expect(actual.difficulty == expected.difficulty)
          card = try review.after.card(id: trace.cardID)
        }
      }
    }
    #expect(checked > 100)
    #expect(moved > checked / 3, "fuzz moved \(moved) of \(checked) intervals")
  }

  @Test("the same seed, card and time always give the same fuzz; other seeds differ")
  func seededFuzzIsDeterministic() throws {
    let card = Card(
      id: "exercise-1", state: .review, step: nil, stability: 40, difficulty: 5,
      due: try utc("2025-03-01T09:00:00Z"), lastReview: try utc("2025-01-20T09:00:00Z"))
    let at = try utc("2025-03-01T09:00:00Z")
    let first = try Scheduler(fuzzing: .on(seed: 11)).review(card, rating: .good, at: at).card
    let again = try Scheduler(fuzzing: .on(seed: 11)).review(card, rating: .good, at: at).card
    #expect(first == again)
    var dues: Set<Date> = []
    for seed: UInt64 in 0..<20 {
      dues.insert(
        try Scheduler(fuzzing: .on(seed: seed)).review(card, rating: .good, at: at).card.due)
    }
    #expect(dues.count > 1)
  }

  @Test("cards reviewed together with the same seed still drift apart")
  func fuzzDependsOnCard() throws {
    let scheduler = try Scheduler(fuzzing: .on(seed: 11))
    let at = try utc("2025-03-01T09:00:00Z")
    var dues: Set<Date> = []
    for number in 0..<20 {
      let card = Card(
        id: "exercise-\(number)", state: .review, step: nil, stability: 40, difficulty: 5,
        due: at, lastReview: try utc("2025-01-20T09:00:00Z"))
      dues.insert(scheduler.review(card, rating: .good, at: at).card.due)
    }
    #expect(dues.count > 1)
  }

  @Test("the preview shows the fuzzed interval the review then gives")
  func previewAgreesWithFuzzedReview() throws {
    let scheduler = try Scheduler(fuzzing: .on(seed: 5))
    let card = Card(
      id: "card", state: .review, step: nil, stability: 25, difficulty: 6,
      due: try utc("2025-02-01T09:00:00Z"), lastReview: try utc("2025-01-05T09:00:00Z"))
    let at = try utc("2025-02-02T10:30:00Z")
    let preview = scheduler.previewIntervals(for: card, at: at)
    for rating in Rating.allCases {
      let due = scheduler.review(card, rating: rating, at: at).card.due
      #expect(preview[rating] == due.timeIntervalSince(at), "\(rating)")
    }
  }
}
