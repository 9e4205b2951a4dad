import Course
import Foundation
import Testing

@testable import LayoutlingsCLI

/// `next` stays with an exercise that has not passed and says why; `next --skip` moves on, to
/// the next exercise not passed, coming back round (the fixture course: center, margins, slide).
@Suite("Moving on: next and next --skip")
struct MovingOnTests {
  private let center = "01-anchors/01-center-a-box"
  private let margins = "01-anchors/02-pin-to-margins"
  private let slide = "02-animation/01-slide-a-box"

  @Test("next on an exercise that has not passed stays, with one line saying why")
  func nextStays() throws {
    let harness = try CommandHarness()
    let first = harness.run(["next"])
    #expect(first.outputLines.first == "\(center): Centre a box")
    let again = harness.run(["next"])
    #expect(again.status == .success)
    #expect(
      Array(again.outputLines.prefix(3)) == [
        "\(center) has not passed yet. Run layoutlings next --skip to move on anyway.", "",
        "\(center): Centre a box",
      ])
    #expect(try harness.store().position()?.exerciseID == center)
  }

  @Test("next --skip moves on to the next exercise not passed, and comes back round")
  func skipMovesOn() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["next"]).status == .success)
    let skipped = harness.run(["next", "--skip"])
    #expect(skipped.status == .success, "\(skipped.errors)")
    #expect(
      Array(skipped.outputLines.prefix(3)) == [
        "Left \(center) for later.", "", "\(margins): Pin a logo and a bar to the margins",
      ])
    // A passed exercise is stepped over; after the last, the first not passed.
    try harness.store().recordAttempt(gradedAttempt(slide, .passed, score: 1))
    let round = harness.run(["next", "--skip"])
    #expect(
      Array(round.outputLines.prefix(3)) == [
        "Left \(margins) for later.", "", "\(center): Centre a box",
      ])
    #expect(try harness.store().position()?.exerciseID == center)
  }

  @Test("next --skip on a passed exercise moves on as next does, skipping nothing")
  func skipAfterAPass() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["next"]).status == .success)
    try harness.store().recordAttempt(gradedAttempt(center, .passed, score: 1))
    let result = harness.run(["next", "--skip"])
    #expect(result.outputLines.first == "\(margins): Pin a logo and a bar to the margins")
  }

  @Test("next --skip with every other exercise passed stays and says so")
  func nothingToSkipTo() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["next"]).status == .success)
    try harness.store().recordAttempt(gradedAttempt(margins, .passed, score: 1))
    try harness.store().recordAttempt(gradedAttempt(slide, .passed, score: 1))
    let result = harness.run(["next", "--skip"])
    #expect(result.status == .success)
    #expect(
      Array(result.outputLines.prefix(3)) == [
        "Every other exercise has passed: there is nothing to move on to.", "",
        "\(center): Centre a box",
      ])
  }

  @Test("on a terminal that takes hyperlinks, next links the working copy; plain otherwise")
  func hyperlinkedPath() throws {
    let harness = try CommandHarness()
    let copy = try harness.workingCopy(center).path
    let linked = harness.run(["next"], terminal: true, environment: ["TERM": "xterm"])
    let line = try #require(linked.outputLines.first { $0.hasPrefix("Edit ") })
    #expect(line.hasPrefix("Edit \u{1B}]8;;file://"))
    #expect(
      line.hasSuffix(
        "\(copy)\u{1B}\\\(copy)\u{1B}]8;;\u{1B}\\ (created from the starter just now)."))
    let plain = harness.run(["next"], environment: ["TERM": "xterm"])
    #expect(plain.outputLines.contains("Edit \(copy)."))
  }

  @Test("the moving-on rule: after the exercise, wrapping, passed ones and itself left out")
  func target() {
    let ids = ["01-a/1", "01-a/2", "02-b/1", "02-b/2"]
    let passed: Set = ["01-a/1", "02-b/1"]
    #expect(MovingOn.target(after: "01-a/2", in: ids, isPassed: passed.contains) == "02-b/2")
    #expect(MovingOn.target(after: "02-b/2", in: ids, isPassed: passed.contains) == "01-a/2")
    #expect(MovingOn.target(after: "01-a/1", in: ids, isPassed: passed.contains) == "01-a/2")
    #expect(
      MovingOn.target(after: "01-a/2", in: ["01-a/1", "01-a/2"], isPassed: passed.contains) == nil)
    #expect(MovingOn.target(after: "gone", in: ids, isPassed: passed.contains) == "01-a/2")
  }
}

/// `next --skip` on a workspace with no saved place yet leaves the course where it skipped to.
@Suite("Moving on: the course opens where next --skip went")
struct SkipOnANewWorkspaceTests {
  @Test(
    "next --skip from 1.1 on a new workspace: the course opens on 1.2's page, not module 1 page 1")
  func opensOnTheExercise() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["next", "--skip"]).status == .success)
    let store = try harness.store()
    #expect(try store.position()?.exerciseID == "01-anchors/02-pin-to-margins")
    #expect(try store.setting(StoreCourseWork.pageSetting) == "exercise")
    let course = harness.run([])
    #expect(
      course.outputLines.first == "Exercise 2 of 2: Pin a logo and a bar to the margins",
      "\(course.output)")
  }
}
