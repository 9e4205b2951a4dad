import Course
import Devices
import Grader
import LayoutReport
import Testing

/// Each kind of change a step can make — resize, keyboard, text size — graded through the real
/// loader and grading path, with frames worked out by hand from docs/UIKitFacts.md.
@Suite("Exercise steps: resizing, the keyboard and the text size")
struct StepKindsTests {
  // MARK: Resizing an iPad window

  /// A 100-pt banner along the top of the root view, edge to edge.
  static let banner = """
    import UIKit

    class BannerViewController: UIViewController {
      let banner = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        NSLayoutConstraint.activate([
          banner.topAnchor.constraint(equalTo: view.topAnchor),
          banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          banner.heightAnchor.constraint(equalToConstant: 100),
        ])
      }
    }
    """

  // iPad Pro 11" turned: 1194 × 834 (Data/devices.json). Split View half: (1194 − 10) / 2 = 592;
  // Slide Over on a screen at least 1024 wide whose long side is at least 1194: 375
  // (docs/UIKitFacts.md §12, whose table lists 592 and 375 for this screen); 500 pt is inside
  // 320…1194. The banner is as wide as the window each time, at y = 0, 100 high.
  // Size classes (§12): 1194 and 592 wide … regular from 678 pt, so the half split turns the
  // width compact (one trait change); 500 and 375 stay compact (none).
  static let resizing = StepsCourse.Exercise(
    folder: "01-resize", entry: #"{"viewController": "BannerViewController"}"#,
    devices: #"["ipad-pro-11:landscape"]"#, checks: #"["banner"]"#,
    steps: """
      [{"snapshot": "full"},
       {"resize": "half", "snapshot": "half", "callbacks": [
         {"callback": "viewWillTransition", "exactly": 1},
         {"callback": "traitCollectionDidChange", "exactly": 1}]},
       {"resize": 500, "snapshot": "points", "callbacks": [
         {"callback": "viewWillTransition", "exactly": 1},
         {"callback": "traitCollectionDidChange", "exactly": 0}]},
       {"resize": "slideOver", "snapshot": "slide-over"}]
      """,
    expected: """
      {"ipad-pro-11:landscape": {
        "full": {"banner": [0, 0, 1194, 100]},
        "half": {"banner": [0, 0, 592, 100]},
        "points": {"banner": [0, 0, 500, 100]},
        "slide-over": {"banner": [0, 0, 375, 100]}}}
      """,
    starter: banner.replacingOccurrences(
      of: "banner.trailingAnchor.constraint(equalTo: view.trailingAnchor)",
      with: "banner.widthAnchor.constraint(equalToConstant: 1194)"),
    solution: banner)

  @Test("a resize step takes a Split View or Slide Over width or points, with a size transition")
  func resizeSteps() throws {
    let course = try StepsCourse([Self.resizing])
    let spec = try course.exercise(Self.resizing.id)
    #expect(
      spec.steps.map(\.change) == [
        nil, .resize(.layout(.half)), .resize(.points(500)), .resize(.layout(.slideOver)),
      ])
    let solved = try course.grade(Self.resizing.solution, as: spec)
    #expect(solved.status == .passed, "\(solved.diagnostics)")
    #expect(solved.checks.count == 4)
    // A banner 1194 wide by a constant is right only full screen.
    let fixed = try course.grade(Self.resizing.starter, as: spec)
    #expect(fixed.checks.map(\.ok) == [true, false, false, false])
  }

  // MARK: The keyboard

  /// A 44-pt button 8 points above the keyboard layout guide, edge to edge.
  static let form = """
    import UIKit

    class FormViewController: UIViewController {
      let sendButton = UIButton(type: .system)

      override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(sendButton)
        NSLayoutConstraint.activate([
          sendButton.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          sendButton.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          sendButton.heightAnchor.constraint(equalToConstant: 44),
          sendButton.bottomAnchor.constraint(
            equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
      }
    }
    """

  // iPhone X portrait: 375 × 812 @3x, safe area bottom 34 (Data/devices.json). Keyboard hidden:
  // the guide's top is the safe area's bottom, 812 − 34 = 778 (docs/UIKitFacts.md §13,
  // usesBottomSafeArea); y = 778 − 8 − 44 = 726. Shown: the docked keyboard is 335 high in
  // portrait (§13, H), its top at 812 − 335 = 477; y = 477 − 8 − 44 = 425.
  static let keyboard = StepsCourse.Exercise(
    folder: "02-keyboard", entry: #"{"viewController": "FormViewController"}"#,
    devices: #"["iphone-x"]"#, checks: #"["sendButton"]"#,
    steps: """
      [{"snapshot": "initial"},
       {"keyboard": "show", "snapshot": "typing", "sampleAt": [0.25]},
       {"keyboard": "hide", "snapshot": "done"}]
      """,
    expected: """
      {"iphone-x": {
        "initial": {"sendButton": [0, 726, 375, 44]},
        "typing": {"sendButton": [0, 425, 375, 44]},
        "typing@0.25": {"sendButton": [0, 425, 375, 44]},
        "done": {"sendButton": [0, 726, 375, 44]}}}
      """,
    starter: form.replacingOccurrences(
      of: "equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8",
      with: "equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -8"),
    solution: form)

  @Test("a keyboard step shows and hides the device's keyboard, and the guide follows it")
  func keyboardSteps() throws {
    let course = try StepsCourse([Self.keyboard])
    let spec = try course.exercise(Self.keyboard.id)
    let solved = try course.grade(Self.keyboard.solution, as: spec)
    #expect(solved.status == .passed, "\(solved.diagnostics)")
    // Pinned to the safe area, the button stays under the keyboard.
    let covered = try course.grade(Self.keyboard.starter, as: spec)
    #expect(covered.checks.map(\.ok) == [true, false, false, true])
  }

  // MARK: The text size

  /// A box 100 high that doubles at the accessibility text sizes.
  static func textSize(adapts: Bool) -> String {
    """
    import UIKit

    class AdaptiveViewController: UIViewController {
      let box = UIView()
      var boxHeight: NSLayoutConstraint!

      override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        boxHeight = box.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
          box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          box.widthAnchor.constraint(equalToConstant: 100),
          boxHeight,
        ])
      }

      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        \(adapts ? "" : "return")
        let large = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
        boxHeight.constant = large ? 200 : 100
      }
    }
    """
  }

  // iPhone SE portrait: safe-area top 20. The box is (0, 20, 100, 100), and (0, 20, 100, 200)
  // at an accessibility size. A text-size change is no transition: traitCollectionDidChange
  // once on the controller, no viewWillTransition (docs/UIKitFacts.md §12).
  static let contentSize = StepsCourse.Exercise(
    folder: "03-text-size", entry: #"{"viewController": "AdaptiveViewController"}"#,
    devices: #"["iphone-se"]"#, checks: #"["box"]"#,
    steps: """
      [{"snapshot": "large"},
       {"contentSize": "accessibilityExtraLarge", "snapshot": "huge", "callbacks": [
         {"callback": "traitCollectionDidChange", "exactly": 1},
         {"callback": "viewWillTransition", "exactly": 0}]},
       {"contentSize": "large", "snapshot": "back"}]
      """,
    expected: """
      {"iphone-se": {
        "large": {"box": [0, 20, 100, 100]},
        "huge": {"box": [0, 20, 100, 200]},
        "back": {"box": [0, 20, 100, 100]}}}
      """,
    starter: textSize(adapts: false), solution: textSize(adapts: true))

  @Test("a contentSize step changes the text size and the traits, without a transition")
  func contentSizeSteps() throws {
    let course = try StepsCourse([Self.contentSize])
    let spec = try course.exercise(Self.contentSize.id)
    #expect(spec.steps[1].change == .contentSize(.accessibilityExtraLarge))
    let solved = try course.grade(Self.contentSize.solution, as: spec)
    #expect(solved.status == .passed, "\(solved.diagnostics)")
    let ignores = try course.grade(Self.contentSize.starter, as: spec)
    #expect(ignores.checks.map(\.ok) == [true, false, true])
  }
}
