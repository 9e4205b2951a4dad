extension UIView: UITraitChangeObservable {}
extension UIViewController: UITraitChangeObservable {}

/// Tells every view and controller of a window that its traits changed, in UIKit's order
/// (docs/UIKitFacts.md §14): down the tree from the window, a root view's controller just before
/// the view; each gets `traitCollectionDidChange(_:)` with its previous traits, then its
/// `registerForTraitChanges` handlers whose traits changed. Objects whose traits did not change
/// hear nothing.
@MainActor
enum TraitChangeDelivery {
  /// Delivers the change from `previous` (the window's traits before the change) to the traits
  /// the window has now.
  static func deliver(in window: UIWindow, from previous: UITraitCollection) {
    for view in window.subtreePreorder {
      let current = view.traitCollection
      let before = UITraitCollection(
        horizontalSizeClass: previous.horizontalSizeClass,
        verticalSizeClass: previous.verticalSizeClass,
        userInterfaceIdiom: previous.userInterfaceIdiom,
        preferredContentSizeCategory: previous.preferredContentSizeCategory,
        displayScale: previous.displayScale, layoutDirection: current.layoutDirection)
      guard before != current else { continue }
      view.adoptContentSizeCategory(from: before, to: current)
      if let controller = view.controllerOwningRoot {
        notify(controller, from: before, to: current)
      }
      notify(view, from: before, to: current)
    }
  }

  private static func notify(
    _ object: some UITraitChangeObservable, from before: UITraitCollection,
    to current: UITraitCollection
  ) {
    let log = LayoutCallbackLog.shared
    if let controller = object as? UIViewController {
      log.record(.traitCollectionDidChange, controller: controller)
      controller.traitCollectionDidChange(before)
    } else if let view = object as? UIView {
      log.record(.traitCollectionDidChange, view: view)
      view.traitCollectionDidChange(before)
    }
    for box in object.traitChangeHandlers where box.handler.isAffected(from: before, to: current) {
      if let controller = object as? UIViewController {
        log.record(.traitChangeHandler, controller: controller)
      } else if let view = object as? UIView {
        log.record(.traitChangeHandler, view: view)
      }
      box.handler.handler(before)
    }
  }
}

extension UIView {
  /// A text view that adjusts its font for the content size category takes the new size of its
  /// text style (as UIKit's labels, text fields and text views do); a new category also changes
  /// the readable width, so the guides are refreshed.
  func adoptContentSizeCategory(from before: UITraitCollection, to current: UITraitCollection) {
    guard before.preferredContentSizeCategory != current.preferredContentSizeCategory else {
      return
    }
    markSystemConstraintsDirty()
    setNeedsLayout()
    if let font = fontFollowingContentSizeCategory, let style = font.textStyle {
      adoptFont(UIFont.preferredFont(forTextStyle: style, compatibleWith: current))
    }
  }
}
