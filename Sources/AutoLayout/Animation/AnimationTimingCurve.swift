/// How an animation's value moves over its duration: a cubic Bézier or a spring.
public enum AnimationTimingCurve: Hashable, Sendable {
  /// A Bézier timing curve (UIKit's named curves are Béziers too).
  case cubic(CubicTimingCurve)
  /// A damped spring; the value may overshoot.
  case spring(SpringMotion)

  /// `.curveEaseInOut`.
  public static let easeInOut = AnimationTimingCurve.cubic(.easeInOut)
  /// `.curveEaseIn`.
  public static let easeIn = AnimationTimingCurve.cubic(.easeIn)
  /// `.curveEaseOut`.
  public static let easeOut = AnimationTimingCurve.cubic(.easeOut)
  /// `.curveLinear`.
  public static let linear = AnimationTimingCurve.cubic(.linear)

  /// The curve of a `UIView.AnimationCurve`.
  public init(_ curve: UIView.AnimationCurve) {
    switch curve {
    case .easeInOut: self = .easeInOut
    case .easeIn: self = .easeIn
    case .easeOut: self = .easeOut
    case .linear: self = .linear
    }
  }

  /// `easeInOut`, `easeIn`, `easeOut`, `linear`, `spring`, or `cubicBezier` for other control
  /// points: the names a report uses.
  public var name: String {
    switch self {
    case .cubic(.easeInOut): return "easeInOut"
    case .cubic(.easeIn): return "easeIn"
    case .cubic(.easeOut): return "easeOut"
    case .cubic(.linear): return "linear"
    case .cubic: return "cubicBezier"
    case .spring: return "spring"
    }
  }

  /// The share of the change done `elapsed` seconds into an animation lasting `duration`.
  ///
  /// Béziers take x = elapsed / duration; springs run on their own clock (so they may still be
  /// short of 1, or past it, when the duration ends: the animation then snaps to its end value).
  public func progress(elapsed: Double, duration: Double) -> Double {
    switch self {
    case .cubic(let curve):
      guard duration > 0 else { return 1 }
      return curve.progress(atTimeFraction: elapsed / duration)
    case .spring(let spring):
      return elapsed >= duration ? 1 : spring.position(at: elapsed)
    }
  }
}
