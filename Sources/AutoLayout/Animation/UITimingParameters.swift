import Foundation

/// A two-dimensional vector (Core Graphics' `CGVector`, which Foundation lacks on Linux).
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat
  /// Creates a vector.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  /// The zero vector.
  public static let zero = CGVector(dx: 0, dy: 0)
}

/// Which kind of timing a `UITimingCurveProvider` describes.
public enum UITimingCurveType: Int, Sendable {
  /// One of UIKit's named curves.
  case builtin = 0
  /// A cubic Bézier.
  case cubic = 1
  /// A spring.
  case spring = 2
  /// Cubic and spring together.
  case composed = 3
}

/// Timing information for a property animator.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// The kind of timing.
  var timingCurveType: UITimingCurveType { get }
  /// The Bézier parameters, if any.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring parameters, if any.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve for a property animator.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
  /// The named curve (`.easeInOut` for custom control points).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point.
  public let controlPoint1: CGPoint
  /// The second control point.
  public let controlPoint2: CGPoint
  let curve: AnimationTimingCurve

  /// The default curve, ease-in-ease-out.
  public convenience init() { self.init(animationCurve: .easeInOut) }

  /// One of UIKit's named curves.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    self.curve = AnimationTimingCurve(curve)
    guard case .cubic(let bezier) = self.curve else {
      controlPoint1 = .zero
      controlPoint2 = CGPoint(x: 1, y: 1)
      return
    }
    controlPoint1 = CGPoint(x: bezier.x1, y: bezier.y1)
    controlPoint2 = CGPoint(x: bezier.x2, y: bezier.y2)
  }

  /// A curve with custom control points.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    curve = .cubic(
      CubicTimingCurve(
        x1: Double(point1.x), y1: Double(point1.y),
        x2: Double(point2.x), y2: Double(point2.y)))
  }

  /// `.cubic`.
  public var timingCurveType: UITimingCurveType { .cubic }
  /// Itself.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// Nil.
  public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring timing for a property animator.
///
/// Springs given by damping ratio settle within the animator's duration; springs given by mass,
/// stiffness and damping (or by a perceived duration and bounce) run until they settle, whatever
/// the animator's duration says, as in UIKit.
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
  /// The initial velocity, normalised (1 = the whole distance per second); `dx` is used.
  public let initialVelocity: CGVector
  enum Kind {
    case fittedToDuration(dampingRatio: Double)
    case fixed(SpringMotion)
  }
  let kind: Kind

  /// The default spring: mass 1, stiffness 100, damping 10 (docs/UIKitFacts.md §7.2, confidence L).
  public convenience init() {
    self.init(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
  }

  /// A spring with this damping ratio that settles within the animator's duration.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: .zero)
  }

  /// A spring with this damping ratio and initial velocity that settles within the animator's
  /// duration.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    initialVelocity = velocity
    kind = .fittedToDuration(dampingRatio: Double(ratio))
  }

  /// A physical spring (mass in kg, stiffness in N/m, damping in N·s/m).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    initialVelocity = velocity
    kind = .fixed(
      .physical(
        mass: Double(mass), stiffness: Double(stiffness),
        damping: Double(damping), initialVelocity: Double(velocity.dx)))
  }

  /// A spring described by its perceived duration and bounce (iOS 17).
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
    initialVelocity = velocity
    kind = .fixed(
      .perceptual(
        duration: duration, bounce: Double(bounce),
        initialVelocity: Double(velocity.dx)))
  }

  /// `.spring`.
  public var timingCurveType: UITimingCurveType { .spring }
  /// Nil.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// Itself.
  public var springTimingParameters: UISpringTimingParameters? { self }

  /// The spring and how long it runs for an animator of `duration` seconds.
  func motion(forDuration duration: TimeInterval) -> (
    curve: AnimationTimingCurve, length: TimeInterval
  ) {
    switch kind {
    case .fittedToDuration(let ratio):
      let spring = SpringMotion.fitted(
        toDuration: duration, dampingRatio: ratio,
        initialVelocity: Double(initialVelocity.dx))
      return (.spring(spring), duration)
    case .fixed(let spring):
      return (.spring(spring), spring.settlingDuration)
    }
  }
}

extension UITimingCurveProvider {
  /// The curve and running time this timing gives an animator of `duration` seconds.
  func resolvedTiming(forDuration duration: TimeInterval)
    -> (curve: AnimationTimingCurve, length: TimeInterval)
  {
    if let spring = springTimingParameters { return spring.motion(forDuration: duration) }
    if let cubic = cubicTimingParameters { return (cubic.curve, duration) }
    return (.easeInOut, duration)
  }
}
