import Checkout
import Course
import Foundation
import Grader
import GradingService
import TestSupport
import Testing

/// The grading service: the exercise from the store, the bytes it was given graded and those
/// very bytes recorded, once.
@Suite struct GradingServiceTests {
  static func service(_ course: SampleWorkspace, store: Bool = true) throws -> GradingService {
    let checkout = try SampleWorkspace.checkout()
    let configuration = GraderConfiguration(
      packageRoot: checkout.path, dataDirectory: Checkout.dataFolder(of: checkout).path,
      cacheDirectory: course.workspace.home.appendingPathComponent("cache").path)
    return GradingService(
      configuration: configuration, store: store ? course.store : nil,
      workspace: course.workspace, clock: { course.now })
  }

  /// `sha256:` and the hexadecimal digest, as attempts record it.
  static func hash(_ text: String) -> String {
    "sha256:" + SHA256.hash(Array(text.utf8)).map { String(format: "%02x", $0) }.joined()
  }

  @Test func theBytesGradedAreTheBytesRecorded() throws {
    let course = try SampleWorkspace()
    let file = try course.scratch.write(SampleCourse.halfPanelSolution, to: "Panel.swift")
    let submission = try Submission.read(file, shown: "Panel.swift")
    // The file changes after it was read: what was read is graded and recorded.
    try Data(SampleCourse.halfPanelStarter.utf8).write(to: file)
    let graded = try Self.service(course).grade(
      submission, as: SampleCourse.halfPanelID, origin: .command, explicitlyNamed: true)
    #expect(graded.verdict.status == .passed, "\(graded.verdict.diagnostics)")
    let attempts = try course.store.attempts(for: SampleCourse.halfPanelID)
    #expect(attempts.count == 1)
    #expect(attempts.first?.record.sourceHash == Self.hash(SampleCourse.halfPanelSolution))
    #expect(attempts.first?.record.status == .passed)
    #expect(attempts.first?.record.score == 1)
    #expect(graded.attempt?.id == attempts.first?.id)
  }

  @Test func anUnchangedFileIsNotASecondAttempt() throws {
    let course = try SampleWorkspace()
    let service = try Self.service(course)
    let submission = Submission(
      path: "Panel.swift", bytes: Array(SampleCourse.halfPanelSolution.utf8))
    let first = try service.grade(
      submission, as: SampleCourse.halfPanelID, origin: .command, explicitlyNamed: true)
    let second = try service.grade(
      submission, as: SampleCourse.halfPanelID, origin: .save, explicitlyNamed: true)
    #expect(!first.outcome.isCached && first.attempt != nil)
    #expect(second.outcome.isCached && second.attempt == nil)
    #expect(second.verdict == first.verdict)
    #expect(try course.store.attempts(for: SampleCourse.halfPanelID).count == 1)
  }

  @Test func theAttemptHasTheVerdictsStatus() throws {
    let course = try SampleWorkspace()
    let edited = SampleCourse.halfPanelStarter + "\n// Not done yet.\n"
    let submission = Submission(path: "Panel.swift", bytes: Array(edited.utf8))
    let graded = try Self.service(course).grade(
      submission, as: SampleCourse.halfPanelID, origin: .command, explicitlyNamed: true)
    // The panel keeps its 320 × 240 frame: right on no device, 0 of 4 frames match.
    #expect(graded.verdict.status == .failed)
    #expect(graded.verdict.score == 0)
    let attempt = try #require(try course.store.attempts(for: SampleCourse.halfPanelID).first)
    #expect(attempt.record.status == .failed)
    #expect(attempt.record.sourceHash == Self.hash(edited))
  }

  @Test func anExerciseTheStoreDoesNotHaveIsNamedWithTheClosestOne() throws {
    let course = try SampleWorkspace()
    let submission = Submission(
      path: "Panel.swift", bytes: Array(SampleCourse.halfPanelSolution.utf8))
    do {
      _ = try Self.service(course).grade(submission, as: "01-half-panel", origin: .command)
      Issue.record("graded as an exercise the course does not have")
    } catch let error as GradingServiceError {
      #expect(
        error.description
          == "there is no exercise 01-half-panel; did you mean \(SampleCourse.halfPanelID)?")
    }
    #expect(try course.store.attemptCount() == 0)
  }

  @Test func courseFilesAreGradedWithoutTheStore() throws {
    let course = try SampleWorkspace()
    let service = try Self.service(course, store: false)
    let spec = try #require(try course.store.exercise(id: SampleCourse.halfPanelID)).spec
    let outcome = try service.grade(
      Submission(path: "Lessons/Solution.swift", bytes: Array(spec.solution.utf8)), as: spec)
    #expect(outcome.result.verdict.status == .passed)
    #expect(throws: GradingServiceError.self) { try service.exercise(SampleCourse.halfPanelID) }
    #expect(try course.store.attemptCount() == 0)
  }
}
