import Foundation

/// A damped spring of mass 1 pulling a value from 0 to 1: the timing of UIKit's spring animations.
///
/// Position (docs/UIKitFacts.md §7.2, the damped harmonic oscillator with x(0) = 0, x'(0) = v0):
/// - under-damped (ζ < 1), ωd = ω0·√(1 − ζ²):
///   x(t) = 1 − e^(−ζ·ω0·t)·(cos(ωd·t) + ((ζ·ω0 − v0) / ωd)·sin(ωd·t))
/// - critically damped (ζ = 1): x(t) = 1 − e^(−ω0·t)·(1 + (ω0 − v0)·t)
/// - over-damped (ζ > 1): x(t) = 1 − (c1·e^(r1·t) + c2·e^(r2·t)), r = −ω0·(ζ ∓ √(ζ² − 1)),
///   with c1 + c2 = 1 and r1·c1 + r2·c2 = −v0.
/// The velocity is normalised: 1 means the whole distance per second.
public struct SpringMotion: Hashable, Sendable {
  /// ζ: 1 settles without overshoot; smaller values oscillate.
  public let dampingRatio: Double
  /// ω0 in radians per second (stiffness = ω0² for mass 1).
  public let undampedFrequency: Double
  /// v0: the initial velocity in distances per second.
  public let initialVelocity: Double

  /// What counts as "arrived": the remaining displacement a settled spring may still have.
  static let restThreshold = 0.001

  /// Creates a spring from its damping ratio, undamped angular frequency and initial velocity.
  public init(dampingRatio: Double, undampedFrequency: Double, initialVelocity: Double = 0) {
    self.dampingRatio = max(dampingRatio, 0.01)
    self.undampedFrequency = max(undampedFrequency, 1e-6)
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
  }

  /// The spring `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)` and
  /// `UIViewPropertyAnimator(duration:dampingRatio:)` run.
  ///
  /// UIKit does not document how it picks the stiffness from the duration. This follows the model
  /// in docs/UIKitFacts.md §7.2 (Framer's `computeDerivedCurveOptions`, fitted to UIView springs):
  /// ζ is clamped to 0.01…1, the duration to 0.01…10 s, and ω0 is the frequency at which the
  /// envelope falls to 0.001 exactly at the end of the duration, where the envelope is
  /// `((ζ·ω0 − v0) / ωd)·e^(−ζ·ω0·T)` under-damped and `e^(−ω0·T)·((ω0 − v0)·T + 1)` critically
  /// damped. For v0 = 0 and ζ < 1 this gives ω0 = ln(ζ / (0.001·√(1 − ζ²))) / (ζ·T).
  public static func fitted(
    toDuration duration: Double, dampingRatio: Double,
    initialVelocity: Double = 0
  ) -> SpringMotion {
    let zeta = min(max(dampingRatio.isFinite ? dampingRatio : 1, 0.01), 1)
    let time = min(max(duration.isFinite ? duration : 0.5, 0.01), 10)
    let velocity = initialVelocity.isFinite ? initialVelocity : 0
    let envelope = { (omega: Double) -> Double in
      if zeta < 1 {
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return (zeta * omega - velocity) / damped * exp(-zeta * omega * time)
      }
      return exp(-omega * time) * ((omega - velocity) * time + 1)
    }
    let omega = decayingRoot(of: { envelope($0) - restThreshold }, start: 5 / time)
    return SpringMotion(dampingRatio: zeta, undampedFrequency: omega, initialVelocity: velocity)
  }

  /// The spring of iOS 17's `animate(springDuration:bounce:…)`, modelled on SwiftUI's spring
  /// (docs/UIKitFacts.md §7.2): ω0 = 2π / duration; ζ = 1 − bounce for bounce ≥ 0 and
  /// 1 / (1 + bounce) below (bounce clamped to −0.99…0.99).
  public static func perceptual(
    duration: Double, bounce: Double,
    initialVelocity: Double = 0
  ) -> SpringMotion {
    let response = duration.isFinite && duration > 0 ? duration : 0.5
    let clamped = min(max(bounce.isFinite ? bounce : 0, -0.99), 0.99)
    let zeta = clamped >= 0 ? 1 - clamped : 1 / (1 + clamped)
    return SpringMotion(
      dampingRatio: zeta, undampedFrequency: 2 * Double.pi / response,
      initialVelocity: initialVelocity)
  }

  /// The spring of `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`:
  /// ω0 = √(k / m), ζ = c / (2·√(k·m)); the velocity is scaled to mass 1 by the same ω0.
  public static func physical(
    mass: Double, stiffness: Double, damping: Double,
    initialVelocity: Double = 0
  ) -> SpringMotion {
    let m = mass > 0 && mass.isFinite ? mass : 1
    let k = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    let c = damping >= 0 && damping.isFinite ? damping : 10
    return SpringMotion(
      dampingRatio: c / (2 * (k * m).squareRoot()),
      undampedFrequency: (k / m).squareRoot(), initialVelocity: initialVelocity)
  }

  /// How far the value has moved towards 1 after `time` seconds (it may pass 1 and come back).
  public func position(at time: Double) -> Double {
    guard time > 0 else { return 0 }
    let zeta = dampingRatio
    let omega = undampedFrequency
    let v = initialVelocity
    if abs(zeta - 1) < 1e-9 {
      return 1 - exp(-omega * time) * (1 + (omega - v) * time)
    }
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega * time)
      return 1 - decay * (cos(damped * time) + (zeta * omega - v) / damped * sin(damped * time))
    }
    let (c1, r1, c2, r2) = overdampedTerms
    return 1 - (c1 * exp(r1 * time) + c2 * exp(r2 * time))
  }

  /// The time after which the displacement's envelope stays below 0.001 (at most 10 s): how long
  /// a spring given by its physics, rather than by a duration, runs.
  public var settlingDuration: Double {
    let zeta = dampingRatio
    let omega = undampedFrequency
    let v = initialVelocity
    let envelope: (Double) -> Double
    if abs(zeta - 1) < 1e-9 {
      envelope = { t in exp(-omega * t) * abs(1 + (omega - v) * t) }
    } else if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let ratio = (zeta * omega - v) / damped
      let amplitude = (1 + ratio * ratio).squareRoot()
      envelope = { t in amplitude * exp(-zeta * omega * t) }
    } else {
      let (c1, r1, c2, r2) = overdampedTerms
      envelope = { t in abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t) }
    }
    var high = 0.01
    while envelope(high) > Self.restThreshold, high < 10 { high *= 2 }
    if high >= 10 { return 10 }
    var low = 0.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if envelope(middle) > Self.restThreshold { low = middle } else { high = middle }
    }
    return high
  }

  private var overdampedTerms: (Double, Double, Double, Double) {
    let root = (dampingRatio * dampingRatio - 1).squareRoot()
    let r1 = -undampedFrequency * (dampingRatio - root)
    let r2 = -undampedFrequency * (dampingRatio + root)
    let c1 = (-initialVelocity - r2) / (r1 - r2)
    return (c1, r1, 1 - c1, r2)
  }

  /// The root of `f` on its decaying side: `f` is positive for small arguments and negative for
  /// large ones. Brackets the root by doubling and halving from `start`, then bisects.
  static func decayingRoot(of f: (Double) -> Double, start: Double) -> Double {
    var high = start
    while f(high) > 0, high < 1e7 { high *= 2 }
    var low = high
    while f(low) <= 0, low > 1e-7 { low /= 2 }
    guard f(low) > 0, f(high) <= 0 else { return start }
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if f(middle) > 0 { low = middle } else { high = middle }
      if high - low <= 1e-13 * high { break }
    }
    return (low + high) / 2
  }
}
