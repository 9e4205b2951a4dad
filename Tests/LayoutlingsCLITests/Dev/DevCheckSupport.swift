import Checkout
import Foundation
import LayoutlingsCLI
import Terminal
import TestSupport

/// Runs `layoutlings dev check` in-process against the package's own engine and data, with a
/// workspace under `.build` whose engine cache every run shares (the engine is built once).
enum DevCheckRunner {
  /// The package checkout: its engine, its data and its `Lessons/`.
  static let checkout = Checkout.root ?? URL(fileURLWithPath: "/")

  /// The workspace `--home` points at: only its engine cache is used.
  static let home = checkout.appendingPathComponent(
    ".build/layoutlings-test-cache/dev-check-home", isDirectory: true)

  /// Runs `dev check` on the course in `course`.
  static func run(course: URL, arguments: [String] = []) -> CommandResult {
    let output = StringSink()
    let errors = StringSink()
    var environment: [String: String] = [:]
    for name in ["PATH", "SWIFTC"] {
      environment[name] = ProcessInfo.processInfo.environment[name]
    }
    let context = CommandContext(
      output: output, errors: errors, environment: environment, currentDirectory: checkout,
      checkoutDirectory: checkout)
    let status = LayoutlingsCLI.run(
      ["--home", home.path, "--course", course.path, "dev", "check"] + arguments, context: context)
    return CommandResult(status: status, output: output.text, errors: errors.text)
  }
}

/// A one-module course written into a scratch folder: a badge centred in the root view.
///
/// Expected frames, by hand: the badge is 75 × 40 and centred, so x = (W − 75) / 2 and
/// y = (H − 40) / 2. iPhone SE (2nd generation) is 375 × 667 at 2x: x = 150, y = 313.5 (a whole
/// pixel at 2x). iPhone X is 375 × 812: x = 150, y = 386.
struct BadgeCourse {
  static let exerciseID = "01-basics/01-centre-a-badge"

  /// The centred badge: what the solution should be.
  static let centred = """
    import UIKit

    class BadgeViewController: UIViewController {
      let badge = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
          badge.widthAnchor.constraint(equalToConstant: 75),
          badge.heightAnchor.constraint(equalToConstant: 40),
          badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
          badge.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
      }
    }

    """

  /// The badge added without constraints: it keeps its zero frame.
  static let unconstrained = """
    import UIKit

    class BadgeViewController: UIViewController {
      let badge = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
        // Centre the 75 × 40 badge in the view.
      }
    }

    """

  static let exerciseJSON = """
    {
      "id": "01-basics/01-centre-a-badge",
      "title": "Centre a badge",
      "entry": { "viewController": "BadgeViewController" },
      "devices": ["iphone-se", "iphone-x"],
      "checks": ["badge"],
      "steps": [{ "snapshot": "initial" }],
      "hints": ["Centre anchors.", "Equal centre anchors, a width and a height.", "Activate them."],
      "cards": [{ "question": "Which anchor centres a view horizontally?", "answer": "`centerXAnchor`." }]
    }

    """

  static let expectedJSON = """
    {
      "why": "x = (W - 75) / 2, y = (H - 40) / 2",
      "iphone-se": { "initial": { "badge": [150, 313.5, 75, 40] } },
      "iphone-x": { "initial": { "badge": [150, 386, 75, 40] } }
    }

    """

  static let lesson = """
    # Basics

    A first look at anchors.

    ## Centring

    Equal `centerXAnchor` and `centerYAnchor` put a view in the middle of its superview.

    @exercises 01-centre-a-badge

    """

  let scratch: ScratchFolder
  /// The course folder.
  let course: URL

  /// Writes the course with `solution` and `starter` as the exercise's two files, and
  /// `exerciseJSON` as its description.
  init(solution: String, starter: String, exerciseJSON: String = Self.exerciseJSON) throws {
    scratch = try ScratchFolder()
    course = scratch.url.appendingPathComponent("Lessons", isDirectory: true)
    let exercise = course.appendingPathComponent(Self.exerciseID, isDirectory: true)
    try FileManager.default.createDirectory(at: exercise, withIntermediateDirectories: true)
    let files = [
      "course.json": """
      {"formatVersion": 1, "title": "Badges", "modules": ["01-basics"]}

      """,
      "01-basics/lesson.md": Self.lesson,
      "\(Self.exerciseID)/exercise.json": exerciseJSON,
      "\(Self.exerciseID)/expected.json": Self.expectedJSON,
      "\(Self.exerciseID)/Solution.swift": solution,
      "\(Self.exerciseID)/Exercise.swift": starter,
    ]
    for (path, text) in files {
      try Data(text.utf8).write(to: course.appendingPathComponent(path))
    }
  }
}
