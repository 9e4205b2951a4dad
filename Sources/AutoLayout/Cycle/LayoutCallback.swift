/// A callback UIKit makes on a view or a view controller while it updates constraints, lays out,
/// changes traits or changes size (docs/UIKitFacts.md §14).
public enum LayoutCallback: String, Hashable, Sendable, CaseIterable {
  /// `UIView.updateConstraints()`.
  case updateConstraints
  /// `UIViewController.updateViewConstraints()` (for the controller's root view).
  case updateViewConstraints
  /// `UIViewController.viewWillLayoutSubviews()`.
  case viewWillLayoutSubviews
  /// `UIView.layoutSubviews()`.
  case layoutSubviews
  /// `UIViewController.viewDidLayoutSubviews()`.
  case viewDidLayoutSubviews
  /// `traitCollectionDidChange(_:)` of a view or a controller.
  case traitCollectionDidChange
  /// A handler registered with `registerForTraitChanges(_:handler:)`.
  case traitChangeHandler
  /// `UIViewController.willTransition(to:with:)` (the size classes are about to change).
  case willTransitionToTraitCollection
  /// `UIViewController.viewWillTransition(to:with:)`.
  case viewWillTransition
  /// A block given to the coordinator's `animate(alongsideTransition:completion:)`, running
  /// inside the transition's animation.
  case transitionAlongside
  /// A completion block given to the coordinator, after the transition's animation.
  case transitionCompletion
  /// `UIView.safeAreaInsetsDidChange()`.
  case safeAreaInsetsDidChange
  /// `UIViewController.viewSafeAreaInsetsDidChange()`.
  case viewSafeAreaInsetsDidChange
  /// `UIView.layoutMarginsDidChange()`.
  case layoutMarginsDidChange
  /// `UIViewController.viewLayoutMarginsDidChange()`.
  case viewLayoutMarginsDidChange
}

/// One callback as it ran: which, on what, and in which position of the log.
@preconcurrency @MainActor
public struct LayoutCallbackRecord {
  /// Which callback ran.
  public let callback: LayoutCallback
  /// The view it ran on, for view callbacks.
  public let view: UIView?
  /// The controller it ran on, for controller callbacks.
  public let viewController: UIViewController?
  /// Position in the process's callback log (increasing; compare with a mark).
  public let sequence: Int

  /// The receiver's class name as UIKit prints it (`UIView`, `MyApp.CardView`); the coordinator's
  /// blocks name `UIViewControllerTransitionCoordinator`.
  public var receiverTypeName: String {
    if let view { return typeDisplayName(of: view) }
    if let viewController { return String(describing: type(of: viewController)) }
    return "UIViewControllerTransitionCoordinator"
  }

  /// Whether the callback ran on `object` (a view or a controller).
  public func ran(on object: AnyObject) -> Bool {
    (view.map { $0 === object } ?? false) || (viewController.map { $0 === object } ?? false)
  }
}

extension Array where Element == LayoutCallbackRecord {
  /// How many times `callback` ran, on `object` if one is given.
  @MainActor
  public func count(of callback: LayoutCallback, on object: AnyObject? = nil) -> Int {
    lazy.filter { $0.callback == callback && (object.map($0.ran(on:)) ?? true) }.count
  }

  /// The callbacks that ran on `object`, in order.
  @MainActor
  public func callbacks(on object: AnyObject) -> [LayoutCallback] {
    filter { $0.ran(on: object) }.map(\.callback)
  }
}
