import Foundation
import SpacedRepetition
import Testing

/// How close a stability, difficulty or retrievability must be to py-fsrs's: relative 1e-9.
///
/// On this platform the results agree to the bit; the slack only allows for a C math library
/// whose `pow` rounds differently in the last place.
let relativeTolerance = 1e-9

/// Whether `actual` is within `relativeTolerance` of `expected` (absolutely, below 1).
func isClose(_ actual: Double?, _ expected: Double) -> Bool {
  guard let actual else { return false }
  return abs(actual - expected) <= relativeTolerance * max(1, abs(expected))
}

/// A UTC date from its ISO 8601 text, for literal expectations in tests.
func utc(_ text: String) throws -> Date {
  try #require(GoldenDate.parse(text), "not an ISO 8601 date: \(text)")
}

/// A scheduler without fuzz, for the parameters given.
func unfuzzedScheduler(_ parameters: SchedulerParameters = .default) throws -> Scheduler {
  try Scheduler(parameters: parameters, fuzzing: .off)
}

extension GoldenCard {
  /// The card py-fsrs described, as a `Card` with id `id`.
  func card(id: String) throws -> Card {
    Card(
      id: id, state: try #require(CardState(fixtureName: state)), step: step,
      stability: stability, difficulty: difficulty, due: due.date, lastReview: lastReview.date)
  }
}

/// Records an issue for every field of `card` that differs from py-fsrs's `expected` card.
func expectMatches(
  _ card: Card, _ expected: GoldenCard, _ context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    card.state == CardState(fixtureName: expected.state), "\(context): state",
    sourceLocation: sourceLocation)
  #expect(card.step == expected.step, "\(context): step", sourceLocation: sourceLocation)
  #expect(
    card.due == expected.due.date, "\(context): due \(card.due), expected \(expected.due)",
    sourceLocation: sourceLocation)
  #expect(
    card.lastReview == expected.lastReview.date, "\(context): last review",
    sourceLocation: sourceLocation)
  #expect(
    isClose(card.stability, expected.stability),
    "\(context): stability \(String(describing: card.stability)), expected \(expected.stability)",
    sourceLocation: sourceLocation)
  #expect(
    isClose(card.difficulty, expected.difficulty),
    "\(context): difficulty \(String(describing: card.difficulty)), expected \(expected.difficulty)",
    sourceLocation: sourceLocation)
}

extension GoldenReview {
  /// The logged rating as a `Rating`.
  var parsedRating: Rating {
    get throws { try #require(Rating(rawValue: rating)) }
  }
}
