import Foundation
import SpacedRepetition
import Testing

/// The default schedule's published example, written out by hand rather than read from the
/// fixture: a card first seen on 2025-01-01 at 09:00 UTC, fuzz off.
@Suite("Published FSRS-6 trace")
struct PublishedTraceTests {
  private let reviews: [(at: String, rating: Rating, due: String)] = [
    ("2025-01-01T09:00:00Z", .good, "2025-01-01T09:10:00Z"),
    ("2025-01-01T09:10:00Z", .good, "2025-01-03T09:10:00Z"),
    ("2025-01-03T09:10:00Z", .good, "2025-01-14T09:10:00Z"),
    ("2025-01-14T09:00:00Z", .again, "2025-01-14T09:10:00Z"),
    ("2025-01-14T09:10:00Z", .good, "2025-01-16T09:10:00Z"),
    ("2025-01-17T09:00:00Z", .hard, "2025-01-21T09:00:00Z"),
    ("2025-01-25T09:00:00Z", .easy, "2025-02-11T09:00:00Z"),
    ("2025-05-01T09:00:00Z", .good, "2025-07-08T09:00:00Z"),
  ]

  @Test("every due time and the final memory state match the published values")
  func publishedTrace() throws {
    let scheduler = try unfuzzedScheduler()
    var card = Card(id: "published", due: try utc("2025-01-01T09:00:00Z"))
    for (index, review) in reviews.enumerated() {
      card = scheduler.review(card, rating: review.rating, at: try utc(review.at)).card
      #expect(card.due == (try utc(review.due)), "review \(index + 1) at \(review.at)")
    }
    let stability = try #require(card.stability)
    let difficulty = try #require(card.difficulty)
    #expect(abs(stability - 68.4928) < 0.00005)
    #expect(abs(difficulty - 7.6307) < 0.00005)
    #expect(card.state == .review)
    #expect(card.step == nil)
  }
}
