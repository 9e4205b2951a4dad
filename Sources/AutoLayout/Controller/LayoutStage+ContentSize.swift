import Foundation

extension UIContentSizeCategory {
  /// Posted when the user changes the text size (object: the app; user info: the new category
  /// under `newValueUserInfoKey`).
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")
  /// The user-info key of the new category.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}

extension LayoutStage {
  /// The user changes the text size (Settings › Display & Brightness › Text Size, or the
  /// Accessibility sizes): labels, text fields and text views that adjust their font for the
  /// content size category take their text style's new size, every view and controller whose
  /// traits changed hears `traitCollectionDidChange(_:)` and its trait-change handlers,
  /// `UIContentSizeCategory.didChangeNotification` is posted, and the window is laid out again
  /// (no animation: docs/UIKitFacts.md §12).
  public func changeContentSizeCategory(to category: UIContentSizeCategory) {
    window.layoutIfNeeded()
    guard category != UIApplication.shared.preferredContentSizeCategory else { return }
    let previous = window.traitCollection
    UIApplication.shared.preferredContentSizeCategory = category
    TraitChangeDelivery.deliver(in: window, from: previous)
    NotificationCenter.default.post(
      name: UIContentSizeCategory.didChangeNotification, object: nil,
      userInfo: [UIContentSizeCategory.newValueUserInfoKey: category.rawValue])
    window.layoutIfNeeded()
  }
}
