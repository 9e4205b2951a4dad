/// A controller that shows one of several child controllers, chosen with a tab bar at the bottom of
/// its view. The bar is 49 points tall on a phone above the bottom safe area and reaches down over
/// the home indicator (83 points on a notched phone; 32 above it in landscape, 50 on an iPad); the
/// selected controller's view runs under it and its safe area ends above it
/// (docs/UIKitFacts.md §3.4).
@preconcurrency @MainActor
open class UITabBarController: UIViewController, BarContainer {
  /// The bar drawn at the bottom of the view, a subview of `view`.
  public let tabBar = UITabBar()
  private var storedControllers: [UIViewController]?
  private var storedSelectedIndex = 0

  /// Makes a tab bar controller with no controllers.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Makes a tab bar controller from an archive; no controllers on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controllers, one per tab, in order; setting them selects the first.
  open var viewControllers: [UIViewController]? {
    get { storedControllers }
    set { setViewControllers(newValue, animated: false) }
  }

  /// Replaces the controllers; the first is selected.
  open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
    selectedViewController?.viewIfLoaded?.removeFromSuperview()
    for old in storedControllers ?? [] {
      old.willMove(toParent: nil)
      old.removeFromParent()
    }
    storedControllers = controllers
    storedSelectedIndex = 0
    for controller in controllers ?? [] {
      addChild(controller)
      controller.didMove(toParent: self)
    }
    tabBar.items = controllers?.map(\.tabBarItem)
    showSelected()
  }

  /// The index of the selected controller; 0 by default. An index out of range is ignored.
  open var selectedIndex: Int {
    get { storedSelectedIndex }
    set {
      guard let controllers = storedControllers, controllers.indices.contains(newValue),
        newValue != storedSelectedIndex
      else { return }
      selectedViewController?.viewIfLoaded?.removeFromSuperview()
      storedSelectedIndex = newValue
      showSelected()
    }
  }

  /// The controller whose view is shown; setting it to one of `viewControllers` selects it.
  open var selectedViewController: UIViewController? {
    get {
      guard let controllers = storedControllers, controllers.indices.contains(storedSelectedIndex)
      else { return nil }
      return controllers[storedSelectedIndex]
    }
    set {
      guard let newValue, let index = storedControllers?.firstIndex(where: { $0 === newValue })
      else { return }
      selectedIndex = index
    }
  }

  /// Makes the container view holding the selected controller's view and the tab bar.
  open override func loadView() {
    let container = UILayoutContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.container = self
    tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    container.addSubview(tabBar)
    view = container
    showSelected()
  }

  private func showSelected() {
    tabBar.selectedItem = selectedViewController?.tabBarItem
    guard let view = viewIfLoaded, let selected = selectedViewController else { return }
    let child: UIView = selected.view
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(child, belowSubview: tabBar)
    layOutBars()
  }

  var barCoverage: UIEdgeInsets {
    guard let view = viewIfLoaded, !tabBar.isHidden, tabBar.superview === view else {
      return .zero
    }
    return UIEdgeInsets(top: 0, left: 0, bottom: view.bounds.height - tabBar.frame.minY, right: 0)
  }

  func layOutBars() {
    guard let view = viewIfLoaded, tabBar.superview === view else { return }
    let size = view.bounds.size
    let height = BarMetrics.tabBarHeight(view.traitCollection) + view.safeAreaInsets.bottom
    tabBar.setFrameIfChanged(
      CGRect(x: 0, y: size.height - height, width: size.width, height: height))
    guard let selected = selectedViewController, let child = selected.viewIfLoaded,
      child.superview === view
    else { return }
    let underBar =
      !tabBar.isHidden && selected.edgesForExtendedLayout.contains(.bottom)
      && (tabBar.isTranslucent || selected.extendedLayoutIncludesOpaqueBars)
    let childHeight = tabBar.isHidden || underBar ? size.height : size.height - height
    child.setFrameIfChanged(CGRect(x: 0, y: 0, width: size.width, height: childHeight))
  }
}
