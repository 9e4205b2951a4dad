import AutoLayout
import LayoutReport

/// Frames in the middle of animations: the one place the harness asks for them.
///
/// A step with `sampleAt` times started animations (`UIView.animate`); the frames at each time are
/// what the views show then. The layout engine has no animation timeline yet, so asking for
/// samples fails with a harness error rather than recording settled frames under sample names,
/// which would let a missing animation pass.
@MainActor
enum AnimationSampling {
  /// Records a snapshot at each of `times` seconds after the step's code ran, using `record` to
  /// take the frames once the views show that moment.
  static func samples(
    at times: [Double], on stage: LayoutStage, record: (Double) -> Snapshot
  ) throws(HarnessFailure) -> [Snapshot] {
    guard times.isEmpty else { throw .animationSamplingUnavailable(times: times) }
    return []
  }
}

/// Something the harness could not do; reported as a harness error.
enum HarnessFailure: Error, CustomStringConvertible {
  /// A device reference the layout engine does not know.
  case unknownDevice(String, reason: String)
  /// A step asks for animation samples, which this build cannot take.
  case animationSamplingUnavailable(times: [Double])

  var description: String {
    switch self {
    case .unknownDevice(let reference, let reason):
      "the device \"\(reference)\" cannot be laid out: \(reason)"
    case .animationSamplingUnavailable(let times):
      "animation sampling is not available in this build of the layout engine, so the frames at "
        + times.map(Self.seconds).joined(separator: ", ")
        + " could not be recorded"
    }
  }

  /// `0.25 s`, `1 s`.
  private static func seconds(_ value: Double) -> String {
    var text = String(value)
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text + " s"
  }
}

