import Course
import Devices
import Foundation
import TestSupport
import Testing

@testable import LayoutlingsCLI

/// `layoutlings dev check` on small courses written for each test.
@Suite("dev check on small courses")
struct DevCheckCommandTests {
  @Test("a course whose solution passes and whose starter fails is fine: exit 0")
  func aSoundCourse() throws {
    let course = try BadgeCourse(solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained)
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .success, "stderr: \(result.errors)")
    #expect(
      result.output == """
        ok    01-basics/01-centre-a-badge
        1 of 1 exercise as they should be; no problems in the course's files.

        """)
    #expect(result.errors.contains("[1/1] 01-basics/01-centre-a-badge\n"))
  }

  @Test("a solution that fails and a starter that passes are both reported: exit 1")
  func swappedFiles() throws {
    let course = try BadgeCourse(solution: BadgeCourse.unconstrained, starter: BadgeCourse.centred)
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .failure, "stderr: \(result.errors)")
    let lines = result.outputLines
    #expect(lines.first == "FAIL  01-basics/01-centre-a-badge")
    // The unconstrained badge keeps its zero frame: neither device's frame matches.
    #expect(
      lines.contains(
        "      Solution.swift: failed, 0 of 2 checks, but a solution must pass"))
    #expect(
      lines.contains(
        "        first failing check: iphone-se initial badge: expected [150, 313.5, 75, 40],"
          + " got [0, 0, 0, 0] (2 failing)"))
    #expect(lines.contains("      Exercise.swift: passed, but a starter must not pass"))
    #expect(
      lines.dropLast().last
        == "0 of 1 exercise as they should be; no problems in the course's files.")
  }

  @Test("a step change a device cannot make is a path:line problem for each device, exit 1")
  func stepChangeProblems() throws {
    let json = BadgeCourse.exerciseJSON.replacingOccurrences(
      of: #""steps": [{ "snapshot": "initial" }],"#,
      with: #""steps": [{ "resize": "half", "snapshot": "initial" }],"#)
    let course = try BadgeCourse(
      solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained, exerciseJSON: json)
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .failure)
    // "steps" is on line 7; both devices are phones, which run apps full screen.
    #expect(
      result.output == """
        Lessons/01-basics/01-centre-a-badge/exercise.json:7: iphone-se cannot take the "half" layout: a phone runs apps full screen
        Lessons/01-basics/01-centre-a-badge/exercise.json:7: iphone-x cannot take the "half" layout: a phone runs apps full screen
        0 of 0 exercises as they should be; 2 problems in the course's files.

        """)
  }

  @Test("problems in the course's files are listed as path:line: message, exit 1")
  func fileProblems() throws {
    let json = BadgeCourse.exerciseJSON.replacingOccurrences(
      of: "\"hints\": [\"Centre anchors.\", \"Equal centre anchors, a width and a height.\", ",
      with: "\"hints\": [")
    let course = try BadgeCourse(
      solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained, exerciseJSON: json)
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .failure)
    // "hints" is on line 8 of exercise.json; the exercise does not load, so nothing is graded.
    #expect(
      result.output == """
        Lessons/01-basics/01-centre-a-badge/exercise.json:8: an exercise needs at least 2 hints, found 1
        0 of 0 exercises as they should be; 1 problem in the course's files.

        """)
  }

  @Test("an exercise with two hints loads, but the course asks for a ladder of three: exit 1")
  func twoHintsAreTooFew() throws {
    let json = BadgeCourse.exerciseJSON.replacingOccurrences(
      of: ", \"Activate them.\"]", with: "]")
    let course = try BadgeCourse(
      solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained, exerciseJSON: json)
    let result = DevCheckRunner.run(course: course.course)
    #expect(result.status == .failure)
    #expect(
      result.outputLines.first
        == "Lessons/01-basics/01-centre-a-badge/exercise.json: an exercise needs at least 3 hints,"
        + " from the idea to the full code, found 2")
    // The exercise loads, so it is still graded.
    #expect(result.outputLines.contains("ok    01-basics/01-centre-a-badge"))
  }

  @Test("a course that cannot be loaded exits 65")
  func noCourse() throws {
    let scratch = try ScratchFolder()
    let result = DevCheckRunner.run(course: scratch.url)
    #expect(result.status == .dataError)
    let folder = scratch.url.standardizedFileURL.lastPathComponent
    #expect(result.outputLines.first?.hasPrefix("\(folder)/course.json") == true)
    #expect(result.output.contains("cannot be loaded"))
  }

  @Test("hints, cards and devices are checked on what loaded")
  func lintOfAnExercise() throws {
    let loaded = try BadgeCourse.loadedSpec()
    var spec = try #require(loaded)
    spec.hints = ["Only one, and", " "]
    spec.cards = []
    let problems = CourseLint.exerciseProblems(
      spec, path: "Lessons/x/exercise.json",
      devices: DeviceTable(entries: fixtureDevices.entries.filter { $0.id == "iphone-se" }))
    #expect(
      problems.map(\.description) == [
        "Lessons/x/exercise.json: unknown device \"iphone-x\"",
        "Lessons/x/exercise.json: an exercise needs at least 3 hints, from the idea to the full"
          + " code, found 2",
        "Lessons/x/exercise.json: hint 2 is empty",
        "Lessons/x/exercise.json: an exercise needs at least 1 review card",
      ])
  }

  @Test("an exercise that no step names with '@exercises' is reported against lesson.md")
  func unnamedExercise() throws {
    let spec = try #require(try BadgeCourse.loadedSpec())
    let named = Module(
      id: "01-basics",
      lesson: Lesson(
        title: "Basics", introduction: "",
        steps: [
          LessonStep(title: "Centring", body: "Text.", line: 5, exercises: ["01-centre-a-badge"])
        ]),
      exercises: [spec])
    #expect(CourseLint.lessonProblems(named, courseName: "Lessons").isEmpty)

    var unnamed = named
    unnamed.lesson.steps[0].exercises = []
    #expect(
      CourseLint.lessonProblems(unnamed, courseName: "Lessons").map(\.description) == [
        "Lessons/01-basics/lesson.md: no step names exercise \"01-centre-a-badge\"; add it to"
          + " an '@exercises' line of the step that teaches it"
      ])
  }
}

extension BadgeCourse {
  /// The badge exercise as the catalog loads it.
  static func loadedSpec() throws -> ExerciseSpec? {
    let course = try BadgeCourse(solution: centred, starter: unconstrained)
    let (catalog, _) = LessonCatalog.load(
      courseDirectory: course.course, knownDevices: ["iphone-se", "iphone-x"])
    return catalog?.exercise(id: exerciseID)
  }
}
