import Testing

@testable import AutoLayout

/// Views that translate their autoresizing mask follow their superview when its frame changes
/// after they were placed and before the next layout pass, as in UIKit: the mask's constraints are
/// made from the frame and the superview's bounds at the moment the frame, the mask or the
/// superview changed (docs/UIKitFacts.md §5), not from the sizes found at the next pass.
@MainActor
@Suite struct AutoresizingFollowsLaterChangesTests {
  /// Views outside a window round to the main screen's pixels: each test starts on a @2x
  /// iPhone SE screen (375 × 667), set in its own body since other suites move the main screen.
  private func onIPhoneSE() throws { UIScreen.setMain(try Device.named("iphone-se")) }

  @Test func aFlexibleViewFollowsItsSuperviewResizedBeforeTheFirstPass() throws {
    try onIPhoneSE()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fill = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.addSubview(fill)
    root.addSubview(container)
    container.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
    root.layoutIfNeeded()
    // Placed in a 100 × 100 container with margins 10 all round; the container grows to
    // 200 × 150 and the margins stay: width 200 − 10 − 10 = 180, height 150 − 20 = 130.
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
  }

  @Test func flexibleMarginsKeepTheirShareWhenTheSuperviewGrowsBeforeThePass() throws {
    try onIPhoneSE()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
    badge.autoresizingMask = [
      .flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin,
    ]
    root.addSubview(container)
    container.addSubview(badge)
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
    root.layoutIfNeeded()
    // Left share m = L / (S − W) = 20 / (100 − 40) = 1/3 of the free width: (300 − 40) / 3 =
    // 86.667 → 173.333 px on @2x rounds to 173 px = 86.5 (right edge 126.667 → 253 px = 126.5).
    // Vertically (200 − 40) / 3 = 53.333 → 106.667 px → 107 px = 53.5, bottom 93.333 → 187 px = 93.5.
    #expect(badge.frame == CGRect(x: 86.5, y: 53.5, width: 40, height: 40))
  }

  @Test func aViewPlacedInAZeroSizedSuperviewGrowsByTheWholeChange() throws {
    try onIPhoneSE()
    // UIKit's autoresizing keeps the right margin the view had when it was placed; placed 100 wide
    // in a container of width 0, that margin is 0 − 100 = −100, so a container resized to 300 × 50
    // gives the view 300 − 0 − (−100) = 400 (the classic surprise of views made before their
    // superview has a size).
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let container = UIView()
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    bar.autoresizingMask = [.flexibleWidth]
    container.addSubview(bar)
    root.addSubview(container)
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 50)
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 400, height: 20))
  }

  @Test func aMaskSetAfterTheSuperviewGrewMeasuresFromTheNewSize() throws {
    try onIPhoneSE()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    container.addSubview(bar)
    root.addSubview(container)
    container.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
    // The mask changes now: its constraints come from the frame (100 wide) and the container's
    // bounds now (300), so the right margin is 200 and stays 200 when the container grows to 400.
    bar.autoresizingMask = [.flexibleWidth]
    container.frame = CGRect(x: 0, y: 0, width: 400, height: 100)
    root.layoutIfNeeded()
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
  }

  @Test func nestedTranslatingViewsFollowAResizeOfTheOutermost() throws {
    try onIPhoneSE()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
    let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let middle = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 180))
    let inner = UIView(frame: CGRect(x: 10, y: 10, width: 160, height: 160))
    middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    inner.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    root.addSubview(outer)
    outer.addSubview(middle)
    middle.addSubview(inner)
    root.layoutIfNeeded()
    outer.frame = CGRect(x: 0, y: 0, width: 300, height: 250)
    root.layoutIfNeeded()
    // middle: 300 − 20 = 280 wide, 250 − 20 = 230 tall; inner keeps 10 on each side of middle.
    #expect(middle.frame == CGRect(x: 10, y: 10, width: 280, height: 230))
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 260, height: 210))
  }

  @Test func aRootViewsFillingSubviewFollowsTheWindowOfAnotherDevice() throws {
    // The controller's view is loaded at the main screen's size (an iPhone SE, 375 × 667) and
    // fills it with a flexible subview in viewDidLoad; hosted on an iPhone X the window sizes the
    // root view to 375 × 812 before the first pass, and the subview follows: 375 × 812 − 0.
    final class Filled: UIViewController {
      let backdrop = UIView()
      override func viewDidLoad() {
        backdrop.frame = view.bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(backdrop)
      }
    }
    let controller = Filled()
    try onIPhoneSE()
    controller.loadViewIfNeeded()
    #expect(controller.backdrop.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    _ = LayoutStage.host(controller, on: try Device.named("iphone-x:landscape"))
    #expect(controller.backdrop.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
  }
}
