/// A controller that manages a stack of controllers, showing the top one's view and a navigation
/// bar. Here the top controller's view fills the navigation controller's view and no bar is drawn,
/// so a pushed controller's root view has the window's safe area, without the bar's 44 points
/// (docs/UIKitFacts.md §3.3).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack of controllers, the root first and the one shown last.
  public private(set) var viewControllers: [UIViewController] = []

  /// Makes a navigation controller whose stack holds `rootViewController`.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Makes a navigation controller with an empty stack.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Makes a navigation controller from an archive; an empty stack on Linux.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top of the stack, whose view is shown.
  public var topViewController: UIViewController? { viewControllers.last }

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
    if let next = topViewController { show(next) }
    return top
  }

  open override func viewDidLoad() {
    super.viewDidLoad()
    if let top = topViewController { show(top) }
  }

  private func show(_ controller: UIViewController) {
    let child: UIView = controller.view
    child.frame = view.bounds
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(child)
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
