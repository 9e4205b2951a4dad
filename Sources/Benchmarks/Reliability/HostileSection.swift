import Foundation
import ReliabilityFixtures

/// `Benchmarks reliability hostile`: learner files that misbehave on purpose, graded as the
/// half-panel lesson with the limits learners get. Each must end in the verdict that names what
/// happened; after the verdict the section checks that nothing of the program is left (no process
/// with its marker, no file it tried to write outside its folder).
enum HostileSection: ReliabilitySection {
  static let name = "hostile"
  static let summary = "endless loops, crashes, memory and output bombs, escapes and forgeries"

  static let exercise = "01-constraints-in-code/01-half-height-panel"

  static func run(in context: ReliabilityContext) throws -> [ReliabilityRow] {
    let folder = try context.folder(name)
    var rows: [ReliabilityRow] = []
    for hostile in try HostileProgram.catalogue() {
      let file = folder.appendingPathComponent("\(hostile.name).swift")
      let graded = try context.grade(hostile.source, at: file, exercise: exercise)
      let problems = hostile.leftovers()
      let check = problems.isEmpty ? "ok" : problems.joined(separator: "; ")
      rows.append(
        ReliabilityRow(
          section: name, name: hostile.name, verdict: graded.status,
          explanation: graded.explanation, seconds: graded.seconds, check: check,
          isExpected: hostile.expectedVerdicts.contains(graded.status) && problems.isEmpty))
      hostile.tidyUp()
    }
    return rows
  }
}
