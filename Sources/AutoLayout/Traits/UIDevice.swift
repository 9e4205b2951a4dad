/// The device the app runs on: its kind, how it is held, and the iOS it runs. Here it is the
/// device the exercise is laid out on, the same one `UIScreen.main` describes, from the moment the
/// exercise's entry is made (an iPhone SE (2nd generation) held upright until one is chosen);
/// it turns when the screen does (docs/UIKitFacts.md §3.5).
@preconcurrency @MainActor
public final class UIDevice {
  /// The device the app runs on.
  public static let current = UIDevice()

  /// The iOS version the engine reproduces (docs/UIKitFacts.md §3.5).
  public static let reproducedSystemVersion = "18.2"

  init() {}

  /// The hosted device, as `UIScreen.main` has it (a window resized for Split View does not
  /// change it).
  private var device: Device { UIScreen.main.device }

  /// `.phone` on an iPhone, `.pad` on an iPad.
  public var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom }

  /// How the device is held: `.portrait`, or `.landscapeLeft` once a step turns it to landscape
  /// (the simulator's "Rotate Left") (docs/UIKitFacts.md §3.5).
  public var orientation: UIDeviceOrientation {
    switch device.orientation {
    case .portrait: .portrait
    case .landscape: .landscapeLeft
    }
  }

  /// The operating system's name, `"iOS"` (on an iPad too).
  public var systemName: String { "iOS" }

  /// The iOS version, `"18.2"`: the one the engine reproduces.
  public var systemVersion: String { Self.reproducedSystemVersion }

  /// The kind of device, `"iPhone"` or `"iPad"`.
  public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }

  /// The same as `model` on the current iOS: iOS 16 and later give apps the generic name, not
  /// the one the owner chose (docs/UIKitFacts.md §3.5).
  public var localizedModel: String { model }

  /// The device's name as apps see it: the generic `"iPhone"` or `"iPad"` (docs/UIKitFacts.md
  /// §3.5).
  public var name: String { model }

  /// Whether orientation notifications are on: always, here (the orientation is always known).
  public var isGeneratingDeviceOrientationNotifications: Bool { true }

  /// Starts orientation notifications; the orientation is always known here, so nothing changes.
  public func beginGeneratingDeviceOrientationNotifications() {}

  /// Stops orientation notifications; nothing changes here.
  public func endGeneratingDeviceOrientationNotifications() {}
}
