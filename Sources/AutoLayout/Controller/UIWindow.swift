/// The root of a view tree on a device screen: its size, scale, safe area and traits come from a
/// `Device`. Setting `rootViewController` installs the controller's view to fill the window.
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The device the window shows on (nil: the main screen's).
  public internal(set) var device: Device?
  /// Whether the window is the key window.
  public private(set) var isKeyWindow = false
  /// The stacking level (stored only).
  public var windowLevel: CGFloat = 0
  /// The keyboard's frame in window coordinates, while one is shown (docs/UIKitFacts.md §13).
  var keyboardFrame: CGRect?
  /// Whether the keyboard shown is an undocked iPad keyboard.
  var keyboardIsUndocked = false

  /// Creates a window covering a device's screen, with its safe area and traits.
  public convenience init(device: Device) {
    self.init(frame: device.bounds)
    self.device = device
    currentSafeAreaInsets = device.safeAreaInsets
  }

  /// Creates a window with a frame, on the main screen.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates a window from an archive (an empty window on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  var deviceTraits: UITraitCollection? {
    guard let device else { return nil }
    return UITraitCollection(
      horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
      userInterfaceIdiom: device.idiom,
      preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory,
      displayScale: device.scale)
  }

  /// The controller whose view fills the window.
  public var rootViewController: UIViewController? {
    didSet {
      guard oldValue !== rootViewController else { return }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      guard let controller = rootViewController else { return }
      let view: UIView = controller.view
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }

  /// Makes the window key and shows it: the root controller appears and the tree is laid out.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    let controller = rootViewController
    controller?.viewWillAppear(false)
    layoutIfNeeded()
    controller?.viewDidAppear(false)
  }

  /// Makes the window key.
  public func makeKey() { isKeyWindow = true }

  /// Moves the window to another device (rotation or another screen), keeping its safe area in step.
  func move(to device: Device) {
    self.device = device
    currentSafeAreaInsets = device.safeAreaInsets
    frame = device.bounds
    for view in subtreePreorder { view.needsLayoutFlag = true }
  }
}
