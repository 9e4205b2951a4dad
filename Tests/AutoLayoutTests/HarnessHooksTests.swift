import Testing

@testable import AutoLayout

/// What `LayoutStage` and `ConstraintCensus` offer a grading harness beyond UIKit's own API.
@MainActor
@Suite struct HarnessHooksTests {
  final class RecordingController: UIViewController {
    var events: [String] = []
    override func loadView() {
      events.append("loadView")
      super.loadView()
    }
    override func viewDidLoad() {
      super.viewDidLoad()
      events.append("viewDidLoad")
    }
  }

  @Test func storyboardHookRunsBetweenLoadViewAndViewDidLoad() throws {
    let controller = RecordingController()
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se")) {
      controller.events.append(controller.isViewLoaded ? "storyboard (view loaded)" : "storyboard")
    }
    #expect(controller.events == ["loadView", "storyboard (view loaded)", "viewDidLoad"])
  }

  final class HeightlessController: UIViewController {
    let box = UIView()
    var topLine = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      box.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(box)
      topLine = #line + 2
      NSLayoutConstraint.activate([
        box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
        box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
        box.widthAnchor.constraint(equalToConstant: 50),
      ])
    }
  }

  @Test func ambiguityListsTheConstraintsOfTheAmbiguousAxisOnly() throws {
    let controller = HeightlessController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    // Top is pinned but nothing sets the height: only the vertical axis is ambiguous.
    let constraints = try #require(stage.ambiguity(of: controller.box))
    let lines = constraints.compactMap(\.sourceLocation?.line)
    #expect(lines.contains(controller.topLine))
    #expect(!lines.contains(controller.topLine + 1))
    #expect(!lines.contains(controller.topLine + 2))
    #expect(stage.ambiguity(of: controller.view) == nil)
  }

  @Test func censusListsProgramConstraintsThatWereNeverActive() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = constrainedView(in: root)
    let mark = ConstraintCensus.mark
    let forgotten = child.widthAnchor.constraint(equalToConstant: 40)
    let used = child.heightAnchor.constraint(equalToConstant: 40)
    used.isActive = true
    let activatedThenRemoved = child.topAnchor.constraint(equalTo: root.topAnchor)
    activatedThenRemoved.isActive = true
    activatedThenRemoved.isActive = false
    let never = ConstraintCensus.neverActivated(since: mark)
    #expect(never.map(\.description) == [forgotten.description])
    #expect(never.first?.sourceLocation?.line == #line - 8)
  }
}
