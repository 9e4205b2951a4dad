import Grader
import LayoutReport
import Testing

@Suite("Frame comparison")
struct FrameComparisonTests {
  @Test("checks follow the expected order and match devices, orientations, snapshots and times")
  func matching() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x", orientation: .landscape,
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("a", Fixture.rect(44, 0, 100, 30))])
        ]),
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("a", Fixture.rect(16, 44, 100, 30))]),
          Snapshot(
            name: "after-skip", time: 0.25,
            views: [Fixture.view("a", Fixture.rect(16, 100, 100, 30))]),
          Snapshot(
            name: "after-skip", time: 0.5,
            views: [Fixture.view("a", Fixture.rect(16, 150, 100, 30))]),
        ]),
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "a", Fixture.rect(16, 44, 100, 30)),
      ("iphone-x:landscape", "initial", "a", Fixture.rect(44, 0, 100, 30)),
      ("iphone-x", "after-skip@0.5", "a", Fixture.rect(16, 150, 100, 30)),
      ("iphone-x:portrait", "after-skip@0.25", "a", Fixture.rect(16, 100, 100, 30)),
    ])
    let checks = FrameComparison.compare(expected: expected, report: report)
    #expect(
      checks.map(\.device) == ["iphone-x", "iphone-x:landscape", "iphone-x", "iphone-x:portrait"])
    #expect(checks.map(\.snapshot) == ["initial", "initial", "after-skip@0.5", "after-skip@0.25"])
    #expect(checks.map(\.ok) == [true, true, true, true])
    #expect(checks[1].actual == Fixture.rect(44, 0, 100, 30))
  }

  @Test("frames are compared in the root view's coordinate space")
  func rootSpace() throws {
    let nested = ViewRecord(
      path: "card.title", className: "UILabel", frame: Fixture.rect(8, 8, 100, 20),
      frameInRoot: Fixture.rect(24, 108, 100, 20))
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: [nested])])
    ])
    let inRoot = try Fixture.expected([
      ("iphone-x", "initial", "card.title", Fixture.rect(24, 108, 100, 20))
    ])
    #expect(FrameComparison.compare(expected: inRoot, report: report).map(\.ok) == [true])
    let inSuperview = try Fixture.expected([
      ("iphone-x", "initial", "card.title", Fixture.rect(8, 8, 100, 20))
    ])
    #expect(FrameComparison.compare(expected: inSuperview, report: report).map(\.ok) == [false])
  }

  @Test("a missing device, snapshot or view gives a failed check with no frame")
  func missing() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-se", scale: 2,
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("a", Fixture.rect(0, 0, 10, 10))])
        ])
    ])
    let expected = try Fixture.expected([
      ("iphone-se", "initial", "a", Fixture.rect(0, 0, 10, 10)),
      ("iphone-se", "initial", "b", Fixture.rect(0, 0, 10, 10)),
      ("iphone-se", "later", "a", Fixture.rect(0, 0, 10, 10)),
      ("iphone-x", "initial", "a", Fixture.rect(0, 0, 10, 10)),
    ])
    let checks = FrameComparison.compare(expected: expected, report: report)
    #expect(checks.map(\.ok) == [true, false, false, false])
    #expect(checks.map(\.actual) == [Fixture.rect(0, 0, 10, 10), nil, nil, nil])
    #expect(checks.map(\.tolerance) == [0.25, 0.25, 0.25, 0])
  }

  @Test("the score is the fraction of checks that pass")
  func score() throws {
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              Fixture.view("a", Fixture.rect(0, 0, 10, 10)),
              Fixture.view("b", Fixture.rect(0, 0, 10, 10)),
              Fixture.view("c", Fixture.rect(5, 0, 10, 10)),
            ])
        ])
    ])
    let expected = try Fixture.expected(
      ["a", "b", "c"].map { ("iphone-x", "initial", $0, Fixture.rect(0, 0, 10, 10)) })
    let verdict = Verdict(grading: report, against: expected)
    #expect(verdict.status == .failed)
    #expect(verdict.score == 2.0 / 3.0)
    #expect(verdict.passedCount == 2)
  }

  @Test("expected frames reject nothing to check, repeats, NaN and bad tolerances")
  func expectedValidation() {
    #expect(throws: ExpectedFramesError.empty) { try ExpectedFrames(entries: []) }
    let entry = ExpectedFrames.Entry(
      device: "iphone-x", snapshot: "initial", view: "a", frame: Fixture.rect(0, 0, 1, 1))
    let same = ExpectedFrames.Entry(
      device: "iphone-x:portrait", snapshot: "initial", view: "a", frame: Fixture.rect(0, 0, 2, 2))
    #expect(
      throws: ExpectedFramesError.repeatedEntry(
        device: "iphone-x:portrait", snapshot: "initial", view: "a")
    ) {
      try ExpectedFrames(entries: [entry, same])
    }
    let nan = ExpectedFrames.Entry(
      device: "iphone-x", snapshot: "initial", view: "b", frame: Fixture.rect(.nan, 0, 1, 1))
    #expect(
      throws: ExpectedFramesError.nonFiniteFrame(device: "iphone-x", snapshot: "initial", view: "b")
    ) {
      try ExpectedFrames(entries: [entry, nan])
    }
    #expect(throws: ExpectedFramesError.invalidTolerance(-1)) {
      try ExpectedFrames(entries: [entry], tolerance: -1)
    }
  }

  @Test("an entry can be given a snapshot name and a sample time")
  func sampleTimeEntry() {
    let r = Fixture.rect(0, 0, 1, 1)
    let sample = ExpectedFrames.Entry(
      device: "iphone-x", snapshot: "after-skip", time: 0.25, view: "a", frame: r)
    #expect(sample.snapshot == "after-skip@0.25")
    let settled = ExpectedFrames.Entry(
      device: "iphone-x", snapshot: "after-skip", time: nil, view: "a", frame: r)
    #expect(settled.snapshot == "after-skip")
  }

  @Test("expected frames from nested dictionaries follow the given orders, then names")
  func nestedOrder() throws {
    let r = Fixture.rect(0, 0, 1, 1)
    let expected = try ExpectedFrames(
      frames: [
        "iphone-se": ["initial": ["b": r, "a": r]],
        "iphone-x:landscape": ["initial": ["c": r, "a": r, "b": r]],
        "ipad-9": ["initial": ["a": r]],
      ],
      deviceOrder: ["iphone-x:landscape", "iphone-se"], viewOrder: ["c"])
    #expect(expected.devices == ["iphone-x:landscape", "iphone-se", "ipad-9"])
    #expect(expected.entries.map(\.view) == ["c", "a", "b", "a", "b", "a"])
  }
}
