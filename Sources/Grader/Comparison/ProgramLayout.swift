import LayoutReport

/// What one program's run says for comparing it with another: per device, the constraints its
/// own code made and were active at the end, and the frames of the views the exercise checks.
/// UIKit's own constraints (autoresizing masks, guides, margins, intrinsic sizes) and the
/// exercise's storyboard snippet are left out: both programs share those.
public struct ProgramLayout: Sendable, Hashable, Codable {
  /// One device in one orientation.
  public struct Device: Sendable, Hashable, Codable {
    /// The device as exercises name it (`iphone-x`, `ipad-pro-11:landscape`).
    public var name: String
    /// The program's active constraints there.
    public var constraints: [ConstraintRecord]
    /// `snapshot/view` → the view's frame in the root view, settled snapshots only.
    public var frames: [String: ReportRect]

    /// Creates a device record.
    public init(name: String, constraints: [ConstraintRecord], frames: [String: ReportRect]) {
      self.name = name
      self.constraints = constraints
      self.frames = frames
    }
  }

  /// The devices in the exercise's order.
  public var devices: [Device]

  /// Creates a layout.
  public init(devices: [Device]) { self.devices = devices }

  /// The layout `report` records.
  public init(_ report: LayoutReport) {
    devices = report.results.map { result in
      var frames: [String: ReportRect] = [:]
      for snapshot in result.snapshots where snapshot.time == nil {
        for view in snapshot.views { frames["\(snapshot.name)/\(view.path)"] = view.frameInRoot }
      }
      return Device(
        name: result.name, constraints: result.activeConstraints.filter { $0.origin == .code },
        frames: frames)
    }
  }

  /// The device called `name`.
  public func device(_ name: String) -> Device? { devices.first { $0.name == name } }
}
