import LayoutReport

/// One view's frame on one device in one snapshot, compared with the expected one.
public struct Check: Sendable, Hashable {
  /// The device as the exercise names it (`iphone-x:landscape`).
  public var device: String
  /// The snapshot as the exercise names it (`after-skip@0.25`).
  public var snapshot: String
  /// The view's property path.
  public var view: String
  /// The expected frame, in the root view's coordinate space.
  public var expected: ReportRect
  /// The frame the program produced, or nil if the report has none for this view.
  public var actual: ReportRect?
  /// The tolerance used, in points; 0 when the report has no result for the device.
  public var tolerance: Double
  /// Whether every number of `actual` is within `tolerance` of `expected`.
  public var ok: Bool

  /// Creates a check.
  public init(
    device: String, snapshot: String, view: String, expected: ReportRect, actual: ReportRect?,
    tolerance: Double, ok: Bool
  ) {
    self.device = device
    self.snapshot = snapshot
    self.view = view
    self.expected = expected
    self.actual = actual
    self.tolerance = tolerance
    self.ok = ok
  }
}

extension [Check] {
  /// The devices these checks name, each once, in the order they first appear.
  var devicesInOrder: [String] {
    var devices: [String] = []
    for check in self where !devices.contains(check.device) { devices.append(check.device) }
    return devices
  }
}
