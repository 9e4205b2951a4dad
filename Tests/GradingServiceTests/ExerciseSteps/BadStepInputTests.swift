import Course
import Grader
import Testing

/// Steps and rules a device or an exercise cannot take: a `path:line` problem for the author
/// from the loader with the device table (`dev check`), and, where a course is read without it
/// (a learner's import), a clear message in the verdict while the other devices are graded.
@Suite("Exercise steps: what a device or an exercise cannot take")
struct BadStepInputTests {
  static let view = """
    import UIKit

    class PlainViewController: UIViewController {
      let box = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        NSLayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: view.topAnchor),
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          box.heightAnchor.constraint(equalToConstant: 100),
        ])
      }
    }
    """

  /// An exercise whose steps (line 7 of exercise.json) and rules (line 8, if any) are given.
  static func exercise(
    _ folder: String, devices: String, steps: String, rules: String? = nil,
    entry: String = #"{"viewController": "PlainViewController"}"#, expected: String = "{}"
  ) -> StepsCourse.Exercise {
    StepsCourse.Exercise(
      folder: folder, entry: entry, devices: devices, checks: #"["box"]"#, steps: steps,
      rules: rules, expected: expected, starter: view + "\n// starter\n", solution: view)
  }

  /// The problems the loader reports about exercise.json, with their paths.
  static func problems(_ exercises: [StepsCourse.Exercise]) throws -> [String] {
    try StepsCourse(exercises).load().problems.filter { $0.contains("exercise.json") }
  }

  @Test("a rotation of a device that does not rotate")
  func customScreenDoesNotRotate() throws {
    let problems = try Self.problems([
      Self.exercise(
        "01-rotate", devices: #"["390x844@3", "iphone-se"]"#,
        steps: #"[{"snapshot": "a"}, {"rotate": "landscape", "snapshot": "b"}]"#)
    ])
    #expect(
      problems == [
        "Lessons/01-steps/01-rotate/exercise.json:7: 390x844@3 cannot rotate: a custom screen "
          + "has one orientation; describe the rotated screen as another device"
      ])
  }

  @Test("a keyboard, a rotation or a resize for a view entry, which has no window of its own")
  func viewEntryHasNoKeyboard() throws {
    let problems = try Self.problems([
      Self.exercise(
        "01-keyboard", devices: #"["iphone-se"]"#,
        steps: #"[{"keyboard": "show", "snapshot": "a"}]"#,
        entry: #"{"view": "PlainView", "size": [100, 100]}"#)
    ])
    #expect(
      problems == [
        "Lessons/01-steps/01-keyboard/exercise.json:7: \"steps[0].keyboard\": a view entry has no "
          + "keyboard (it is laid out alone at its own size); use a view controller entry"
      ])
  }

  @Test("a resize to a width the device cannot give, checked as the device is held at that step")
  func widthsTheDeviceCannotGive() throws {
    let problems = try Self.problems([
      Self.exercise(
        "01-phone", devices: #"["iphone-se"]"#,
        steps:
          #"[{"resize": "half", "snapshot": "a"}, {"resize": 375, "snapshot": "b"}, {"resize": 400, "snapshot": "c"}]"#
      ),
      Self.exercise(
        "02-pad", devices: #"["ipad-pro-11"]"#,
        steps:
          #"[{"resize": 200, "snapshot": "a"}, {"rotate": "landscape", "snapshot": "b"}, {"resize": 1000, "snapshot": "c"}, {"resize": 1194, "snapshot": "d"}]"#
      ),
    ])
    // A phone is always full screen: 375 is its width, "half" and 400 are not. An iPad window
    // is 320 to the screen's width as held: 200 is too narrow; 1000 is wider than the 834 of
    // portrait, but the step before turned it to 1194 × 834.
    #expect(
      problems == [
        "Lessons/01-steps/01-phone/exercise.json:7: iphone-se cannot take the \"half\" layout: "
          + "a phone runs apps full screen",
        "Lessons/01-steps/01-phone/exercise.json:7: iphone-se cannot give the app a window 400 pt "
          + "wide (a phone runs apps full screen, 375 pt wide held portrait)",
        "Lessons/01-steps/02-pad/exercise.json:7: ipad-pro-11 cannot give the app a window 200 pt "
          + "wide (an iPad window is 320 to 834 pt wide held portrait)",
      ])
  }

  @Test("a rule or a callback check naming a view the exercise does not check")
  func uncheckedViews() throws {
    let problems = try Self.problems([
      Self.exercise(
        "01-names", devices: #"["iphone-se"]"#,
        steps:
          #"[{"snapshot": "a", "callbacks": [{"callback": "layoutSubviews", "view": "card", "atMost": 1}]}]"#,
        rules: #"[{"rule": "placedByConstraints", "views": ["box", "label"]}]"#)
    ])
    #expect(
      problems == [
        "Lessons/01-steps/01-names/exercise.json:7: \"steps[0].callbacks[0].view\" names \"card\", "
          + "which the exercise does not check; name \"view\" or a view in \"checks\"",
        "Lessons/01-steps/01-names/exercise.json:8: \"rules[0].views[1]\" names \"label\", which "
          + "the exercise does not check; rules concern views in \"checks\"",
      ])
  }

  @Test("a rule or a `uses` the grader does not know stops the course where it is written")
  func unknownRules() throws {
    let (catalog, problems) = try StepsCourse([
      Self.exercise(
        "01-rules", devices: #"["iphone-se"]"#, steps: #"[{"snapshot": "a"}]"#,
        rules: #"[{"rule": "noOverlaps"}, {"rule": "uses", "uses": "stackView"}]"#)
    ]).load()
    // The exercise is not loaded, so never graded without its rules; each is named at its line.
    #expect(catalog?.exercises.isEmpty == true)
    #expect(
      problems.filter { $0.contains("exercise.json") } == [
        "Lessons/01-steps/01-rules/exercise.json:8: \"rules[0].rule\" must be one of "
          + "placedByConstraints, noBrokenConstraints, noAmbiguousViews, uses, found \"noOverlaps\"",
        "Lessons/01-steps/01-rules/exercise.json:8: \"rules[1].uses\" must be one of anchor, "
          + "itemAttribute, visualFormat, layoutMarginsGuide, safeAreaLayoutGuide, "
          + "readableContentGuide, keyboardLayoutGuide, contentLayoutGuide, frameLayoutGuide, "
          + "systemSpacing, "
          + "found \"stackView\"",
      ])
  }

  @Test("two changes in one step, an unknown value, a check with no bound")
  func malformedSteps() throws {
    let problems = try Self.problems([
      Self.exercise(
        "01-shapes", devices: #"["iphone-se"]"#,
        steps:
          #"[{"rotate": "landscape", "keyboard": "show", "snapshot": "a"}, {"contentSize": "huge", "snapshot": "b"}, {"snapshot": "c", "callbacks": [{"callback": "viewDidLayoutSubviews"}]}]"#
      )
    ])
    #expect(problems.count == 3)
    #expect(
      problems[0].hasSuffix(
        "\"steps[0]\" makes one change of the device, found \"rotate\" and \"keyboard\"; give each its own step"
      ))
    #expect(problems[1].contains("\"contentSize\" must be a content size category's name"))
    #expect(
      problems[2].hasSuffix(
        "\"steps[2].callbacks[0]\" needs \"atLeast\", \"atMost\" or \"exactly\""))
  }

  @Test(
    "read without the device table, a phone asked for Split View stops with a message; the iPad is graded"
  )
  func learnerSeesTheDeviceThatCannot() throws {
    // iPhone SE: the box is (0, 0, 375, 100) before the step. iPad Pro 11": 834 wide, the box
    // (0, 0, 834, 100); half of the portrait screen: (834 − 10) / 2 = 412 (docs/UIKitFacts.md
    // §12, computed by the rule: UIKit offers no half split in portrait, the engine does).
    let exercise = Self.exercise(
      "01-split", devices: #"["iphone-se", "ipad-pro-11"]"#,
      steps: #"[{"snapshot": "full"}, {"resize": "half", "snapshot": "half"}]"#,
      expected: """
        {"iphone-se": {"full": {"box": [0, 0, 375, 100]}, "half": {"box": [0, 0, 187, 100]}},
         "ipad-pro-11": {"full": {"box": [0, 0, 834, 100]}, "half": {"box": [0, 0, 412, 100]}}}
        """)
    let course = try StepsCourse([exercise])
    #expect(try course.load().problems.contains { $0.contains("cannot take the \"half\" layout") })
    let spec = try course.exercise(exercise.id, withDeviceTable: false)
    let verdict = try course.grade(Self.view, as: spec)
    #expect(verdict.status == .failed)
    #expect(
      verdict.checks.map { "\($0.device) \($0.snapshot) \($0.ok)" } == [
        "iphone-se full true", "iphone-se half false", "ipad-pro-11 full true",
        "ipad-pro-11 half true",
      ])
    let stopped = try #require(verdict.diagnostics.first { $0.kind == .harnessError })
    #expect(stopped.message.contains("step \"half\" cannot run on this device"))
    #expect(stopped.message.contains("a phone runs apps full screen"))
    // The harness error says why; no second message about the missing snapshot.
    #expect(!verdict.diagnostics.contains { $0.kind == .missingResults })
  }
}
