import Course
import Foundation
import Terminal
import Testing

@testable import LayoutlingsCLI

/// `layoutlings grade` of a review copy (what `review` without a terminal tells the learner to
/// run) is the review's attempt: redone to the very bytes of the pass it reviews, it still
/// counts once since the last rating, so the review can be rated.
@Suite("grade of a review copy is a review's attempt")
struct ReviewCopyGradeTests {
  @Test("the same bytes as the first pass, in the review copy after a rating: recorded, ratable")
  func reviewRedoneToTheSameBytes() throws {
    let course = try BadgeCourse(solution: BadgeCourse.centred, starter: BadgeCourse.unconstrained)
    let home = course.scratch.url.appendingPathComponent("home", isDirectory: true)
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let sharedCache = DevCheckRunner.home.appendingPathComponent("cache", isDirectory: true)
    try FileManager.default.createDirectory(at: sharedCache, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: home.appendingPathComponent("cache"), withDestinationURL: sharedCache)
    func run(_ arguments: [String]) -> CommandResult {
      let output = StringSink()
      let errors = StringSink()
      let context = CommandContext(
        output: output, errors: errors,
        environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"],
        currentDirectory: course.scratch.url, checkoutDirectory: DevCheckRunner.checkout)
      let status = LayoutlingsCLI.run(
        ["--home", home.path, "--course", course.course.path] + arguments, context: context)
      return CommandResult(status: status, output: output.text, errors: errors.text)
    }
    let id = BadgeCourse.exerciseID
    #expect(run(["next"]).status == .success)
    let copy = home.appendingPathComponent("exercises/\(id).swift")
    try Data(BadgeCourse.centred.utf8).write(to: copy)
    #expect(run(["grade", id]).status == .success)
    #expect(run(["rate", id, "again"]).status == .success)

    // The review copy, redone to the same bytes as the pass.
    let review = home.appendingPathComponent("review/\(id).swift")
    try FileManager.default.createDirectory(
      at: review.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(BadgeCourse.centred.utf8).write(to: review)
    let graded = run(["grade", review.path])
    #expect(graded.status == .success, "\(graded.errors)")
    // Graded unchanged in the working copy again, it is nothing new.
    #expect(run(["grade", id]).status == .success)

    let store = try CourseStore(path: home.appendingPathComponent("layoutlings.sqlite").path)
    #expect(try store.attempts(for: id).map(\.record.origin) == [.command, .review])
    #expect(try store.ratingEvidence(for: id, at: Date()).standing == .passed)
    let rated = run(["rate", id, "good"])
    #expect(rated.status == .success, "\(rated.errors)")
  }
}
