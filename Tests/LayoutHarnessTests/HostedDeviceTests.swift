import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// What an entry saw of the device: in its `init`, and in a step's code.
@MainActor
final class DeviceSightings {
  var screens: [CGRect] = []
  var idioms: [UIUserInterfaceIdiom] = []
  var orientations: [UIDeviceOrientation] = []
}

/// A controller that notes the screen and the device in its `init`.
@MainActor
final class DeviceNotingController: UIViewController {
  init(sightings: DeviceSightings) {
    sightings.screens.append(UIScreen.main.bounds)
    sightings.idioms.append(UIDevice.current.userInterfaceIdiom)
    sightings.orientations.append(UIDevice.current.orientation)
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

/// A view that notes the screen and the device in its `init`.
@MainActor
final class DeviceNotingView: UIView {
  init(frame: CGRect, sightings: DeviceSightings) {
    sightings.screens.append(UIScreen.main.bounds)
    sightings.idioms.append(UIDevice.current.userInterfaceIdiom)
    super.init(frame: frame)
  }

  required init?(coder: NSCoder) { nil }
}

/// The entry is made on the device it is laid out on: `UIScreen.main` and `UIDevice.current`
/// describe it from the entry's `init` on, and turn with it.
@MainActor
@Suite struct HostedDeviceTests {
  @Test func insideTheControllersInitTheScreenAndDeviceAreTheHostedOnes() throws {
    let sightings = DeviceSightings()
    let report = HarnessRunner.runController(
      plan: HarnessPlan(
        devices: ["ipad-9", "iphone-x", "iphone-se:landscape"], recording: .paths([])),
      make: { DeviceNotingController(sightings: sightings) },
      steps: [HarnessStep(snapshot: "start")])
    #expect(report.results.allSatisfy { $0.errors.isEmpty })
    // Data/devices.json: iPad (9th generation) 810 × 1080, iPhone X 375 × 812, iPhone SE
    // 375 × 667 turned to 667 × 375.
    #expect(
      sightings.screens == [
        CGRect(x: 0, y: 0, width: 810, height: 1080), CGRect(x: 0, y: 0, width: 375, height: 812),
        CGRect(x: 0, y: 0, width: 667, height: 375),
      ])
    #expect(sightings.idioms == [.pad, .phone, .phone])
    #expect(sightings.orientations == [.portrait, .portrait, .landscapeLeft])
  }

  @Test func aRotationStepTurnsTheDevice() throws {
    let sightings = DeviceSightings()
    func note(_ controller: UIViewController) {
      sightings.screens.append(UIScreen.main.bounds)
      sightings.orientations.append(UIDevice.current.orientation)
    }
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-x"], recording: .paths([])),
      make: { UIViewController() },
      steps: [
        HarnessStep(snapshot: "turned", change: "rotate:landscape"),
        HarnessStep(snapshot: "back", change: "rotate:portrait", action: note),
        HarnessStep(snapshot: "upright", action: note),
      ])
    #expect(report.results.allSatisfy { $0.errors.isEmpty })
    // iPhone X on its side, 812 × 375, held left; then upright again, 375 × 812.
    #expect(
      sightings.screens == [
        CGRect(x: 0, y: 0, width: 812, height: 375), CGRect(x: 0, y: 0, width: 375, height: 812),
      ])
    #expect(sightings.orientations == [.landscapeLeft, .portrait])
  }

  @Test func insideAViewEntrysInitTheScreenIsTheWindowItIsLaidOutIn() throws {
    let sightings = DeviceSightings()
    let report = HarnessRunner.runView(
      plan: HarnessPlan(devices: ["ipad-9"], recording: .paths([])),
      size: CGSize(width: 200, height: 100),
      make: { DeviceNotingView(frame: $0, sightings: sightings) },
      steps: [HarnessStep(snapshot: "start")])
    #expect(report.results.allSatisfy { $0.errors.isEmpty })
    // docs/UIKitFacts.md §3.3: a view entry's window is the exercise's size on the device's
    // traits.
    #expect(sightings.screens == [CGRect(x: 0, y: 0, width: 200, height: 100)])
    #expect(sightings.idioms == [.pad])
  }
}
