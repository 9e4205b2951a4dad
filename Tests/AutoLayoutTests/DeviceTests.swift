import Testing

@testable import AutoLayout

@Suite struct DeviceTests {
  @Test func iPhoneXPortraitAndLandscape() throws {
    let portrait = try Device.named("iphone-x")
    #expect(portrait.size == CGSize(width: 375, height: 812))
    #expect(portrait.scale == 3)
    #expect(portrait.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
    #expect(portrait.horizontalSizeClass == .compact && portrait.verticalSizeClass == .regular)
    let landscape = try Device.named("iphone-x:landscape")
    #expect(landscape.size == CGSize(width: 812, height: 375))
    #expect(landscape.safeAreaInsets == UIEdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    #expect(landscape.horizontalSizeClass == .compact && landscape.verticalSizeClass == .compact)
  }

  @Test func plusAndMaxPhonesAreRegularWidthInLandscape() throws {
    for id in ["iphone-8-plus", "iphone-11", "iphone-15-pro-max"] {
      let device = try Device.named(id + ":landscape")
      #expect(device.horizontalSizeClass == .regular, "\(id)")
      #expect(device.verticalSizeClass == .compact, "\(id)")
    }
    #expect(try Device.named("iphone-15-pro:landscape").horizontalSizeClass == .compact)
  }

  @Test func requiredDevicesExist() throws {
    for id in [
      "iphone-se", "iphone-se-2", "iphone-se-3", "iphone-8-plus", "iphone-x", "iphone-11",
      "iphone-14", "iphone-15-pro", "iphone-15-pro-max", "ipad-9", "ipad-pro-11",
    ] {
      _ = try Device.named(id)
    }
    let homeButton = try Device.named("ipad-9")
    #expect(homeButton.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
    let noHomeButton = try Device.named("ipad-pro-11:landscape")
    #expect(noHomeButton.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    #expect(noHomeButton.horizontalSizeClass == .regular && noHomeButton.idiom == .pad)
    #expect(try Device.named("iphone-15-pro").safeAreaInsets.top == 59)
  }

  @Test func unknownDeviceThrowsAHelpfulError() {
    #expect(throws: DeviceError.self) { try Device.named("iphone-99") }
    do {
      _ = try Device.named("iphone-99")
    } catch {
      #expect(
        error.description.hasPrefix(
          "Unknown device 'iphone-99'. Known devices: iphone-se-1, iphone-se,"))
    }
    #expect(throws: DeviceError.self) { try Device.named("iphone-x:sideways") }
  }

  @Test func customDevices() throws {
    let device = try Device.named("400x800@2,safe=30:0:20:0")
    #expect(device.size == CGSize(width: 400, height: 800))
    #expect(device.scale == 2)
    #expect(device.safeAreaInsets == UIEdgeInsets(top: 30, left: 0, bottom: 20, right: 0))
    #expect(device.idiom == .phone && device.horizontalSizeClass == .compact)
    let pad = try Device.named("1024x768@2")
    #expect(
      pad.idiom == .pad && pad.horizontalSizeClass == .regular && pad.systemMinimumMargin == 20)
    #expect(throws: DeviceError.self) { try Device.named("400x@2") }
    #expect(throws: DeviceError.self) { try Device.named("400x800@2,safe=1:2") }
  }

  @Test @MainActor func readableWidthOnA1024PointWideIPad() throws {
    let vc = UIViewController()
    vc.loadViewIfNeeded()
    let text = constrainedView(in: vc.view)
    NSLayoutConstraint.activate([
      text.leadingAnchor.constraint(equalTo: vc.view.readableContentGuide.leadingAnchor),
      text.trailingAnchor.constraint(equalTo: vc.view.readableContentGuide.trailingAnchor),
      text.topAnchor.constraint(equalTo: vc.view.topAnchor),
      text.heightAnchor.constraint(equalToConstant: 10),
    ])
    _ = LayoutStage.host(vc, on: try Device.named("1024x768@2,safe=20:0:0:0"))
    // docs/UIKitFacts.md §2.6: 672 wide, inset (1024 − 672) / 2 = 176 on each side.
    #expect(text.frame == CGRect(x: 176, y: 0, width: 672, height: 10))
  }
}
