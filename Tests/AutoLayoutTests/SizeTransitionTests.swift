import Foundation
import Testing

@testable import AutoLayout

/// Rotations and resizes of the stage's window, animated over 0.4 s with ease in-out.
@MainActor
@Suite struct SizeTransitionTests {
  /// A 40 pt bar under the safe area between the root margins; rotating makes it 60 tall in an
  /// alongside block.
  final class RotatingController: UIViewController {
    let bar = UIView()
    var height: NSLayoutConstraint!
    var calls: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      bar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bar)
      height = bar.heightAnchor.constraint(equalToConstant: 40)
      NSLayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        bar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        height,
      ])
    }

    override func willTransition(
      to newCollection: UITraitCollection,
      with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.willTransition(to: newCollection, with: coordinator)
      calls.append("willTransition vertical \(newCollection.verticalSizeClass)")
    }

    override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      calls.append("viewWillTransition \(Int(size.width)) from \(Int(view.bounds.width))")
      // Tutorial spelling: no completion argument.
      coordinator.animate(alongsideTransition: { context in
        self.calls.append("alongside \(context.transitionDuration)")
        self.height.constant = 60
        self.view.layoutIfNeeded()
      })
      coordinator.animate(alongsideTransition: nil) { _ in self.calls.append("completion") }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
      super.traitCollectionDidChange(previousTraitCollection)
      calls.append(
        "traitCollectionDidChange from \(previousTraitCollection?.verticalSizeClass ?? .unspecified)"
      )
    }
  }

  @Test func portraitToLandscapeOnIPhoneX() throws {
    let vc = RotatingController()
    let stage = try hostOnPhoneX(vc)
    // Portrait: safe area 44, 0, 34, 0; root margins 16 at the sides, the safe area at top and
    // bottom → bar (16, 44, 375 − 32 = 343, 40).
    #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(vc.view.layoutMargins == UIEdgeInsets(top: 44, left: 16, bottom: 34, right: 16))
    #expect(vc.bar.frame == CGRect(x: 16, y: 44, width: 343, height: 40))

    try stage.rotate(to: .landscape)
    // Called before the change, with the old bounds still in place.
    #expect(
      Array(vc.calls.prefix(2)) == [
        "willTransition vertical compact", "viewWillTransition 812 from 375",
      ])
    #expect(vc.calls.contains("traitCollectionDidChange from regular"))
    #expect(vc.calls.contains("alongside 0.4") && !vc.calls.contains("completion"))
    // Landscape, at once in the model: safe area 0, 44, 21, 44; margins 20 + 44 = 64 at the sides
    // (an 812-pt root view has 20-pt side margins, docs/UIKitFacts.md §2) → bar
    // (64, 0, 812 − 128 = 684, 60).
    #expect(stage.device.orientation == .landscape)
    #expect(vc.traitCollection.verticalSizeClass == .compact)
    #expect(vc.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(vc.view.layoutMargins == UIEdgeInsets(top: 0, left: 64, bottom: 21, right: 64))
    #expect(vc.bar.frame == CGRect(x: 64, y: 0, width: 684, height: 60))

    // t = 0.2: x = 0.5, ease in-out s = 0.5, y = 0.5, halfway between the rounded frames:
    // bar ((16 + 64) / 2 = 40, 22, (343 + 684) / 2 = 513.5, 50); root view 375 × 812 → 812 × 375:
    // 593.5 × 593.5.
    #expect(isClose(stage.presentedFrame(of: vc.bar, at: 0.2), [40, 22, 513.5, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.view, at: 0.2), [0, 0, 593.5, 593.5]))
    // t = 0.1: x = 0.25, s = 0.225065160375, y = 0.129161931047: bar x = 16 + 48·y = 22.199772690.
    #expect(isClose(stage.presentedFrame(of: vc.bar, at: 0.1).origin.x, 22.199772690))
    #expect(!vc.calls.contains("completion"))
    #expect(stage.animations.allSatisfy { $0.duration == 0.4 && $0.curve.name == "easeInOut" })
    stage.runToEnd()
    #expect(vc.calls.last == "completion")
    #expect(isClose(stage.stepTime, 0.4))

    // And back: portrait bar (16, 44, 343, 60), since the height stays 60.
    stage.beginStep()
    try stage.rotate(to: .portrait)
    #expect(isClose(stage.presentedFrame(of: vc.bar, at: 0.2), [40, 22, 513.5, 60]))
    stage.runToEnd()
    #expect(vc.bar.frame == CGRect(x: 16, y: 44, width: 343, height: 60))
  }

  @Test func rotatingToTheCurrentOrientationDoesNothing() throws {
    let vc = RotatingController()
    let stage = try hostOnPhoneX(vc)
    try stage.rotate(to: .portrait)
    #expect(vc.calls.isEmpty && stage.animations.isEmpty)
    let custom = try Device.named("400x800@2")
    #expect(throws: DeviceError.self) { try custom.rotated(to: .landscape) }
  }

  @Test func resizeKeepsTheSafeAreaAndAnimatesTheNewWidth() throws {
    let vc = RotatingController()
    let stage = try hostOnPhoneX(vc)
    stage.resize(to: CGSize(width: 320, height: 812))
    // Same size classes: no willTransition; bar 343 → 320 − 32 = 288 wide (60 tall after the
    // alongside block). t = 0.2: 343 − 55·0.5 = 315.5, height 50.
    #expect(vc.calls.first == "viewWillTransition 320 from 375")
    #expect(isClose(stage.presentedFrame(of: vc.bar, at: 0.2), [16, 44, 315.5, 50]))
    stage.runToEnd()
    #expect(vc.bar.frame == CGRect(x: 16, y: 44, width: 288, height: 60))
  }
}
