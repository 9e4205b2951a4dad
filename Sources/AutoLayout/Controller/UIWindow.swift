/// The view at the root of a view tree on a screen: it has the screen's size, and its safe area and
/// traits are its device's (status bar, sensor housing, home indicator; size classes; display
/// scale). Setting `rootViewController` puts that controller's view in the window, filling it
/// (docs/UIKitFacts.md §3.1, §3.3).
@preconcurrency @MainActor
open class UIWindow: UIView {
  /// The device whose screen the window shows on (Layoutlings' addition; nil: the main screen's).
  public internal(set) var device: Device?
  /// Whether the window is the key window, the one that receives key events; false until
  /// `makeKey()`.
  public private(set) var isKeyWindow = false
  /// Where the window sits among other windows (normal, alert, status bar). Kept, with no effect on
  /// layout.
  public var windowLevel: CGFloat = 0
  /// The keyboard's frame in window coordinates, while one is shown (docs/UIKitFacts.md §13).
  var keyboardFrame: CGRect?
  /// Whether the keyboard shown is an undocked iPad keyboard.
  var keyboardIsUndocked = false

  /// Makes a window covering a device's screen, with its safe area and traits (Layoutlings'
  /// addition; on iOS a window gets them from its scene).
  public convenience init(device: Device) {
    self.init(frame: device.bounds)
    self.device = device
    currentSafeAreaInsets = device.safeAreaInsets
  }

  /// Makes a window with a frame, on the main screen.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Makes a window from an archive; an empty window on Linux.
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

  /// The controller whose root view fills the window; setting it loads that view and puts it in the
  /// window.
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

  /// Makes the window the key window and shows it: the root controller's view appears and the tree
  /// is laid out.
  public func makeKeyAndVisible() {
    isKeyWindow = true
    isHidden = false
    let controller = rootViewController
    controller?.viewWillAppear(false)
    layoutIfNeeded()
    controller?.viewDidAppear(false)
  }

  /// Makes the window the key window, without showing it.
  public func makeKey() { isKeyWindow = true }

  /// Moves the window to another device (rotation or another screen), keeping its safe area in step.
  func move(to device: Device) {
    self.device = device
    currentSafeAreaInsets = device.safeAreaInsets
    frame = device.bounds
    for view in subtreePreorder { view.needsLayoutFlag = true }
  }
}
