import Foundation

/// When a block animation runs, measured from the moment `UIView.animate` was called: it waits
/// `delay` seconds, then moves along `curve` for `duration` seconds (forwards and back with
/// autoreverse; for ever with repeat).
struct AnimationSchedule: Hashable, Sendable {
  var curve: AnimationTimingCurve
  var delay: TimeInterval
  var duration: TimeInterval
  var repeats = false
  var autoreverses = false

  /// Where an animation stands at one moment.
  enum Phase: Equatable {
    /// Before its delay ended: the view still shows the start value.
    case waiting
    /// Moving: the share of the change done (a spring may pass 1).
    case running(Double)
    /// Over: the view shows the model value.
    case finished
  }

  /// Seconds from the call to the end (nil: it repeats for ever).
  var totalLength: TimeInterval? {
    repeats ? nil : delay + duration * (autoreverses ? 2 : 1)
  }

  /// The phase `elapsed` seconds after the call.
  func phase(elapsed: TimeInterval) -> Phase {
    let local = elapsed - delay
    if local < 0 { return .waiting }
    guard duration > 0 else { return .finished }
    let cycle = duration * (autoreverses ? 2 : 1)
    var within = local
    if repeats {
      within = local.truncatingRemainder(dividingBy: cycle)
    } else if local >= cycle - AnimationTimeline.timeTolerance {
      return .finished
    }
    if autoreverses, within > duration { within = cycle - within }
    return .running(curve.progress(elapsed: within, duration: duration))
  }
}
