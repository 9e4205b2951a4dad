import Testing

@testable import AutoLayout

/// Tab bars as a device draws them, and the safe area they give the selected controller
/// (docs/UIKitFacts.md §3.4): 49 points above the bottom safe area, reaching down over it.
@MainActor
@Suite struct TabBarTests {
  private func makeTabs(_ controllers: [UIViewController]) -> UITabBarController {
    let controller = UITabBarController()
    controller.viewControllers = controllers
    return controller
  }

  @Test func iPhone8TabBarIs49AtTheBottom() throws {
    let first = UIViewController()
    let tabs = makeTabs([first, UIViewController()])
    _ = LayoutStage.host(tabs, on: try Device.named("iphone-8"))
    // 667 − 49 = 618, as printed by UIKit: `UITabBar: …; frame = (0 618; 375 49)`.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 618, width: 375, height: 49))
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 49, right: 0))
    #expect(tabs.tabBar.items?.count == 2)
    #expect(first.tabBarController === tabs)
  }

  @Test func notchedPhoneTabBarReachesOverTheHomeIndicator() throws {
    let first = UIViewController()
    let tabs = makeTabs([first])
    _ = LayoutStage.host(tabs, on: try Device.named("iphone-x"))
    // 49 + 34 = 83; 812 − 83 = 729, as printed: `UITabBar: …; frame = (0 729; 375 83)`.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 729, width: 375, height: 83))
    #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 83, right: 0))
  }

  @Test func landscapeTabBarIs32AboveTheIndicator() throws {
    let tabs = makeTabs([UIViewController()])
    _ = LayoutStage.host(tabs, on: try Device.named("iphone-x:landscape"))
    // 32 + 21 = 53; 375 − 53 = 322.
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 322, width: 812, height: 53))
  }

  @Test func aNavigationControllerInATabGetsBothBars() throws {
    let content = UIViewController()
    let navigation = UINavigationController(rootViewController: content)
    let tabs = makeTabs([navigation])
    _ = LayoutStage.host(tabs, on: try Device.named("iphone-12"))
    // Top 47 + 44 = 91; bottom 34 + 49 = 83 at 844 − 83 = 761.
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 761, width: 390, height: 83))
    #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
    #expect(content.navigationController === navigation && content.tabBarController === tabs)
  }

  @Test func withoutTheBottomEdgeTheViewEndsAboveTheBar() throws {
    let first = UIViewController()
    first.edgesForExtendedLayout = []
    let tabs = makeTabs([first])
    _ = LayoutStage.host(tabs, on: try Device.named("iphone-12"))
    // 844 − 83 = 761 tall; the home indicator is under the bar, so no bottom inset is left.
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 761))
    #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
  }

  @Test func selectingATabShowsItsView() throws {
    let first = UIViewController()
    let second = UIViewController()
    let tabs = makeTabs([first, second])
    let stage = LayoutStage.host(tabs, on: try Device.named("iphone-8"))
    tabs.selectedIndex = 1
    stage.layout()
    #expect(tabs.selectedViewController === second)
    #expect(second.view.superview === tabs.view && first.view.superview == nil)
    #expect(second.view.safeAreaInsets.bottom == 49)
    #expect(tabs.view.subviews.last === tabs.tabBar)
    tabs.selectedIndex = 7
    #expect(tabs.selectedIndex == 1)
  }
}
