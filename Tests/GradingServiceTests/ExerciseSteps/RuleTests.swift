import Course
import Grader
import Testing

/// `rules` in `exercise.json`, judged from what the engine holds, through the real loader and
/// grading path: each rule fails a layout whose frames are right but made the wrong way.
@Suite("Exercise rules beyond frames")
struct RuleTests {
  /// A box at (20, 40), 100 × 100, in a controller; `body` places it in `viewDidLoad`, `after`
  /// is more of the class.
  static func box(_ body: String, after: String = "") -> String {
    """
    import UIKit

    class BoxViewController: UIViewController {
      let box = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(box)
    \(body)
      }
    \(after)
    }
    """
  }

  static let anchors = box(
    """
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
          box.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
          box.widthAnchor.constraint(equalToConstant: 100),
          box.heightAnchor.constraint(equalToConstant: 100),
        ])
    """)

  static let itemAttribute = box(
    """
        box.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: view,
            attribute: .leading, multiplier: 1, constant: 20),
          NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: view,
            attribute: .top, multiplier: 1, constant: 40),
          NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 100),
          NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 100),
        ])
    """)

  // iPhone SE: the box is at (20, 40), 100 × 100, however it is placed (on the 2x grid).
  static func boxExercise(rules: String, folder: String = "01-box") -> StepsCourse.Exercise {
    StepsCourse.Exercise(
      folder: folder, entry: #"{"viewController": "BoxViewController"}"#,
      devices: #"["iphone-se"]"#, checks: #"["box"]"#, steps: #"[{"snapshot": "initial"}]"#,
      rules: rules, expected: #"{"iphone-se": {"initial": {"box": [20, 40, 100, 100]}}}"#,
      starter: box("    box.frame = CGRect(x: 20, y: 40, width: 100, height: 100)"),
      solution: itemAttribute)
  }

  @Test("a hand-set frame fails placedByConstraints, though its frame is right")
  func handSetFrameFails() throws {
    let exercise = Self.boxExercise(rules: #"[{"rule": "placedByConstraints", "views": ["box"]}]"#)
    let course = try StepsCourse([exercise])
    let spec = try course.exercise(exercise.id)
    #expect(spec.rules == [ExerciseRule(kind: .placedByConstraints, views: ["box"])])

    let constrained = try course.grade(Self.anchors, as: spec)
    #expect(constrained.status == .passed, "\(constrained.diagnostics)")

    let framed = try course.grade(exercise.starter, as: spec)
    #expect(framed.checks.allSatisfy { $0.ok })
    #expect(framed.status == .failed)
    let rule = try #require(framed.diagnostics.first { $0.kind == .rule })
    #expect(rule.view == "box")
    #expect(
      rule.message.hasPrefix(
        "`box` must be placed by constraints, but in snapshot initial it still has "
          + "`translatesAutoresizingMaskIntoConstraints = true`"))

    // Constraints that put it elsewhere, and a frame set by hand after layout: still not placed
    // by constraints.
    let overridden = Self.box(
      """
          box.translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            box.topAnchor.constraint(equalTo: view.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(equalToConstant: 50),
          ])
      """,
      after: """
          override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            box.frame = CGRect(x: 20, y: 40, width: 100, height: 100)
          }
        """)
    let late = try course.grade(overridden, as: spec)
    #expect(late.checks.allSatisfy { $0.ok })
    let lateRule = try #require(late.diagnostics.first { $0.kind == .rule })
    #expect(lateRule.message.contains("its frame was set by hand after Auto Layout placed it"))
  }

  @Test(
    "uses itemAttribute: the item-and-attribute initializer passes, anchors fail at their lines")
  func itemAttributeRule() throws {
    let exercise = Self.boxExercise(
      rules: #"[{"rule": "uses", "uses": "itemAttribute", "views": ["box"]}]"#)
    let course = try StepsCourse([exercise])
    let spec = try course.exercise(exercise.id)
    let initializer = try course.grade(Self.itemAttribute, as: spec)
    #expect(initializer.status == .passed, "\(initializer.diagnostics)")

    let anchored = try course.grade(Self.anchors, as: spec)
    #expect(anchored.checks.allSatisfy { $0.ok })
    let rule = try #require(anchored.diagnostics.first { $0.kind == .rule })
    #expect(
      rule.message.hasPrefix(
        "`box` must be placed with the item-and-attribute initializer "
          + "`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, "
          + "but none of the active constraints your code made for it does:"))
    // The first anchor constraint is on line 11 of the file (`box.leadingAnchor…`, after the
    // import, a blank line, the class, `box`, a blank line, `viewDidLoad`, its `super` call,
    // `addSubview`, the mask line and `activate`).
    #expect(rule.file == "Exercise.swift")
    #expect(rule.line == 11)
    #expect(rule.message.contains("\n  Exercise.swift:11: <NSLayoutConstraint:"))
  }

  /// A label 50 high across the root view's margins, under the safe area.
  static func marginsLabel(_ horizontal: String) -> String {
    """
    import UIKit

    class TitleViewController: UIViewController {
      let titleLabel = UILabel()

      override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
    \(horizontal)
          titleLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          titleLabel.heightAnchor.constraint(equalToConstant: 50),
        ])
      }
    }
    """
  }

  @Test("uses layoutMarginsGuide: constants that give the same frames fail it")
  func layoutMarginsRule() throws {
    let margins = Self.marginsLabel(
      """
            titleLabel.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      """)
    let constants = Self.marginsLabel(
      """
            titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            titleLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      """)
    // iPhone SE portrait: 375 wide, so the root view's side margins are 16 (docs/UIKitFacts.md
    // §2.2: 16 up to 375 pt wide); the label runs from 16 to 375 − 16 = 359: 343 wide; y = the
    // safe area's top, 20. The constants 16 give the same frame on this device.
    let exercise = StepsCourse.Exercise(
      folder: "01-title", entry: #"{"viewController": "TitleViewController"}"#,
      devices: #"["iphone-se"]"#, checks: #"["titleLabel"]"#, steps: #"[{"snapshot": "initial"}]"#,
      rules: #"[{"rule": "uses", "uses": "layoutMarginsGuide", "views": ["titleLabel"]}]"#,
      expected: #"{"iphone-se": {"initial": {"titleLabel": [16, 20, 343, 50]}}}"#,
      starter: constants, solution: margins)
    let course = try StepsCourse([exercise])
    let spec = try course.exercise(exercise.id)
    let guided = try course.grade(margins, as: spec)
    #expect(guided.status == .passed, "\(guided.diagnostics)")

    let fixed = try course.grade(constants, as: spec)
    #expect(fixed.checks.allSatisfy { $0.ok })
    #expect(fixed.status == .failed)
    let rule = try #require(fixed.diagnostics.first { $0.kind == .rule })
    #expect(rule.message.hasPrefix("`titleLabel` must be placed with `layoutMarginsGuide`"))
    // Its constraints, the learner's lines first: leading (11), trailing (12), top (13), height (14).
    #expect(rule.line == 11)
    let listed = rule.message.split(separator: "\n").dropFirst().map {
      $0.split(separator: ":").prefix(2).joined(separator: ":")
    }
    #expect(
      listed == [
        "  Exercise.swift:11", "  Exercise.swift:12", "  Exercise.swift:13", "  Exercise.swift:14",
      ])
  }

  /// A 100 × 50 box at the root view's top left, and a badge after it.
  static func badgeAfterBox(_ gap: String) -> String {
    """
    import UIKit

    class BadgeViewController: UIViewController {
      let box = UIView()
      let badge = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [box, badge] {
          subview.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          box.topAnchor.constraint(equalTo: view.topAnchor),
          box.widthAnchor.constraint(equalToConstant: 100),
          box.heightAnchor.constraint(equalToConstant: 50),
          badge.topAnchor.constraint(equalTo: box.topAnchor),
          badge.widthAnchor.constraint(equalToConstant: 20),
          badge.heightAnchor.constraint(equalToConstant: 20),
    \(gap)
        ])
      }
    }
    """
  }

  @Test("uses systemSpacing: the system spacing passes, the same 8 points written as a number fail")
  func systemSpacingRule() throws {
    let spaced = Self.badgeAfterBox(
      """
            badge.leadingAnchor.constraint(
              equalToSystemSpacingAfter: box.trailingAnchor, multiplier: 1),
      """)
    let number = Self.badgeAfterBox(
      """
            badge.leadingAnchor.constraint(equalTo: box.trailingAnchor, constant: 8),
      """)
    // The system spacing between two plain view edges is 8 (docs/UIKitFacts.md §2.7): the
    // badge's x = 100 + 8 = 108, at the box's top, 0.
    let exercise = StepsCourse.Exercise(
      folder: "01-badge", entry: #"{"viewController": "BadgeViewController"}"#,
      devices: #"["iphone-se"]"#, checks: #"["box", "badge"]"#,
      steps: #"[{"snapshot": "initial"}]"#,
      rules: #"[{"rule": "uses", "uses": "systemSpacing", "views": ["badge"]}]"#,
      expected: #"{"iphone-se": {"initial": {"box": [0, 0, 100, 50], "badge": [108, 0, 20, 20]}}}"#,
      starter: number, solution: spaced)
    let course = try StepsCourse([exercise])
    let spec = try course.exercise(exercise.id)
    let guided = try course.grade(spaced, as: spec)
    #expect(guided.status == .passed, "\(guided.diagnostics)")
    let fixed = try course.grade(number, as: spec)
    #expect(fixed.checks.allSatisfy { $0.ok })
    #expect(fixed.status == .failed)
    let rule = try #require(fixed.diagnostics.first { $0.kind == .rule })
    #expect(rule.message.hasPrefix("`badge` must be placed with the system spacing"))
  }

  @Test("noBrokenConstraints and noAmbiguousViews name what UIKit broke and what is ambiguous")
  func brokenAndAmbiguous() throws {
    let exercise = Self.boxExercise(
      rules: #"[{"rule": "noBrokenConstraints"}, {"rule": "noAmbiguousViews"}]"#)
    let course = try StepsCourse([exercise])
    let spec = try course.exercise(exercise.id)
    #expect(try course.grade(Self.anchors, as: spec).status == .passed)

    // Two required widths: UIKit breaks one of them.
    let conflicting = Self.anchors.replacingOccurrences(
      of: "box.widthAnchor.constraint(equalToConstant: 100),",
      with: "box.widthAnchor.constraint(equalToConstant: 100),\n"
        + "      box.widthAnchor.constraint(equalToConstant: 60),")
    let broken = try course.grade(conflicting, as: spec)
    #expect(broken.status == .failed)
    // The conflict says the rule, once: its diagnosis names what UIKit broke and ends with the
    // rule's sentence, and no separate rule paragraph repeats it.
    #expect(!broken.diagnostics.contains { $0.kind == .rule })
    let conflict = try #require(broken.diagnostics.first { $0.kind == .unsatisfiableConstraints })
    #expect(
      conflict.diagnosis?.hasSuffix("The exercise asks that UIKit break no constraint.") == true)
    #expect(conflict.diagnosis?.contains("UIKit broke the one on line") == true)
    #expect(conflict.message.contains("(broken)"))

    // No height: the box's height is ambiguous.
    let loose = Self.anchors.replacingOccurrences(
      of: "box.heightAnchor.constraint(equalToConstant: 100),", with: "")
    let ambiguous = try course.grade(loose, as: spec)
    // Said once too: by the ambiguous-layout explanation of `box`, with the rule's sentence.
    #expect(!ambiguous.diagnostics.contains { $0.kind == .rule })
    let explained = try #require(
      ambiguous.diagnostics.first { $0.kind == .ambiguousLayout && $0.view == "box" })
    #expect(
      explained.message.split(separator: "\n").first?.hasSuffix(
        "The exercise asks that no view be ambiguous.") == true)
  }
}
