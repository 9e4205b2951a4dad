import Foundation
import SpacedRepetition
import Testing

/// Replays every trace py-fsrs 6.3.2 computed (`Scripts/fsrs-golden-traces.py`) and expects the
/// same card after every review: state and step exactly, due dates to the second, stability,
/// difficulty and retrievability within `relativeTolerance`.
@Suite("Golden traces from py-fsrs")
struct GoldenTraceTests {
  private let fixture: GoldenFixture

  init() throws {
    fixture = try GoldenFixture.load()
  }

  @Test("the fixture comes from the pinned py-fsrs and holds enough varied traces")
  func fixtureShape() {
    #expect(fixture.fsrsVersion == "6.3.2")
    #expect(fixture.traces.count >= 20)
    #expect(fixture.fuzzedTraces.count >= 1)
    var pairs: Set<String> = []
    for trace in fixture.traces + fixture.fuzzedTraces {
      var stateBefore = "learning"
      for review in trace.reviews {
        pairs.insert("\(stateBefore)/\(review.rating)")
        stateBefore = review.after.state
      }
    }
    // All four ratings given from each of the three states.
    #expect(pairs.count == 12, "\(pairs.sorted())")
  }

  @Test("every review of every trace gives py-fsrs's card")
  func reviewsMatch() throws {
    for trace in fixture.traces {
      let scheduler = try unfuzzedScheduler(trace.config.parameters)
      var card = Card(id: trace.cardID, due: try #require(trace.reviews.first).at.date)
      for (index, review) in trace.reviews.enumerated() {
        card = scheduler.review(card, rating: try review.parsedRating, at: review.at.date).card
        expectMatches(card, review.after, "\(trace.name), review \(index + 1) at \(review.at)")
      }
    }
  }

  @Test("retrievability before each review and after the last one matches py-fsrs")
  func retrievabilityMatches() throws {
    for trace in fixture.traces {
      let scheduler = try unfuzzedScheduler(trace.config.parameters)
      var card = Card(id: trace.cardID, due: try #require(trace.reviews.first).at.date)
      for (index, review) in trace.reviews.enumerated() {
        let value = scheduler.retrievability(of: card, at: review.at.date)
        #expect(
          isClose(value, review.retrievabilityBefore),
          "\(trace.name), before review \(index + 1): \(value), expected \(review.retrievabilityBefore)"
        )
        card = try review.after.card(id: trace.cardID)
      }
      for later in trace.retrievabilityAfter {
        let value = scheduler.retrievability(of: card, at: later.at.date)
        #expect(
          isClose(value, later.retrievability),
          "\(trace.name), at \(later.at): \(value), expected \(later.retrievability)")
      }
    }
  }

  @Test("the preview shows the due date each rating leads to in py-fsrs")
  func previewMatches() throws {
    for trace in fixture.traces {
      let scheduler = try unfuzzedScheduler(trace.config.parameters)
      var card = Card(id: trace.cardID, due: try #require(trace.reviews.first).at.date)
      for (index, review) in trace.reviews.enumerated() {
        let expected = try #require(review.dueByRating)
        let preview = scheduler.previewIntervals(for: card, at: review.at.date)
        #expect(preview.count == 4)
        for rating in Rating.allCases {
          let interval = try #require(preview[rating])
          let due = try #require(expected[String(rating.rawValue)])
          #expect(
            review.at.date.addingTimeInterval(interval) == due.date,
            "\(trace.name), review \(index + 1), \(rating)")
        }
        card = try review.after.card(id: trace.cardID)
      }
    }
  }

  @Test("replaying a trace's logs rebuilds its final card")
  func replayMatches() throws {
    for trace in fixture.traces {
      let scheduler = try unfuzzedScheduler(trace.config.parameters)
      let logs = try trace.reviews.map {
        ReviewLog(cardID: trace.cardID, rating: try $0.parsedRating, reviewDate: $0.at.date)
      }
      let last = try #require(trace.reviews.last)
      expectMatches(try scheduler.replay(logs: logs), last.after, "\(trace.name), replayed")
    }
  }
}
