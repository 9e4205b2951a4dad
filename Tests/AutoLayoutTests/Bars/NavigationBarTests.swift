import Testing

@testable import AutoLayout

/// Navigation bars as a device draws them, and the safe area they give the top controller
/// (docs/UIKitFacts.md §3.4). Every expected value is the device's window inset (§3.1) plus the
/// bar heights of §3.4, added by hand in the comments.
@MainActor
@Suite struct NavigationBarTests {
  /// A controller with a box pinned to the top of its safe area.
  final class Content: UIViewController {
    let box = UIView()
    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 10),
        box.heightAnchor.constraint(equalToConstant: 10),
      ])
    }
  }

  private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

  @Test func iPhone8BarSitsUnderTheStatusBarAndTheChildRunsUnderIt() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    _ = LayoutStage.host(navigation, on: try Device.named("iphone-8"))
    // Status bar 20, bar 44: 20 + 44 = 64.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 44))
    #expect(navigation.navigationBar.superview === navigation.view)
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
    #expect(content.box.frame.origin.y == 64)
    // The bar is drawn over the content: it comes after the child's view.
    #expect(navigation.view.subviews.last === navigation.navigationBar)
  }

  @Test func marginsStartBelowTheBar() throws {
    let plain = Content()
    _ = LayoutStage.host(plain, on: try Device.named("iphone-12"))
    let content = Content()
    _ = LayoutStage.host(
      UINavigationController(rootViewController: content), on: try Device.named("iphone-12"))
    // The margins are measured from the safe area, which the bar moves 44 points down.
    #expect(content.view.layoutMargins.top == plain.view.layoutMargins.top + 44)
    #expect(content.view.layoutMargins.left == plain.view.layoutMargins.left)
  }

  @Test func notchedPhoneBarStartsAtTheTopInset() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    _ = LayoutStage.host(navigation, on: try Device.named("iphone-12"))
    // Top inset 47, bar 44: 47 + 44 = 91; home indicator 34.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
  }

  @Test func dynamicIslandBarRisesIntoTheTopInset() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    _ = LayoutStage.host(navigation, on: try Device.named("iphone-15"))
    // Top inset 59, the bar starts 16/3 higher: 59 − 5.3333 = 53.6667; 53.6667 + 44 = 97.6667.
    let bar = navigation.navigationBar.frame
    #expect(near(bar.minY, 53.6667) && bar.height == 44 && bar.width == 393)
    #expect(near(content.view.safeAreaInsets.top, 97.6667))
    #expect(near(content.box.frame.minY, 97.6667))
  }

  @Test func landscapePhoneBarIs32Tall() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    _ = LayoutStage.host(navigation, on: try Device.named("iphone-x:landscape"))
    // No status bar in landscape; compact height and width: 32. Sides 44, bottom 21.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 812, height: 32))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 44, bottom: 21, right: 44))
  }

  @Test func largePhoneInLandscapeKeepsThe44PointBar() throws {
    let navigation = UINavigationController(rootViewController: Content())
    _ = LayoutStage.host(navigation, on: try Device.named("iphone-8-plus:landscape"))
    // Regular width in landscape: the standard 44-point bar.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 736, height: 44))
  }

  @Test func iPadBarIs50Tall() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    _ = LayoutStage.host(navigation, on: try Device.named("ipad-pro-11"))
    // Status bar 24, bar 50: 74.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 24, width: 834, height: 50))
    #expect(content.view.safeAreaInsets.top == 74)
  }

  @Test func largeTitlesAdd52Points() throws {
    let root = Content()
    let navigation = UINavigationController(rootViewController: root)
    navigation.navigationBar.prefersLargeTitles = true
    let stage = LayoutStage.host(navigation, on: try Device.named("iphone-12"))
    // 44 + 52 = 96; 47 + 96 = 143.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
    #expect(root.view.safeAreaInsets.top == 143)

    // An automatic item follows the one below it: still large.
    let second = Content()
    navigation.pushViewController(second, animated: false)
    stage.layout()
    #expect(navigation.navigationBar.frame.height == 96)
    #expect(second.view.safeAreaInsets.top == 143)

    // A `.never` item shows the standard bar: 47 + 44 = 91.
    let third = Content()
    third.navigationItem.largeTitleDisplayMode = .never
    navigation.pushViewController(third, animated: false)
    stage.layout()
    #expect(navigation.navigationBar.frame.height == 44)
    #expect(third.view.safeAreaInsets.top == 91)
    #expect(third.box.frame.minY == 91)
  }

  @Test func noLargeTitleInCompactHeight() throws {
    let navigation = UINavigationController(rootViewController: Content())
    navigation.navigationBar.prefersLargeTitles = true
    _ = LayoutStage.host(navigation, on: try Device.named("iphone-x:landscape"))
    #expect(navigation.navigationBar.frame.height == 32)
  }

  @Test func hiddenBarGivesBackTheWindowsSafeArea() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    let stage = LayoutStage.host(navigation, on: try Device.named("iphone-12"))
    navigation.setNavigationBarHidden(true, animated: false)
    stage.layout()
    #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
    #expect(content.view.safeAreaInsets.top == 47)
    #expect(content.box.frame.minY == 47)
    navigation.isNavigationBarHidden = false
    stage.layout()
    #expect(content.view.safeAreaInsets.top == 91)
    #expect(content.box.frame.minY == 91)
  }

  @Test func withoutTheTopEdgeTheViewStartsBelowTheBar() throws {
    let content = Content()
    content.edgesForExtendedLayout = []
    let navigation = UINavigationController(rootViewController: content)
    _ = LayoutStage.host(navigation, on: try Device.named("iphone-8"))
    // 20 + 44 = 64 from the top; 667 − 64 = 603 tall; nothing above it is unsafe any more.
    #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    #expect(content.view.safeAreaInsets == .zero)
    #expect(content.box.frame.origin.y == 0)
  }

  @Test func anOpaqueBarKeepsTheViewBelowItUnlessAsked() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    navigation.navigationBar.isTranslucent = false
    let stage = LayoutStage.host(navigation, on: try Device.named("iphone-8"))
    #expect(content.view.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
    content.extendedLayoutIncludesOpaqueBars = true
    stage.layout()
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(content.view.safeAreaInsets.top == 64)
  }

  @Test func additionalInsetsAddOnTopOfTheBar() throws {
    let content = Content()
    content.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    _ = LayoutStage.host(
      UINavigationController(rootViewController: content), on: try Device.named("iphone-8"))
    // 20 + 44 + 10 = 74.
    #expect(content.view.safeAreaInsets.top == 74)
    #expect(content.box.frame.origin.y == 74)
  }

  @Test func rotationChangesTheBar() throws {
    let content = Content()
    let navigation = UINavigationController(rootViewController: content)
    let stage = LayoutStage.host(navigation, on: try Device.named("iphone-x"))
    // 44 + 44 = 88 in portrait.
    #expect(content.view.safeAreaInsets.top == 88)
    stage.transition(to: try Device.named("iphone-x:landscape"))
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 812, height: 32))
    #expect(content.view.safeAreaInsets.top == 32)
  }

  @Test func aShortScrollViewStillTakesTheBarIntoItsInset() throws {
    let content = UIViewController()
    let scroll = UIScrollView()
    content.view = scroll
    _ = LayoutStage.host(
      UINavigationController(rootViewController: content), on: try Device.named("iphone-8"))
    // `.automatic`: always adjusted vertically as a navigation controller's content; 20 + 44.
    #expect(scroll.adjustedContentInset.top == 64)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -64))
  }
}
