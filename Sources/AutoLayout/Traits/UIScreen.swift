/// The screen the program runs on. `UIScreen.main` follows the device the layout stage hosts
/// (an iPhone SE (2nd generation), 375×667 @2x, until a device is chosen).
@preconcurrency @MainActor
public final class UIScreen {
  /// The screen of the current device.
  public static var main: UIScreen { current }

  private static var current = UIScreen(
    device: Device(
      id: "iphone-se", name: "iPhone SE (2nd/3rd generation)", idiom: .phone,
      orientation: .portrait,
      size: CGSize(width: 375, height: 667), scale: 2,
      safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
      horizontalSizeClass: .compact, verticalSizeClass: .regular, systemMinimumMargin: 16))

  /// Makes `UIScreen.main` describe another device (used by the layout stage).
  public static func setMain(_ device: Device) { current = UIScreen(device: device) }

  /// The device this screen stands for.
  public let device: Device

  init(device: Device) { self.device = device }

  /// The screen rectangle in points for the current orientation.
  public var bounds: CGRect { device.bounds }
  /// The screen rectangle in points, portrait-up.
  public var nativeBounds: CGRect {
    let s = device.size
    return CGRect(
      x: 0, y: 0, width: min(s.width, s.height) * device.scale,
      height: max(s.width, s.height) * device.scale)
  }
  /// Pixels per point.
  public var scale: CGFloat { device.scale }
  /// Pixels per point of the physical panel.
  public var nativeScale: CGFloat { device.scale }
  /// The screen's traits.
  public var traitCollection: UITraitCollection { device.traitCollection }
}

/// The app object: global layout direction and text size.
@preconcurrency @MainActor
public final class UIApplication {
  /// The app.
  public static let shared = UIApplication()

  /// The app's reading direction (set it to `.rightToLeft` to lay out as for Arabic or Hebrew).
  public var userInterfaceLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight

  /// The user's Dynamic Type size.
  public var preferredContentSizeCategory = UIContentSizeCategory.large

  init() {}
}
