/// A cubic Bézier timing curve from (0, 0) to (1, 1), like Core Animation's
/// `CAMediaTimingFunction`: it maps the share of the time gone, x, to the share of the change
/// done, y.
///
/// The curve is given by a parameter s: x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ and likewise y(s).
/// UIKit's named curves (docs/UIKitFacts.md §7.1): easeInOut (0.42, 0) (0.58, 1), easeIn
/// (0.42, 0) (1, 1), easeOut (0, 0) (0.58, 1), linear (0, 0) (1, 1).
public struct CubicTimingCurve: Hashable, Sendable {
  /// The first control point's x (kept in 0…1 so x(s) rises monotonically).
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x (kept in 0…1).
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// How close x(s) must come to the wanted time share.
  static let tolerance = 1e-9

  /// Creates a curve with control points (x1, y1) and (x2, y2); x values are clamped to 0…1.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
  }

  /// Slow start and slow end: (0.42, 0) (0.58, 1), UIKit's default.
  public static let easeInOut = CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
  /// Slow start: (0.42, 0) (1, 1).
  public static let easeIn = CubicTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  /// Slow end: (0, 0) (0.58, 1).
  public static let easeOut = CubicTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  /// Constant speed: (0, 0) (1, 1).
  public static let linear = CubicTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The share of the change done when a share `x` of the time has gone (x clamped to 0…1).
  public func progress(atTimeFraction x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    // y = x exactly for the straight line, without solving.
    if self == .linear { return x }
    return Self.cubic(parameter(forTimeFraction: x), y1, y2)
  }

  /// The parameter s in 0…1 at which x(s) equals `x`: Newton's method from s = x, then bisection
  /// if Newton leaves the interval, meets a flat slope or has not converged after eight steps.
  func parameter(forTimeFraction x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.cubic(s, x1, x2) - x
      if abs(error) <= Self.tolerance { return s }
      let slope = Self.slope(s, x1, x2)
      guard abs(slope) > 1e-6 else { break }
      let next = s - error / slope
      guard next >= 0, next <= 1 else { break }
      s = next
    }
    if abs(Self.cubic(s, x1, x2) - x) <= Self.tolerance { return s }
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<100 {
      s = (low + high) / 2
      let error = Self.cubic(s, x1, x2) - x
      if abs(error) <= Self.tolerance { break }
      if error < 0 { low = s } else { high = s }
    }
    return s
  }

  /// One coordinate of the curve at parameter s, for inner control values p1 and p2.
  static func cubic(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  /// d/ds of `cubic`.
  static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }
}
