import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// `show --play`: a plan with a play rate records each step's animation frame by frame.
@MainActor
@Suite struct PlayRecordingTests {
  @Test func aStepsAnimationIsRecordedAtTheRateUntilItEnds() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["slider"]), playRate: 4),
      make: { SliderController() },
      steps: [
        HarnessStep(snapshot: "initial"),
        // Sample times are ignored while playing.
        HarnessStep(snapshot: "slid", sampleTimes: [0.3], action: { $0.slide() }),
      ])
    let result = try #require(report.results.first)
    #expect(result.errors.isEmpty)
    // The first step starts no animation: only its settled snapshot. The slide is linear over
    // 1 s from x = 0 to 200: at 4 frames a second, t = 0, 0.25, 0.5, 0.75 and the end, 1.
    #expect(
      result.snapshots.map(\.key.description)
        == ["initial", "slid@0", "slid@0.25", "slid@0.5", "slid@0.75", "slid@1", "slid"])
    // Within 1e-9: the samples are read on the process's one animation clock, whose times carry
    // the rounding of every animation other tests ran before.
    let xs = result.snapshots.map { $0.view(at: "slider")?.frameInRoot.x ?? .nan }
    let expected: [Double] = [0, 0, 50, 100, 150, 200, 200]
    #expect(xs.count == expected.count)
    #expect(zip(xs, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(xs)")
  }
}
