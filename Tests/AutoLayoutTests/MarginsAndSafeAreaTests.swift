import Testing

@testable import AutoLayout

@MainActor
@Suite struct MarginsAndSafeAreaTests {
  @Test func plainViewMarginsDefaultToEight() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = constrainedView(in: root)
    NSLayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
      child.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
      child.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // 8 on every side: (8, 8, 200 − 16, 100 − 16)
    #expect(child.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test func marginAttributesMatchTheMarginsGuide() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
    let child = constrainedView(in: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: child, attribute: .leading, relatedBy: .equal, toItem: root,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailingMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .top, relatedBy: .equal, toItem: root,
        attribute: .topMargin, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: child, attribute: .bottom, relatedBy: .equal, toItem: root,
        attribute: .bottomMargin, multiplier: 1, constant: 0),
    ])
    root.layoutIfNeeded()
    // x 10, width 200 − 10 − 20 = 170; y 5, height 100 − 5 − 15 = 80
    #expect(child.frame == CGRect(x: 10, y: 5, width: 170, height: 80))
  }

  @Test func withinMarginsCentres() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.layoutMargins = UIEdgeInsets(top: 0, left: 40, bottom: 20, right: 0)
    let dot = constrainedView(in: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: dot, attribute: .centerX, relatedBy: .equal, toItem: root,
        attribute: .centerXWithinMargins, multiplier: 1, constant: 0),
      NSLayoutConstraint(
        item: dot, attribute: .centerY, relatedBy: .equal, toItem: root,
        attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // Margins box x 40…200 → centre 120; y 0…80 → centre 40. Frame (115, 35, 10, 10).
    #expect(dot.frame == CGRect(x: 115, y: 35, width: 10, height: 10))
  }

  @Test func preservesSuperviewLayoutMarginsThroughTwoLevels() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.layoutMargins = UIEdgeInsets(top: 40, left: 40, bottom: 40, right: 40)
    let outer = constrainedView(in: root)
    outer.preservesSuperviewLayoutMargins = true
    let inner = constrainedView(in: outer)
    inner.preservesSuperviewLayoutMargins = true
    let content = constrainedView(in: inner)
    NSLayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      outer.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
      outer.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 5),
      inner.trailingAnchor.constraint(equalTo: outer.trailingAnchor, constant: -5),
      inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 5),
      inner.bottomAnchor.constraint(equalTo: outer.bottomAnchor, constant: -5),
      content.leadingAnchor.constraint(equalTo: inner.layoutMarginsGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: inner.layoutMarginsGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: inner.layoutMarginsGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: inner.layoutMarginsGuide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // outer is 20 inside root: margins max(8, 40 − 20) = 20.
    #expect(outer.layoutMargins == UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
    // inner is 5 inside outer (360 × 360 → 350 × 350): margins max(8, 20 − 5) = 15.
    #expect(inner.frame == CGRect(x: 5, y: 5, width: 350, height: 350))
    #expect(inner.layoutMargins == UIEdgeInsets(top: 15, left: 15, bottom: 15, right: 15))
    // content fills inner's margins: (15, 15, 350 − 30, 350 − 30)
    #expect(content.frame == CGRect(x: 15, y: 15, width: 320, height: 320))
    // Without preserving, inner keeps its own 8.
    inner.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 334, height: 334))
  }

  final class PinnedController: UIViewController {
    let toMargins = UIView(), toSafeArea = UIView()
    override func viewDidLoad() {
      super.viewDidLoad()
      for (child, guide) in [
        (toMargins, view.layoutMarginsGuide), (toSafeArea, view.safeAreaLayoutGuide),
      ] {
        child.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child)
        NSLayoutConstraint.activate([
          child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
          child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
          child.topAnchor.constraint(equalTo: guide.topAnchor),
          child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
      }
    }
  }

  @Test func notchedLandscapeSafeAreaAndRootMargins() throws {
    let vc = PinnedController()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-x:landscape"))
    // iPhone X landscape: 812 × 375, safe area (top 0, left 44, bottom 21, right 44).
    #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    // Root margins: system minimum 20 leading/trailing (the root view is 812 wide, above 375:
    // docs/UIKitFacts.md §2), 0 top/bottom, plus the safe area: left/right 44 + 20 = 64, top 0,
    // bottom 21 — the x = 64 measured on a real iPhone X in landscape.
    #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 64, bottom: 21, right: 64))
    // Margins guide: x 64, width 812 − 128 = 684, height 375 − 21 = 354.
    #expect(vc.toMargins.frame == CGRect(x: 64, y: 0, width: 684, height: 354))
    // Safe area: x 44, width 812 − 88 = 724.
    #expect(vc.toSafeArea.frame == CGRect(x: 44, y: 0, width: 724, height: 354))
  }

  @Test func notchedPortraitSafeAreaAndRootMargins() throws {
    let vc = PinnedController()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    // Portrait safe area (44, 0, 34, 0); margins (44, 16, 34, 16).
    #expect(vc.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
    // Margins guide: (16, 44, 375 − 32, 812 − 44 − 34) = (16, 44, 343, 734).
    #expect(vc.toMargins.frame == CGRect(x: 16, y: 44, width: 343, height: 734))
    #expect(vc.toSafeArea.frame == CGRect(x: 0, y: 44, width: 375, height: 734))
  }

  @Test func regularWidthRootMarginsAreTwenty() throws {
    let vc = PinnedController()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-8-plus:landscape"))
    // 8 Plus landscape: 736 × 414, regular width → 20; no safe area in landscape.
    #expect(vc.toMargins.frame == CGRect(x: 20, y: 0, width: 696, height: 414))
  }

  @Test func customRootMarginsAreAtLeastTheSystemMinimum() throws {
    let vc = PinnedController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-se"))
    vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(
      top: 10, leading: 8, bottom: 10, trailing: 30)
    stage.layout()
    // max(custom, minimum): leading max(8, 16) = 16, trailing max(30, 16) = 30; top 10 + safe 20 = 30.
    #expect(vc.toMargins.frame == CGRect(x: 16, y: 30, width: 375 - 16 - 30, height: 667 - 30 - 10))
    vc.viewRespectsSystemMinimumLayoutMargins = false
    stage.layout()
    #expect(vc.toMargins.frame == CGRect(x: 8, y: 30, width: 375 - 8 - 30, height: 667 - 30 - 10))
  }

  @Test func subviewSafeAreaIsItsOverlapWithTheUnsafeRegion() throws {
    let vc = UIViewController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    let banner = UIView(frame: CGRect(x: 0, y: 20, width: 375, height: 100))
    vc.view.addSubview(banner)
    stage.layout()
    // The top 44 points are unsafe; the banner starts at 20, so 24 of them overlap it.
    #expect(banner.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
    vc.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    stage.layout()
    // Root safe area top 44 + 10 = 54 → overlap 54 − 20 = 34.
    #expect(vc.view.safeAreaInsets.top == 54)
    #expect(banner.safeAreaInsets.top == 34)
  }

  @Test func readableContentGuideOnIPadLandscape() throws {
    let vc = UIViewController()
    let text = UIView()
    text.translatesAutoresizingMaskIntoConstraints = false
    vc.loadViewIfNeeded()
    vc.view.addSubview(text)
    let guide = vc.view.readableContentGuide
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      text.topAnchor.constraint(equalTo: guide.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 100),
    ])
    _ = LayoutStage.host(vc, on: try Device.named("ipad-pro-12-9-2:landscape"))
    // 1366 wide: margins 20 each side leave 1326; readable width 672 → inset (1366 − 672) / 2 = 347.
    // Top: safe area 20 + margin 0 = 20.
    #expect(text.frame == CGRect(x: 347, y: 20, width: 672, height: 100))
  }
}
