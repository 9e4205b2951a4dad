import AutoLayout

/// What a harness run lays out and records, as the grader wrote it into the program's
/// `main.swift`: the devices, the views to record and the images to provide.
public struct HarnessPlan: Sendable {
  /// Which views each snapshot records.
  public enum Recording: Sendable, Equatable {
    /// The views at these property paths (an exercise's `checks`), missing ones with a reason.
    case paths([String])
    /// Every view under the root view, named by property path where one leads to it
    /// (`layoutlings frames`).
    case everyView
  }

  /// Device references as the exercise names them (`iphone-x`, `iphone-x:landscape`,
  /// `390x844@3`), laid out in this order.
  public var devices: [String]
  /// Which views each snapshot records.
  public var recording: Recording
  /// Images `UIImage(named:)` finds, registered before any learner code runs.
  public var images: [HarnessImage]
  /// Frames per second at which each step's animations are played (`layoutlings show --play`),
  /// or nil: then each step samples only its `sampleTimes`. See `AnimationSampling.play`.
  public var playRate: Double?

  /// Creates a plan.
  public init(
    devices: [String], recording: Recording, images: [HarnessImage] = [], playRate: Double? = nil
  ) {
    self.devices = devices
    self.recording = recording
    self.images = images
    self.playRate = playRate
  }
}

/// A named image and its size in points.
public struct HarnessImage: Sendable, Equatable {
  /// The name passed to `UIImage(named:)`.
  public var name: String
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates an image.
  public init(name: String, width: Double, height: Double) {
    self.name = name
    self.width = width
    self.height = height
  }
}

/// One step of an exercise: optional code run with the entry, an optional change of the device,
/// then a snapshot, and animation samples at the given times.
@preconcurrency @MainActor
public struct HarnessStep<Entry> {
  /// The snapshot's name.
  public var snapshot: String
  /// Seconds after the step's code at which animation frames are sampled (increasing).
  public var sampleTimes: [Double]
  /// The step's code, given the entry (`vc` or `view`).
  public var action: ((Entry) -> Void)?
  /// What the user does to the device after the code, in `Devices.DeviceChange`'s text form
  /// (`rotate:landscape`, `resize:half`, `contentSize:large`, `keyboard:show`), or nil.
  public var change: String?

  /// Creates a step.
  public init(
    snapshot: String, sampleTimes: [Double] = [], change: String? = nil,
    action: ((Entry) -> Void)? = nil
  ) {
    self.snapshot = snapshot
    self.sampleTimes = sampleTimes
    self.change = change
    self.action = action
  }
}
