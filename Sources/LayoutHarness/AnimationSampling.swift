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

  /// The longest stretch of a step that is played, in seconds (animations that repeat for ever
  /// would otherwise never end).
  static let maximumPlayedDuration = 10.0
  /// The most frames played in one device's run, all steps together (the report keeps at most
  /// 1,000 snapshots per device).
  static let maximumPlayedFrames = 900

  /// Frames of a step's animations at `rate` per second, from the step's start to the end of
  /// its animations: at 0, 1/rate, 2/rate, … and at the end itself. The end is read again after
  /// each frame, since completion handlers that run on the way may start more animations.
  /// A step that started no animation gives no frames. `budget` is the number of frames still
  /// allowed; each one recorded uses one.
  /// A time rounded to the nearest microsecond.
  static func snapped(_ time: Double) -> Double {
    time.isFinite ? (time * 1_000_000).rounded() / 1_000_000 : time
  }

  static func play(
    on stage: LayoutStage, rate: Double, budget: inout Int, record: (Double) -> Snapshot
  ) -> [Snapshot] {
    guard rate.isFinite, rate > 0, budget > 1 else { return [] }
    // The first frame also runs the layout pass the step left pending, which starts the
    // animations of a constraint change made inside an animation block.
    let first = record(0)
    // The end is measured on the process's one animation clock: snapped to a microsecond, so
    // a 1 s animation ends at 1, not at 0.9999999999999996, whatever the clock read before.
    var end = min(Self.snapped(stage.animationsEndTime), maximumPlayedDuration)
    guard end.isFinite, end > 0 else { return [] }
    var frames = [first]
    budget -= 1
    var index = 1
    while budget > 1 {
      let time = Double(index) / rate
      // A frame closer to the end than a thousandth of a second is the end frame itself.
      if time >= end - 0.0005 { break }
      frames.append(record(time))
      budget -= 1
      index += 1
      end = min(max(end, Self.snapped(stage.animationsEndTime)), maximumPlayedDuration)
    }
    frames.append(record(end))
    budget -= 1
    return frames
  }
}

/// Something the harness could not do; reported as a harness error.
enum HarnessFailure: Error, CustomStringConvertible {
  /// A device reference the layout engine does not know.
  case unknownDevice(String, reason: String)
  /// A sample time that is negative or not a number.
  case invalidSampleTime(Double)
  /// A step's change the harness does not read (the grader writes only valid ones).
  case unknownChange(String)

  var description: String {
    switch self {
    case .unknownChange(let text):
      "the step's change \"\(text)\" is not one the harness knows"
    case .unknownDevice(let reference, let reason):
      "the device \"\(reference)\" cannot be laid out: \(reason)"
    case .invalidSampleTime(let time):
      "the sample time \(time) is not a time after the step started"
    }
  }
}
