import Checkout
import Course
import Devices
import Foundation
import TestSupport

/// A one-module course written into a scratch folder, imported into a fresh workspace's store:
/// a badge centred in the root view.
///
/// Expected frames, by hand: the badge is 75 × 40 and centred, so x = (W − 75) / 2 and
/// y = (H − 40) / 2. iPhone SE (2nd generation) is 375 × 667: x = 150, y = 313.5 (a whole pixel
/// at 2x). iPhone X is 375 × 812: x = 150, y = 386.
final class BadgeCourse {
  static let exerciseID = "01-basics/01-centre-a-badge"

  /// The solution: the badge centred.
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

  /// The starter: the badge added without constraints keeps its zero frame.
  static let unconstrained = """
    import UIKit

    class BadgeViewController: UIViewController {
      let badge = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
      }
    }

    """

  let scratch: ScratchFolder
  let course: URL
  let workspace: Workspace
  let store: CourseStore
  /// 2025-01-01T09:00:00Z.
  let now = Date(timeIntervalSince1970: 1_735_722_000)

  init() throws {
    scratch = try ScratchFolder(prefix: "layoutlings-service")
    course = scratch.url.appendingPathComponent("Lessons", isDirectory: true)
    let id = Self.exerciseID
    try scratch.write(
      #"{"formatVersion": 1, "title": "Badges", "modules": ["01-basics"]}"#,
      to: "Lessons/course.json")
    try scratch.write(
      "# Basics\n\nA first look.\n\n## Centring\n\nEqual centre anchors.\n",
      to: "Lessons/01-basics/lesson.md")
    try scratch.write(
      """
      {"id": "\(id)", "title": "Centre a badge", "entry": {"viewController": "BadgeViewController"},
       "devices": ["iphone-se", "iphone-x"], "checks": ["badge"], "steps": [{"snapshot": "initial"}],
       "hints": ["Centre anchors.", "Equal centre anchors, a width and a height."],
       "cards": [{"question": "Which anchor centres a view horizontally?", "answer": "centerXAnchor"}]}
      """, to: "Lessons/\(id)/exercise.json")
    try scratch.write(
      """
      {"iphone-se": {"initial": {"badge": [150, 313.5, 75, 40]}},
       "iphone-x": {"initial": {"badge": [150, 386, 75, 40]}}}
      """, to: "Lessons/\(id)/expected.json")
    try scratch.write(Self.centred, to: "Lessons/\(id)/Solution.swift")
    try scratch.write(Self.unconstrained, to: "Lessons/\(id)/Exercise.swift")
    workspace = Workspace(home: scratch.url.appendingPathComponent("home", isDirectory: true))
    store = try CourseStore(workspace: workspace, now: now)
    let checkout = try Self.checkout()
    let devices = try DeviceTable.load(dataFolder: Checkout.dataFolder(of: checkout))
    try store.synchronize(
      courseDirectory: course, knownDevices: { Set(devices.names) }, now: now)
  }

  static func checkout() throws -> URL {
    guard let root = Checkout.root else { throw CocoaError(.fileNoSuchFile) }
    return root
  }
}
