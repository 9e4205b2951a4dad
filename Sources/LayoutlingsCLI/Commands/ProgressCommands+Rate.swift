import Course
import SpacedRepetition

extension ProgressCommands {
  /// `layoutlings rate ID RATING`: rates an exercise or card and says when it is due next.
  func rate(_ id: String, _ rating: ReviewRating) throws -> ExitCode {
    let command = ["rate"]
    let session = try session(command)
    let card = try session.run(command: command) {
      try session.store.recordRating(itemID: id, rating: rating.fsrsRating, at: session.now)
    }
    let wait = card.due.timeIntervalSince(session.now)
    try write([
      "Rated \(id): \(rating.rawValue).",
      "Next review: \(TimeText.iso8601(card.due)) (\(TimeText.relative(wait))).",
    ])
    return .success
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
