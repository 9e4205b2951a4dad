import Devices
import Foundation
import LayoutReport

/// Reports built by hand for the tests.
enum SampleReports {
  /// One portrait iPhone X result with two snapshots, a log entry, an error, an animation and an
  /// inactive constraint: every field of the format filled in at least once.
  static var full: LayoutReport {
    let red = ViewRecord(
      path: "redView", className: "UIView",
      frame: ReportRect(x: 4, y: 8, width: 100, height: 50),
      frameInRoot: ReportRect(x: 20, y: 52, width: 100, height: 50), superview: "cardView",
      hidden: false, ambiguous: true, alpha: 0.5, translatesAutoresizingMaskIntoConstraints: true)
    let root = ViewRecord(
      path: "view", className: "UIView",
      frame: ReportRect(x: 0, y: 0, width: 375, height: 812),
      frameInRoot: ReportRect(x: 0, y: 0, width: 375, height: 812))
    let width = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x600001e77d90 UIView:0x7f9a77b3cd20.width == 100   (active)>",
      file: "Layoutlings/ViewController.swift", line: 14, broken: true, views: ["redView"])
    let autoresizing = ConstraintRecord(
      description: "<NSAutoresizingMaskLayoutConstraint:0x600001e77e00 h=--& v=--& "
        + "UIView:0x7f9a77b3cd20.width == 0   (active)>",
      origin: .autoresizing, views: ["redView"])
    return LayoutReport(results: [
      DeviceResult(
        device: "iphone-x", orientation: .portrait, size: ReportSize(width: 375, height: 812),
        scale: 3,
        snapshots: [
          Snapshot(name: "initial", views: [root, red]),
          Snapshot(
            name: "after-skip", time: 0.25, views: [root],
            missing: [
              MissingView(path: "skipButton", reason: .notInHierarchy, typeName: "UIButton")
            ]),
        ],
        log: [
          LogEntry(
            kind: .unsatisfiable, text: "Unable to simultaneously satisfy constraints.",
            constraints: [width, autoresizing])
        ],
        errors: [
          ReportedError(
            kind: .vflError, message: "Expected a view", file: "Layoutlings/ViewController.swift",
            line: 31)
        ],
        animations: [
          AnimationRecord(
            view: "redView", property: "frame", from: [20, 52, 100, 50], to: [20, 300, 100, 50],
            delay: 0.1, duration: 0.5, curve: "easeInOut")
        ],
        inactiveConstraints: [
          ConstraintRecord(
            description: "<NSLayoutConstraint:0x600001e77f10 UIView:0x7f9a77b3cd20.height == 50>",
            file: "Layoutlings/ViewController.swift", line: 18)
        ])
    ])
  }

  /// The smallest valid report: one device, one snapshot, one view.
  static func single(
    device: String = "iphone-se", orientation: DeviceOrientation = .portrait, scale: Double = 2,
    frame: ReportRect = ReportRect(x: 16, y: 20, width: 288, height: 44)
  ) -> LayoutReport {
    LayoutReport(results: [
      DeviceResult(
        device: device, orientation: orientation, size: ReportSize(width: 320, height: 568),
        scale: scale,
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              ViewRecord(path: "titleLabel", className: "UILabel", frame: frame, frameInRoot: frame)
            ])
        ])
    ])
  }
}

/// Parses JSON text or data into Foundation objects for key-by-key comparison.
func jsonObject(_ data: Data) throws -> Any {
  try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
}

/// Decodes a report from JSON text.
func decodeReport(_ text: String, limits: ReportLimits = .standard) throws(LayoutReportError)
  -> LayoutReport
{
  try LayoutReport.decode(Data(text.utf8), limits: limits)
}

/// The error a decode throws, or nil if it succeeds.
func decodingError(_ text: String, limits: ReportLimits = .standard) -> LayoutReportError? {
  do {
    _ = try decodeReport(text, limits: limits)
    return nil
  } catch {
    return error
  }
}

/// A minimal report as JSON text with the given pieces spliced in.
func reportJSON(
  version: String = "1", device: String = #""iphone-se""#, scale: String = "2",
  size: String = "[320, 568]", frame: String = "[16, 20, 288, 44]", extraView: String = "",
  deviceExtras: String = ""
) -> String {
  """
  {"formatVersion": \(version), "results": [{"device": \(device), "orientation": "portrait",
   "size": \(size), "scale": \(scale), \(deviceExtras)
   "snapshots": [{"name": "initial", "views": [{"path": "titleLabel", "class": "UILabel",
     "frame": \(frame), "frameInRoot": \(frame), "hidden": false, "ambiguous": false,
     "translatesAutoresizingMaskIntoConstraints": false}\(extraView)]}]}]}
  """
}
