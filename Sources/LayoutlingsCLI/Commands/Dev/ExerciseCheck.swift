import Course
import Foundation
import Grader
import GradingService
import LayoutReport

/// What `dev check` found for one exercise: the verdicts of its solution, its starter and its
/// mistakes (`ExerciseMistake`).
struct ExerciseCheck {
  /// The exercise id.
  var id: String
  /// The verdict of `Solution.swift`, which must pass; nil when the exercise could not be graded.
  var solution: Verdict?
  /// The verdict of `Exercise.swift`, which must not pass; nil when it could not be graded.
  var starter: Verdict?
  /// Why the exercise could not be graded at all (its expected frames do not fit the grader).
  var problem: String?
  /// Each mistake's file and what its verdict got wrong (empty: it led with its cause).
  var mistakes: [(fileName: String, problems: [String])] = []
  /// Problems of the mistakes' headers.
  var mistakeProblems: [String] = []
  /// The open mistakes (`open:`, the verdict does not lead with their cause yet): each file, and
  /// what its verdict leads with when they were graded (`--open`).
  var openMistakes: [(fileName: String, report: String?)] = []

  /// How many diagnostics a failing file shows.
  static let diagnosticLimit = 3

  /// Whether the solution passes and the starter does not.
  var isFine: Bool {
    problem == nil && solution?.status == .passed && starter.map { $0.status != .passed } == true
      && mistakeProblems.isEmpty && mistakes.allSatisfy(\.problems.isEmpty)
  }

  /// Grades both files of `spec` with `service`.
  ///
  /// - Parameter courseName: the course folder's name; the files are graded under their paths
  ///   from it (`Lessons/<id>/Solution.swift`), so diagnostics point at them.
  /// - Throws: what stops the grader itself; an exercise whose expected frames do not fit is a
  ///   problem of that exercise, not an error.
  ///   `courseDirectory`, when given, is where the exercise's `mistakes/` folder is read from;
  ///   `gradesOpen` grades its open mistakes too.
  static func run(
    _ spec: ExerciseSpec, courseName: String, courseDirectory: URL? = nil,
    gradesOpen: Bool = false, service: GradingService
  ) throws -> ExerciseCheck {
    let folder = "\(courseName)/\(spec.id)"
    do {
      let solution = try service.grade(
        Submission(path: "\(folder)/Solution.swift", bytes: Array(spec.solution.utf8)), as: spec)
      let starter = try service.grade(
        Submission(path: "\(folder)/Exercise.swift", bytes: Array(spec.starter.utf8)), as: spec)
      var check = ExerciseCheck(
        id: spec.id, solution: solution.result.verdict, starter: starter.result.verdict)
      if let courseDirectory {
        var files: [ExerciseMistake] = []
        for folder in ExerciseMistake.Folder.allCases {
          let loaded = ExerciseMistake.load(
            from: courseDirectory.appendingPathComponent(spec.id)
              .appendingPathComponent(folder.rawValue),
            as: folder)
          check.mistakeProblems += loaded.problems
          files += loaded.mistakes
        }
        for mistake in files {
          let fileName = "\(mistake.folder.rawValue)/\(mistake.fileName)"
          if mistake.open != nil, !gradesOpen {
            check.openMistakes.append((fileName, nil))
            continue
          }
          let graded = try service.grade(
            Submission(path: "\(folder)/\(fileName)", bytes: Array(mistake.source.utf8)),
            as: spec)
          let verdict = graded.result.verdict
          if mistake.open != nil {
            check.mistakes.append((fileName, mistake.openProblems(with: verdict)))
            check.openMistakes.append((fileName, mistake.openReport(of: verdict)))
          } else {
            check.mistakes.append((fileName, mistake.problems(with: verdict)))
          }
        }
      }
      return check
    } catch .ungradableExercise(_, let reason) {
      return ExerciseCheck(id: spec.id, problem: "exercise \(spec.id): \(reason)")
    }
  }

  /// The report: `ok  <id>`, or `FAIL  <id>` followed by what went wrong, indented.
  var lines: [String] {
    if isFine { return ["ok    \(id)"] }
    var lines = ["FAIL  \(id)"]
    if let problem {
      lines.append("      cannot be graded: \(problem)")
      return lines
    }
    if let solution, solution.status != .passed {
      lines.append("      Solution.swift: \(Self.summary(of: solution)), but a solution must pass")
      lines += Self.details(of: solution).map { "        " + $0 }
    }
    if let starter, starter.status == .passed {
      lines.append("      Exercise.swift: passed, but a starter must not pass")
    }
    lines += mistakeProblems.map { "      \($0)" }
    for (fileName, problems) in mistakes where !problems.isEmpty {
      lines += problems.map { "      \(fileName): \($0)" }
    }
    return lines
  }

  /// Each graded open mistake: `open  <id>/mistakes/<file>: leads with …, not …`.
  var openLines: [String] {
    openMistakes.compactMap { fileName, report in
      report.map { "open  \(id)/\(fileName): \($0)" }
    }
  }

  /// `failed, 10 of 12 checks`, `compile-error`.
  static func summary(of verdict: Verdict) -> String {
    guard !verdict.checks.isEmpty else { return verdict.status.rawValue }
    return "\(verdict.status.rawValue), \(verdict.passedCount) of \(verdict.checks.count) checks"
  }

  /// The first diagnostics (first line of each, with its place), then the first failing check.
  static func details(of verdict: Verdict) -> [String] {
    var lines: [String] = []
    for diagnostic in verdict.diagnostics.prefix(diagnosticLimit) {
      var place = ""
      if let file = diagnostic.file {
        place = diagnostic.line.map { "\(file):\($0): " } ?? "\(file): "
      }
      let first =
        diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false)
        .first.map(String.init) ?? ""
      lines.append("\(diagnostic.kind.rawValue): \(place)\(first)")
    }
    let failing = verdict.checks.filter { !$0.ok }
    if let check = failing.first {
      let actual = check.actual.map(Self.rect) ?? "no frame"
      lines.append(
        "first failing check: \(check.device) \(check.snapshot) \(check.view): expected "
          + "\(Self.rect(check.expected)), got \(actual) (\(failing.count) failing)")
    }
    return lines
  }

  private static func rect(_ rect: ReportRect) -> String {
    "["
      + [rect.x, rect.y, rect.width, rect.height].map(FramesPrinter.points)
      .joined(separator: ", ") + "]"
  }
}
