import Foundation
import Grader

/// `layoutlings solution --json`: one JSON object, keys sorted:
///
///     {"exercise","solution","learnerFile","durationMs","problem",
///      "comparison":null|{"same","groups":[{"devices","sameFrames","notes",
///        "referenceOnly":[{"constraint","file","line"}],"learnerOnly":[…],"shared":[…],
///        "referenceUncompared":[…],"learnerUncompared":[…]}]}}
///
/// `constraint` is the canonical text (`panelView.leading == view.leading + 20`, with
/// `(priority 750)` when not required); `file` and `line` say where the program made it
/// (`null` when unknown). `problem` says why there is no comparison (then `comparison` is
/// `null`). The first group holds the exercise's first device; devices whose differences are
/// the same share a group.
enum SolutionJSON {
  static func data(_ review: SolutionReview) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(Document(review))
  }

  private struct Document: Encodable {
    var exercise: String
    var solution: String
    var learnerFile: String
    var durationMs: Int
    var problem: String?
    var comparison: ComparisonDocument?

    init(_ review: SolutionReview) {
      exercise = review.exerciseID
      solution = review.solution
      learnerFile = review.learnerPath
      durationMs = review.durationMs
      switch review.comparison {
      case .unavailable(let reason):
        problem = reason
      case .compared(let comparison):
        self.comparison = ComparisonDocument(
          same: comparison.isSame, groups: comparison.groups.map(GroupDocument.init))
      }
    }

    private enum Keys: String, CodingKey {
      case exercise, solution, learnerFile, durationMs, problem, comparison
    }

    // Absent values are `null`, never left out.
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(exercise, forKey: .exercise)
      try container.encode(solution, forKey: .solution)
      try container.encode(learnerFile, forKey: .learnerFile)
      try container.encode(durationMs, forKey: .durationMs)
      try container.encode(problem, forKey: .problem)
      try container.encode(comparison, forKey: .comparison)
    }
  }

  private struct ComparisonDocument: Encodable {
    var same: Bool
    var groups: [GroupDocument]
  }

  private struct GroupDocument: Encodable {
    var devices: [String]
    var sameFrames: Bool
    var notes: [String]
    var referenceOnly: [EntryDocument]
    var learnerOnly: [EntryDocument]
    var shared: [String]
    var referenceUncompared: [String]
    var learnerUncompared: [String]

    init(_ group: SolutionComparison.Group) {
      devices = group.devices
      sameFrames = group.sameFrames
      notes = group.notes
      referenceOnly = group.comparison.referenceOnly.map(EntryDocument.init)
      learnerOnly = group.comparison.learnerOnly.map(EntryDocument.init)
      shared = group.comparison.shared.map(\.text)
      referenceUncompared = group.comparison.referenceUncompared
      learnerUncompared = group.comparison.learnerUncompared
    }
  }

  private struct EntryDocument: Encodable {
    var constraint: String
    var file: String?
    var line: Int?

    init(_ entry: ConstraintComparison.Entry) {
      constraint = entry.constraint.text
      file = entry.file
      line = entry.line
    }

    private enum Keys: String, CodingKey { case constraint, file, line }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(constraint, forKey: .constraint)
      try container.encode(file, forKey: .file)
      try container.encode(line, forKey: .line)
    }
  }
}
