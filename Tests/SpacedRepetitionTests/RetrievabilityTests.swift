import Foundation
import SpacedRepetition
import Testing

/// R(t) = (1 + F t / S)^(-w20) with F = 0.9^(-1/w20) - 1, for whole days t: by construction
/// R is 1 at t = 0 and exactly 0.9 at t = S.
@Suite("Retrievability")
struct RetrievabilityTests {
  private let reviewed: Date
  private let card: Card
  private let scheduler: Scheduler

  init() throws {
    reviewed = try utc("2025-01-01T09:00:00Z")
    card = Card(
      id: "card", state: .review, step: nil, stability: 10, difficulty: 5,
      due: reviewed.addingTimeInterval(10 * 86_400), lastReview: reviewed)
    scheduler = try unfuzzedScheduler()
  }

  @Test("a card never reviewed has retrievability 0")
  func neverReviewed() throws {
    #expect(scheduler.retrievability(of: Card(id: "new", due: reviewed), at: reviewed) == 0)
  }

  @Test("it is 1 until a whole day has passed, and before the last review")
  func wholeDaysOnly() {
    #expect(scheduler.retrievability(of: card, at: reviewed) == 1)
    #expect(scheduler.retrievability(of: card, at: reviewed.addingTimeInterval(86_399)) == 1)
    #expect(scheduler.retrievability(of: card, at: reviewed.addingTimeInterval(-5 * 86_400)) == 1)
    #expect(scheduler.retrievability(of: card, at: reviewed.addingTimeInterval(86_400)) < 1)
  }

  @Test("it is 0.9 after as many days as the stability")
  func ninetyPercentAtStability() {
    let value = scheduler.retrievability(of: card, at: reviewed.addingTimeInterval(10 * 86_400))
    #expect(abs(value - 0.9) < 1e-12)
  }

  @Test("it falls day after day, staying above 0")
  func decreasing() {
    var previous = 1.0
    for day in [1, 2, 5, 10, 30, 365, 36500] {
      let value = scheduler.retrievability(
        of: card, at: reviewed.addingTimeInterval(TimeInterval(day) * 86_400))
      #expect(value < previous && value > 0, "day \(day)")
      previous = value
    }
  }
}
