import ExerciseContract

/// What a harness does with a learner's file: the class to host, the code to run, and the plan
/// (devices, views to record, images). The grader turns it into the program's `main.swift`
/// (`HarnessSource`): the entry and the steps' Swift become code there, and the plan is passed
/// as it is to the `LayoutHarness` module, which carries it out inside the program.
public struct HarnessSpec: Sendable, Hashable {
  /// The class the harness hosts.
  public typealias Entry = ExerciseEntry

  /// The class to host.
  public var entry: ExerciseEntry
  /// Swift standing in for a storyboard, run before `viewDidLoad`; nil for none.
  public var storyboard: String?
  /// The steps in order; each records a snapshot. Their callback checks are the grader's, not
  /// the harness's.
  public var steps: [ExerciseStep]
  /// What the harness lays out and records.
  public var plan: HarnessPlan

  /// Device references in order (`iphone-x`, `iphone-x:landscape`, `390x844@3`).
  public var devices: [String] {
    get { plan.devices }
    set { plan.devices = newValue }
  }
  /// Which views to record.
  public var recording: Recording {
    get { plan.recording }
    set { plan.recording = newValue }
  }
  /// Images registered before any learner code runs.
  public var images: [ImageAsset] {
    get { plan.images }
    set { plan.images = newValue }
  }
  /// Frames per second at which each step's animations are played (`show --play`), or nil.
  public var playRate: Double? {
    get { plan.playRate }
    set { plan.playRate = newValue }
  }

  /// Creates a spec.
  public init(
    entry: ExerciseEntry, storyboard: String? = nil, devices: [String], recording: Recording,
    steps: [ExerciseStep] = [ExerciseStep(snapshot: "initial")], images: [ImageAsset] = [],
    playRate: Double? = nil
  ) {
    self.entry = entry
    self.storyboard = storyboard
    self.steps = steps
    self.plan = HarnessPlan(
      devices: devices, recording: recording, images: images, playRate: playRate)
  }
}
