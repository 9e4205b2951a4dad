import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// A controller that turns a checked card and records nothing itself: the harness's callback
/// records are all there is.
@MainActor
final class TurningController: UIViewController {
  let card = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    card.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(card)
    NSLayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: view.topAnchor),
      card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
  }

  override func viewWillTransition(
    to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator
  ) {
    super.viewWillTransition(to: size, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in }, completion: { _ in })
  }
}

/// Steps with a change of the device, run by the harness in-process: the report records, per
/// step, the callbacks UIKit made in their order, and a change the device cannot make stops that
/// device with a harness error.
@MainActor
@Suite struct StepChangeRecordingTests {
  @Test func aRotationStepRecordsUIKitsCallbacksInOrder() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["card"])),
      make: { TurningController() },
      steps: [
        HarnessStep(snapshot: "portrait"),
        HarnessStep(snapshot: "landscape", change: "rotate:landscape"),
      ])
    let result = try #require(report.results.first)
    #expect(result.errors.isEmpty)
    // iPhone SE turned: 667 wide, so the card is 667 × 100 at the top.
    #expect(
      result.snapshots.map { $0.view(at: "card")?.frameInRoot }
        == [
          ReportRect(x: 0, y: 0, width: 375, height: 100),
          ReportRect(x: 0, y: 0, width: 667, height: 100),
        ])
    let trace = result.snapshots[1].callbacks.map { "\($0.callback) \($0.on)" }
    // docs/UIKitFacts.md §14: the size classes change (compact × regular to compact × compact,
    // Data/devices.json), so willTransition comes first, then viewWillTransition; in the
    // animation the traits (controller before its view), then the root view's layout wrapped
    // in the controller's will/did, then the card's (its width changed), then the alongside
    // block; the completion when the animation ends.
    func position(_ entry: String) -> Int? { trace.firstIndex(of: entry) }
    let order = [
      "willTransitionToTraitCollection vc", "viewWillTransition vc", "traitCollectionDidChange vc",
      "traitCollectionDidChange view", "viewWillLayoutSubviews vc", "layoutSubviews view",
      "viewDidLayoutSubviews vc", "layoutSubviews card", "transitionAlongside coordinator",
      "transitionCompletion coordinator",
    ]
    let positions = order.map(position)
    #expect(positions.allSatisfy { $0 != nil }, "\(trace)")
    let found = positions.compactMap { $0 }
    #expect(found == found.sorted(), "\(trace)")
    #expect(trace.filter { $0 == "viewWillTransition vc" }.count == 1)
    #expect(trace.filter { $0 == "transitionCompletion coordinator" }.count == 1)
    // The first step's trace is the first layout: no transition in it.
    let first = result.snapshots[0].callbacks.map(\.callback)
    #expect(first.contains("viewWillLayoutSubviews"))
    #expect(!first.contains("viewWillTransition"))
  }

  @Test func aChangeTheDeviceCannotMakeStopsThatDeviceOnly() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["390x844@3", "iphone-se"], recording: .paths(["card"])),
      make: { TurningController() },
      steps: [
        HarnessStep(snapshot: "portrait"),
        HarnessStep(snapshot: "landscape", change: "rotate:landscape"),
      ])
    #expect(report.results.count == 2)
    let custom = report.results[0]
    #expect(custom.snapshots.map(\.name) == ["portrait"])
    #expect(
      custom.errors.map(\.message) == [
        "step \"landscape\" cannot run on this device: 390x844@3 cannot rotate: a custom screen "
          + "has one orientation; describe the rotated screen as another custom device."
      ])
    #expect(report.results[1].errors.isEmpty)
    #expect(report.results[1].snapshots.map(\.name) == ["portrait", "landscape"])
  }

  @Test func viewsRecordHowTheyArePlacedAndTheActiveConstraintsHowTheyWereWritten() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["card"])),
      make: { TurningController() }, steps: [HarnessStep(snapshot: "initial")])
    let result = try #require(report.results.first)
    #expect(result.snapshots[0].view(at: "card")?.placement == "constraints")
    // The four anchors of viewDidLoad, all relating the card.
    #expect(result.activeConstraints.count == 4)
    #expect(
      result.activeConstraints.allSatisfy { $0.creation == "anchor" && $0.views.contains("card") })
    #expect(result.activeConstraints.allSatisfy { $0.guides.isEmpty })
  }
}
