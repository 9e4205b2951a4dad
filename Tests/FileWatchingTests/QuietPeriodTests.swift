import Testing

@testable import FileWatching

@Suite("Quiet period")
struct QuietPeriodTests {
  private let start = ContinuousClock.now

  private func period() -> QuietPeriod {
    QuietPeriod(debounce: .milliseconds(100), writerTimeout: .seconds(2))
  }

  @Test func nothingIsPendingAtFirst() {
    let quiet = period()
    #expect(!quiet.isPending)
    #expect(quiet.deadline == nil)
    #expect(!quiet.isOver(at: start + .seconds(60)))
  }

  @Test func eachActivityPushesTheDeadline() {
    var quiet = period()
    quiet.noteActivity(at: start)
    #expect(quiet.deadline == start + .milliseconds(100))
    quiet.noteActivity(at: start + .milliseconds(70))
    #expect(quiet.deadline == start + .milliseconds(170))
    #expect(!quiet.isOver(at: start + .milliseconds(169)))
    #expect(quiet.isOver(at: start + .milliseconds(170)))
  }

  @Test func aCreatedFileWaitsForItsWriterOrTheTimeout() {
    var quiet = period()
    quiet.noteCreation(at: start)
    #expect(quiet.deadline == start + .seconds(2))
    quiet.noteWriterFinished(at: start + .milliseconds(300))
    #expect(quiet.deadline == start + .milliseconds(400))
  }

  @Test func activityAfterTheTimeoutStillNeedsItsOwnQuiet() {
    var quiet = period()
    quiet.noteCreation(at: start)
    quiet.noteActivity(at: start + .milliseconds(1950))
    #expect(quiet.deadline == start + .milliseconds(2050))
  }

  @Test func resetForgetsEverything() {
    var quiet = period()
    quiet.noteCreation(at: start)
    quiet.reset()
    #expect(!quiet.isPending)
    quiet.noteActivity(at: start)
    #expect(quiet.deadline == start + .milliseconds(100))
  }
}
