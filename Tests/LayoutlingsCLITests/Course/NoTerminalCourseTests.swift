import Course
import Foundation
import Testing

@testable import LayoutlingsCLI

@Suite("layoutlings without a terminal")
struct NoTerminalCourseTests {
  @Test("the first visit prints the welcome, lesson 1 step 1 and the exercise's file, plain")
  func firstVisit() throws {
    let harness = try CommandHarness()
    let result = harness.run([])
    #expect(result.status == .success)
    #expect(result.errors == "")
    #expect(!result.output.contains("\u{1B}"))
    let copy = try harness.workingCopy("01-anchors/01-center-a-box").path
    #expect(
      result.outputLines == [
        "Layoutlings test course", "=======================", "",
        "Two short modules used by the tests.", "",
        "Anchors", "=======", "",
        "Every view has anchors for its edges, its centre and its size.", "",
        "Centring", "--------", "",
        "Two constraints centre a view:", "",
        "    box.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true",
        "    box.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true", "",
        "Exercise: 01-anchors/01-center-a-box: Centre a box (not started)",
        "File: \(copy)",
        "Run layoutlings in a terminal to step through the course one key at a time;",
        "layoutlings grade FILE grades a file.", "Workspace: \(harness.home.path)", "",
      ])
    #expect(FileManager.default.fileExists(atPath: copy))
    // Printing does not move the learner.
    #expect(try harness.store().position() == nil)
  }

  @Test("a saved exercise page prints that exercise")
  func resumesOnExercise() throws {
    let harness = try CommandHarness()
    let margins = "01-anchors/02-pin-to-margins"
    try harness.work().save(
      SavedPlace(moduleID: "01-anchors", lessonStep: 1, exerciseID: margins, showsExercise: true))
    let result = harness.run([])
    #expect(result.status == .success)
    let lines = result.outputLines
    #expect(
      Array(lines.prefix(2)) == [
        "Exercise 2 of 2: Pin a logo and a bar to the margins",
        "----------------------------------------------------",
      ])
    #expect(
      lines.contains("Exercise: \(margins): Pin a logo and a bar to the margins (not started)"))
    #expect(lines.contains("File: \(try harness.workingCopy(margins).path)"))
  }
}
