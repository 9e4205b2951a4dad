/// A stack of view controllers (minimal: the top controller's view fills the navigation
/// controller's view; no bar is drawn).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first.
  public private(set) var viewControllers: [UIViewController] = []

  /// Creates a navigation controller with a root controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    pushViewController(rootViewController, animated: false)
  }

  /// Creates an empty navigation controller.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a navigation controller from an archive (empty on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The controller on top.
  public var topViewController: UIViewController? { viewControllers.last }

  /// Pushes a controller: its view replaces the previous one.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    topViewController?.viewIfLoaded?.removeFromSuperview()
    addChild(viewController)
    viewControllers.append(viewController)
    if isViewLoaded { show(viewController) }
    viewController.didMove(toParent: self)
  }

  /// Pops the top controller.
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

/// A storyboard transition (only its identifier and controllers).
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The segue's identifier.
  public let identifier: String?
  /// The controller the segue starts from.
  public let source: UIViewController
  /// The controller the segue leads to.
  public let destination: UIViewController

  /// Creates a segue.
  public init(identifier: String?, source: UIViewController, destination: UIViewController) {
    self.identifier = identifier
    self.source = source
    self.destination = destination
  }
}
