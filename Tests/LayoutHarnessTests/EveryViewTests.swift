import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// `frames` mode: every view under the root, named by the learner's properties where they lead
/// to it; and view entries laid out on their own.
@MainActor
@Suite struct EveryViewTests {
  final class ListController: UIViewController {
    let header = UIView()
    var items: [UIView] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      header.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
      view.addSubview(header)
      // Not held by any property: named by its place under the header.
      header.addSubview(UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10)))
      for index in 0..<3 {
        let item = UIView(frame: CGRect(x: 0, y: 50 + 30 * CGFloat(index), width: 100, height: 20))
        item.isHidden = index == 2
        items.append(item)
        view.addSubview(item)
      }
    }
  }

  @Test func everyViewIsNamedAndRecordedParentsFirst() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .everyView),
      make: { ListController() }, steps: [HarnessStep(snapshot: "initial")])
    let views = try #require(report.results.first?.snapshots.first?.views)
    #expect(
      views.map(\.path) == [
        "view", "header", "header.subviews[0]", "items[0]", "items[1]", "items[2]",
      ])
    #expect(views[2].frameInRoot == ReportRect(x: 5, y: 5, width: 10, height: 10))
    #expect(views[4].frameInRoot == ReportRect(x: 0, y: 80, width: 100, height: 20))
    #expect(views[5].hidden)
    #expect(!views[4].hidden)
  }

  @Test func nestedViewsHaveUIKitsFrameAndTheirRootFrame() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .everyView),
      make: { GalleryController() }, steps: [HarnessStep(snapshot: "initial")])
    let snapshot = try #require(report.results.first?.snapshots.first)
    // The card: 20 below the 50 pt banner, 20 from the left, 200 × 100, in the root view.
    let card = try #require(snapshot.view(at: "card"))
    #expect(card.superview == "view")
    #expect(card.frame == ReportRect(x: 20, y: 70, width: 200, height: 100))
    #expect(card.frameInRoot == card.frame)
    // Its title: 10 from the card's top and left (UIKit's frame), so (30, 80) in the root view.
    let title = try #require(snapshot.view(at: "card.titleLabel"))
    #expect(title.superview == "card")
    #expect(title.frame == ReportRect(x: 10, y: 10, width: 100, height: 20))
    #expect(title.frameInRoot == ReportRect(x: 30, y: 80, width: 100, height: 20))
    // The 8 pt badge at the card's top-right corner: x = 200 − 8 = 192, in the root 20 + 192.
    let badge = try #require(snapshot.view(at: "card.badge"))
    #expect(badge.frame == ReportRect(x: 192, y: 0, width: 8, height: 8))
    #expect(badge.frameInRoot == ReportRect(x: 212, y: 70, width: 8, height: 8))
    #expect(snapshot.view(at: "view")?.superview == nil)
  }

  final class ToolbarController: UIViewController {
    let stack = UIStackView()
    let items = [UIView(), UIView(), UIView()]

    override func viewDidLoad() {
      super.viewDidLoad()
      for item in items { stack.addArrangedSubview(item) }
      stack.axis = .horizontal
      stack.distribution = .fillEqually
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
        stack.widthAnchor.constraint(equalToConstant: 320),
        stack.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
  }

  @Test func arrangedSubviewsAreInTheStackViewsSpace() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .everyView),
      make: { ToolbarController() }, steps: [HarnessStep(snapshot: "initial")])
    let snapshot = try #require(report.results.first?.snapshots.first)
    // Fill equally: (320 − 2 × 10) / 3 = 100 each, at x = 0, 110 and 220 in the stack, which
    // sits at (16, 100) in the root view.
    for (index, x) in [0.0, 110, 220].enumerated() {
      let item = try #require(snapshot.view(at: "items[\(index)]"))
      #expect(item.superview == "stack")
      #expect(item.frame == ReportRect(x: x, y: 0, width: 100, height: 40))
      #expect(item.frameInRoot == ReportRect(x: 16 + x, y: 100, width: 100, height: 40))
    }
  }

  @Test func checkedViewsNameARecordedSuperview() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["card", "card.titleLabel"])),
      make: { GalleryController() }, steps: [HarnessStep(snapshot: "initial")])
    let snapshot = try #require(report.results.first?.snapshots.first)
    #expect(snapshot.view(at: "card")?.superview == "view")
    #expect(snapshot.view(at: "card.titleLabel")?.superview == "card")
  }

  final class BadgeView: UIView {
    let dot = UIView()

    override init(frame: CGRect) {
      super.init(frame: frame)
      dot.translatesAutoresizingMaskIntoConstraints = false
      addSubview(dot)
      NSLayoutConstraint.activate([
        dot.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
        dot.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        dot.widthAnchor.constraint(equalToConstant: 12),
        dot.heightAnchor.constraint(equalToConstant: 12),
      ])
    }

    required init?(coder: NSCoder) { nil }
  }

  @Test func aViewEntryIsLaidOutAloneAtItsSize() throws {
    let report = HarnessRunner.runView(
      plan: HarnessPlan(devices: ["iphone-x"], recording: .paths(["dot"])),
      size: CGSize(width: 200, height: 60), make: { BadgeView(frame: $0) },
      steps: [HarnessStep(snapshot: "initial")])
    let result = try #require(report.results.first)
    #expect(result.size == ReportSize(width: 200, height: 60))
    #expect(result.scale == 3)
    // No safe area: the default 8 pt margins. Dot: top 8, right edge 200 − 8 = 192, 12 × 12.
    #expect(
      result.snapshots.first?.view(at: "dot")?.frameInRoot
        == ReportRect(x: 180, y: 8, width: 12, height: 12))
  }

  final class IconController: UIViewController {
    let icon = UIImageView(image: UIImage(named: "star"))

    override func viewDidLoad() {
      super.viewDidLoad()
      icon.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(icon)
      NSLayoutConstraint.activate([
        icon.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        icon.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
      ])
    }
  }

  @Test func imagesAreRegisteredBeforeTheControllerIsMade() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(
        devices: ["iphone-se"], recording: .paths(["icon"]),
        images: [ImageAsset(name: "star", size: ViewSize(width: 30, height: 20))]),
      make: { IconController() }, steps: [HarnessStep(snapshot: "initial")])
    // 375 wide: centred 30 pt icon at x = (375 − 30) / 2 = 172.5, its intrinsic 30 × 20.
    #expect(
      report.results.first?.snapshots.first?.view(at: "icon")?.frameInRoot
        == ReportRect(x: 172.5, y: 100, width: 30, height: 20))
  }

  @Test func encodedReportsReadBack() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .everyView),
      make: { ListController() }, steps: [HarnessStep(snapshot: "initial")])
    let decoded = try LayoutReport.decode(HarnessRunner.encode(report))
    #expect(decoded == report)
  }
}
