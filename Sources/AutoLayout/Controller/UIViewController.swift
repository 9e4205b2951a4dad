/// The object that owns one screen's view tree: it makes its root `view` when first asked for
/// (`loadView()`, then `viewDidLoad()`, where you usually add subviews and activate their
/// constraints), is told about appearance, layout, size and trait changes, and gives its root view
/// the system minimum margins, 16 or 20 points at the sides (docs/UIKitFacts.md §2.2, §14).
@preconcurrency @MainActor
open class UIViewController {
  private var storedView: UIView?
  private var isLoadingView = false
  /// The title a navigation bar or tab bar shows for the controller; nil by default.
  public var title: String?
  /// The controllers added with `addChild(_:)`, in order.
  public private(set) var children: [UIViewController] = []
  /// The controller this one is a child of, nil for a window's root controller.
  public private(set) weak var parent: UIViewController?
  /// What a navigation bar shows while the controller is on top (title, bar buttons, large title).
  public let navigationItem = UINavigationItem()
  /// Which edges of the root view run under a navigation or tab bar controller's bars: `.all` by
  /// default, so the view fills the container and its safe area starts below the bars; without
  /// `.top` the view starts below the navigation bar, without `.bottom` it ends above the tab bar
  /// (docs/UIKitFacts.md §3.4).
  public var edgesForExtendedLayout: UIRectEdge = .all {
    didSet { parent?.viewIfLoaded?.setNeedsLayout() }
  }
  /// Whether the root view also runs under opaque bars (`isTranslucent` false); false by default.
  public var extendedLayoutIncludesOpaqueBars = false {
    didSet { parent?.viewIfLoaded?.setNeedsLayout() }
  }
  private var storedTabBarItem: UITabBarItem?
  /// What a tab bar shows for the controller; made on first use with the controller's title.
  public var tabBarItem: UITabBarItem! {
    get {
      if let storedTabBarItem { return storedTabBarItem }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      storedTabBarItem = item
      return item
    }
    set { storedTabBarItem = newValue }
  }
  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  public var traitChangeHandlers: [TraitChangeHandlerBox] = []

  /// Extra insets you add to the root view's safe area, for bars of your own that cover the
  /// content: they add to the device's insets, and the margins and `safeAreaLayoutGuide` move with
  /// them. Zero by default (docs/UIKitFacts.md §2.3).
  public var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { viewIfLoaded?.marginsInputsChanged() }
  }

  /// Whether the root view's margins are kept at least `systemMinimumLayoutMargins` (16 or 20
  /// points at the sides); true by default, so smaller margins you set are raised to those. Set it
  /// to false to give the root view smaller margins (docs/UIKitFacts.md §2.2).
  public var viewRespectsSystemMinimumLayoutMargins = true {
    didSet { viewIfLoaded?.marginsInputsChanged() }
  }

  /// Makes a controller whose view would come from a nib file. There are no nibs here: the view is
  /// made by `loadView()`.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// Makes a controller from a storyboard archive. There are no archives on Linux: this makes a
  /// controller whose view is made by `loadView()`.
  public required init?(coder: NSCoder) {}

  /// Makes a controller, through `init(nibName:bundle:)`.
  public convenience init() { self.init(nibName: nil, bundle: nil) }

  // MARK: View

  /// The root view of the controller's view tree. The first time it is read the controller makes
  /// it, with `loadView()`, and then calls `viewDidLoad()`; a window's root controller's view fills
  /// the window, at the screen's size, with the device's safe area (docs/UIKitFacts.md §3.1, §8.8).
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

  /// The root view if it was made already, nil otherwise; reading it never loads the view.
  public var viewIfLoaded: UIView? { storedView }

  /// Whether the root view was made already.
  public var isViewLoaded: Bool { storedView != nil }

  /// Makes the root view now (calling `loadView()` and `viewDidLoad()`) if it was not made yet.
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

  /// Makes the root view and assigns it to `view`. The default makes a plain `UIView`; override it
  /// (without calling `super`) to use a view of your own class as the root. Never call it yourself.
  open func loadView() { view = Self.makeDefaultView() }

  /// Called once, after the root view was made: the place to add subviews, set
  /// `translatesAutoresizingMaskIntoConstraints = false` and activate their constraints. The view
  /// is not yet in a window and has no final size: read frames later, in `viewDidLayoutSubviews()`
  /// (docs/UIKitFacts.md §14). Call `super.viewDidLoad()` first.
  open func viewDidLoad() {}
  /// Called after the controller was loaded from a storyboard, before its view is made. Does
  /// nothing by default.
  open func awakeFromNib() {}
  /// Called when the system is low on memory, to free what can be made again. Never called here.
  open func didReceiveMemoryWarning() {}
  /// Called before a storyboard segue shows its destination, to hand data to the destination
  /// controller. Does nothing by default.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Runs the storyboard segue with `identifier`: here the destination's view is loaded and
  /// `prepare(for:sender:)` is called.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    prepare(
      for: UIStoryboardSegue(identifier: identifier, source: self, destination: UIViewController()),
      sender: sender)
  }
  /// The navigation controller this controller is in (directly or through its parents), nil when
  /// there is none.
  public var navigationController: UINavigationController? {
    var current = parent
    while let controller = current {
      if let navigation = controller as? UINavigationController { return navigation }
      current = controller.parent
    }
    return nil
  }

  /// The tab bar controller this controller is in (directly or through its parents), nil when
  /// there is none.
  public var tabBarController: UITabBarController? {
    var current = parent
    while let controller = current {
      if let tabs = controller as? UITabBarController { return tabs }
      current = controller.parent
    }
    return nil
  }

  /// Called each time the view is about to appear on screen, before its first layout there. Call
  /// `super`.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called each time the view has appeared on screen. Call `super`.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called each time the view is about to leave the screen. Call `super`.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called each time the view has left the screen. Call `super`.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called at the start of each layout of the root view, before its `layoutSubviews()`: the root
  /// view has its new size, its subviews not yet their new frames (docs/UIKitFacts.md §14). Does
  /// nothing by default.
  open func viewWillLayoutSubviews() {}
  /// Called after the root view laid out its subviews, in every layout pass: the place to read the
  /// frames layout gave them (docs/UIKitFacts.md §14). Does nothing by default.
  open func viewDidLayoutSubviews() {}
  /// Where the controller can change its root view's constraints in one batch during a layout pass,
  /// after `view.setNeedsUpdateConstraints()`. UIKit's implementation calls the root view's
  /// `updateConstraints()`; call `super` as the last step (docs/UIKitFacts.md §14).
  open func updateViewConstraints() {
    guard let storedView else { return }
    LayoutCallbackLog.shared.record(.updateConstraints, view: storedView)
    storedView.updateConstraints()
  }
  /// Called when the root view's safe-area insets change: when it first goes into a window on a
  /// device with a status bar or a notch, and on rotation. Not called while the insets stay zero,
  /// as on an iPhone SE in landscape (docs/UIKitFacts.md §2.3). Does nothing by default.
  open func viewSafeAreaInsetsDidChange() {}
  /// Called when the root view's layout margins in effect change (for instance when a rotation
  /// changes the safe area or the width). Does nothing by default.
  open func viewLayoutMarginsDidChange() {}
  /// Called when the traits of the controller's environment change (size classes on rotation, the
  /// Dynamic Type size), with the previous traits, just before its root view hears of it
  /// (docs/UIKitFacts.md §14). Does nothing by default; on iOS 17 and later
  /// `registerForTraitChanges(_:handler:)` does the same for chosen traits.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called before the root view changes size, on rotation or when a window is resized: `size` is
  /// the new size, and the view still has the old one. Animate your own changes alongside with
  /// `coordinator.animate(alongsideTransition:completion:)`; call `super` so that child controllers
  /// hear of it too (docs/UIKitFacts.md §12, §14).
  open func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      LayoutCallbackLog.shared.record(.viewWillTransition, controller: child)
      child.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// Called before the traits change (the size classes on a rotation), before
  /// `viewWillTransition(to:with:)` (docs/UIKitFacts.md §14). Call `super`.
  open func willTransition(
    to newCollection: UITraitCollection,
    with coordinator: UIViewControllerTransitionCoordinator
  ) {
    for child in children {
      LayoutCallbackLog.shared.record(.willTransitionToTraitCollection, controller: child)
      child.willTransition(to: newCollection, with: coordinator)
    }
  }

  /// The smallest margins the root view may have: 0 at the top and bottom, and at the sides 16
  /// points while the root view is at most 375 points wide and 20 points when it is wider, in
  /// either orientation, on phones and pads alike (so an iPhone X gets 16 in portrait and 20 in
  /// landscape). It follows the view's current width through rotations and window resizes
  /// (docs/UIKitFacts.md §2.2).
  public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
    let width = storedView.map(\.storedFrame.size.width) ?? 0
    let screenWidth = (storedView?.window?.device ?? UIScreen.main.device).size.width
    let side = RootViewSideMargin.forViewWidth(width > 0 ? width : screenWidth)
    return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
  }

  /// The traits of the controller's environment: its window's device traits (size classes, display
  /// scale, Dynamic Type size).
  public var traitCollection: UITraitCollection {
    storedView?.traitCollection ?? UIScreen.main.traitCollection
  }

  /// The status bar's colour scheme this controller asks for. Kept; no status bar is drawn, and the
  /// safe area does not depend on it.
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether this controller asks for the status bar to be hidden; false by default. Informational
  /// here: the safe areas are the device's (docs/UIKitFacts.md §3.1).
  open var prefersStatusBarHidden: Bool { false }
  /// Tells the system that the status-bar preferences changed. No effect on layout here.
  public func setNeedsStatusBarAppearanceUpdate() {}

  // MARK: Containment

  /// Makes `childController` a child of this one, so it gets appearance, size and trait calls
  /// through its parent. Then add its view to your view tree (and constrain it) yourself, and call
  /// `childController.didMove(toParent: self)`.
  public func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  /// Removes the controller from its parent. Call `willMove(toParent: nil)` first and remove its
  /// view from the tree yourself.
  public func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  /// Called before the controller is added to a parent, or removed (nil).
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to a parent, or removed (nil).
  open func didMove(toParent parent: UIViewController?) {}

  /// Presents `controller` modally over this one. Here its view is loaded and its lifecycle calls
  /// are made, but it is not laid out on screen.
  open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil)
  {
    presentedViewController = controller
    controller.presentingViewController = self
    controller.loadViewIfNeeded()
    completion?()
  }

  /// Dismisses the controller this one presented (or this one, if it was presented).
  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController?.presentingViewController = nil
    presentedViewController = nil
    completion?()
  }

  /// The controller this one presented, if any.
  public private(set) weak var presentedViewController: UIViewController?
  /// The controller that presented this one, if any.
  public private(set) weak var presentingViewController: UIViewController?
}

/// The status bar's colour scheme: `.default`, `.lightContent` or `.darkContent`.
public enum UIStatusBarStyle: Int, Sendable {
  case `default` = 0
  case lightContent = 1
  case darkContent = 3
}

/// What a navigation bar shows for a controller: its title, bar button items, and whether the
/// title shows large (docs/UIKitFacts.md §3.4).
@preconcurrency @MainActor
public final class UINavigationItem {
  /// When the title shows large, for a bar whose `prefersLargeTitles` is true.
  public enum LargeTitleDisplayMode: Int, Sendable {
    /// As the item below on the stack; large for the root.
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
    /// Never large, the title at the leading edge (iOS 17).
    case inline = 3
  }

  /// The title shown in the navigation bar.
  public var title: String?
  /// When the title shows large; `.automatic` by default.
  public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
  /// The button at the right end of the navigation bar.
  public var rightBarButtonItem: UIBarButtonItem?
  /// The button at the left end of the navigation bar.
  public var leftBarButtonItem: UIBarButtonItem?
  /// The buttons at the right end of the navigation bar.
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// The buttons at the left end of the navigation bar.
  public var leftBarButtonItems: [UIBarButtonItem]?
  /// Makes an empty navigation item.
  public init() {}
}

/// A button in a navigation bar or toolbar, with a title or a system symbol and a target-action
/// pair; `performAction()` sends the action as a tap would.
@preconcurrency @MainActor
public final class UIBarButtonItem {
  /// The item's look: `.plain` or `.done` (bold).
  public enum Style: Int, Sendable {
    case plain = 0
    case bordered, done
  }
  /// The standard items, such as `.done`, `.cancel`, `.add`, `.edit`.
  public enum SystemItem: Int, Sendable {
    case done = 0
    case cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
    case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo,
      redo
    case close
  }

  /// The item's title.
  public var title: String?
  /// The object the action is sent to; nil sends it up the responder chain.
  public weak var target: AnyObject?
  /// The method called when the item is tapped.
  public var action: Selector?

  /// Where the item was made: an action it sends that nobody has is reported there.
  let sourceLocation: SourceLocation

  /// Makes an item with a title, a style, and the action to send to `target` when tapped.
  public init(
    title: String?, style: Style, target: Any?, action: Selector?,
    file: String = #fileID, line: Int = #line
  ) {
    self.title = title
    self.target = target.map { $0 as AnyObject }
    self.action = action
    sourceLocation = SourceLocation(fileID: file, line: line)
  }

  /// Makes one of the standard items, with the action to send to `target` when tapped.
  public init(
    barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?,
    file: String = #fileID, line: Int = #line
  ) {
    self.target = target.map { $0 as AnyObject }
    self.action = action
    sourceLocation = SourceLocation(fileID: file, line: line)
  }

  /// Performs the item's action as a tap would, through
  /// `UIApplication.shared.sendAction(_:to:from:for:)`, to the target or up the responder chain;
  /// returns whether some object performed it.
  @discardableResult
  public func performAction() -> Bool {
    guard let action else { return false }
    return ActionDispatch.send(action, to: target, from: self, event: nil, madeAt: sourceLocation)
  }
}

/// What `viewWillTransition(to:with:)` receives: lets you run animations alongside the size change
/// and code once it has finished (docs/UIKitFacts.md §12, §14).
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

/// Information about a running transition, handed to the coordinator's blocks: its duration and
/// whether it is animated.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// Whether the transition animates.
  var isAnimated: Bool { get }
  /// Its duration in seconds.
  var transitionDuration: TimeInterval { get }
  /// Whether it was cancelled.
  var isCancelled: Bool { get }
}
