import Foundation
import SpacedRepetition
import Testing

/// The traces `Scripts/fsrs-golden-traces.py` computed with py-fsrs, decoded from JSON.
struct GoldenFixture: Decodable {
  var fsrsVersion: String
  var traces: [GoldenTrace]
  var fuzzedTraces: [GoldenTrace]
  var fuzzOutcomes: FuzzOutcomes

  /// The fixture bundled with the tests, decoded once for all suites.
  static func load() throws -> GoldenFixture {
    try decoded.get()
  }

  private static let decoded = Result { () throws -> GoldenFixture in
    guard
      let url = Bundle.module.url(
        forResource: "fsrs-golden-traces", withExtension: "json", subdirectory: "Fixtures")
    else { throw CocoaError(.fileNoSuchFile) }
    return try JSONDecoder().decode(GoldenFixture.self, from: Data(contentsOf: url))
  }
}

/// One card reviewed again and again under one configuration.
struct GoldenTrace: Decodable {
  var name: String
  var cardID: String
  var config: GoldenConfig
  var reviews: [GoldenReview]
  var retrievabilityAfter: [GoldenRetrievability]
  var fuzzSeed: UInt64?
}

/// py-fsrs's scheduler settings, with steps in seconds.
struct GoldenConfig: Decodable {
  var weights: [Double]
  var desiredRetention: Double
  var learningSteps: [TimeInterval]
  var relearningSteps: [TimeInterval]
  var maximumInterval: Int

  var parameters: SchedulerParameters {
    SchedulerParameters(
      weights: weights, desiredRetention: desiredRetention, learningSteps: learningSteps,
      relearningSteps: relearningSteps, maximumInterval: maximumInterval)
  }
}

/// One review: when, which rating, what py-fsrs predicted before and what the card became.
struct GoldenReview: Decodable {
  var at: GoldenDate
  var rating: Int
  var retrievabilityBefore: Double
  /// The due date each rating would have given, keyed "1" … "4" (unfuzzed traces only).
  var dueByRating: [String: GoldenDate]?
  var after: GoldenCard
}

/// A card's fields as py-fsrs printed them.
struct GoldenCard: Decodable {
  var state: String
  var step: Int?
  var stability: Double
  var difficulty: Double
  var due: GoldenDate
  var lastReview: GoldenDate
}

/// py-fsrs's retrievability of the final card some days after its last review.
struct GoldenRetrievability: Decodable {
  var at: GoldenDate
  var retrievability: Double
}

/// py-fsrs's fuzzed interval for a few fixed values of `random()`.
struct FuzzOutcomes: Decodable {
  struct Case: Decodable {
    var maximumInterval: Int
    var days: Int
    var fuzzedDays: [Int]
  }

  var draws: [Double]
  var cases: [Case]
}

/// A UTC date written as `yyyy-MM-ddTHH:mm:ssZ`.
struct GoldenDate: Decodable, Equatable, CustomStringConvertible {
  var date: Date
  var description: String

  init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let parsed = GoldenDate.parse(text) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "bad date \(text)"))
    }
    date = parsed
    description = text
  }

  /// Parses a UTC timestamp of the exact form `yyyy-MM-ddTHH:mm:ssZ`.
  static func parse(_ text: String) -> Date? {
    let characters = Array(text.utf8)
    let separators: [Int: UInt8] = [4: 45, 7: 45, 10: 84, 13: 58, 16: 58, 19: 90]  // - - T : : Z
    guard characters.count == 20,
      separators.allSatisfy({ characters[$0.key] == $0.value })
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      Int(String(decoding: characters[range], as: UTF8.self))
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
      (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
    else { return nil }
    let seconds =
      daysSince1970(year: year, month: month, day: day) * 86_400
      + hour * 3600 + minute * 60 + second
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// Days from 1970-01-01 to a date of the proleptic Gregorian calendar.
  private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    // Count years from March so that the leap day ends the year.
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}

extension CardState {
  /// The state named as the fixture names it.
  init?(fixtureName: String) {
    switch fixtureName {
    case "learning": self = .learning
    case "review": self = .review
    case "relearning": self = .relearning
    default: return nil
    }
  }
}
