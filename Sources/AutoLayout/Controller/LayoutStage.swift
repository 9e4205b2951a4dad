import Cassowary

/// Hosts a view controller (or a view) in a window on a device and runs UIKit's lifecycle, so a
/// harness can read every view's frame, the layout log and recorded errors.
///
/// Order (design §2): `loadView`, `viewDidLoad`, the view joins the window, `viewWillAppear`,
/// `viewSafeAreaInsetsDidChange`, layout pass (`viewWillLayoutSubviews`, `layoutSubviews`,
/// `viewDidLayoutSubviews`), `viewDidAppear`.
@preconcurrency @MainActor
public final class LayoutStage {
  /// One view's geometry in a snapshot.
  public struct ViewFrame: Hashable, Sendable {
    /// Index path from the window (`0.2.1`: third subview of the root view, then its second).
    public let path: String
    /// The view's class name as UIKit prints it.
    public let typeName: String
    /// `accessibilityIdentifier`, if set.
    public let identifier: String?
    /// Frame in superview coordinates.
    public let frame: CGRect
    /// Frame in window coordinates.
    public let frameInWindow: CGRect
    /// Whether the view is hidden.
    public let isHidden: Bool
  }

  /// The device being shown (its window: a resized window is a device of the window's size).
  public internal(set) var device: Device
  /// The device's whole screen in the current orientation (the window may be narrower in Split
  /// View or Slide Over).
  public internal(set) var screenDevice: Device
  /// The window.
  public let window: UIWindow
  /// The hosted controller.
  public let viewController: UIViewController

  private let logMark: Int
  /// Where this stage's layout callbacks start in the callback log.
  let callbackStart: Int

  private init(device: Device, controller: UIViewController) {
    logMark = LayoutLog.shared.mark
    LayoutLog.shared.beginSection()
    // A new stage keeps only its own callbacks (the earlier stages' views are released).
    LayoutCallbackLog.shared.discard(before: LayoutCallbackLog.shared.mark)
    callbackStart = LayoutCallbackLog.shared.mark
    self.device = device
    screenDevice = device
    UIScreen.setMain(device)
    window = UIWindow(device: device)
    viewController = controller
  }

  /// Hosts a controller on a device (at a Dynamic Type size, in a reading direction) and runs its
  /// appearance and first layout.
  ///
  /// `beforeViewDidLoad` runs between `loadView` and `viewDidLoad`, where a storyboard would have
  /// made its views and connected the outlets (the harness runs an exercise's storyboard there).
  public static func host(
    _ controller: UIViewController, on device: Device,
    contentSizeCategory: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
    beforeViewDidLoad: () -> Void = {}
  ) -> LayoutStage {
    UIApplication.shared.preferredContentSizeCategory = contentSizeCategory
    UIApplication.shared.userInterfaceLayoutDirection = layoutDirection
    let stage = LayoutStage(device: device, controller: controller)
    stage.present(beforeViewDidLoad: beforeViewDidLoad)
    return stage
  }

  /// Hosts a view as the root view of a plain controller.
  public static func host(
    view: UIView, on device: Device,
    contentSizeCategory: UIContentSizeCategory = .large,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) -> LayoutStage {
    host(
      HostingController(root: view), on: device, contentSizeCategory: contentSizeCategory,
      layoutDirection: layoutDirection)
  }

  private func present(beforeViewDidLoad: () -> Void) {
    viewController.loadViewIfNeeded(beforeViewDidLoad: beforeViewDidLoad)
    window.rootViewController = viewController
    window.isHidden = false
    viewController.viewWillAppear(false)
    viewController.view.refreshMarginsAndSafeArea(notify: true)
    window.layoutIfNeeded()
    viewController.viewDidAppear(false)
  }

  /// Runs a layout pass now (after a step changed constraints or views).
  public func layout() { window.layoutIfNeeded() }

  /// Rotates or moves the window to another device and lets the transition run to its end:
  /// `viewWillTransition(to:with:)` first, then the new layout and the coordinator's alongside
  /// blocks inside the rotation's animation, then its completion blocks (see `beginTransition(to:)`
  /// to sample the rotation on its way).
  public func transition(to newDevice: Device) {
    beginTransition(to: newDevice)
    runToEnd()
  }

  /// A view's frame in window coordinates.
  public func frameInWindow(of view: UIView) -> CGRect { view.convert(view.bounds, to: window) }

  /// Every view under the window, parents first.
  public func snapshot() -> [ViewFrame] {
    var result: [ViewFrame] = []
    func visit(_ view: UIView, _ path: String) {
      for (index, subview) in view.subviews.enumerated() {
        let childPath = path.isEmpty ? "\(index)" : "\(path).\(index)"
        result.append(
          ViewFrame(
            path: childPath, typeName: typeDisplayName(of: subview),
            identifier: subview.accessibilityIdentifier, frame: subview.frame,
            frameInWindow: frameInWindow(of: subview), isHidden: subview.isHidden))
        visit(subview, childPath)
      }
    }
    visit(window, "")
    return result
  }

  /// What the layout logged since this stage was made (unsatisfiable constraints, exceptions).
  public var log: [LayoutLogEntry] { LayoutLog.shared.entries(since: logMark) }

  /// The exceptions recorded since this stage was made.
  public var errors: [LayoutError] { log.compactMap(\.error) }

  /// Whether `view`'s layout is ambiguous, as `hasAmbiguousLayout` says, but as of the last layout
  /// pass (call `layout()` first): a harness checking every view of a large tree then pays for one
  /// pass, not one per view.
  public func hasAmbiguousLayout(_ view: UIView) -> Bool {
    !ambiguousAxes(of: view).isEmpty
  }

  /// The constraints that place `view` along each axis on which its layout is ambiguous (program-
  /// and UIKit-made, in activation order), as of the last layout pass; nil when the layout is not
  /// ambiguous.
  public func ambiguity(of view: UIView) -> [LoggedConstraint]? {
    let axes = ambiguousAxes(of: view)
    guard !axes.isEmpty, let engine = view.layoutEngineIfPresent else { return nil }
    return axes.flatMap { engine.constraintsAffecting(view, axis: $0) }.map { LoggedConstraint($0) }
  }

  /// The axes along which other frames would satisfy the constraints as well; a tree's root is
  /// not asked about its position (as in `hasAmbiguousLayout`).
  private func ambiguousAxes(of view: UIView) -> [NSLayoutConstraint.Axis] {
    guard let engine = view.layoutEngineIfPresent else { return [] }
    let positioned = view.superview != nil
    let variables = view.variables
    let horizontal = positioned ? [variables.minX, variables.width] : [variables.width]
    let vertical = positioned ? [variables.minY, variables.height] : [variables.height]
    var axes: [NSLayoutConstraint.Axis] = []
    if horizontal.contains(where: { !engine.solver.isUniquelyDetermined($0) }) {
      axes.append(.horizontal)
    }
    if vertical.contains(where: { !engine.solver.isUniquelyDetermined($0) }) {
      axes.append(.vertical)
    }
    return axes
  }
}

/// A controller whose root view is a given view (for exercises whose entry is a view class).
@MainActor
final class HostingController: UIViewController {
  private let root: UIView

  init(root: UIView) {
    self.root = root
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func loadView() { view = root }
}

extension UIWindow {
  /// Hosts a controller in a new window on a device and runs its lifecycle (see `LayoutStage`).
  public static func host(viewController: UIViewController, on device: Device) -> LayoutStage {
    LayoutStage.host(viewController, on: device)
  }
}
