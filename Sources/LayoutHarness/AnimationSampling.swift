import AutoLayout
import LayoutReport

/// Frames in the middle of animations: the one place the harness asks for them.
///
/// A step with `sampleAt` times started animations (`UIView.animate`); the frames at each time are
/// what the views show then, read from the stage's animation timeline. Times are visited in
/// increasing order because the timeline's clock only moves forward (completions run on the way).
@MainActor
enum AnimationSampling {
  /// Records a snapshot at each of `times` seconds after the step's code started, using `record`
  /// to take the frames the views show at that moment.
  static func samples(
    at times: [Double], on stage: LayoutStage, record: (Double) -> Snapshot
  ) throws(HarnessFailure) -> [Snapshot] {
    if let bad = times.first(where: { !$0.isFinite || $0 < 0 }) {
      throw .invalidSampleTime(bad)
    }
    return times.sorted().map(record)
  }
}

/// Something the harness could not do; reported as a harness error.
enum HarnessFailure: Error, CustomStringConvertible {
  /// A device reference the layout engine does not know.
  case unknownDevice(String, reason: String)
  /// A sample time that is negative or not a number.
  case invalidSampleTime(Double)

  var description: String {
    switch self {
    case .unknownDevice(let reference, let reason):
      "the device \"\(reference)\" cannot be laid out: \(reason)"
    case .invalidSampleTime(let time):
      "the sample time \(time) is not a time after the step started"
    }
  }
}
