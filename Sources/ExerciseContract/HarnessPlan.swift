/// What a harness run lays out and records: the devices, the views to record and the images to
/// provide. The grader writes it into the program's `main.swift` (with the entry and the steps,
/// which are code there); the `LayoutHarness` module carries it out inside the program.
public struct HarnessPlan: Sendable, Hashable {
  /// Device references as the exercise names them (`iphone-x`, `iphone-x:landscape`,
  /// `390x844@3`), laid out in this order.
  public var devices: [String]
  /// Which views each snapshot records.
  public var recording: Recording
  /// Images `UIImage(named:)` finds, registered before any learner code runs.
  public var images: [ImageAsset]
  /// Frames per second at which each step's animations are played (`layoutlings show --play`):
  /// every step then records frames from its start to the end of its animations instead of its
  /// samples. nil: no playing.
  public var playRate: Double?

  /// Creates a plan.
  public init(
    devices: [String], recording: Recording, images: [ImageAsset] = [], playRate: Double? = nil
  ) {
    self.devices = devices
    self.recording = recording
    self.images = images
    self.playRate = playRate
  }
}
