import Foundation

/// UIKit's responder class; here it carries the keyboard's notification names and user-info keys
/// (`UIResponder.keyboardWillShowNotification`, `UIResponder.keyboardFrameEndUserInfoKey`).
@preconcurrency @MainActor
open class UIResponder {
  /// Posted before the keyboard appears, inside its animation.
  public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared.
  public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears, inside its animation.
  public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappeared.
  public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (showing, hiding, moving).
  public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, in screen coordinates (an `NSValue`).
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in screen coordinates (an `NSValue`).
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds (an `NSNumber`).
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve (an `NSNumber`; UIKit sends 7, a private curve).
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (an `NSNumber`, true here).
  public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  /// Creates a responder.
  public init() {}
}

extension NSValue {
  /// The rectangle the value holds (UIKit's spelling).
  public var cgRectValue: CGRect { rectValue }

  /// A value holding a rectangle (UIKit's spelling).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
}
