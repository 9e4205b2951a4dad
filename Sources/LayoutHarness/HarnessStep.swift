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
