/// A layout guide that tracks something on screen (UIKit's base of `UIKeyboardLayoutGuide`).
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {}

/// `view.keyboardLayoutGuide`: the part of the view the keyboard covers (docs/UIKitFacts.md §13).
///
/// With the keyboard hidden its top is the safe area's bottom (the view's bottom when
/// `usesBottomSafeArea` is false) and it is as tall as what lies below; with a docked keyboard
/// its top is the keyboard's top. An undocked (floating or split) iPad keyboard moves it only when
/// `followsUndockedKeyboard` is true; otherwise it stays as if the keyboard were hidden.
@preconcurrency @MainActor
public final class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide follows an undocked keyboard (default false).
  public var followsUndockedKeyboard = false {
    didSet { owningView?.keyboardGuideInputsChanged() }
  }
  /// Whether, with no keyboard, the guide's top is the safe area's bottom (default true) rather
  /// than the view's bottom.
  public var usesBottomSafeArea = true {
    didSet { owningView?.keyboardGuideInputsChanged() }
  }
  /// Distance above the keyboard within which a drag dismisses it (stored only).
  public var keyboardDismissPadding: CGFloat = 0
}

/// Where the keyboard is: hidden, docked along the bottom, or undocked somewhere on an iPad.
public enum KeyboardPlacement: Equatable, Sendable {
  /// Not shown.
  case hidden
  /// Along the bottom of the screen.
  case docked
  /// An undocked iPad keyboard whose top is `top` points from the screen's top.
  case undocked(top: CGFloat)
}

extension UIView {
  /// The guide covering the keyboard (hidden: the strip below the safe area).
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let keyboardGuideStorage { return keyboardGuideStorage }
    let guide = UIKeyboardLayoutGuide()
    guide.identifier = "UIKeyboardLayoutGuide"
    addLayoutGuide(guide)
    keyboardGuideStorage = guide
    markSystemConstraintsDirty()
    return guide
  }

  func keyboardGuideInputsChanged() {
    markSystemConstraintsDirty()
    setNeedsLayout()
  }

  /// The keyboard guide's insets from the view's edges, from the window's keyboard.
  var keyboardGuideInsets: UIEdgeInsets {
    let size = storedFrame.size
    let guide = keyboardGuideStorage
    let hiddenTop =
      size.height - ((guide?.usesBottomSafeArea ?? true) ? currentSafeAreaInsets.bottom : 0)
    let hidden = UIEdgeInsets(top: Swift.max(0, hiddenTop), left: 0, bottom: 0, right: 0)
    guard let window, let frame = window.keyboardFrame else { return hidden }
    if window.keyboardIsUndocked, !(guide?.followsUndockedKeyboard ?? false) { return hidden }
    let inView = convert(frame, from: window)
    let top = Swift.min(Swift.max(inView.minY, 0), size.height)
    if window.keyboardIsUndocked {
      return UIEdgeInsets(
        top: top, left: Swift.max(0, inView.minX), bottom: Swift.max(0, size.height - inView.maxY),
        right: Swift.max(0, size.width - inView.maxX))
    }
    return UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
  }
}
