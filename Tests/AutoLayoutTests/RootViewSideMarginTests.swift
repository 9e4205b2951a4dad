import Testing

@testable import AutoLayout

/// The root view's side margins are chosen by its width: 16 pt up to 375 pt, 20 pt above, on
/// phones and pads in both orientations (docs/UIKitFacts.md §2, "Root-view side margins by width").
@MainActor
@Suite struct RootViewSideMarginTests {
  /// A controller with one view pinned to the root view's margins guide on every side.
  final class MarginPinned: UIViewController {
    let pinned = UIView()
    var configure: (UIView) -> Void = { _ in }
    override func viewDidLoad() {
      configure(view)
      pinned.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(pinned)
      let guide = view.layoutMarginsGuide
      NSLayoutConstraint.activate([
        pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        pinned.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        pinned.topAnchor.constraint(equalTo: guide.topAnchor),
        pinned.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      ])
    }
  }

  @Test(arguments: [
    (CGFloat(320), CGFloat(16)), (375, 16), (375.5, 20), (390, 20), (414, 20), (568, 20),
    (812, 20), (1024, 20),
  ])
  func theMarginDependsOnTheWidthAlone(width: CGFloat, margin: CGFloat) {
    #expect(RootViewSideMargin.forViewWidth(width) == margin)
  }

  @Test func iPhoneXLandscapePutsTheMarginsGuideAt64() throws {
    let vc = MarginPinned()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-x:landscape"))
    // 812 × 375, safe area (0, 44, 21, 44): leading 44 + 20 = 64, width 812 − 2 × 64 = 684,
    // height 375 − 21 = 354 (measured: x = 64 on an iPhone X simulator, iOS 11.2).
    #expect(vc.pinned.frame == CGRect(x: 64, y: 0, width: 684, height: 354))
  }

  @Test func theSystemMinimumHoldsWithoutTheSafeAreaAndWithSmallerOwnMargins() throws {
    let vc = MarginPinned()
    vc.configure = { view in
      view.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 5, leading: 5, bottom: 5, trailing: 5)
      view.insetsLayoutMarginsFromSafeArea = false
    }
    _ = LayoutStage.host(vc, on: try Device.named("iphone-x:landscape"))
    // Own margins 5 meet the system minimum max(5, 20) = 20 on the sides and max(5, 0) = 5 at
    // the top and bottom; the safe area is not added: (20, 5, 812 − 40, 375 − 10).
    #expect(vc.pinned.frame == CGRect(x: 20, y: 5, width: 772, height: 365))
  }

  @Test func phonesOf375PointsKeep16InPortrait() throws {
    let vc = MarginPinned()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-8"))
    // 375 × 667, safe area top 20: (16, 20, 375 − 32, 667 − 20).
    #expect(vc.pinned.frame == CGRect(x: 16, y: 20, width: 343, height: 647))
  }

  @Test func widerPhonesGet20InPortraitThoughTheirWidthIsCompact() throws {
    let vc = MarginPinned()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-12"))
    // 390 × 844, safe area (47, 0, 34, 0), compact width but wider than 375:
    // (20, 47, 390 − 40, 844 − 47 − 34).
    #expect(vc.view.traitCollection.horizontalSizeClass == .compact)
    #expect(vc.pinned.frame == CGRect(x: 20, y: 47, width: 350, height: 763))
  }

  @Test func homeButtonPhonesGet20InLandscape() throws {
    let vc = MarginPinned()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-se:landscape"))
    // 667 × 375, no safe area: (20, 0, 667 − 40, 375).
    #expect(vc.pinned.frame == CGRect(x: 20, y: 0, width: 627, height: 375))
  }

  @Test func aResizedWindowTakesTheMarginOfItsNewWidth() throws {
    let vc = MarginPinned()
    let stage = LayoutStage.host(vc, on: try Device.named("ipad-pro-11"))
    // 834 × 1194, safe area (24, 0, 20, 0): (20, 24, 834 − 40, 1194 − 44).
    #expect(vc.pinned.frame == CGRect(x: 20, y: 24, width: 794, height: 1150))
    stage.resize(to: CGSize(width: 320, height: 1194), horizontalSizeClass: .compact)
    stage.runToEnd()
    // A 320-pt column is at most 375 wide: 16 a side, (16, 24, 320 − 32, 1150).
    #expect(vc.pinned.frame == CGRect(x: 16, y: 24, width: 288, height: 1150))
  }

  @Test func theDeviceTableAgreesWithTheRule() throws {
    for id in try Device.knownIDs() {
      for orientation in ["portrait", "landscape"] {
        let device = try Device.named("\(id):\(orientation)")
        #expect(
          device.systemMinimumMargin == RootViewSideMargin.forViewWidth(device.size.width),
          "\(id):\(orientation) rootMargin \(device.systemMinimumMargin)")
      }
    }
  }
}
