import ArgumentParsing
import Course
import SpacedRepetition

/// `layoutlings rate ID RATING`: rates an exercise or card and says when it is due next.
///
/// Only what there is evidence for is rated (`RatingEvidence`): an exercise that passed since
/// it was last rated (`again` also after a failed attempt), a card whose exercise passed and
/// whose review has come. Anything else fails with a sentence saying what to do (exit 1).
struct RateCommand: Command {
  static let path = ["rate"]
  static let id = Argument("id", help: "The exercise you reviewed.")
  static let rating = Argument(
    "rating", help: "How the recall went.",
    allowedValues: ReviewRating.allCases.map(\.rawValue))
  static let spec = CommandSpec(
    "rate", abstract: "Rate how well you recalled an exercise, to schedule its next review.",
    arguments: [id.spec, rating.spec])

  /// The exercise or card.
  var item: String
  /// How the recall went.
  var rating: ReviewRating

  init(item: String, rating: ReviewRating) {
    self.item = item
    self.rating = rating
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    let word = try Self.required(Self.rating, in: arguments, program: program)
    guard let rating = ReviewRating(rawValue: word) else {
      let names = ReviewRating.allCases.map(\.rawValue)
      throw Self.usageError(
        .invalidValue(
          word, for: "<rating>", reason: "expected " + EnglishList.or(names),
          suggestion: Suggestion.closest(to: word, among: names)), in: program)
    }
    self.rating = rating
    item = try Self.required(Self.id, in: arguments, program: program)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context))
    let item = try reviewItem(in: session)
    let evidence = try session.store.ratingEvidence(for: item, at: session.now)
    if let refusal = RatingRefusal.sentence(evidence, rating: rating.fsrsRating, now: session.now) {
      throw CommandFailure(.failure, refusal)
    }
    let card = try session.store.recordRating(
      itemID: item, rating: rating.fsrsRating, at: session.now)
    let wait = card.due.timeIntervalSince(session.now)
    try context.say(
      "Rated \(item): \(rating.rawValue).",
      "Next review: \(TimeText.iso8601(card.due)) (\(TimeText.scheduled(wait))).")
    return .success
  }
}

extension RateCommand {
  /// The item as given, or with its exercise part resolved (`1.1`, `half-height-panel`,
  /// `1.1#2` for a card): a card is `<exercise id>#<number>`.
  fileprivate func reviewItem(in session: LearnerSession) throws -> String {
    let parts = item.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let exercise = String(parts[0])
    let card = parts.count == 2 ? "#" + parts[1] : ""
    if case .exercise(let id) = try session.exerciseResolver().resolve(exercise) {
      return id + card
    }
    // Not an exercise of the course: the store says whether it is another review item.
    guard card.isEmpty else { return item }
    return try session.resolveExercise(exercise)
  }
}

extension ReviewRating {
  /// The scheduler's rating with the same name.
  var fsrsRating: Rating {
    switch self {
    case .again: .again
    case .hard: .hard
    case .good: .good
    case .easy: .easy
    }
  }
}

extension ReviewRating {
  /// The name `rate` takes for the scheduler's `rating`.
  init(rating: Rating) {
    switch rating {
    case .again: self = .again
    case .hard: self = .hard
    case .good: self = .good
    case .easy: self = .easy
    }
  }
}
