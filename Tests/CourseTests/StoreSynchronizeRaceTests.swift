import Course
import Foundation
import Testing

@Suite("Course store: commands that synchronize the course at the same time")
struct StoreSynchronizeRaceTests {
  @Test(
    "a store that finds the course imported by another while it read it does not import it again")
  func importedMeanwhile() throws {
    let sandbox = try StoreSandbox()
    let first = try sandbox.open()
    let second = try sandbox.open()
    let course = try fixtureCourseURL()
    var othersOutcome: CourseStore.SyncOutcome?
    // `knownDevices` is asked after the first look at the store and before the course is read:
    // the other connection imports the course right then.
    let outcome = try second.synchronize(
      courseDirectory: course,
      knownDevices: {
        othersOutcome = try first.synchronize(
          courseDirectory: course, knownDevices: { testDevices }, now: storeTestTime)
        return testDevices
      },
      now: storeTestTime + 60)
    guard case .imported(let summary) = othersOutcome else {
      Issue.record(
        "the first connection did not import the course: \(String(describing: othersOutcome))")
      return
    }
    #expect(summary.added == fixtureExerciseIDs)
    #expect(outcome == .upToDate)
    // The course stays as the first import left it: imported at its time, not a minute later.
    let imported = try #require(try second.importedCourse())
    #expect(imported.importedAt == storeTestTime)
    #expect(imported.contentHash == summary.courseHash)
  }
}
