/// The device's screen: its size in points and its scale. Here `UIScreen.main` is the device the
/// exercise is laid out on (an iPhone SE (2nd generation), 375 × 667 points at 2x, until one is
/// chosen), from the moment the exercise's entry is made; `UIDevice.current` reads it too
/// (docs/UIKitFacts.md §3.1, §3.3, §3.5). Prefer your view's own size to the screen's: a window
/// need not fill the screen.
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen of the device the layout runs on.
  public static var main: UIScreen { current }

  private static var current = UIScreen(
    device: Device(
      id: "iphone-se", name: "iPhone SE (2nd/3rd generation)", idiom: .phone,
      orientation: .portrait,
      size: CGSize(width: 375, height: 667), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMinimumMargin: 16))

  /// Makes `UIScreen.main` (and `UIDevice.current`) describe another device (Layoutlings'
  /// addition, used by the layout stage and by the harness before it makes an entry).
  public static func setMain(_ device: Device) { current = UIScreen(device: device) }

  /// The device this screen stands for (Layoutlings' addition).
  public let device: Device

  init(device: Device) { self.device = device }

  /// The screen's rectangle in points, in the current orientation: 375 × 812 on an iPhone X in
  /// portrait, 812 × 375 in landscape (docs/UIKitFacts.md §3.1).
  public var bounds: CGRect { device.bounds }
  /// The screen's rectangle in pixels, as held upright (portrait), whatever the orientation: 1125 ×
  /// 2436 on an iPhone X (docs/UIKitFacts.md §3.3).
  public var nativeBounds: CGRect {
    let s = device.size
    return CGRect(
      x: 0, y: 0, width: min(s.width, s.height) * device.scale,
      height: max(s.width, s.height) * device.scale)
  }
  /// Pixels per point: 2 or 3 (docs/UIKitFacts.md §3.1).
  public var scale: CGFloat { device.scale }
  /// Pixels per point of the physical panel; the same as `scale` here (docs/UIKitFacts.md §3.3, low
  /// confidence).
  public var nativeScale: CGFloat { device.scale }
  /// The screen's traits: idiom, scale, size classes for the current orientation.
  public var traitCollection: UITraitCollection { device.traitCollection }
}

/// The running app: its layout direction and the reader's Dynamic Type size, and
/// `sendAction(_:to:from:for:)` for target-actions.
@preconcurrency @MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The app's reading direction, left to right by default; set it to `.rightToLeft` to see a
  /// layout as Arabic or Hebrew readers would (docs/UIKitFacts.md §8.4).
  public var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

  /// The reader's Dynamic Type size, `.large` by default (docs/UIKitFacts.md §3.3).
  public var preferredContentSizeCategory = UIContentSizeCategory.large

  init() {}
}
