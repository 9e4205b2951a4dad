import Testing

@testable import AutoLayout

/// A controller whose `viewDidLoad` runs `build` on its root view.
@MainActor
final class VisualFormatScreen: UIViewController {
  private let build: (UIView) -> Void

  init(_ build: @escaping (UIView) -> Void) {
    self.build = build
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    build(view)
  }
}

/// Activates the constraints of several format strings over the same views.
@MainActor
func activateFormats(
  _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
  metrics: [String: Any]? = nil, views: [String: Any]
) {
  for format in formats {
    NSLayoutConstraint.activate(
      NSLayoutConstraint.constraints(
        withVisualFormat: format, options: options, metrics: metrics, views: views))
  }
}

/// Frames produced by visual-format constraints, worked out by hand from UIKit's rules
/// (docs/UIKitFacts.md §1.3: `|-` is the superview's margins, `-` is 8 between siblings; §4.2:
/// priorities are met strictly from the highest down).
@MainActor
@Suite struct VisualFormatLayoutTests {
  private static let tutorialRow =
    "H:|-[icon(==iconDate)]-20-[iconLabel(120@250)]-20@750-[iconDate(>=50)]-|"

  @Test func tutorialRowOnA375PointScreenMeetsEveryPriority() throws {
    let icon = UIView()
    let iconLabel = UIView()
    let iconDate = UIView()
    let screen = VisualFormatScreen { root in
      for view in [icon, iconLabel, iconDate] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      let views = ["icon": icon, "iconLabel": iconLabel, "iconDate": iconDate]
      activateFormats(
        [Self.tutorialRow, "V:|-[icon(40)]", "V:|-[iconLabel(40)]", "V:|-[iconDate(40)]"],
        views: views)
    }
    let stage = LayoutStage.host(screen, on: try Device.named("iphone-se"))
    // iPhone SE (@2x): margins 16 left and right, top margin = safe area 20.
    // Required: 16 + w + 20 + labelWidth + gap + w = 375 − 16 = 359, w ≥ 50.
    // 750: gap = 20, so 2w + labelWidth = 303. 250: labelWidth = 120, so w = 91.5 (≥ 50 holds).
    #expect(icon.frame == CGRect(x: 16, y: 20, width: 91.5, height: 40))
    // 16 + 91.5 + 20 = 127.5
    #expect(iconLabel.frame == CGRect(x: 127.5, y: 20, width: 120, height: 40))
    // 127.5 + 120 + 20 = 267.5; 267.5 + 91.5 = 359
    #expect(iconDate.frame == CGRect(x: 267.5, y: 20, width: 91.5, height: 40))
    #expect(stage.log.isEmpty)
  }

  /// Narrow roots (plain views with 16-point margins): the 250 constraint gives way first, then
  /// the 750 one; the required ones always hold.
  @Test(arguments: [
    // 2w + labelWidth + gap = W − 16 − 16 − 20. At 280: 228; gap 20 (750) leaves 208;
    // labelWidth 120 (250) would need w = 44 < 50, so w = 50 and labelWidth = 108.
    (280.0, [16.0, 50, 86, 108, 214, 50]),
    // At 160: 108; w = 50 leaves labelWidth + gap = 8. The 750 gap wants 20: it gets as close as
    // it can with labelWidth at its minimum 0, so gap = 8; labelWidth 120 (250) is out of reach.
    (160.0, [16.0, 50, 86, 0, 94, 50]),
  ])
  func tutorialRowGivesWayFromTheLowestPriority(width: Double, expected: [Double]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    root.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let icon = constrainedView(in: root)
    let iconLabel = constrainedView(in: root)
    let iconDate = constrainedView(in: root)
    let views = ["icon": icon, "iconLabel": iconLabel, "iconDate": iconDate]
    activateFormats(
      [Self.tutorialRow, "V:|-[icon(40)]", "V:|-[iconLabel(40)]", "V:|-[iconDate(40)]"],
      views: views)
    root.layoutIfNeeded()
    let row = [icon, iconLabel, iconDate].flatMap {
      [Double($0.frame.minX), Double($0.frame.width)]
    }
    #expect(row == expected)
    #expect(
      [icon, iconLabel, iconDate].allSatisfy { $0.frame.minY == 16 && $0.frame.height == 40 })
  }

  @Test(arguments: [
    // iPhone SE: top margin 20 (safe area), bottom margin 0, side margins 16, height 667.
    ("iphone-se", [20.0, 68, 617]),
    // iPhone X: top margin 44, bottom margin 34, height 812: c.y = 812 − 34 − 50 = 728.
    ("iphone-x", [44.0, 92, 728]),
  ])
  func columnBetweenTheMargins(device: String, tops: [Double]) throws {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let screen = VisualFormatScreen { root in
      for view in [a, b, c] {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
      }
      activateFormats(
        [
          "V:|-[a]-[b]-(>=20)-[c]-|", "V:[a(40)]", "V:[b(30)]", "V:[c(50)]",
          "H:|-[a]-|", "H:|-[b]-|", "H:|-[c]-|",
        ], views: ["a": a, "b": b, "c": c])
    }
    _ = LayoutStage.host(screen, on: try Device.named(device))
    // a at the top margin; b = a.y + 40 + 8; c ends at the bottom margin (its gap to b stays
    // above 20); widths 375 − 16 − 16 = 343.
    #expect([a, b, c].map { Double($0.frame.minY) } == tops)
    #expect([a, b, c].map(\.frame.height) == [40, 30, 50])
    #expect([a, b, c].allSatisfy { $0.frame.minX == 16 && $0.frame.width == 343 })
  }

  @Test func alignAllCenterYLinesARowUpOnTheFirstViewsCentre() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let c = constrainedView(in: root)
    let views = ["a": a, "b": b, "c": c]
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-[a(50)]-[b(60)]-[c(70)]", options: .alignAllCenterY, metrics: nil,
      views: views)
    // Connections and sizes in string order, then one alignment per neighbouring pair.
    #expect(row.count == 8)
    let alignments = row.suffix(2)
    #expect(alignments.map(\.firstAttribute) == [.centerY, .centerY])
    #expect(alignments.map(\.secondAttribute) == [.centerY, .centerY])
    #expect(alignments.first?.firstItem === a && alignments.first?.secondItem === b)
    #expect(alignments.last?.firstItem === b && alignments.last?.secondItem === c)
    NSLayoutConstraint.activate(row)
    activateFormats(["V:|-[a(40)]", "V:[b(20)]", "V:[c(30)]"], views: views)
    root.layoutIfNeeded()
    // Plain view: margins 8. a.centerY = 8 + 20 = 28; b.y = 28 − 10; c.y = 28 − 15.
    #expect(a.frame == CGRect(x: 8, y: 8, width: 50, height: 40))
    #expect(b.frame == CGRect(x: 66, y: 18, width: 60, height: 20))
    #expect(c.frame == CGRect(x: 134, y: 13, width: 70, height: 30))
  }

  @Test func alignAllLeadingAndTrailingGiveAColumnTheFirstViewsWidth() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let c = constrainedView(in: root)
    let views = ["a": a, "b": b, "c": c]
    let column = NSLayoutConstraint.constraints(
      withVisualFormat: "V:|-[a(40)]-[b(40)]-[c(40)]",
      options: [.alignAllLeading, .alignAllTrailing],
      metrics: nil, views: views)
    // Per pair, attributes in ascending raw value: leading (5) before trailing (6).
    #expect(column.suffix(4).map(\.firstAttribute) == [.leading, .trailing, .leading, .trailing])
    #expect(column.suffix(4).map { $0.firstItem === a } == [true, true, false, false])
    NSLayoutConstraint.activate(column)
    activateFormats(["H:|-[a(100)]"], views: views)
    root.layoutIfNeeded()
    // y: 8, 8 + 40 + 8 = 56, 56 + 48 = 104; b and c follow a's edges.
    #expect(a.frame == CGRect(x: 8, y: 8, width: 100, height: 40))
    #expect(b.frame == CGRect(x: 8, y: 56, width: 100, height: 40))
    #expect(c.frame == CGRect(x: 8, y: 104, width: 100, height: 40))
  }

  /// `|-10-[a(50)]-20-[b(60)]` on a 200-wide plain view, in each direction.
  private func directedRow(
    options: NSLayoutConstraint.FormatOptions, semantic: UISemanticContentAttribute
  ) -> (row: [NSLayoutConstraint], a: CGRect, b: CGRect) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.semanticContentAttribute = semantic
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let views = ["a": a, "b": b]
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-10-[a(50)]-20-[b(60)]", options: options, metrics: nil, views: views)
    NSLayoutConstraint.activate(row)
    activateFormats(["V:|[a(30)]", "V:|[b(30)]"], views: views)
    root.layoutIfNeeded()
    return (row, a.frame, b.frame)
  }

  @Test func directionRightToLeftPlacesTheStringFromTheRightEdge() {
    let (row, a, b) = directedRow(options: .directionRightToLeft, semantic: .unspecified)
    // superview.right == a.right + 10: a.x = 200 − 10 − 50 = 140;
    // a.left == b.right + 20: b.maxX = 120, b.x = 60.
    #expect(a == CGRect(x: 140, y: 0, width: 50, height: 30))
    #expect(b == CGRect(x: 60, y: 0, width: 60, height: 30))
    #expect(row.map(\.firstAttribute) == [.right, .width, .left, .width])
    #expect(row.map(\.secondAttribute) == [.right, .notAnAttribute, .right, .notAnAttribute])
  }

  @Test func leadingToTrailingFollowsTheViewsDirectionAndLeftToRightDoesNot() {
    // Leading and trailing flip in a right-to-left view: the same frames as above.
    let flipped = directedRow(options: [], semantic: .forceRightToLeft)
    #expect(flipped.a == CGRect(x: 140, y: 0, width: 50, height: 30))
    #expect(flipped.b == CGRect(x: 60, y: 0, width: 60, height: 30))
    #expect(flipped.row.map(\.firstAttribute) == [.leading, .width, .leading, .width])
    // Left to right ignores the view's direction: a.x = 10, b.x = 10 + 50 + 20 = 80.
    let fixed = directedRow(options: .directionLeftToRight, semantic: .forceRightToLeft)
    #expect(fixed.a == CGRect(x: 10, y: 0, width: 50, height: 30))
    #expect(fixed.b == CGRect(x: 80, y: 0, width: 60, height: 30))
    #expect(fixed.row.map(\.firstAttribute) == [.left, .width, .left, .width])
  }

  /// Two 17-point labels spaced baseline to baseline on an iPhone SE (@2x). Label height: the
  /// line height 20.287109375 rounded up to the pixel grid, 20.5; first baseline = top +
  /// ascender 16.1865234375; last baseline = bottom − 4.1005859375 (docs/UIKitFacts.md §5.2).
  @Test(arguments: [
    // Standard space: the lower label's line height rounded up, 21. Title from 40 to 60.5, its
    // last baseline 56.3994140625; body's first baseline 77.3994140625, so its top is
    // 61.212890625 (122.43 px → 122) and its bottom 81.712890625 (163.43 px → 163).
    ("V:[title]-[body]", CGFloat(21), CGRect(x: 16, y: 61, width: 343, height: 20.5)),
    // 30 points: top 56.3994140625 + 30 − 16.1865234375 = 70.212890625 (140.43 px → 140),
    // bottom 90.712890625 (181.43 px → 181).
    ("V:[title]-30-[body]", CGFloat(30), CGRect(x: 16, y: 70, width: 343, height: 20.5)),
  ])
  func spacingBaselineToBaselineMeasuresFromBaselines(
    format: String, space: CGFloat, bodyFrame: CGRect
  ) throws {
    let title = UILabel()
    let body = UILabel()
    title.text = "Title"
    body.text = "Body"
    var spacing: [NSLayoutConstraint] = []
    let screen = VisualFormatScreen { root in
      for label in [title, body] {
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
      }
      let views = ["title": title, "body": body]
      spacing = NSLayoutConstraint.constraints(
        withVisualFormat: format, options: .spacingBaselineToBaseline, metrics: nil, views: views)
      NSLayoutConstraint.activate(spacing)
      activateFormats(["V:|-40-[title]", "H:|-[title]-|", "H:|-[body]-|"], views: views)
    }
    let stage = LayoutStage.host(screen, on: try Device.named("iphone-se"))
    let constraint = try #require(spacing.first)
    #expect(spacing.count == 1)
    #expect(constraint.firstItem === body && constraint.firstAttribute == .firstBaseline)
    #expect(constraint.secondItem === title && constraint.secondAttribute == .lastBaseline)
    #expect(constraint.constant == space)
    #expect(title.frame == CGRect(x: 16, y: 40, width: 343, height: 20.5))
    #expect(body.frame == bodyFrame)
    #expect(stage.log.isEmpty)
  }

  @Test func metricsGiveConstantsAndPriorities() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let metrics: [String: Any] = [
      "pad": 20, "w": CGFloat(100), "p": UILayoutPriority.defaultLow, "gap": NSNumber(value: 10),
    ]
    let row = NSLayoutConstraint.constraints(
      withVisualFormat: "H:|-pad-[a(w@p)]-(>=gap)-[b(==a)]-pad-|", options: [], metrics: metrics,
      views: ["a": a, "b": b])
    #expect(row.map(\.constant) == [20, 100, 10, 0, 20])
    #expect(row.map(\.priority.rawValue) == [1000, 250, 1000, 1000, 1000])
    NSLayoutConstraint.activate(row)
    activateFormats(["V:|[a(30)]", "V:|[b(30)]"], views: ["a": a, "b": b])
    root.layoutIfNeeded()
    // `-pad-` to `|` is the superview's edge, not its margin. 20 + w + gap + w + 20 = 300 with
    // gap ≥ 10; w = 100 at 250 fits, so gap = 60.
    #expect(a.frame == CGRect(x: 20, y: 0, width: 100, height: 30))
    #expect(b.frame == CGRect(x: 180, y: 0, width: 100, height: 30))
  }
}
