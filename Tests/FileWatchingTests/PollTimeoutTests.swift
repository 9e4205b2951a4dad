import Testing

@testable import FileWatching

@Suite("poll timeouts")
struct PollTimeoutTests {
  @Test func noDeadlineMeansWaitWithoutLimit() {
    #expect(PollTimeout.milliseconds(until: nil, from: .now) == -1)
  }

  @Test func aPassedDeadlineMeansDoNotWait() {
    let now = ContinuousClock.now
    #expect(PollTimeout.milliseconds(until: now - .seconds(1), from: now) == 0)
    #expect(PollTimeout.milliseconds(until: now, from: now) == 0)
  }

  @Test func partsOfAMillisecondRoundUp() {
    #expect(PollTimeout.milliseconds(in: .microseconds(1)) == 1)
    #expect(PollTimeout.milliseconds(in: .microseconds(1200)) == 2)
    #expect(PollTimeout.milliseconds(in: .milliseconds(250)) == 250)
    #expect(PollTimeout.milliseconds(in: .seconds(3) + .microseconds(500)) == 3001)
  }

  @Test func longWaitsAreCapped() {
    #expect(PollTimeout.milliseconds(in: .seconds(3_000_000)) == Int32.max)
    #expect(PollTimeout.milliseconds(in: .seconds(Int64.max)) == Int32.max)
  }
}
