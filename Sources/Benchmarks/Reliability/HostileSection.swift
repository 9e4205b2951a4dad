import Foundation
import ReliabilityFixtures
import TestSupport

/// `Benchmarks reliability hostile`: learner files that misbehave on purpose, graded as the
/// half-panel lesson with the limits learners get. Each must end in the verdict that names what
/// happened; after the verdict the section checks that nothing of the program is left (no process
/// with its marker, no file it tried to write outside its folder, no trap sprung). The exercise
/// is the sample course's half panel, as in the tests: the programs that misbehave and then do
/// the exercise lay the panel out with anchors, which that exercise asks no more of.
enum HostileSection: ReliabilitySection {
  static let name = "hostile"
  static let summary = "endless loops, crashes, memory and output bombs, escapes and forgeries"

  static let exercise = SampleCourse.halfPanelID

  static func run(in context: ReliabilityContext) throws -> [ReliabilityRow] {
    let folder = try context.folder(name)
    let course = try SampleCourse.write(in: folder)
    var rows: [ReliabilityRow] = []
    for hostile in try HostileProgram.catalogue() {
      let file = folder.appendingPathComponent("\(hostile.name).swift")
      let graded = try context.grade(
        hostile.source, at: file, exercise: exercise, course: course)
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
