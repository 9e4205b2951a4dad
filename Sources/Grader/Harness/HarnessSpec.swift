import Devices

/// What a harness does with a learner's file: which class to host, on which devices, what to run
/// and which views to record. The grader turns it into the program's `main.swift`
/// (`HarnessSource`); the `LayoutHarness` module carries it out inside the program.
public struct HarnessSpec: Sendable, Hashable {
  /// The class the harness hosts.
  public enum Entry: Sendable, Hashable {
    /// A `UIViewController` subclass, made the root of each device's window.
    case viewController(String)
    /// A `UIView` subclass made with `init(frame:)` at this size (points) and laid out alone.
    case view(String, width: Double, height: Double)

    /// The Swift class name.
    public var className: String {
      switch self {
      case .viewController(let name), .view(let name, _, _): name
      }
    }

    /// The name the exercise's snippets use for the entry: `vc` or `view`.
    public var snippetName: String {
      switch self {
      case .viewController: "vc"
      case .view: "view"
      }
    }
  }

  /// Which views each snapshot records.
  public enum Recording: Sendable, Hashable {
    /// The views at these property paths (an exercise's checks).
    case paths([String])
    /// Every view under the root, named by property path where possible (`frames`, `show`).
    case everyView
  }

  /// One step: optional Swift, an optional change of the device, then a snapshot, and
  /// animation samples.
  public struct Step: Sendable, Hashable {
    /// Swift run with the entry in scope, or nil.
    public var swift: String?
    /// What the user does to the device after the Swift (rotate, resize, text size, keyboard).
    public var change: DeviceChange?
    /// The snapshot's name.
    public var snapshot: String
    /// Seconds after the step's code at which frames are sampled.
    public var sampleAt: [Double]

    /// Creates a step.
    public init(
      swift: String? = nil, change: DeviceChange? = nil, snapshot: String, sampleAt: [Double] = []
    ) {
      self.swift = swift
      self.change = change
      self.snapshot = snapshot
      self.sampleAt = sampleAt
    }
  }

  /// A named image for `UIImage(named:)`, with its size in points.
  public struct Image: Sendable, Hashable {
    /// The name.
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

  /// The class to host.
  public var entry: Entry
  /// Swift standing in for a storyboard, run before `viewDidLoad`; nil for none.
  public var storyboard: String?
  /// Device references in order (`iphone-x`, `iphone-x:landscape`, `390x844@3`).
  public var devices: [String]
  /// Which views to record.
  public var recording: Recording
  /// The steps in order; each records a snapshot.
  public var steps: [Step]
  /// Images registered before any learner code runs.
  public var images: [Image]
  /// Frames per second at which each step's animations are played (`show --play`): every step
  /// then records frames from its start to the end of its animations instead of `sampleAt`.
  /// nil: no playing.
  public var playRate: Double?

  /// Creates a spec.
  public init(
    entry: Entry, storyboard: String? = nil, devices: [String], recording: Recording,
    steps: [Step] = [Step(snapshot: "initial")], images: [Image] = [], playRate: Double? = nil
  ) {
    self.playRate = playRate
    self.entry = entry
    self.storyboard = storyboard
    self.devices = devices
    self.recording = recording
    self.steps = steps
    self.images = images
  }
}
