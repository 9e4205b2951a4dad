import Devices

/// Everything the program recorded while laying out the exercise on one device in one orientation.
public struct DeviceResult: Sendable, Hashable, Codable {
  /// The device's screen without an orientation suffix, such as `iphone-x` or `390x844@3`.
  public var device: String
  /// The orientation it was laid out in.
  public var orientation: DeviceOrientation
  /// The screen size in points for this orientation.
  public var size: ReportSize
  /// Pixels per point (2 or 3 on phones); the grading tolerance is half a pixel.
  public var scale: Double
  /// Frames recorded at each step, in order.
  public var snapshots: [Snapshot]
  /// What the layout engine logged, in order.
  public var log: [LogEntry]
  /// Errors the program or the harness recorded, in order.
  public var errors: [ReportedError]
  /// Animations started by the program, in order.
  public var animations: [AnimationRecord]
  /// Constraints the learner's code created but never activated during the whole run.
  public var inactiveConstraints: [ConstraintRecord]
  /// The constraints the learner's code and the exercise's snippets hold active when the last
  /// step is over, with how each was written and the guides it relates.
  public var activeConstraints: [ConstraintRecord]

  /// Creates a device result.
  public init(
    device: String, orientation: DeviceOrientation, size: ReportSize, scale: Double,
    snapshots: [Snapshot], log: [LogEntry] = [], errors: [ReportedError] = [],
    animations: [AnimationRecord] = [], inactiveConstraints: [ConstraintRecord] = [],
    activeConstraints: [ConstraintRecord] = []
  ) {
    self.device = device
    self.orientation = orientation
    self.size = size
    self.scale = scale
    self.snapshots = snapshots
    self.log = log
    self.errors = errors
    self.animations = animations
    self.inactiveConstraints = inactiveConstraints
    self.activeConstraints = activeConstraints
  }

  /// The device this result is for, as references name it (`iphone-x:landscape`); nil when
  /// `device` is not a device reference's screen (a report that breaks this is refused when
  /// read).
  public var reference: DeviceReference? {
    try? DeviceReference(screen: device, orientation: orientation)
  }

  /// The device as references write it, for people: `iphone-x:landscape`.
  public var name: String { reference?.description ?? device }

  /// The snapshot with this name and time, if recorded.
  public func snapshot(matching key: SnapshotKey) -> Snapshot? {
    snapshots.first { $0.key.matches(key) }
  }

  private enum CodingKeys: String, CodingKey {
    case device, orientation, size, scale, snapshots, log, errors, animations, inactiveConstraints
    case activeConstraints
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    device = try container.decode(String.self, forKey: .device)
    orientation = try container.decode(DeviceOrientation.self, forKey: .orientation)
    size = try container.decode(ReportSize.self, forKey: .size)
    scale = try container.decode(Double.self, forKey: .scale)
    snapshots = try container.decode([Snapshot].self, forKey: .snapshots)
    // Lists that are often empty may be left out.
    log = try container.decodeIfPresent([LogEntry].self, forKey: .log) ?? []
    errors = try container.decodeIfPresent([ReportedError].self, forKey: .errors) ?? []
    animations = try container.decodeIfPresent([AnimationRecord].self, forKey: .animations) ?? []
    inactiveConstraints =
      try container.decodeIfPresent([ConstraintRecord].self, forKey: .inactiveConstraints) ?? []
    activeConstraints =
      try container.decodeIfPresent([ConstraintRecord].self, forKey: .activeConstraints) ?? []
  }
}
