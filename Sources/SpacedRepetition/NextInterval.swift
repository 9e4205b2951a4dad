import Foundation

/// The wait a review sets before the card is due again.
enum NextInterval: Equatable {
  /// A (re)learning step, in seconds.
  case step(TimeInterval)
  /// A review interval in whole days; only these are fuzzed.
  case days(Int)

  var seconds: TimeInterval {
    switch self {
    case .step(let seconds): return seconds
    case .days(let days): return TimeInterval(days) * 86_400
    }
  }
}
