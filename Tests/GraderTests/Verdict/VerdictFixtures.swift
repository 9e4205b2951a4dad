import Devices
import Grader
import LayoutReport

/// Small builders for hand-made reports and expected frames.
enum Fixture {
  static let file = "Layoutlings/ViewController.swift"

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> ReportRect {
    ReportRect(x: x, y: y, width: width, height: height)
  }

  /// A view record whose superview is the root view (so both frames are equal).
  static func view(
    _ path: String, _ frame: ReportRect, className: String = "UIView", ambiguous: Bool = false,
    translates: Bool = false
  ) -> ViewRecord {
    ViewRecord(
      path: path, className: className, frame: frame, frameInRoot: frame, ambiguous: ambiguous,
      translatesAutoresizingMaskIntoConstraints: translates)
  }

  static func device(
    _ id: String, orientation: DeviceOrientation = .portrait, scale: Double = 3,
    snapshots: [Snapshot], log: [LogEntry] = [], errors: [ReportedError] = [],
    inactive: [ConstraintRecord] = []
  ) -> DeviceResult {
    let size =
      orientation == .portrait
      ? ReportSize(width: 375, height: 812) : ReportSize(width: 812, height: 375)
    return DeviceResult(
      device: id, orientation: orientation, size: size, scale: scale, snapshots: snapshots,
      log: log, errors: errors, inactiveConstraints: inactive)
  }

  static func expected(
    _ entries: [(String, String, String, ReportRect)], tolerance: Double? = nil
  ) throws -> ExpectedFrames {
    try ExpectedFrames(
      entries: entries.map {
        ExpectedFrames.Entry(device: $0.0, snapshot: $0.1, view: $0.2, frame: $0.3)
      },
      tolerance: tolerance)
  }

  /// The verdict for one view on one device in one snapshot.
  static func verdict(
    expected frame: ReportRect, actual: ReportRect, scale: Double = 3, device: String = "iphone-x"
  ) throws -> Verdict {
    let report = LayoutReport(results: [
      Fixture.device(
        device, scale: scale,
        snapshots: [
          Snapshot(name: "initial", views: [view("redView", actual)])
        ])
    ])
    return Verdict(grading: report, against: try expected([(device, "initial", "redView", frame)]))
  }
}
