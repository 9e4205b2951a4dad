import Foundation

@testable import AutoLayout

/// A 240 × 80 banner 20 pt below the safe area, on the leading margin; `dismiss` swaps the
/// leading constraint for one that puts its trailing edge on the root view's leading edge.
@MainActor
final class BannerController: UIViewController {
  let banner = UIView()
  var leading: NSLayoutConstraint!
  var offScreen: NSLayoutConstraint!

  override func viewDidLoad() {
    super.viewDidLoad()
    banner.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(banner)
    leading = banner.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor)
    offScreen = banner.trailingAnchor.constraint(equalTo: view.leadingAnchor)
    NSLayoutConstraint.activate([
      leading,
      banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      banner.widthAnchor.constraint(equalToConstant: 240),
      banner.heightAnchor.constraint(equalToConstant: 80),
    ])
  }

  /// Swaps the constraints (the caller decides whether a layout pass runs in an animation).
  func swapToOffScreen() {
    leading.isActive = false
    offScreen.isActive = true
  }
}

/// A controller whose root view holds one plain view positioned by its frame.
@MainActor
final class FramedController: UIViewController {
  let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(box)
  }
}

/// Whether two rectangles agree to within `tolerance` points on every edge value.
func isClose(_ rect: CGRect, _ expected: [Double], tolerance: Double = 1e-6) -> Bool {
  let actual = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Double.init)
  return zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}

/// Whether two numbers agree to within `tolerance`.
func isClose(_ value: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
  abs(value - expected) <= tolerance
}

/// Hosts a controller on the iPhone X and marks the start of a step.
@MainActor
func hostOnPhoneX(_ controller: UIViewController) throws -> LayoutStage {
  let stage = LayoutStage.host(controller, on: try Device.named("iphone-x"))
  stage.runToEnd()
  stage.beginStep()
  return stage
}
