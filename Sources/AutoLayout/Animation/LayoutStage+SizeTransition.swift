import Foundation

/// Rotations and other size changes of the stage's window, animated as UIKit animates them.
///
/// Order (UIKit's): `willTransition(to:with:)` when the size classes change, then
/// `viewWillTransition(to:with:)` with the old size still in place; then, inside one animation of
/// `rotationAnimationDuration` seconds with the ease-in-ease-out curve, the window takes the new
/// size, safe area and traits (`traitCollectionDidChange`), a layout pass runs, the coordinator's
/// alongside blocks run and the layout is redone. Every frame change of that pass animates; the
/// coordinator's completion blocks run when the timeline reaches the end of the rotation.
extension LayoutStage {
  /// Seconds a rotation takes. UIKit does not document it; 0.4 s (the classic
  /// `willRotate(to:duration:)` value for a 90° turn on iPhone) is an assumption.
  public static let rotationAnimationDuration: TimeInterval = 0.4

  /// Starts turning the device to `orientation` (nothing happens if it is already held so).
  /// The rotation animates on the timeline: sample it with `presentedFrames(at:)`, finish it with
  /// `runToEnd()`.
  ///
  /// - Throws: `LayoutStageError.cannotRotate` for a custom screen (it has one orientation; give
  ///   the rotated screen as another custom device), `.deviceData` when the device data is broken.
  public func rotate(to orientation: Device.Orientation) throws(LayoutStageError) {
    guard orientation != screenDevice.orientation else { return }
    let rotated: Device
    do {
      // The screen turns; a window resized for Split View comes back full screen.
      rotated = try screenDevice.rotated(to: orientation)
    } catch .malformedCustomDevice {
      throw .cannotRotate(device: device.id)
    } catch {
      throw .deviceData(error)
    }
    beginTransition(to: rotated)
  }

  /// Starts resizing the window to `size` (a split screen, a resizable window), keeping the
  /// device's scale; the safe area and size classes stay unless given.
  public func resize(
    to size: CGSize, safeAreaInsets: UIEdgeInsets? = nil,
    horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
    verticalSizeClass: UIUserInterfaceSizeClass? = nil
  ) {
    beginTransition(
      to: device.resized(
        to: size, safeAreaInsets: safeAreaInsets,
        horizontalSizeClass: horizontalSizeClass,
        verticalSizeClass: verticalSizeClass),
      onScreen: screenDevice)
  }

  /// Starts moving the window to another device (rotation or another screen) as an animated size
  /// transition at the clock's current reading.
  public func beginTransition(to newDevice: Device) {
    beginTransition(to: newDevice, onScreen: newDevice)
  }

  /// The transition of the window to `newDevice`, a window on `screen` (the same device unless the
  /// window is resized for Split View): `UIScreen.main` stays the whole screen.
  func beginTransition(to newDevice: Device, onScreen screen: Device) {
    let timeline = AnimationTimeline.main
    timeline.register(window: window)
    window.layoutIfNeeded()
    let coordinator = SizeTransitionCoordinator(duration: Self.rotationAnimationDuration)
    let previous = viewController.traitCollection
    let upcoming = UITraitCollection(
      horizontalSizeClass: newDevice.horizontalSizeClass,
      verticalSizeClass: newDevice.verticalSizeClass,
      userInterfaceIdiom: newDevice.idiom,
      preferredContentSizeCategory: UIApplication.shared.preferredContentSizeCategory,
      displayScale: newDevice.scale, layoutDirection: previous.layoutDirection)
    let log = LayoutCallbackLog.shared
    if upcoming != previous {
      log.record(.willTransitionToTraitCollection, controller: viewController)
      viewController.willTransition(to: upcoming, with: coordinator)
    }
    log.record(.viewWillTransition, controller: viewController)
    viewController.viewWillTransition(to: newDevice.size, with: coordinator)
    let windowTraits = window.traitCollection
    UIView.animate(
      withDuration: Self.rotationAnimationDuration, delay: 0,
      options: [.curveEaseInOut, .overrideInheritedDuration, .overrideInheritedCurve],
      animations: {
        self.screenDevice = screen
        self.device = newDevice
        UIScreen.setMain(screen)
        self.window.move(to: newDevice)
        // A docked keyboard turns with the screen: the new orientation's keyboard.
        if self.window.keyboardFrame != nil, !self.window.keyboardIsUndocked {
          self.window.keyboardFrame = SoftwareKeyboard.dockedFrame(on: screen)
        }
        TraitChangeDelivery.deliver(in: self.window, from: windowTraits)
        self.window.layoutIfNeeded()
        coordinator.runAlongsideAnimations()
        self.window.layoutIfNeeded()
      },
      completion: { _ in
        coordinator.runCompletions()
      })
  }
}

/// The coordinator a size transition passes to `viewWillTransition(to:with:)`: it collects
/// alongside and completion blocks and reports the transition's duration.
@MainActor
final class SizeTransitionCoordinator:
  UIViewControllerTransitionCoordinator, UIViewControllerTransitionCoordinatorContext
{
  private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
  let transitionDuration: TimeInterval
  let isAnimated = true
  let isCancelled = false

  init(duration: TimeInterval) { transitionDuration = duration }

  func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    if let animation { alongside.append(animation) }
    if let completion { completions.append(completion) }
    return true
  }

  /// Runs the alongside blocks (blocks added while they run run too), in the order added.
  func runAlongsideAnimations() {
    while !alongside.isEmpty {
      let block = alongside.removeFirst()
      LayoutCallbackLog.shared.recordCoordinatorBlock(.transitionAlongside)
      block(self)
    }
  }

  /// Runs the completion blocks in the order added.
  func runCompletions() {
    while !completions.isEmpty {
      let block = completions.removeFirst()
      LayoutCallbackLog.shared.recordCoordinatorBlock(.transitionCompletion)
      block(self)
    }
  }
}

extension UIViewControllerTransitionCoordinator {
  /// Runs `animation` alongside the transition, with no completion block (UIKit's `completion`
  /// defaults to nil).
  @discardableResult
  public func animate(
    alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
}

extension UIViewControllerTransitionCoordinatorContext {
  /// The curve the transition animates with (ease in, ease out).
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// Whether the user drives the transition (never, here).
  public var isInteractive: Bool { false }
  /// How far an interactive transition has gone (0 here).
  public var percentComplete: CGFloat { 0 }
}

extension Device {
  /// The same device held the other way, from the device data.
  ///
  /// - Throws: `DeviceError` for custom screens (they have one orientation) or a broken data file.
  public func rotated(to newOrientation: Orientation) throws(DeviceError) -> Device {
    if newOrientation == orientation { return self }
    let base = id.split(separator: ":").first.map(String.init) ?? id
    if let first = base.first, first.isNumber {
      throw .malformedCustomDevice(
        spec: id,
        reason: "a custom screen has one orientation; describe the rotated screen "
          + "as another custom device")
    }
    return try Device.named("\(base):\(newOrientation.rawValue)")
  }

  /// The same device with a window of another size (same scale and idiom); the safe area and
  /// size classes stay unless given; the root margin follows the new width
  /// (docs/UIKitFacts.md §2, "Root-view side margins by width").
  public func resized(
    to newSize: CGSize, safeAreaInsets newInsets: UIEdgeInsets? = nil,
    horizontalSizeClass newHorizontal: UIUserInterfaceSizeClass? = nil,
    verticalSizeClass newVertical: UIUserInterfaceSizeClass? = nil
  ) -> Device {
    Device(
      id: "\(id)@\(formatPoints(newSize.width))x\(formatPoints(newSize.height))", name: name,
      idiom: idiom, orientation: newSize.width > newSize.height ? .landscape : .portrait,
      size: newSize, scale: scale, safeAreaInsets: newInsets ?? safeAreaInsets,
      horizontalSizeClass: newHorizontal ?? horizontalSizeClass,
      verticalSizeClass: newVertical ?? verticalSizeClass,
      systemMinimumMargin: RootViewSideMargin.forViewWidth(newSize.width))
  }
}
