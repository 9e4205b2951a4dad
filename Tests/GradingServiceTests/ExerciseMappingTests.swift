import Course
import Devices
import Grader
import GradingService
import LayoutReport
import Testing

/// A course exercise turned into what the grader runs and expects.
@Suite struct ExerciseMappingTests {
  static func spec() throws -> ExerciseSpec {
    let frame = { (x: Double) in
      LessonExpectedFrames.Frame(
        view: "box", rect: FrameRect(x: x, y: 0, width: 10, height: 10), why: nil)
    }
    let expected = LessonExpectedFrames(
      note: nil,
      devices: [
        LessonExpectedFrames.Device(
          device: "iphone-se", note: nil,
          snapshots: [
            LessonExpectedFrames.Snapshot(
              snapshot: "moved", time: 0.5, note: nil, frames: [frame(3)]),
            LessonExpectedFrames.Snapshot(
              snapshot: "moved", time: nil, note: nil, frames: [frame(4)]),
            LessonExpectedFrames.Snapshot(
              snapshot: "initial", time: nil, note: nil, frames: [frame(1)]),
          ]),
        LessonExpectedFrames.Device(
          device: "iphone-x", note: nil,
          snapshots: [
            LessonExpectedFrames.Snapshot(
              snapshot: "initial", time: nil, note: nil, frames: [frame(5)]),
            LessonExpectedFrames.Snapshot(
              snapshot: "moved", time: nil, note: nil, frames: [frame(6)]),
            LessonExpectedFrames.Snapshot(
              snapshot: "moved", time: 0.5, note: nil, frames: [frame(7)]),
          ]),
      ])
    return ExerciseSpec(
      id: "09-test/01-move", moduleID: "09-test", title: "Move",
      entry: .view("Mover", size: ViewSize(width: 100, height: 50)), storyboard: "view.tag = 1",
      devices: [
        try DeviceReference(parsing: "iphone-x"), try DeviceReference(parsing: "iphone-se"),
      ],
      checks: [try ViewPath(parsing: "box")],
      steps: [
        ExerciseStep(swift: nil, snapshot: "initial"),
        ExerciseStep(swift: "view.move()", snapshot: "moved", sampleAt: [0.5]),
      ],
      hints: ["a", "b"], cards: [],
      images: [ImageAsset(name: "dot", size: ViewSize(width: 4, height: 4))],
      tolerance: 0.25, instructions: nil, starter: "", solution: "", expected: expected,
      contentHash: "fnv1a64:0000000000000001")
  }

  @Test func expectedFramesFollowDevicesThenStepsThenSamples() throws {
    let frames = try ExerciseMapping.expectedFrames(try Self.spec())
    #expect(frames.entries.map(\.frame.x) == [5, 6, 7, 1, 4, 3])
    #expect(
      frames.entries.map(\.snapshot)
        == ["initial", "moved", "moved@0.5", "initial", "moved", "moved@0.5"])
    #expect(frames.tolerance == 0.25)
  }

  @Test func theHarnessGetsTheEntryStepsAndImages() throws {
    let harness = ExerciseMapping.harness(try Self.spec())
    #expect(harness.entry == .view("Mover", size: ViewSize(width: 100, height: 50)))
    #expect(harness.storyboard == "view.tag = 1")
    #expect(harness.devices == ["iphone-x", "iphone-se"])
    #expect(harness.recording == .paths(["box"]))
    #expect(harness.steps.map(\.snapshot) == ["initial", "moved"])
    #expect(harness.steps[1].sampleAt == [0.5])
    #expect(harness.images == [ImageAsset(name: "dot", size: ViewSize(width: 4, height: 4))])
  }

  @Test func everyRuleTheCourseReadsIsJudged() throws {
    var spec = try Self.spec()
    spec.rules = [
      ExerciseRule(kind: .placedByConstraints, views: ["box"]),
      ExerciseRule(kind: .noBrokenConstraints), ExerciseRule(kind: .noAmbiguousViews),
      ExerciseRule(kind: .uses, uses: .safeAreaLayoutGuide),
    ]
    // One kind of each: a kind added to the contract and not to this list fails here.
    #expect(Set(spec.rules.map(\.kind)) == Set(ExerciseRule.Kind.allCases))
    #expect(ExerciseMapping.rules(spec).rules == spec.rules)
  }
}
