extension UIView {
  /// UIKit's call for a view whose constraints need updating: `updateViewConstraints()` of the
  /// controller whose root view it is, else the view's `updateConstraints()`; recorded in the
  /// callback log.
  func runUpdateConstraints() {
    if let controller = controllerOwningRoot {
      LayoutCallbackLog.shared.record(.updateViewConstraints, controller: controller)
      LayoutCallbackLog.shared.run(.updateViewConstraints) { controller.updateViewConstraints() }
    } else {
      LayoutCallbackLog.shared.record(.updateConstraints, view: self)
      LayoutCallbackLog.shared.run(.updateConstraints) { updateConstraints() }
    }
    needsUpdateConstraintsFlag = false
  }

  /// UIKit's call for a view that needs layout: `layoutSubviews()`, wrapped in the controller's
  /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` for a root view; recorded.
  func runLayoutSubviews() {
    let log = LayoutCallbackLog.shared
    let controller = controllerOwningRoot
    if let controller {
      log.record(.viewWillLayoutSubviews, controller: controller)
      log.run(.viewWillLayoutSubviews) { controller.viewWillLayoutSubviews() }
    }
    log.record(.layoutSubviews, view: self)
    log.run(.layoutSubviews) { layoutSubviews() }
    if let controller {
      log.record(.viewDidLayoutSubviews, controller: controller)
      log.run(.viewDidLayoutSubviews) { controller.viewDidLayoutSubviews() }
    }
  }

  /// UIKit telling the view, and its controller for a root view, that its safe area changed.
  func notifySafeAreaInsetsDidChange() {
    LayoutCallbackLog.shared.record(.safeAreaInsetsDidChange, view: self)
    safeAreaInsetsDidChange()
    if let controller = controllerOwningRoot {
      LayoutCallbackLog.shared.record(.viewSafeAreaInsetsDidChange, controller: controller)
      controller.viewSafeAreaInsetsDidChange()
    }
  }

  /// UIKit telling the view, and its controller for a root view, that its margins changed.
  func notifyLayoutMarginsDidChange() {
    LayoutCallbackLog.shared.record(.layoutMarginsDidChange, view: self)
    layoutMarginsDidChange()
    if let controller = controllerOwningRoot {
      LayoutCallbackLog.shared.record(.viewLayoutMarginsDidChange, controller: controller)
      controller.viewLayoutMarginsDidChange()
    }
  }
}
