import Foundation

/// Explains a program that ran but gave no readable report: a crash, a limit, a timeout, or a
/// report that is missing or malformed.
enum RunFailure {
  /// The verdict for a run whose outcome was not a normal exit, or nil when it was.
  static func verdict(_ run: RunResult, learnerFileName: String, learnerPath: String) -> Verdict? {
    switch run.outcome.category {
    case .timeout:
      return .timeout(sentence(run.outcome.explanation))
    case .runtimeError:
      let place = RuntimeErrorPlace(
        standardError: run.standardError.text, learnerFileName: learnerFileName)
      var explanation = run.outcome.explanation
      if let place {
        // The diagnostic shows the place itself, as the learner's path.
        explanation = explanation.replacingOccurrences(of: place.text + ": ", with: "")
      }
      return .runtimeError(
        sentence(explanation), file: place.map { _ in learnerPath }, line: place?.line)
    case .completed:
      switch run.report {
      case .received:
        return nil
      case .missing:
        return .runtimeError(
          "The program ended without writing its layout report. Does your code call `exit()`?")
      case .rejected(let reason):
        return .runtimeError("The program's layout report was refused: \(reason).")
      case .tooLarge(let count):
        return .runtimeError("The program's layout report was too large (\(count) bytes).")
      }
    }
  }

  /// `the program …` → `The program ….`
  private static func sentence(_ text: String) -> String {
    let capitalized = text.prefix(1).uppercased() + text.dropFirst()
    return capitalized.hasSuffix(".") ? capitalized : capitalized + "."
  }
}

/// Where Swift's runtime says the program stopped, when that is the learner's file:
/// `Learner/Exercise.swift:12: Fatal error: Unexpectedly found nil…`.
struct RuntimeErrorPlace: Equatable {
  /// The 1-based line in the learner's file.
  var line: Int
  /// The place as the runtime wrote it (`Learner/Exercise.swift:12`).
  var text: String

  init?(standardError: String, learnerFileName: String) {
    guard let message = RunOutcome.runtimeMessage(in: standardError) else { return nil }
    let markers = [": Fatal error", ": Precondition failed", ": Assertion failed"]
    guard let marker = markers.compactMap({ message.range(of: $0) }).first else { return nil }
    let place = message[..<marker.lowerBound]
    guard let colon = place.lastIndex(of: ":"), let line = Int(place[place.index(after: colon)...]),
      line >= 1
    else { return nil }
    let file = place[..<colon]
    let name = file.split(separator: "/").last.map(String.init) ?? String(file)
    guard name == learnerFileName else { return nil }
    self.line = line
    text = String(place)
  }
}
