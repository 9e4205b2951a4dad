import Devices

/// What a learner's program writes after laying out an exercise on each device, and what the
/// grader reads: frames per device per snapshot, the layout engine's log, animations and errors.
///
/// The report crosses a process boundary from code the learner wrote, so the grader reads it with
/// `LayoutReport.decode(_:limits:)`, which checks its size, version and every number.
///
/// Coordinates: every `ViewRecord` carries both UIKit's `frame` (in its superview's coordinate
/// space) and `frameInRoot` (in the root view's coordinate space: the view controller's `view`,
/// or the exercise's entry view). Expected frames, checks and `frames --json` use `frameInRoot`.
public struct LayoutReport: Sendable, Hashable, Codable {
  /// The format version this build writes and reads.
  public static let currentFormatVersion = 1

  /// The format version; readers reject any other than `currentFormatVersion`.
  public var formatVersion: Int
  /// One result per device and orientation, in the order they were laid out.
  public var results: [DeviceResult]

  /// Creates a report in the current format.
  public init(results: [DeviceResult]) {
    self.formatVersion = Self.currentFormatVersion
    self.results = results
  }

  /// Creates a report with an explicit format version (for tests of version handling).
  public init(formatVersion: Int, results: [DeviceResult]) {
    self.formatVersion = formatVersion
    self.results = results
  }

  /// The result for a device and orientation, if the report has one.
  public func result(for reference: DeviceReference) -> DeviceResult? {
    results.first { $0.reference == reference }
  }
}
