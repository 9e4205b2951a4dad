import AutoLayout
import ExerciseContract
import LayoutReport

/// Runs an exercise on every device of a plan and returns the report: what the `main.swift` the
/// grader generates calls, with the learner's classes and the exercise's snippets as closures.
@preconcurrency @MainActor
public enum HarnessRunner {
  /// Lays out a view controller entry on each device of `plan`.
  ///
  /// Per device: images are registered, `make` creates the controller, `storyboard` runs between
  /// `loadView` and `viewDidLoad` (after `awakeFromNib`, as for a controller from a storyboard),
  /// the lifecycle and first layout run, then each step's code, its change of the device, a
  /// layout pass and its snapshot.
  public static func runController<Controller: UIViewController>(
    plan: HarnessPlan, make: () -> Controller, storyboard: ((Controller) -> Void)? = nil,
    steps: [HarnessStep<Controller>]
  ) -> LayoutReport {
    var results: [DeviceResult] = []
    for reference in plan.devices {
      ProgramOutputSections.start(device: reference)
      var controller: Controller?
      let run = DeviceRun(plan: plan, reference: reference, steps: steps.map(recording))
      results.append(
        run.run(
          host: { device in
            // The entry's `init` already runs on the device (`UIScreen.main`, `UIDevice.current`).
            UIScreen.setMain(device)
            let made = make()
            controller = made
            if storyboard != nil { made.awakeFromNib() }
            let stage = LayoutStage.host(made, on: device, beforeViewDidLoad: { storyboard?(made) })
            return HostedEntry(entry: made, root: made.view, stage: stage)
          },
          perform: { index in
            if let controller { steps[index].action?(controller) }
          }))
    }
    ProgramOutputSections.end()
    return LayoutReport(results: results)
  }

  /// Lays out a view entry on each device of `plan`: the view, made with `make` at `size`, sits
  /// alone at the top-left of a window of that size with the device's scale and traits and no
  /// safe area. `storyboard` runs right after `make` (then `awakeFromNib`).
  public static func runView<View: UIView>(
    plan: HarnessPlan, size: CGSize, make: (CGRect) -> View, storyboard: ((View) -> Void)? = nil,
    steps: [HarnessStep<View>]
  ) -> LayoutReport {
    var results: [DeviceResult] = []
    for reference in plan.devices {
      ProgramOutputSections.start(device: reference)
      var entryView: View?
      let run = DeviceRun(plan: plan, reference: reference, steps: steps.map(recording))
      results.append(
        run.run(
          host: { device in
            // The entry's `init` already sees the screen it is laid out on.
            let screen = DeviceResolution.sized(device, to: size)
            UIScreen.setMain(screen)
            let made = make(CGRect(origin: .zero, size: size))
            entryView = made
            if let storyboard {
              storyboard(made)
              made.awakeFromNib()
            }
            let host = EntryViewHost(entryView: made)
            let stage = LayoutStage.host(host, on: screen)
            return HostedEntry(entry: made, root: made, stage: stage)
          },
          perform: { index in
            if let entryView { steps[index].action?(entryView) }
          }))
    }
    ProgramOutputSections.end()
    return LayoutReport(results: results)
  }

  /// The report as the bytes to send to the grader. A report that breaks the format's limits
  /// (a non-finite frame, too many views) is replaced by one that says so for each device.
  public static func encode(_ report: LayoutReport) -> [UInt8] {
    do {
      return Array(try report.jsonData())
    } catch {
      let stripped = report.results.map { result in
        DeviceResult(
          device: result.device, orientation: result.orientation, size: result.size,
          scale: result.scale, snapshots: [],
          errors: [
            ReportedError(
              kind: .harness, message: "the layout report could not be written: \(error)")
          ])
      }
      return Array((try? LayoutReport(results: stripped).jsonData()) ?? Data())
    }
  }

  private static func recording<Entry>(_ step: HarnessStep<Entry>) -> DeviceRun.StepRecording {
    DeviceRun.StepRecording(
      snapshot: step.snapshot, sampleTimes: step.sampleTimes, change: step.change)
  }
}
