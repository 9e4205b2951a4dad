/// Manages a view tree: loads its view lazily, gets lifecycle and layout callbacks, and supplies the
/// root view's system-minimum margins.
@preconcurrency @MainActor
open class UIViewController {
  private var storedView: UIView?
  private var isLoadingView = false
  /// The title (stored only).
  public var title: String?
  /// The child controllers.
  public private(set) var children: [UIViewController] = []
  /// The parent controller.
  public private(set) weak var parent: UIViewController?
  /// Navigation bar items (stored only).
  public let navigationItem = UINavigationItem()
  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  public var traitChangeHandlers: [TraitChangeHandlerBox] = []

  /// Extra safe-area insets for the root view (for example, for custom bars).
  public var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { viewIfLoaded?.marginsInputsChanged() }
  }

  /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (default true).
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.marginsInputsChanged() }
  }

  /// Creates a controller; nib names are ignored (there are no nibs on Linux).
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// Creates a controller from an archive; on Linux this makes an empty controller.
  public required init?(coder: NSCoder) {}

  /// Creates a controller (calls `init(nibName:bundle:)`).
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  // MARK: View

  /// The root view, loaded (loadView, viewDidLoad) on first access.
  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return storedView
    }
    set {
      storedView?.owningViewController = nil
      storedView = newValue
      newValue?.owningViewController = self
    }
  }

  /// The root view if it was loaded.
  public var viewIfLoaded: UIView? { storedView }

  /// Whether the root view was loaded.
  public var isViewLoaded: Bool { storedView != nil }

  /// Loads the view now if it was not yet.
  public func loadViewIfNeeded() { loadViewIfNeeded(beforeViewDidLoad: {}) }

  /// Loads the view, running `prepare` between `loadView` and `viewDidLoad`: where a storyboard
  /// connects its views and outlets.
  func loadViewIfNeeded(beforeViewDidLoad prepare: () -> Void) {
    guard storedView == nil, !isLoadingView else { return }
    isLoadingView = true
    loadView()
    if storedView == nil { view = Self.makeDefaultView() }
    isLoadingView = false
    prepare()
    viewDidLoad()
  }

  static func makeDefaultView() -> UIView {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    return view
  }

  /// Makes the root view; the default makes a plain view the size of the screen.
  open func loadView() { view = Self.makeDefaultView() }

  /// Called once after the view loaded.
  open func viewDidLoad() {}
  /// Called after the controller was loaded from a storyboard.
  open func awakeFromNib() {}
  /// Called when memory runs low (never, on Linux).
  open func didReceiveMemoryWarning() {}
  /// Called before a segue runs.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Runs a segue: the destination's view is loaded and `prepare(for:sender:)` is called.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    prepare(
      for: UIStoryboardSegue(identifier: identifier, source: self, destination: UIViewController()),
      sender: sender)
  }
  /// The navigation controller the controller is in, if any.
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called before the root view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Updates the root view's constraints; call super last. UIKit's implementation calls the root
  /// view's `updateConstraints()` (docs/UIKitFacts.md §14).
  open func updateViewConstraints() {
    guard let storedView else { return }
    LayoutCallbackLog.shared.record(.updateConstraints, view: storedView)
    storedView.updateConstraints()
  }
  /// Called when the root view's safe area changed.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's margins changed.
  open func viewLayoutMarginsDidChange() {}
  /// Called when traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called before the view changes size (rotation); animate alongside with the coordinator.
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      LayoutCallbackLog.shared.record(.viewWillTransition, controller: child)
      child.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// Called before the traits change (size classes on rotation), before `viewWillTransition`.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      LayoutCallbackLog.shared.record(.willTransitionToTraitCollection, controller: child)
      child.willTransition(to: newCollection, with: coordinator)
    }
  }

  /// The smallest margins the root view may have: 0 top and bottom, and leading/trailing chosen by
  /// the root view's current width, 16 pt up to 375 pt wide and 20 pt above
  /// (docs/UIKitFacts.md §2, "Root-view side margins by width"), so they follow rotations and
  /// window resizes.
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = storedView.map(\.storedFrame.size.width) ?? 0
    let screenWidth = (storedView?.window?.device ?? UIScreen.main.device).size.width
    let side = RootViewSideMargin.forViewWidth(width > 0 ? width : screenWidth)
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The traits of the view's environment.
  public var traitCollection: UITraitCollection {
    storedView?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// Status bar style (stored only).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar is hidden (informational).
  open var prefersStatusBarHidden: Bool { false }
  /// Asks for a status-bar refresh (no effect on layout).
  public func setNeedsStatusBarAppearanceUpdate() {}

  // MARK: Containment

  /// Adds a child controller (add its view yourself, then call `didMove(toParent:)`).
  public func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called before the parent changes.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the parent changed.
  open func didMove(toParent parent: UIViewController?) {}

  /// Presents a controller (its view is not shown on Linux; the lifecycle calls are made).
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil)
  {
    presentedViewController = controller
    controller.presentingViewController = self
    controller.loadViewIfNeeded()
    completion?()
  }

  /// Dismisses a presented controller.
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController?.presentingViewController = nil
    presentedViewController = nil
    completion?()
  }

  /// The controller this one presented.
  public private(set) weak var presentedViewController: UIViewController?
  /// The controller that presented this one.
  public private(set) weak var presentingViewController: UIViewController?
}

/// Status bar appearance.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// Items shown in a navigation bar (stored only).
@preconcurrency @MainActor
public final class UINavigationItem {
  /// Title.
  public var title: String?
  /// Right bar button.
  public var rightBarButtonItem: UIBarButtonItem?
  /// Left bar button.
  public var leftBarButtonItem: UIBarButtonItem?
  /// Right bar buttons.
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// Left bar buttons.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// Creates an empty item.
  public init() {}
}

/// A button in a bar; `performAction()` sends its action as a tap would.
@preconcurrency @MainActor
public final class UIBarButtonItem {
  /// Item styles.
  public enum Style: Int, Sendable {
    case plain = 0
    case bordered, done
  }
  /// System items.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo,
      redo
    case close
  }

  /// Title.
  public var title: String?
  /// Target.
  public weak var target: AnyObject?
  /// Action.
  public var action: Selector?

  /// Where the item was made: an action it sends that nobody has is reported there.
  let sourceLocation: SourceLocation

  /// A titled item.
  public init(
    title: String?, style: Style, target: Any?, action: Selector?,
    file: String = #fileID, line: Int = #line
  ) {
    self.title = title
    self.target = target.map { $0 as AnyObject }
    self.action = action
    sourceLocation = SourceLocation(fileID: file, line: line)
  }

  /// A system item.
  public init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?,
    file: String = #fileID, line: Int = #line
  ) {
    self.target = target.map { $0 as AnyObject }
    self.action = action
    sourceLocation = SourceLocation(fileID: file, line: line)
  }

  /// Performs the item's action as a tap would: through `UIApplication.sendAction`, to the
  /// target (nil: up the responder chain). Returns whether an object performed it.
  @discardableResult
  public func performAction() -> Bool {
    guard let action else { return false }
    return ActionDispatch.send(action, to: target, from: self, event: nil, madeAt: sourceLocation)
  }
}

/// What `viewWillTransition(to:with:)` receives: runs animations alongside a size change.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: AnyObject {
  /// Runs `animation` inside the transition's animation, with the new size applied, and
  /// `completion` when the transition has ended.
  @discardableResult
  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

/// Information about a running transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Its duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
}
