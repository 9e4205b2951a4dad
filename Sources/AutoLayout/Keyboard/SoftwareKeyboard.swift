/// The system keyboard a device shows (English, with the QuickType bar), as a rectangle of the
/// screen (docs/UIKitFacts.md §13).
///
/// Its height is the key area of the device's kind and orientation plus, on devices with a home
/// indicator, the bottom safe-area inset (the keys stay above the home indicator).
public enum SoftwareKeyboard {
  /// How long the keyboard takes to slide in or out.
  public static let animationDuration: TimeInterval = 0.25
  /// The private animation curve UIKit reports in `keyboardAnimationCurveUserInfoKey`.
  public static let animationCurveRawValue = 7

  /// Height in points of the docked keyboard on `device` held as it is: the keys and the bar
  /// above them, plus the bottom safe-area inset.
  public static func height(on device: Device) -> CGFloat {
    keysHeight(on: device) + device.safeAreaInsets.bottom
  }

  /// Height of the keyboard above the bottom safe area.
  public static func keysHeight(on device: Device) -> CGFloat {
    let landscape = device.size.width > device.size.height
    let shorter = Swift.min(device.size.width, device.size.height)
    // Home-button devices have no bottom safe area; devices with a home indicator have one.
    let hasHomeIndicator = device.safeAreaInsets.bottom > 0
    switch device.idiom {
    case .pad:
      if shorter >= 1024 { return landscape ? 471 : 378 }
      return landscape ? 398 : 313
    default:
      if hasHomeIndicator {
        return shorter >= 414 ? (landscape ? 198 : 312) : (landscape ? 188 : 301)
      }
      if shorter <= 320 { return landscape ? 193 : 253 }
      if shorter >= 414 { return landscape ? 203 : 271 }
      return landscape ? 194 : 258
    }
  }

  /// The docked keyboard's frame in screen coordinates: along the bottom, the screen's width.
  public static func dockedFrame(on screen: Device) -> CGRect {
    let height = height(on: screen)
    return CGRect(
      x: 0, y: screen.size.height - height, width: screen.size.width, height: height)
  }
}
