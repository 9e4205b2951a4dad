/// The frames an exercise's solution must produce: device → snapshot → view → frame.
///
/// Read from `expected.json`. Every level can carry the author's arithmetic as free text
/// (`note` for the file, a device and a snapshot; `why` for a frame).
public struct ExpectedFrames: Sendable, Codable, Equatable {
  /// The expected frames of one device.
  public struct Device: Sendable, Codable, Equatable {
    /// The device reference as written in `exercise.json` (`iphone-x:landscape`).
    public var device: String
    /// The author's note for the device.
    public var note: String?
    /// The snapshots in the order written.
    public var snapshots: [Snapshot]

    /// Creates a device's expectations.
    public init(device: String, note: String?, snapshots: [Snapshot]) {
      self.device = device
      self.note = note
      self.snapshots = snapshots
    }
  }

  /// The expected frames at one snapshot (or one animation sample of it).
  public struct Snapshot: Sendable, Codable, Equatable {
    /// The step's snapshot name.
    public var snapshot: String
    /// The animation sample time in seconds, or `nil` for the snapshot after the step.
    public var time: Double?
    /// The author's note for the snapshot.
    public var note: String?
    /// The frames in the order written.
    public var frames: [Frame]

    /// Creates a snapshot's expectations.
    public init(snapshot: String, time: Double?, note: String?, frames: [Frame]) {
      self.snapshot = snapshot
      self.time = time
      self.note = note
      self.frames = frames
    }
  }

  /// One view's expected frame.
  public struct Frame: Sendable, Codable, Equatable {
    /// The view path as written in `exercise.json` `checks`.
    public var view: String
    /// The frame in the entry's root-view coordinates, in points.
    public var rect: FrameRect
    /// The author's arithmetic for this frame.
    public var why: String?

    /// Creates a frame expectation.
    public init(view: String, rect: FrameRect, why: String?) {
      self.view = view
      self.rect = rect
      self.why = why
    }
  }

  /// The author's note for the whole file.
  public var note: String?
  /// The devices in the order written.
  public var devices: [Device]

  /// Creates a set of expectations.
  public init(note: String?, devices: [Device]) {
    self.note = note
    self.devices = devices
  }

  /// The expected frame of `view` on `device` at `snapshot` (or at sample `time` of it).
  public func frame(device: String, snapshot: String, time: Double? = nil, view: String)
    -> FrameRect?
  {
    devices.first { $0.device == device }?
      .snapshots.first { $0.snapshot == snapshot && $0.time == time }?
      .frames.first { $0.view == view }?.rect
  }
}
