import Grader
import LayoutReport
import Terminal
import Testing

@testable import LayoutlingsCLI

/// The text `grade` and `frames` print.
@Suite struct PrintersTests {
  static func check(_ device: String, _ view: String, actualX: Double, ok: Bool) -> Check {
    Check(
      device: device, snapshot: "initial", view: view,
      expected: ReportRect(x: 10, y: 10, width: 100, height: 50),
      actual: ReportRect(x: actualX, y: 10, width: 100, height: 50), tolerance: 0.25, ok: ok)
  }

  static let failingVerdict = Verdict(
    status: .failed, score: 0.75,
    checks: [
      check("iphone-x", "box", actualX: 10, ok: true),
      check("iphone-se", "box", actualX: 10, ok: true),
      check("iphone-se", "bar", actualX: 30, ok: false),
      check("ipad-pro-11", "bar", actualX: 40, ok: false),
    ],
    diagnostics: [
      Diagnostic(kind: .frameMismatch, message: "`bar` is shifted 20 pt to the right.")
    ])

  static let rootSizes = [
    "iphone-x": ReportSize(width: 375, height: 812),
    "iphone-se": ReportSize(width: 375, height: 667),
    "ipad-pro-11": ReportSize(width: 834, height: 1194),
  ]

  @Test func theVerdictTextThenThePictureOfTheFirstFailingDevice() {
    let renderer = VerdictRenderer(styler: .plain, width: 80)
    let text = renderer.text(Self.failingVerdict, exercise: "01-a/01-b")
    #expect(text.first == "01-a/01-b: failed (2 of 4 frames match)")
    #expect(text.contains("`bar` is shifted 20 pt to the right."))
    #expect(!text.joined().contains("\u{1B}["))
    // grade draws the first failing device only.
    let first = VerdictPictures.choose(
      Self.failingVerdict, rootSizes: Self.rootSizes, whenPassed: false, limit: 1)
    #expect(first.map(\.title) == ["On iphone-se:"])
    let lines = renderer.pictures(first, height: 24)
    #expect(lines.first == "On iphone-se:")
    #expect(lines.last == "frames that differ: bar")
  }

  @Test func theLinesUnderThePicturesWrapAtSpacesToTheWidth() {
    // Long names: the numbering and "frames that differ" lines are wider than 60 columns.
    let names = [
      "tableView.cells[0][0]", "tableView.cells[0][1]", "tableView.cells[0][1].nameLabel",
    ]
    let verdict = Verdict(
      status: .failed, score: 0,
      checks: names.map { Self.check("iphone-se", $0, actualX: 30, ok: false) }, diagnostics: [])
    let pictures = VerdictPictures.choose(verdict, rootSizes: Self.rootSizes, whenPassed: false)
    let lines = VerdictRenderer(styler: .plain, width: 60).pictures(pictures, height: 12)
    #expect(lines.allSatisfy { TextLayout.visibleWidth(of: $0) <= 60 })
    let tail = lines.drop { !$0.hasPrefix("frames that differ:") }.joined(separator: " ")
    #expect(tail == "frames that differ: " + names.joined(separator: ", "))
  }

  @Test func aFrameInAnExplanationIsNeverSplitBetweenLines() {
    let text =
      "On iphone-x `tableView.cells[0][0]` should be [0, 0, 375, 124.33], not [0, 0, 375, 44]."
    // Without the rule the first line would end in "[0, 0, 375,".
    #expect(
      ExplanationWrapping.lines(text, width: 60) == [
        "On iphone-x `tableView.cells[0][0]` should be",
        "[0, 0, 375, 124.33], not [0, 0, 375, 44].",
      ])
    // A list too long for any line still wraps inside it, at its spaces.
    let long = ExplanationWrapping.lines(
      "[" + Array(repeating: "1000", count: 20).joined(separator: ", ") + "]", width: 30)
    #expect(long.count > 1)
  }

  @Test func picturesMarkExactlyTheViewsWhoseChecksFailed() {
    // bar is 0.2 pt off, inside half a pixel on a 2x screen: the check passed although the
    // rectangles differ. The picture follows the check.
    let verdict = Verdict(
      status: .passed, score: 1,
      checks: [
        Check(
          device: "iphone-se", snapshot: "initial", view: "bar",
          expected: ReportRect(x: 10, y: 10, width: 100, height: 50),
          actual: ReportRect(x: 10.2, y: 10, width: 100, height: 50), tolerance: 0.25, ok: true)
      ], diagnostics: [])
    let pictures = VerdictPictures.choose(verdict, rootSizes: Self.rootSizes, whenPassed: true)
    #expect(pictures.map(\.differing) == [[]])
    let lines = VerdictRenderer(styler: .plain, width: 80).pictures(pictures, height: 12)
    #expect(lines.last == "all frames match")
    #expect(VerdictPictures.choose(verdict, rootSizes: Self.rootSizes, whenPassed: false).isEmpty)
  }

  @Test func theScreensDrawUpToTwoFailingDevices() {
    let pictures = VerdictPictures.choose(
      Self.failingVerdict, rootSizes: Self.rootSizes, whenPassed: true)
    #expect(pictures.map(\.title) == ["On iphone-se:", "On ipad-pro-11:"])
    #expect(pictures.map(\.differing) == [["bar"], ["bar"]])
  }

  @Test func colourIsUsedOnlyWhenTheStylerIsOn() {
    let verdict = Verdict(status: .passed, score: 1, checks: [], diagnostics: [])
    #expect(
      VerdictRenderer(styler: .ansi, width: 80).text(verdict, exercise: "01-a/01-b")[0]
        .hasPrefix("\u{1B}["))
    #expect(
      VerdictRenderer(styler: .plain, width: 80).text(verdict, exercise: "01-a/01-b")
        == ["01-a/01-b: passed (0 of 0 frames match)"])
  }

  @Test func framesAreATreePerDeviceWithUIKitsFrames() {
    func view(_ path: String, _ className: String, superview: String?, frame: ReportRect)
      -> ViewRecord
    {
      // The root-space rectangle is not shown in the table.
      ViewRecord(
        path: path, className: className, frame: frame,
        frameInRoot: ReportRect(x: -1, y: -1, width: 1, height: 1), superview: superview,
        hidden: path.hasSuffix("titleLabel"))
    }
    let report = LayoutReport(results: [
      DeviceResult(
        device: "iphone-x", orientation: .landscape, size: ReportSize(width: 812, height: 375),
        scale: 3,
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              view(
                "view", "UIView", superview: nil,
                frame: ReportRect(x: 0, y: 0, width: 812, height: 375)),
              view(
                "card", "CardView", superview: "view",
                frame: ReportRect(x: 20, y: 70, width: 200, height: 100)),
              view(
                "card.titleLabel", "UILabel", superview: "card",
                frame: ReportRect(x: 20.5, y: 100.0 / 3, width: 100, height: 24)),
              view(
                "footer", "UIView", superview: "view",
                frame: ReportRect(x: 0, y: 300, width: 812, height: 75)),
            ])
        ])
    ])
    let lines = FramesPrinter(styler: .plain).text(for: report).split(separator: "\n").map(
      String.init)
    #expect(lines[0] == "iphone-x:landscape (812 × 375 pt, @3x)")
    #expect(lines[1] == FramesPrinter.coordinatesNote)
    // The widest name, "   |    | card.titleLabel", is 25 columns; two spaces follow it.
    #expect(
      lines[2] == "view" + String(repeating: " ", count: 23)
        + "class        x      y  width  height  note")
    #expect(
      lines[4] == "view" + String(repeating: " ", count: 23)
        + "UIView       0      0    812     375")
    #expect(
      lines[5] == "   | card" + String(repeating: " ", count: 18)
        + "CardView    20     70    200     100")
    #expect(lines[6] == "   |    | card.titleLabel  UILabel   20.5  33.33    100      24  hidden")
    #expect(
      lines[7] == "   | footer" + String(repeating: " ", count: 16)
        + "UIView       0    300    812      75")
  }
}
