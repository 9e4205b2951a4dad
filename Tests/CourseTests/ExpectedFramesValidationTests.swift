import Course
import Testing

@Suite("expected.json: shape and agreement with exercise.json")
struct ExpectedFramesValidationTests {
  /// An exercise with two devices, two checked views, and a step sampled at two times.
  private let json = extraExerciseJSON(replacing: [
    5: #"  "devices": ["iphone-se", "iphone-x"],"#,
    6: #"  "checks": ["box", "label"],"#,
    7:
      #"  "steps": [{ "snapshot": "initial" }, { "swift": "vc.tap()", "snapshot": "tapped", "sampleAt": [0.25, 0.5] }],"#,
  ])

  @Test("missing and extra devices, snapshots, samples and views; malformed frames and notes")
  func everythingWrong() throws {
    let sandbox = try CourseSandbox()
    let expected = """
      {
        "why": 3,
        "iphone-se": {
          "initial": {
            "box": [0, 0, 10, 10],
            "other": [0, 0, 1, 1]
          },
          "tapped": {
            "box": [1, 2, 3],
            "label": { "frame": [0, 0, 5, 5], "because": "x" }
          },
          "tapped@0.25": {
            "box": [0, 0, -1, 4],
            "label": { "why": "no frame" }
          },
          "tapped@0.75": {},
          "tapped@soon": {},
          "gone": {}
        },
        "iphone-8": {}
      }
      """
    try sandbox.addExercise(json: json, expected: expected)
    let path = "Lessons/01-anchors/03-extra/expected.json"
    let shape = #"must be [x, y, width, height] or {"frame": [x, y, width, height], "why": "…"}"#
    #expect(
      sandbox.problems() == [
        #"\#(path):1: no frames for device "iphone-x""#,
        #"\#(path):2: "why" must be a string, found a number"#,
        #"\#(path):3: no frames for snapshot "tapped@0.5" on device "iphone-se""#,
        #"\#(path):4: no frame for view "label" in snapshot "initial" on device "iphone-se""#,
        #"\#(path):6: view "other" is not in exercise.json "checks""#,
        #"\#(path):9: the frame of "box" \#(shape)"#,
        #"\#(path):10: unknown field "because" in the frame of "label""#,
        #"\#(path):13: the frame of "box" has a negative width or height"#,
        #"\#(path):14: the frame of "label" \#(shape)"#,
        #"\#(path):16: snapshot "tapped@0.75": step "tapped" has no "sampleAt" time 0.75"#,
        #"\#(path):17: snapshot "tapped@soon" must be a step's snapshot name or NAME@TIME with a time in seconds"#,
        #"\#(path):18: snapshot "gone" is not a snapshot in exercise.json "steps""#,
        #"\#(path):20: device "iphone-8" is not in exercise.json "devices""#,
      ])
  }

  @Test("a complete expected.json with notes at every level loads; sample times match by value")
  func complete() throws {
    let sandbox = try CourseSandbox()
    let expected = """
      {
        "why": "file note",
        "iphone-se": {
          "why": "device note",
          "initial": { "why": "snapshot note", "box": [0, 0, 10, 10], "label": [0, 10, 10, 10] },
          "tapped": { "box": [5, 0, 10, 10], "label": [5, 10, 10, 10] },
          "tapped@0.250": { "box": [1.25, 0, 10, 10], "label": { "frame": [1.25, 10, 10, 10], "why": "a quarter of 5" } },
          "tapped@0.5": { "box": [2.5, 0, 10, 10], "label": [2.5, 10, 10, 10] }
        },
        "iphone-x": {
          "initial": { "box": [0, 0, 10, 10], "label": [0, 10, 10, 10] },
          "tapped": { "box": [5, 0, 10, 10], "label": [5, 10, 10, 10] },
          "tapped@0.25": { "box": [1.25, 0, 10, 10], "label": [1.25, 10, 10, 10] },
          "tapped@0.50": { "box": [2.5, 0, 10, 10], "label": [2.5, 10, 10, 10] }
        }
      }
      """
    try sandbox.addExercise(json: json, expected: expected)
    let result = sandbox.load()
    #expect(result.problems == [])
    let frames = try #require(result.catalog?.exercise(id: "01-anchors/03-extra")?.expected)
    #expect(frames.note == "file note")
    #expect(frames.devices[0].note == "device note")
    #expect(frames.devices[0].snapshots[0].note == "snapshot note")
    #expect(frames.devices[0].snapshots[2].frames[1].why == "a quarter of 5")
    #expect(frames.devices[1].snapshots.map(\.time) == [nil, nil, 0.25, 0.5])
    #expect(
      frames.frame(device: "iphone-x", snapshot: "tapped", time: 0.5, view: "label")
        == FrameRect(x: 2.5, y: 10, width: 10, height: 10))
  }

  @Test("expected.json that is not an object, or malformed, or has repeated keys")
  func wrongShape() throws {
    let sandbox = try CourseSandbox()
    try sandbox.addExercise(json: extraExerciseJSON(), expected: "[]")
    let path = "Lessons/01-anchors/03-extra/expected.json"
    #expect(
      sandbox.problems() == [
        "\(path):1: expected.json must be an object keyed by device, found an array"
      ])

    try sandbox.write(
      "01-anchors/03-extra/expected.json", "{\n  \"iphone-se\": {\n    \"initial\": [1]\n  }\n}")
    #expect(
      sandbox.problems() == [
        #"\#(path):3: snapshot "initial" on device "iphone-se" must map view paths to frames, found an array"#
      ])

    try sandbox.write("01-anchors/03-extra/expected.json", "{\n  \"iphone-se\": 5\n}")
    #expect(
      sandbox.problems() == [
        #"\#(path):2: device "iphone-se" must map snapshot names to views, found a number"#
      ])

    try sandbox.write(
      "01-anchors/03-extra/expected.json",
      "{\n  \"iphone-se\": {\n    \"initial\": { \"box\": [0, 0, 10, 10] }\n  },\n  \"iphone-se\": {}\n}"
    )
    #expect(sandbox.problems() == [#"\#(path):5: duplicate key "iphone-se" (first at line 2)"#])

    try sandbox.write(
      "01-anchors/03-extra/expected.json",
      "{\n  \"iphone-se\": {\n    \"initial\": { \"box\": [0, 0, 10, 10], }\n  }\n}")
    #expect(
      sandbox.problems() == [
        "\(path):3:41: unexpected '}'; expected a key in double quotes (a trailing comma is not allowed)"
      ])
  }
}
