import Foundation

/// A small course written for tests into a scratch folder, so that no test depends on the real
/// `Lessons/`: two modules, a half-height panel (constraints) and a details panel that grows in a
/// linear animation. Its expected frames are worked out by hand below.
public enum SampleCourse {
  /// The half-panel exercise.
  public static let halfPanelID = "01-constraints/01-half-panel"
  /// The details exercise, whose steps animate.
  public static let detailsID = "02-animation/01-grow-the-details"

  /// The half panel's solution: pinned to the top and the sides, half the root view's height.
  public static let halfPanelSolution = HalfPanelSource.controller(
    body: HalfPanelSource.solutionLayout)

  /// The half panel's starter: a hard-coded frame that is right on no device.
  public static let halfPanelStarter = HalfPanelSource.controller(
    body: """
      view.addSubview(panelView)
      panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
      """)

  /// The details panel's solution: 120 pt tall on the 16 pt margins, 20 below the safe area,
  /// with a 44 pt button 16 below it; `toggleDetails()` grows it to 240 (and back) over 0.4 s
  /// with a linear curve.
  public static let detailsSolution = """
    import UIKit

    class DetailsViewController: UIViewController {
      let detailsPanel = UIView()
      let footerButton = UIButton(type: .system)
      private var detailsHeight: NSLayoutConstraint!
      private var isExpanded = false

      override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [detailsPanel, footerButton] {
          subview.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(subview)
        }
        let margins = view.layoutMarginsGuide
        detailsHeight = detailsPanel.heightAnchor.constraint(equalToConstant: 120)
        NSLayoutConstraint.activate([
          detailsPanel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
          detailsPanel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          detailsPanel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          detailsHeight,
          footerButton.topAnchor.constraint(equalTo: detailsPanel.bottomAnchor, constant: 16),
          footerButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
          footerButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
          footerButton.heightAnchor.constraint(equalToConstant: 44),
        ])
      }

      func toggleDetails() {
        isExpanded.toggle()
        detailsHeight.constant = isExpanded ? 240 : 120
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
          self.view.layoutIfNeeded()
        })
      }
    }

    """

  /// The details panel's starter: the constant changes without an animation.
  public static let detailsStarter = detailsSolution.replacingOccurrences(
    of: """
          UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            self.view.layoutIfNeeded()
          })
      """,
    with: """
          view.layoutIfNeeded()
      """)

  /// Writes the course into `folder/Lessons` and returns that folder.
  @discardableResult
  public static func write(in folder: URL) throws -> URL {
    let lessons = folder.appendingPathComponent("Lessons", isDirectory: true)
    var files = [
      "course.json": #"""
      {"formatVersion": 1, "title": "Sample course", "welcome": "A course for the tests.",
       "modules": ["01-constraints", "02-animation"]}
      """#,
      "01-constraints/lesson.md":
        "# Constraints\n\nRules, not numbers.\n\n## Pinning\n\nPin edges.\n",
      "02-animation/lesson.md":
        "# Animation\n\nConstants move.\n\n## Animating\n\nLay out inside.\n",
      "\(halfPanelID)/Solution.swift": halfPanelSolution,
      "\(halfPanelID)/Exercise.swift": halfPanelStarter,
      "\(detailsID)/Solution.swift": detailsSolution,
      "\(detailsID)/Exercise.swift": detailsStarter,
    ]
    files["\(halfPanelID)/exercise.json"] = exercise(
      id: halfPanelID, title: "Half the screen", controller: "HalfPanelViewController",
      devices: #"["iphone-x", "iphone-se", "ipad-pro-11", "ipad-pro-11:landscape"]"#,
      checks: #"["panelView"]"#, steps: #"[{"snapshot": "initial"}]"#)
    // The panel: x = 0, y = 0, the root's width, half its height. iPhone X 375 × 812 → 406,
    // iPhone SE 375 × 667 → 333.5 (a whole pixel at 2x), iPad Pro 11" 834 × 1194 → 597, in
    // landscape 1194 × 834 → 417.
    files["\(halfPanelID)/expected.json"] = #"""
      {"iphone-x": {"initial": {"panelView": [0, 0, 375, 406]}},
       "iphone-se": {"initial": {"panelView": [0, 0, 375, 333.5]}},
       "ipad-pro-11": {"initial": {"panelView": [0, 0, 834, 597]}},
       "ipad-pro-11:landscape": {"initial": {"panelView": [0, 0, 1194, 417]}}}
      """#
    files["\(detailsID)/exercise.json"] = exercise(
      id: detailsID, title: "Grow the details", controller: "DetailsViewController",
      devices: #"["iphone-x"]"#, checks: #"["detailsPanel", "footerButton"]"#,
      steps: #"""
        [{"snapshot": "initial"}, {"swift": "vc.toggleDetails()", "snapshot": "expanded"},
         {"swift": "vc.toggleDetails()", "snapshot": "collapsed"}]
        """#)
    // iPhone X: the safe area's top is 44, so the panel's top is 44 + 20 = 64; the root view's
    // margins are 16 (375 − 32 = 343 wide); the button is 16 below the panel, 44 tall.
    // Panel 120 tall: button at 64 + 120 + 16 = 200; 240 tall: 64 + 240 + 16 = 320.
    files["\(detailsID)/expected.json"] = #"""
      {"iphone-x": {
        "initial": {"detailsPanel": [16, 64, 343, 120], "footerButton": [16, 200, 343, 44]},
        "expanded": {"detailsPanel": [16, 64, 343, 240], "footerButton": [16, 320, 343, 44]},
        "collapsed": {"detailsPanel": [16, 64, 343, 120], "footerButton": [16, 200, 343, 44]}}}
      """#
    for (path, text) in files {
      let file = lessons.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: file)
    }
    return lessons
  }

  private static func exercise(
    id: String, title: String, controller: String, devices: String, checks: String,
    steps: String
  ) -> String {
    """
    {"id": "\(id)", "title": "\(title)", "entry": {"viewController": "\(controller)"},
     "devices": \(devices), "checks": \(checks), "steps": \(steps),
     "hints": ["A first hint.", "A second, plainer hint."],
     "cards": [{"question": "What does this exercise teach?", "answer": "\(title)."}]}
    """
  }
}
