import Foundation

/// UIKit's responder class; here it carries the keyboard's notification names and user-info keys
/// (`UIResponder.keyboardWillShowNotification`, `UIResponder.keyboardFrameEndUserInfoKey`).
/// Those are constants that belong to no actor, as UIKit's are (C globals there), so a
/// notification block, which may run on any thread, can read them.
@preconcurrency @MainActor
open class UIResponder {
  /// Posted before the keyboard appears, inside its animation.
  nonisolated public static let keyboardWillShowNotification = Notification.Name(
    "UIKeyboardWillShowNotification")
  /// Posted after the keyboard appeared.
  nonisolated public static let keyboardDidShowNotification = Notification.Name(
    "UIKeyboardDidShowNotification")
  /// Posted before the keyboard disappears, inside its animation.
  nonisolated public static let keyboardWillHideNotification = Notification.Name(
    "UIKeyboardWillHideNotification")
  /// Posted after the keyboard disappeared.
  nonisolated public static let keyboardDidHideNotification = Notification.Name(
    "UIKeyboardDidHideNotification")
  /// Posted before the keyboard's frame changes (showing, hiding, moving).
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
    "UIKeyboardWillChangeFrameNotification")
  /// Posted after the keyboard's frame changed.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
    "UIKeyboardDidChangeFrameNotification")

  /// The keyboard's frame before the change, in screen coordinates (an `NSValue`).
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The keyboard's frame after the change, in screen coordinates (an `NSValue`).
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The animation's duration in seconds (an `NSNumber`).
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  /// The animation's curve (an `NSNumber`; UIKit sends 7, a private curve).
  nonisolated public static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  /// Whether the keyboard belongs to this app (an `NSNumber`, true here).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

  /// Creates a responder.
  public init() {}
}

extension NSValue {
  /// The rectangle the value holds (UIKit's spelling).
  public var cgRectValue: CGRect { rectValue }

  /// A value holding a rectangle (UIKit's spelling).
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
}
