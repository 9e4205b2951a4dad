import Testing

@testable import AutoLayout

@MainActor
@Suite struct LifecycleTests {
  final class RecordingController: UIViewController {
    var calls: [String] = []
    let box = UIView()
    var boxFrameInDidLayout = CGRect.zero

    override func loadView() {
      calls.append("loadView")
      super.loadView()
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      calls.append("viewDidLoad")
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: 40),
      ])
    }
    override func viewWillAppear(_ animated: Bool) { calls.append("viewWillAppear") }
    override func viewSafeAreaInsetsDidChange() { calls.append("viewSafeAreaInsetsDidChange") }
    override func viewWillLayoutSubviews() { calls.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() {
      calls.append("viewDidLayoutSubviews")
      boxFrameInDidLayout = box.frame
    }
    override func viewDidAppear(_ animated: Bool) { calls.append("viewDidAppear") }
    override func viewWillTransition(
      to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      calls.append("viewWillTransition \(Int(size.width))x\(Int(size.height))")
      coordinator.animate(
        alongsideTransition: { _ in self.calls.append("alongside") },
        completion: { _ in self.calls.append("completion") })
    }
  }

  @Test func hostingRunsUIKitsLifecycleInOrder() throws {
    let vc = RecordingController()
    #expect(!vc.isViewLoaded)
    _ = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    let firstLayout = try #require(vc.calls.firstIndex(of: "viewWillLayoutSubviews"))
    #expect(
      Array(vc.calls[..<firstLayout])
        == ["loadView", "viewDidLoad", "viewWillAppear", "viewSafeAreaInsetsDidChange"])
    #expect(vc.calls.last == "viewDidAppear")
    #expect(vc.calls.filter { $0 == "viewDidLoad" }.count == 1)
    // By viewDidLayoutSubviews the frames are final: top 44 (safe area), x 16, width 375 − 32.
    #expect(vc.boxFrameInDidLayout == CGRect(x: 16, y: 44, width: 343, height: 40))
  }

  @Test func rotationCallsViewWillTransitionAndRelaysOut() throws {
    let vc = RecordingController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    vc.calls.removeAll()
    stage.transition(to: try Device.named("iphone-x:landscape"))
    #expect(vc.calls.first == "viewWillTransition 812x375")
    #expect(vc.calls.contains("alongside") && vc.calls.last == "completion")
    #expect(vc.traitCollection.verticalSizeClass == .compact)
    // Landscape: safe top 0, margins 44 + 20 = 64 (812 wide: 20-pt side margins,
    // docs/UIKitFacts.md §2) → x 64, width 812 − 128 = 684.
    #expect(vc.box.frame == CGRect(x: 64, y: 0, width: 684, height: 40))
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 812, height: 375))
  }

  @Test func windowHostConvenience() throws {
    let vc = RecordingController()
    let stage = UIWindow.host(viewController: vc, on: try Device.named("iphone-15-pro"))
    #expect(stage.window.rootViewController === vc)
    // iPhone 15 Pro portrait: safe top 59 → y 59; 393 wide, above 375, so side margins 20
    // (docs/UIKitFacts.md §2) → x 20, width 393 − 40 = 353.
    #expect(vc.box.frame == CGRect(x: 20, y: 59, width: 353, height: 40))
    #expect(stage.snapshot().first?.path == "0")
  }

  @Test func windowHostsARootViewController() throws {
    let window = UIWindow(device: try Device.named("iphone-se"))
    let vc = RecordingController()
    window.rootViewController = vc
    window.makeKeyAndVisible()
    #expect(window.isKeyWindow)
    #expect(vc.view.window === window)
    #expect(vc.view.superview === window)
    // SE: status bar 20 → y 20; margins 16.
    #expect(vc.box.frame == CGRect(x: 16, y: 20, width: 343, height: 40))
    #expect(vc.traitCollection.horizontalSizeClass == .compact)
    #expect(
      vc.systemMinimumLayoutMargins
        == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
  }

  @Test func childControllers() {
    let parent = UIViewController()
    let child = UIViewController()
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(parent.children.count == 1 && child.parent === parent)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(parent.children.isEmpty && child.parent == nil)
  }

  final class CountingView: UIView {
    var layoutCount = 0, updateCount = 0
    override func layoutSubviews() {
      super.layoutSubviews()
      layoutCount += 1
    }
    override func updateConstraints() {
      updateCount += 1
      super.updateConstraints()
    }
  }

  @Test func layoutIfNeededOnlyLaysOutWhenSomethingChanged() {
    let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    root.layoutIfNeeded()
    #expect(root.layoutCount == 1 && root.updateCount == 1)
    root.layoutIfNeeded()
    #expect(root.layoutCount == 1)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.layoutCount == 2)
    root.setNeedsUpdateConstraints()
    root.updateConstraintsIfNeeded()
    #expect(root.updateCount == 2)
  }

  @Test func targetActionThroughTheRegistry() {
    final class Counter { var taps = 0 }
    let counter = Counter()
    Selector.registerAction("countTap:") { target, _ in (target as? Counter)?.taps += 1 }
    let button = UIButton(type: .system)
    button.addTarget(counter, action: Selector("countTap:"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(counter.taps == 1)
    #expect(button.actions(forTarget: counter, forControlEvent: .touchUpInside) == ["countTap:"])
  }

  @Test func navigationControllerShowsItsTopController() throws {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    let stage = LayoutStage.host(navigation, on: try Device.named("iphone-se"))
    #expect(first.navigationController === navigation)
    #expect(first.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    navigation.pushViewController(second, animated: false)
    stage.layout()
    #expect(navigation.topViewController === second)
    #expect(second.view.superview === navigation.view && first.view.superview == nil)
    #expect(navigation.popViewController(animated: false) === second)
    #expect(first.view.superview === navigation.view)
  }

  @Test func tapGestureRecognizerPerformsItsAction() {
    final class Target { var count = 0 }
    let target = Target()
    Selector.registerAction("tapped") { object, _ in (object as? Target)?.count += 1 }
    let view = UIView()
    let tap = UITapGestureRecognizer(target: target, action: Selector("tapped"))
    view.addGestureRecognizer(tap)
    #expect(tap.view === view && view.gestureRecognizers?.count == 1)
    tap.sendActions()
    #expect(target.count == 1)
  }
}
