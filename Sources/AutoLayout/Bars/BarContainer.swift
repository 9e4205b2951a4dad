/// A controller that draws bars over its child's view: a navigation or a tab bar controller. The
/// part of its view the bars cover adds to the child's root view's safe area
/// (docs/UIKitFacts.md §3.4).
@MainActor
protocol BarContainer: AnyObject {
  /// How far the bars reach in from each edge of the container's view; zero where no bar shows.
  var barCoverage: UIEdgeInsets { get }
  /// Places the bars and the shown child's view.
  func layOutBars()
}

/// The root view of a navigation or tab bar controller, which places the bars and the child's
/// view each time it is laid out (UIKit's class of the same name).
@preconcurrency @MainActor
final class UILayoutContainerView: UIView {
  weak var container: (any BarContainer)?

  override func layoutSubviews() {
    super.layoutSubviews()
    container?.layOutBars()
  }
}

extension UIView {
  /// Sets the frame only when it changes, so an unchanged layout makes no new constraints.
  func setFrameIfChanged(_ rect: CGRect) {
    if frame != rect { frame = rect }
  }
}

extension UIView {
  /// Whether the view is the root view of a child of a navigation or tab bar controller.
  var isBarContent: Bool {
    guard let controller = controllerOwningRoot, controller.parent is BarContainer else {
      return false
    }
    return true
  }
}
