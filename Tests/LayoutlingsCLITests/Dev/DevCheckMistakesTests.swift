import Foundation
import Testing

@testable import LayoutlingsCLI

/// An exercise's `mistakes/`: wrong attempts graded by `dev check`, each held to the cause its
/// header says the verdict must lead with.
@Suite("dev check on an exercise's mistakes")
struct DevCheckMistakesTests {
  /// The badge course with `files` in the exercise's `mistakes/`.
  private func course(mistakes files: [String: String]) throws -> BadgeCourse {
    let course = try BadgeCourse(solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained)
    let folder = course.course.appendingPathComponent(BadgeCourse.exerciseID)
      .appendingPathComponent("mistakes")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return course
  }

  /// The unconstrained badge: added to the view, still translating its zero frame.
  private let forgotten = "// mistake: the badge is added but never constrained\n"

  @Test("a mistake whose verdict leads with its cause and gives no forbidden advice: fine")
  func leadsWithItsCause() throws {
    let course = try course(mistakes: [
      "no-constraints.swift": forgotten + "// cause: mask-translating\n// not: layoutIfNeeded\n"
        + BadgeCourse.unconstrained
    ])
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .success, "\(result.output)\n\(result.errors)")
    #expect(result.outputLines.first == "ok    01-basics/01-centre-a-badge")
  }

  @Test("a verdict that leads with another cause, or gives forbidden advice, fails the check")
  func wrongLeadOrAdvice() throws {
    let course = try course(mistakes: [
      "a-wrong-cause.swift": forgotten + "// cause: hard-coded-frame\n" + BadgeCourse.unconstrained,
      "b-forbidden.swift": forgotten + "// cause: mask-translating\n"
        + "// not: translatesAutoresizingMaskIntoConstraints\n" + BadgeCourse.unconstrained,
      "c-passes.swift": "// mistake: none at all\n// cause: mask-translating\n"
        + BadgeCourse.centred,
    ])
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .failure)
    let lines = result.outputLines
    #expect(lines.first == "FAIL  01-basics/01-centre-a-badge")
    #expect(
      lines.contains {
        $0.hasPrefix("      mistakes/a-wrong-cause.swift: led with mask-translating (")
          && $0.hasSuffix("), not hard-coded-frame")
      }, "\(lines)")
    #expect(
      lines.contains(
        "      mistakes/b-forbidden.swift: advised \"translatesAutoresizingMaskIntoConstraints\","
          + " which does not apply"), "\(lines)")
    #expect(
      lines.contains("      mistakes/c-passes.swift: passed, but a mistake must not pass"),
      "\(lines)")
  }

  @Test("a header that is wrong is a problem with its file and line")
  func badHeaders() throws {
    let course = try course(mistakes: [
      "unknown.swift": forgotten + "// cause: made-up\n" + BadgeCourse.unconstrained,
      "no-cause.swift": forgotten + BadgeCourse.unconstrained,
      "bad-key.swift": forgotten + "// reason: none\n" + BadgeCourse.unconstrained,
    ])
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .failure)
    let lines = result.outputLines
    #expect(
      lines.contains {
        $0.hasPrefix(
          "      mistakes/unknown.swift:2: unknown cause `made-up` (add `open:` if the grader"
            + " cannot name it yet); known: ")
      })
    #expect(lines.contains("      mistakes/no-cause.swift:1: the header has no `cause:` line"))
    #expect(
      lines.contains(
        "      mistakes/bad-key.swift:2: unknown key `reason` (mistake, cause, line, not, open)"))
  }

  @Test("a line the leading diagnostic must cite is checked")
  func line() {
    let header = forgotten + "// cause: mask-translating\n// line: 3\n"
    guard case .success(let mistake) = ExerciseMistake.parse(fileName: "x.swift", text: header)
    else {
      Issue.record("the header should parse")
      return
    }
    #expect(mistake.line == 3)
    #expect(mistake.summary == "the badge is added but never constrained")
    #expect(mistake.cause == "mask-translating")
  }

  @Test("an open mistake is counted, and graded only with --open, which says what it leads with")
  func openMistakes() throws {
    let course = try course(mistakes: [
      "no-constraints.swift": forgotten + "// cause: mask-translating\n"
        + BadgeCourse.unconstrained,
      "future.swift": forgotten + "// cause: badge-never-constrained\n"
        + "// open: the verdict says the mask still translates\n" + BadgeCourse.unconstrained,
    ])
    let plain = DevCheckRunner.run(course: course.course)
    #expect(plain.status == .success, "\(plain.output)\n\(plain.errors)")
    #expect(
      plain.outputLines.dropLast().last
        == "Mistakes and shortcuts: 1 whose verdict leads with their cause, 1 open.")
    #expect(!plain.output.contains("open  "))

    let graded = DevCheckRunner.run(course: course.course, arguments: ["--open"])
    #expect(graded.status == .success, "\(graded.output)\n\(graded.errors)")
    #expect(
      graded.outputLines.contains {
        $0.hasPrefix(
          "open  01-basics/01-centre-a-badge/mistakes/future.swift: leads with mask-translating (")
          && $0.hasSuffix("), not badge-never-constrained")
      }, "\(graded.output)")
    #expect(
      graded.outputLines.dropLast().last
        == "Mistakes and shortcuts: 1 whose verdict leads with their cause, 1 open.")
  }

  @Test("an open mistake that now meets its header, or passes, is a problem with --open")
  func openMistakeProblems() throws {
    let course = try course(mistakes: [
      "met.swift": forgotten + "// cause: mask-translating\n// open: said to be unnamed\n"
        + BadgeCourse.unconstrained,
      "passes.swift": "// mistake: the solution itself\n// cause: nothing-wrong\n"
        + "// open: it passes\n" + BadgeCourse.centred,
    ])
    let result = DevCheckRunner.run(course: course.course, arguments: ["--open"])
    #expect(result.status == .failure)
    let lines = result.outputLines
    #expect(
      lines.contains(
        "      mistakes/met.swift: now leads with mask-translating as its header asks: remove its"
          + " `open:` line"), "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("      mistakes/passes.swift: passed, but a mistake must not pass")
      })
  }

  @Test("an open mistake's cause must still be an id")
  func openCauseIsAnID() {
    let header = forgotten + "// cause: Not An Id\n// open: later\n"
    guard case .failure(let problem) = ExerciseMistake.parse(fileName: "x.swift", text: header)
    else {
      Issue.record("the header should not parse")
      return
    }
    #expect(
      problem.description
        == "mistakes/x.swift:2: `cause` must be an id in lowercase words joined by `-`")
  }

  @Test("exercises named on the command line are the only ones graded")
  func onlyNamedExercises() throws {
    let course = try course(mistakes: [:])
    let none = DevCheckRunner.run(course: course.course, arguments: ["99-"])
    #expect(none.status == .failure)
    #expect(none.outputLines.first == "No exercise of the course starts with \"99-\".")
    let named = DevCheckRunner.run(course: course.course, arguments: ["01-basics"])
    #expect(named.status == .success, "\(named.output)")
    #expect(named.outputLines.first == "ok    01-basics/01-centre-a-badge")
  }
}
