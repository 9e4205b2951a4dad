import Testing

@testable import AutoLayout

/// `UIDevice.current` describes the device a stage hosts, as `UIScreen.main` does, and turns with
/// it (docs/UIKitFacts.md §3.5).
@MainActor
@Suite struct UIDeviceTests {
  @Test func anIPadIsAPadRunningIOS() throws {
    let stage = LayoutStage.host(UIViewController(), on: try Device.named("ipad-9"))
    let device = UIDevice.current
    #expect(device.userInterfaceIdiom == .pad)
    #expect(device.model == "iPad")
    #expect(device.name == "iPad")
    #expect(device.systemName == "iOS")
    #expect(device.systemVersion == "18.2")
    #expect(device.orientation == .portrait)
    // Data/devices.json: the 9th-generation iPad is 810 × 1080 points.
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 810, height: 1080))
    _ = stage
  }

  @Test func aPhoneHeldUprightIsAPortraitIPhone() throws {
    let stage = LayoutStage.host(UIViewController(), on: try Device.named("iphone-x"))
    #expect(UIDevice.current.userInterfaceIdiom == .phone)
    #expect(UIDevice.current.model == "iPhone")
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIDevice.current.orientation.isPortrait)
    #expect(!UIDevice.current.orientation.isLandscape)
    _ = stage
  }

  @Test func turningTheStageTurnsTheDeviceLeftAndBack() throws {
    let stage = LayoutStage.host(UIViewController(), on: try Device.named("iphone-x"))
    try stage.rotate(to: .landscape)
    _ = stage.runToEnd()
    // The simulator's Rotate Left: the home-button edge ends up on the right.
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(UIDevice.current.orientation.isLandscape)
    // iPhone X: 375 × 812 upright, so 812 × 375 on its side.
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 812, height: 375))
    try stage.rotate(to: .portrait)
    _ = stage.runToEnd()
    #expect(UIDevice.current.orientation == .portrait)
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 812))
  }

  @Test func aDeviceStartedInLandscapeIsHeldLeft() throws {
    let stage = LayoutStage.host(UIViewController(), on: try Device.named("ipad-pro-11:landscape"))
    #expect(UIDevice.current.orientation == .landscapeLeft)
    #expect(UIDevice.current.userInterfaceIdiom == .pad)
    _ = stage
  }

  @Test func orientationsHaveUIKitsRawValuesAndKinds() {
    // UIKit/UIDevice.h: unknown 0, portrait 1, upside down 2, landscape left 3, right 4, face up
    // 5, face down 6.
    let all: [UIDeviceOrientation] = [
      .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, .faceUp,
      .faceDown,
    ]
    #expect(all.map(\.rawValue) == [0, 1, 2, 3, 4, 5, 6])
    #expect(all.filter(\.isPortrait) == [.portrait, .portraitUpsideDown])
    #expect(all.filter(\.isLandscape) == [.landscapeLeft, .landscapeRight])
    #expect(all.filter(\.isFlat) == [.faceUp, .faceDown])
    #expect(all.filter(\.isValidInterfaceOrientation).count == 4)
  }
}
