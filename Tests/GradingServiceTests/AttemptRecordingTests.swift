import Course
import Foundation
import GradingService
import TestSupport
import Testing

/// What the service records: only what the learner did. Bytes that differ from the starter and
/// from every attempt recorded before, graded because the learner asked, from the exercise's
/// own file (or a file `--exercise` named, marked as such).
@Suite struct AttemptRecordingTests {
  static let id = SampleCourse.halfPanelID
  /// The starter changed, but still wrong: a failed attempt of the learner's.
  static let edited = SampleCourse.halfPanelStarter + "\n// Not done yet.\n"

  /// The exercise's working copy in the workspace, holding `text`.
  static func workingCopy(_ text: String, in course: SampleWorkspace) throws -> Submission {
    let url = try course.workspace.workingCopyURL(forExerciseID: id)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
    return try Submission.read(url, shown: url.path)
  }

  @Test func theUntouchedStarterIsGradedButNotRecorded() throws {
    let course = try SampleWorkspace()
    let graded = try GradingServiceTests.service(course).grade(
      try Self.workingCopy(SampleCourse.halfPanelStarter, in: course), as: Self.id,
      origin: .key)
    #expect(graded.verdict.status == .failed)
    #expect(graded.attempt == nil)
    #expect(graded.notRecordedReason == .starter)
    #expect(try course.store.attemptCount() == 0)
  }

  @Test func aPictureRecordsNothing() throws {
    let course = try SampleWorkspace()
    let graded = try GradingServiceTests.service(course).grade(
      try Self.workingCopy(Self.edited, in: course), as: Self.id, origin: nil)
    #expect(graded.verdict.status == .failed)
    #expect(try course.store.attemptCount() == 0)
  }

  @Test func aWorkingCopyIsRecordedWithHowItCame() throws {
    let course = try SampleWorkspace()
    let service = try GradingServiceTests.service(course)
    let graded = try service.grade(
      try Self.workingCopy(Self.edited, in: course), as: Self.id, origin: .save)
    #expect(graded.attempt != nil)
    let attempt = try #require(try course.store.attempts(for: Self.id).first)
    #expect(attempt.record.origin == .save)
    #expect(!attempt.record.isForeignFile)
    // The same bytes again, by `check` after a rating: nothing new happened.
    try course.store.recordRating(
      itemID: Self.id, rating: .again, at: course.now.addingTimeInterval(1))
    _ = try service.grade(
      try Self.workingCopy(Self.edited, in: course), as: Self.id, origin: .check)
    #expect(try course.store.attemptCount() == 1)
  }

  @Test func aFileThatIsNotTheExerciseIsRecordedOnlyWhenNamedAndThenMarked() throws {
    let course = try SampleWorkspace()
    let service = try GradingServiceTests.service(course)
    // Outside the workspace and no `// exercise:` line.
    let file = try course.scratch.write(Self.edited, to: "Elsewhere.swift")
    let unnamed = try service.grade(
      try Submission.read(file, shown: "Elsewhere.swift"), as: Self.id, origin: .command)
    #expect(unnamed.verdict.status == .failed)
    #expect(unnamed.notRecordedReason == .notTheExercise)
    #expect(try course.store.attemptCount() == 0)

    let named = try service.grade(
      try Submission.read(file, shown: "Elsewhere.swift"), as: Self.id, origin: .command,
      explicitlyNamed: true)
    #expect(named.attempt != nil)
    let attempt = try #require(try course.store.attempts(for: Self.id).first)
    #expect(attempt.record.isForeignFile)
    #expect(attempt.record.origin == .command)
  }

  @Test func aFileThatIsNotSwiftSourceIsNotTheExerciseEvenWithAnExerciseLine() throws {
    let course = try SampleWorkspace()
    let service = try GradingServiceTests.service(course)
    let text = "// exercise: \(Self.id)\n" + Self.edited
    let notes = try course.scratch.write(text, to: "notes.txt")
    let graded = try service.grade(
      try Submission.read(notes, shown: "notes.txt"), as: Self.id, origin: .command)
    #expect(graded.notRecordedReason == .notTheExercise)
    #expect(try course.store.attemptCount() == 0)
    // The same text as a Swift file with its exercise line is the exercise's own.
    let swift = try course.scratch.write(text, to: "Mine.swift")
    _ = try service.grade(
      try Submission.read(swift, shown: "Mine.swift"), as: Self.id, origin: .command)
    #expect(try course.store.attempts(for: Self.id).map(\.record.isForeignFile) == [false])
  }
}
