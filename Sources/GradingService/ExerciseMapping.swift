import Course
import Grader
import LayoutReport

/// Turns a course exercise into what the grader runs and expects.
public enum ExerciseMapping {
  /// The exercise as the grader takes it.
  /// - Throws: `GradingServiceError.ungradableExercise` when its expected frames do not fit the
  ///   grader.
  public static func gradingExercise(_ spec: ExerciseSpec) throws(GradingServiceError)
    -> GradingExercise
  {
    do {
      return GradingExercise(
        id: spec.id, harness: harness(spec), expected: try expectedFrames(spec),
        contentKey: spec.contentHash, rules: rules(spec),
        reference: GradingService.referenceSolution(of: spec).learnerFile)
    } catch {
      throw .ungradableExercise(id: spec.id, reason: error.description)
    }
  }

  /// `spec` graded on `devices` only (references of its own list, in its order), or `spec` itself
  /// for nil. The expected frames stay the exercise's own, written for each of those devices;
  /// the content key names the devices, so a verdict on some devices never answers for others.
  /// - Throws: `.ungradableExercise` for a device the exercise does not list, or for none.
  public static func restricted(_ spec: ExerciseSpec, to devices: [String]?)
    throws(GradingServiceError) -> ExerciseSpec
  {
    guard let devices else { return spec }
    for device in devices where !spec.devices.contains(where: { $0.text == device }) {
      throw .ungradableExercise(id: spec.id, reason: "it is not graded on the device \(device)")
    }
    var chosen = spec
    chosen.devices = spec.devices.filter { devices.contains($0.text) }
    guard !chosen.devices.isEmpty else {
      throw .ungradableExercise(id: spec.id, reason: "no device to grade it on")
    }
    if chosen.devices != spec.devices {
      chosen.contentHash =
        spec.contentHash + "\ndevices:" + chosen.devices.map(\.text).joined(separator: ",")
    }
    return chosen
  }

  /// What the harness hosts, runs and records for `spec`: its own entry, steps and images, its
  /// device references as written, and its checks.
  public static func harness(_ spec: ExerciseSpec) -> HarnessSpec {
    HarnessSpec(
      entry: spec.entry, storyboard: spec.storyboard, devices: spec.devices.map(\.text),
      recording: .paths(spec.checks.map(\.text)), steps: spec.steps, images: spec.images)
  }

  /// The exercise's rules as they are, and its steps' callback checks keyed by step, as the
  /// grader judges them. A check with no view is the view controller's (`vc` in the report).
  public static func rules(_ spec: ExerciseSpec) -> ExerciseRules {
    let bounds = spec.steps.flatMap { step in
      step.callbacks.map { check in
        ExerciseRules.CallbackBound(
          snapshot: step.snapshot, callback: check.callback,
          on: check.view ?? CallbackRecord.controller, atLeast: check.atLeast,
          atMost: check.atMost)
      }
    }
    return ExerciseRules(rules: spec.rules, callbackBounds: bounds)
  }

  /// The expected frames in checking order: the exercise's devices, then its steps (each
  /// snapshot, then its samples), then its checked views.
  public static func expectedFrames(_ spec: ExerciseSpec) throws(ExpectedFramesError)
    -> Grader.ExpectedFrames
  {
    var entries: [Grader.ExpectedFrames.Entry] = []
    for device in spec.devices {
      for step in spec.steps {
        for time in [nil] + step.sampleAt.map(Optional.some) {
          for view in spec.checks {
            guard
              let rect = spec.expected.frame(
                device: device.text, snapshot: step.snapshot, time: time, view: view.text)
            else { continue }
            entries.append(
              Grader.ExpectedFrames.Entry(
                device: device.text, snapshot: step.snapshot, time: time, view: view.text,
                frame: ReportRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)))
          }
        }
      }
    }
    return try Grader.ExpectedFrames(entries: entries, tolerance: spec.tolerance)
  }
}
