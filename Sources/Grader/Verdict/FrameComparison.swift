import Devices
import LayoutReport

/// Compares the frames in a report with the expected ones.
///
/// A frame matches when each of x, y, width and height is within the tolerance of the expected
/// value: the exercise's tolerance if it gives one, otherwise half a pixel of the device
/// (0.5 / scale points: 0.25 pt on @2x, 1/6 pt on @3x). The bound is inclusive, with 1e-9 pt of
/// slack for the binary rounding of values such as 1/3.
public enum FrameComparison {
  /// Slack added to every tolerance so that values on the pixel grid compare as exact.
  public static let slack = 1e-9

  /// Half a device pixel, in points.
  public static func halfPixel(scale: Double) -> Double {
    0.5 / scale
  }

  /// Whether `actual` is within `tolerance` of `expected` in x, y, width and height.
  public static func matches(_ actual: ReportRect, _ expected: ReportRect, tolerance: Double)
    -> Bool
  {
    zip(actual.values, expected.values).allSatisfy { abs($0 - $1) <= tolerance + slack }
  }

  /// One check per expected frame, in the order of `expected.entries`.
  ///
  /// Devices are matched by id and orientation (`iphone-x:landscape` is the result with device
  /// `iphone-x` and orientation `landscape`), snapshots by name and time, views by path. A view
  /// the report does not have gives a failed check with no actual frame.
  public static func compare(expected: ExpectedFrames, report: LayoutReport) -> [Check] {
    expected.entries.map { entry in
      let result = entry.reference.flatMap(report.result(for:))
      let tolerance = expected.tolerance ?? result.map { halfPixel(scale: $0.scale) } ?? 0
      let actual = result?
        .snapshot(matching: SnapshotKey(parsing: entry.snapshot))?
        .view(at: entry.view)?.frameInRoot
      let ok = actual.map { matches($0, entry.frame, tolerance: tolerance) } ?? false
      return Check(
        device: entry.device, snapshot: entry.snapshot, view: entry.view, expected: entry.frame,
        actual: actual, tolerance: tolerance, ok: ok)
    }
  }
}
