import Foundation
import SpacedRepetition
import Testing

@Suite("Codable")
struct CodableTests {
  private func roundTrip<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
  }

  @Test("a new card and a reviewed card survive encoding and decoding")
  func cardRoundTrip() throws {
    let start = try utc("2025-01-01T09:00:00Z")
    let fresh = Card(id: "04-visual-format/02-top-row", due: start)
    #expect(try roundTrip(fresh) == fresh)
    let reviewed = Card(
      id: "card", state: .relearning, step: 0, stability: 1.5228106951473637,
      difficulty: 7.389975788014609, due: start.addingTimeInterval(600), lastReview: start)
    #expect(try roundTrip(reviewed) == reviewed)
  }

  @Test("review logs survive with and without a duration")
  func reviewLogRoundTrip() throws {
    let date = try utc("2025-05-01T09:00:00Z")
    let logs = [
      ReviewLog(cardID: "card", rating: .easy, reviewDate: date),
      ReviewLog(cardID: "card", rating: .again, reviewDate: date, duration: 12.25),
    ]
    #expect(try roundTrip(logs) == logs)
  }

  @Test("ratings and states are stored as FSRS's numbers")
  func numericEncoding() throws {
    let ratings = try JSONEncoder().encode(Rating.allCases)
    #expect(String(decoding: ratings, as: UTF8.self) == "[1,2,3,4]")
    let states = try JSONEncoder().encode(CardState.allCases)
    #expect(String(decoding: states, as: UTF8.self) == "[1,2,3]")
  }

  @Test("scheduler parameters survive encoding and decoding")
  func parametersRoundTrip() throws {
    let parameters = SchedulerParameters(
      desiredRetention: 0.85, learningSteps: [30, 300, 3600], relearningSteps: [],
      maximumInterval: 365)
    #expect(try roundTrip(parameters) == parameters)
  }
}
