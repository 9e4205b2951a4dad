import Foundation
import Testing

@testable import SpacedRepetition

/// Rounding and day counting, which must follow Python's `round()` and `timedelta.days`.
@Suite("Day arithmetic")
struct InternalArithmeticTests {
  // py-fsrs 6.3.2's Scheduler()._next_interval(stability:) for these stabilities, where the
  // unrounded interval is exactly the stability and halves round to the even neighbour.
  @Test(
    "intervals round half to even, at least 1 day",
    arguments: [(0.5, 1), (1.5, 2), (2.5, 2), (3.5, 4), (4.5, 4), (10.5, 10)])
  func intervalRounding(stability: Double, days: Int) throws {
    let model = MemoryModel(weights: SchedulerParameters.defaultWeights)
    #expect(
      model.intervalDays(stability: stability, desiredRetention: 0.9, maximumInterval: 36500)
        == days)
  }

  @Test(
    "whole days are counted down like timedelta.days",
    arguments: [
      (0.0, 0), (86_399.0, 0), (86_400.0, 1), (86_399.9999996, 1), (86_399.9999994, 0),
      (-1.0, -1), (-86_400.0, -1), (-86_401.0, -2), (40 * 86_400.0 + 5, 40),
    ])
  func wholeDays(seconds: TimeInterval, days: Int) throws {
    let start = Date(timeIntervalSinceReferenceDate: 757_000_000)
    #expect(ElapsedTime.wholeDays(from: start, to: start.addingTimeInterval(seconds)) == days)
  }
}
