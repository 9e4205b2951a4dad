import Course
import Foundation
import Grader
import Terminal

@testable import LayoutlingsCLI

/// A grader that answers with verdicts queued by the test and remembers what it graded.
final class ScriptedGrader: ExerciseGrader {
  var verdicts: [Verdict]
  private(set) var graded: [(exerciseID: String, file: URL)] = []
  /// How each grade came, in order (nil: a picture, recording nothing).
  private(set) var origins: [AttemptOrigin?] = []

  init(_ verdicts: [Verdict]) {
    self.verdicts = verdicts
  }

  func grade(exerciseID: String, file: URL, devices: [String]?, origin: AttemptOrigin?) throws
    -> GradeSummary
  {
    graded.append((exerciseID, file))
    origins.append(origin)
    guard !verdicts.isEmpty else { throw GradingUnavailable(description: "No verdict queued.") }
    return GradeSummary(exerciseID: exerciseID, verdict: verdicts.removeFirst())
  }
}

extension CommandHarness {
  /// The context `run` uses, writing into fresh string sinks.
  func context(terminal: Bool = false) -> CommandContext {
    CommandContext(
      output: StringSink(), errors: StringSink(), environment: [:], currentDirectory: scratch.url,
      outputIsTerminal: terminal, clock: { harnessTime }, checkoutDirectory: nil,
      devices: fixtureDevices)
  }

  /// Course work over this harness's workspace and the fixture course, at `harnessTime` plus
  /// `minutes`.
  func work(grader: (any ExerciseGrader)? = nil, minutes: Double = 0) throws -> StoreCourseWork {
    let options = GlobalOptions(
      home: home.path, course: course.path, now: harnessTime.addingTimeInterval(minutes * 60))
    let session = try LearnerSession(paths: CommandPaths(options: options, context: context()))
    return StoreCourseWork(
      session: session, grader: grader, graderProblem: "Grading is not available here.")
  }
}
