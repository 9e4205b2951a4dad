/// A controller that manages a stack of controllers, showing the top one's view under a
/// navigation bar. The bar sits under the status bar, 44 points tall on a phone (32 in landscape on
/// all but the large phones, 50 on an iPad, 52 more with a large title); the top controller's view
/// runs under it (`edgesForExtendedLayout`) and its safe area and margins start below it, so on an
/// iPhone 8 a pushed controller's `safeAreaLayoutGuide` starts at 20 + 44 = 64
/// (docs/UIKitFacts.md §3.4).
@preconcurrency @MainActor
open class UINavigationController: UIViewController, BarContainer {
  /// The stack of controllers, the root first and the one shown last.
  public private(set) var viewControllers: [UIViewController] = []
  /// The bar drawn at the top of the view, a subview of `view`.
  public let navigationBar = UINavigationBar()

  /// Makes a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    navigationBar.owner = self
    pushViewController(rootViewController, animated: false)
  }

  /// Makes a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    navigationBar.owner = self
  }

  /// Makes a navigation controller from an archive; an empty stack on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationBar.owner = self
  }

  /// The controller on top of the stack, whose view is shown.
  public var topViewController: UIViewController? { viewControllers.last }
  /// The controller whose view is shown: the top one (no controller is presented here).
  public var visibleViewController: UIViewController? { topViewController }

  /// Whether the navigation bar is hidden; false by default. A hidden bar covers nothing, so the
  /// top controller's safe area is the window's again.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar; here the change is immediate.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard navigationBar.isHidden != hidden else { return }
    navigationBar.isHidden = hidden
    viewIfLoaded?.setNeedsLayout()
  }

  /// Puts a controller on top of the stack: its view replaces the previous one's.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    topViewController?.viewIfLoaded?.removeFromSuperview()
    addChild(viewController)
    viewControllers.append(viewController)
    if isViewLoaded { show(viewController) }
    viewController.didMove(toParent: self)
  }

  /// Takes the top controller off the stack and returns it, showing the one below; the root
  /// controller stays.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
    top.willMove(toParent: nil)
    top.viewIfLoaded?.removeFromSuperview()
    top.removeFromParent()
    if isViewLoaded, let next = topViewController { show(next) }
    return top
  }

  /// Replaces the whole stack; the last controller is shown.
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    for old in viewControllers where !controllers.contains(where: { $0 === old }) {
      old.willMove(toParent: nil)
      old.viewIfLoaded?.removeFromSuperview()
      old.removeFromParent()
    }
    topViewController?.viewIfLoaded?.removeFromSuperview()
    viewControllers = []
    for controller in controllers {
      addChild(controller)
      viewControllers.append(controller)
      controller.didMove(toParent: self)
    }
    if isViewLoaded, let top = topViewController { show(top) }
  }

  /// Makes the container view holding the navigation bar and the top controller's view.
  open override func loadView() {
    let container = UILayoutContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.container = self
    navigationBar.autoresizingMask = [.flexibleWidth]
    container.addSubview(navigationBar)
    view = container
    if let top = topViewController { show(top) }
  }

  private func show(_ controller: UIViewController) {
    let child: UIView = controller.view
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    if navigationBar.superview === view {
      view.insertSubview(child, belowSubview: navigationBar)
    } else {
      view.addSubview(child)
    }
    layOutBars()
  }

  /// Whether the top controller's title shows large: the bar prefers large titles, the height is
  /// not compact, and the nearest item on the stack that decides (`.always`, `.never`, `.inline`)
  /// says so; an `.automatic` item follows the one below it, and the root's means large.
  var showsLargeTitle: Bool {
    guard navigationBar.prefersLargeTitles, let view = viewIfLoaded,
      BarMetrics.allowsLargeTitle(view.traitCollection)
    else { return false }
    for controller in viewControllers.reversed() {
      switch controller.navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  var barCoverage: UIEdgeInsets {
    guard !navigationBar.isHidden, navigationBar.superview === viewIfLoaded else { return .zero }
    return UIEdgeInsets(top: navigationBar.frame.maxY, left: 0, bottom: 0, right: 0)
  }

  func layOutBars() {
    guard let view = viewIfLoaded, navigationBar.superview === view else { return }
    let traits = view.traitCollection
    let size = view.bounds.size
    let topInset = view.safeAreaInsets.top
    let rise = BarMetrics.navigationBarRise(windowTopInset: topInset, traits)
    var height = BarMetrics.navigationBarHeight(traits)
    if showsLargeTitle { height += BarMetrics.largeTitleExtra }
    navigationBar.setFrameIfChanged(
      CGRect(x: 0, y: Swift.max(0, topInset - rise), width: size.width, height: height))
    guard let top = topViewController, let child = top.viewIfLoaded, child.superview === view
    else { return }
    let underBar =
      navigationBar.isHidden || !top.edgesForExtendedLayout.contains(.top)
      ? false
      : navigationBar.isTranslucent || top.extendedLayoutIncludesOpaqueBars
    let childTop = navigationBar.isHidden || underBar ? 0 : navigationBar.frame.maxY
    child.setFrameIfChanged(
      CGRect(x: 0, y: childTop, width: size.width, height: Swift.max(0, size.height - childTop)))
  }
}

/// A transition between two controllers defined in a storyboard; here only its identifier and its
/// two controllers.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The identifier the segue was given.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue shows.
  public let destination: UIViewController

  /// Makes a segue.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }
}
