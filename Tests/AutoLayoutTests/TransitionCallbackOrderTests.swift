import Testing

@testable import AutoLayout

/// What a rotation, a window resize and a text-size change call, in order (docs/UIKitFacts.md
/// §12, §14), read from the stage's callback log.
@MainActor
@Suite struct TransitionCallbackOrderTests {
  /// Pins a bar to the margins; registers for vertical and horizontal size-class changes and
  /// counts them; animates alongside every transition.
  final class AdaptiveController: UIViewController {
    let bar = UIView()
    let child = UIViewController()
    var verticalChanges = 0
    var horizontalChanges = 0
    var horizontal: (any UITraitChangeRegistration)?

    override func viewDidLoad() {
      bar.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        bar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 40),
      ])
      addChild(child)
      view.addSubview(child.view)
      child.didMove(toParent: self)
      registerForTraitChanges([UITraitVerticalSizeClass.self]) {
        (self: AdaptiveController, previous: UITraitCollection) in
        self.verticalChanges += 1
      }
      horizontal = registerForTraitChanges([UITraitHorizontalSizeClass.self]) {
        (self: AdaptiveController, _: UITraitCollection) in
        self.horizontalChanges += 1
      }
    }

    override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      coordinator.animate(alongsideTransition: { _ in }, completion: { _ in })
    }
  }

  /// The callbacks on the controller and the coordinator's blocks, in order.
  private func controllerTrace(_ trace: [LayoutCallbackRecord], _ vc: UIViewController)
    -> [LayoutCallback]
  {
    trace.filter {
      $0.viewController === vc || ($0.view == nil && $0.viewController == nil)
    }.map(\.callback)
  }

  @Test func rotatingAnIPhoneChangesTheVerticalSizeClassInUIKitsOrder() throws {
    let vc = AdaptiveController()
    let stage = try hostOnPhoneX(vc)
    let mark = stage.callbackMark
    try stage.rotate(to: .landscape)
    stage.runToEnd()
    let trace = stage.callbacks(since: mark)
    let order = controllerTrace(trace, vc).filter {
      $0 != .viewSafeAreaInsetsDidChange && $0 != .viewLayoutMarginsDidChange
    }
    #expect(
      order == [
        .willTransitionToTraitCollection, .viewWillTransition, .traitCollectionDidChange,
        .traitChangeHandler, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .transitionAlongside, .transitionCompletion,
      ])
    // The vertical size class went regular → compact; the horizontal one stayed compact.
    #expect(vc.verticalChanges == 1 && vc.horizontalChanges == 0)
    // The child controller hears viewWillTransition through its parent's super call, and its
    // root view (a subview of the parent's) hears the trait change.
    #expect(trace.count(of: .viewWillTransition, on: vc.child) == 1)
    #expect(trace.count(of: .traitCollectionDidChange, on: vc.child) == 1)
    // viewWillTransition comes before the window changes size: its record precedes every
    // layoutSubviews of the rotation.
    let willTransition = try #require(trace.firstIndex { $0.callback == .viewWillTransition })
    let firstLayout = try #require(trace.firstIndex { $0.callback == .layoutSubviews })
    #expect(willTransition < firstLayout)
  }

  @Test func rotatingAnIPadKeepsItsTraitsAndCallsNoTraitCallbacks() throws {
    let vc = AdaptiveController()
    let stage = LayoutStage.host(vc, on: try Device.named("ipad-pro-11"))
    let mark = stage.callbackMark
    try stage.rotate(to: .landscape)
    stage.runToEnd()
    let trace = stage.callbacks(since: mark)
    // Regular × regular both ways: no willTransition(to:with:), no traitCollectionDidChange.
    #expect(
      controllerTrace(trace, vc).filter {
        $0 != .viewSafeAreaInsetsDidChange && $0 != .viewLayoutMarginsDidChange
      } == [
        .viewWillTransition, .viewWillLayoutSubviews, .viewDidLayoutSubviews,
        .transitionAlongside, .transitionCompletion,
      ])
    #expect(trace.count(of: .traitCollectionDidChange) == 0)
    #expect(vc.verticalChanges == 0 && vc.horizontalChanges == 0)
    // 1194 × 834 landscape, safe area (24, 0, 20, 0), margins 20: bar (20, 24, 1154, 40).
    #expect(vc.bar.frame == CGRect(x: 20, y: 24, width: 1154, height: 40))
  }

  @Test func splitViewChangesTheHorizontalSizeClassAndAnUnregisteredHandlerStaysQuiet() throws {
    let vc = AdaptiveController()
    let stage = LayoutStage.host(vc, on: try Device.named("ipad-pro-11:landscape"))
    try stage.resize(to: .half)
    stage.runToEnd()
    // Half of 1194 − 10 = 592 wide, the screen's height: compact (under 678).
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 592, height: 834))
    #expect(vc.traitCollection.horizontalSizeClass == .compact)
    #expect(vc.horizontalChanges == 1)
    // UIScreen.main stays the whole screen.
    #expect(UIScreen.main.bounds.size == CGSize(width: 1194, height: 834))
    vc.unregisterForTraitChanges(try #require(vc.horizontal))
    try stage.resize(to: .fullScreen)
    stage.runToEnd()
    #expect(vc.traitCollection.horizontalSizeClass == .regular)
    #expect(vc.horizontalChanges == 1)
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 1194, height: 834))
  }

  @Test func aTextSizeChangeCallsTraitCallbacksAndRelaysOutWithoutATransition() throws {
    final class TextController: UIViewController {
      let label = UILabel()
      var previousCategory: UIContentSizeCategory?
      override func viewDidLoad() {
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
          label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
          label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        ])
      }
      override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        previousCategory = previousTraitCollection?.preferredContentSizeCategory
      }
    }
    let vc = TextController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    defer { UIApplication.shared.preferredContentSizeCategory = .large }
    let mark = stage.callbackMark
    stage.changeContentSizeCategory(to: .extraExtraExtraLarge)
    let trace = stage.callbacks(since: mark)
    #expect(trace.count(of: .viewWillTransition) == 0)
    #expect(trace.callbacks(on: vc).prefix(1) == [.traitCollectionDidChange])
    #expect(trace.count(of: .viewWillLayoutSubviews, on: vc) >= 1)
    #expect(vc.previousCategory == .large)
    // Body at xxxLarge is 23 pt (docs/UIKitFacts.md §5): line height 23 × 2444 / 2048 =
    // 27.447 → 83 px on @3x = 27.6667.
    #expect(vc.label.font.pointSize == 23)
    #expect(isClose(vc.label.frame.height, 83.0 / 3))
  }

  @Test func changesTheDeviceCannotMakeAreTypedErrors() throws {
    let custom = LayoutStage.host(AdaptiveController(), on: try Device.named("400x800@2"))
    #expect(throws: LayoutStageError.cannotRotate(device: "400x800@2")) {
      try custom.rotate(to: .landscape)
    }
    let phone = LayoutStage.host(AdaptiveController(), on: try Device.named("iphone-x"))
    #expect(throws: LayoutStageError.self) { try phone.resize(to: .half) }
    #expect(throws: LayoutStageError.self) { try phone.resizeWindow(toWidth: 320) }
    try phone.resize(to: .fullScreen)
    let pad = LayoutStage.host(AdaptiveController(), on: try Device.named("ipad-pro-11"))
    #expect(throws: LayoutStageError.self) { try pad.resizeWindow(toWidth: 200) }
    #expect(throws: LayoutStageError.self) { try pad.resizeWindow(toWidth: 900) }
    let error = LayoutStageError.unsupportedWindowWidth(
      device: "iphone-x", width: 320, allowed: "a phone runs apps full screen, 375 pt wide")
    #expect(
      error.description
        == "iphone-x cannot give the app a window 320 pt wide (a phone runs apps full screen, "
        + "375 pt wide).")
  }

  @Test(arguments: [
    // The Split View widths of real iPads (docs/UIKitFacts.md §12).
    ("ipad-pro-11:landscape", MultitaskingLayout.narrow, CGFloat(375)),
    ("ipad-pro-11:landscape", .half, 592), ("ipad-pro-11:landscape", .wide, 809),
    ("ipad-pro-11", .narrow, 320), ("ipad-pro-11", .wide, 504),
    ("ipad-pro-12-9-2", .narrow, 375), ("ipad-pro-12-9-2", .wide, 639),
    ("ipad-pro-12-9-2:landscape", .half, 678), ("ipad-pro-12-9-2:landscape", .wide, 981),
    ("ipad-9:landscape", .narrow, 320), ("ipad-9:landscape", .half, 535),
    ("ipad-9:landscape", .wide, 750), ("ipad-9", .wide, 480), ("ipad-9:landscape", .slideOver, 320),
  ])
  func multitaskingWidths(device id: String, layout: MultitaskingLayout, width: CGFloat) throws {
    #expect(layout.width(onScreen: try Device.named(id).size) == width)
  }
}
