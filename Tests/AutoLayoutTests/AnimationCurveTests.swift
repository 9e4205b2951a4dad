import Foundation
import Testing

@testable import AutoLayout

/// Timing curves and springs on their own. Expected values are worked out from the curve
/// definitions: x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³ (same for y), s found by bisection on a
/// calculator to 12 digits.
@Suite struct AnimationCurveTests {
  @Test func easeOutHalfwayInTimeIsTwoThirdsOfTheWay() {
    // easeOut (0,0)(0.58,1), x = 0.5: x(s) = 3(1−s)s²·0.58 + s³ = 0.5 at s = 0.625746564465;
    // y(s) = 3(1−s)²s·0 + 3(1−s)s²·1 + s³ = 3s² − 2s³ = 0.684643187427.
    let curve = CubicTimingCurve.easeOut
    #expect(isClose(curve.parameter(forTimeFraction: 0.5), 0.625746564465, tolerance: 1e-8))
    #expect(isClose(curve.progress(atTimeFraction: 0.5), 0.684643187427, tolerance: 1e-9))
    // x = 0.25: s = 0.418024248546, y = 3s² − 2s³ = 0.378138130825.
    #expect(isClose(curve.progress(atTimeFraction: 0.25), 0.378138130825, tolerance: 1e-9))
  }

  @Test func easeInMirrorsEaseOut() {
    // easeIn (0.42,0)(1,1): y_in(x) = 1 − y_out(1 − x). x = 0.5: x(s) = 3(1−s)²s·0.42 +
    // 3(1−s)s² + s³ = 0.5 at s = 0.374253435535; y(s) = 3(1−s)s² + s³ = 0.315356812573
    // = 1 − 0.684643187427.
    #expect(
      isClose(
        CubicTimingCurve.easeIn.progress(atTimeFraction: 0.5), 0.315356812573,
        tolerance: 1e-9))
    // x = 0.25: s = 0.188786994126, y = 0.093464650719 = 1 − y_out(0.75) = 1 − 0.906535349281.
    #expect(
      isClose(
        CubicTimingCurve.easeIn.progress(atTimeFraction: 0.25), 0.093464650719,
        tolerance: 1e-9))
  }

  @Test func easeInOutIsSymmetric() {
    // (0.42,0)(0.58,1) is point-symmetric about (0.5, 0.5): s = 0.5 gives x = y = 0.5.
    #expect(isClose(CubicTimingCurve.easeInOut.progress(atTimeFraction: 0.5), 0.5, tolerance: 1e-9))
    // x = 0.25: s = 0.225065160375, y = 3(1−s)s²·1 + s³ = 0.129161931047; x = 0.75 mirrors it.
    #expect(
      isClose(
        CubicTimingCurve.easeInOut.progress(atTimeFraction: 0.25), 0.129161931047,
        tolerance: 1e-9))
    #expect(
      isClose(
        CubicTimingCurve.easeInOut.progress(atTimeFraction: 0.75), 0.870838068953,
        tolerance: 1e-9))
  }

  @Test func linearAndEndsAreExact() {
    #expect(CubicTimingCurve.linear.progress(atTimeFraction: 0.3) == 0.3)
    for curve in [CubicTimingCurve.easeIn, .easeOut, .easeInOut, .linear] {
      #expect(curve.progress(atTimeFraction: 0) == 0)
      #expect(curve.progress(atTimeFraction: 1) == 1)
      #expect(curve.progress(atTimeFraction: -0.5) == 0)
      #expect(curve.progress(atTimeFraction: 1.5) == 1)
    }
  }

  @Test func solvedParameterMatchesTheTimeShareToANanosecondShare() {
    // Core Animation's default (0.25,0.1)(0.25,1) has a steep start where Newton overshoots;
    // (0.9,0)(0.1,1) is nearly flat in the middle. Either way x(s) must come back to x.
    for curve in [
      CubicTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1),
      CubicTimingCurve(x1: 0.9, y1: 0, x2: 0.1, y2: 1), .easeInOut, .easeIn,
    ] {
      for step in 1..<1000 {
        let x = Double(step) / 1000
        let s = curve.parameter(forTimeFraction: x)
        #expect(abs(CubicTimingCurve.cubic(s, curve.x1, curve.x2) - x) <= 1e-9)
      }
    }
  }

  @Test func criticallyDampedSpringFittedToHalfASecond() {
    // ζ = 1, T = 0.5, v0 = 0: e^(−ω0·T)·(ω0·T + 1) = 0.001 → u = ω0·T = 9.233413476452,
    // ω0 = 18.466826952903. x(t) = 1 − e^(−ω0·t)·(1 + ω0·t):
    // t = 0.1 → 1 − e^(−1.8466827)·2.8466827 = 0.550908374120; t = 0.25 → 0.944477183562.
    let spring = SpringMotion.fitted(toDuration: 0.5, dampingRatio: 1)
    #expect(isClose(spring.undampedFrequency, 18.466826952903, tolerance: 1e-6))
    #expect(isClose(spring.position(at: 0.1), 0.550908374120, tolerance: 1e-9))
    #expect(isClose(spring.position(at: 0.25), 0.944477183562, tolerance: 1e-9))
    // Never past 1 (no overshoot), rising all the way.
    var previous = 0.0
    for step in 1...500 {
      let y = spring.position(at: Double(step) / 1000)
      #expect(y <= 1 && y >= previous)
      previous = y
    }
  }

  @Test func underDampedSpringOvershootsByTheFormula() {
    // ζ = 0.5, T = 0.5, v0 = 0: ω0 = ln(ζ / (0.001·√(1−ζ²))) / (ζ·T) = ln(577.350269) / 0.25
    // = 25.433796538592; ωd = ω0·√0.75 = 22.026313917106. The first peak is at t = π/ωd
    // = 0.142629069277 with x = 1 + e^(−πζ/√(1−ζ²)) = 1 + e^(−1.813799) = 1.163033534822.
    let spring = SpringMotion.fitted(toDuration: 0.5, dampingRatio: 0.5)
    #expect(isClose(spring.undampedFrequency, 25.433796538592, tolerance: 1e-6))
    #expect(isClose(spring.position(at: 0.142629069277), 1.163033534822, tolerance: 1e-9))
    // x(0.1) = 1 − e^(−1.27169)·(cos 2.20263 + 0.57735·sin 2.20263) = 1.034970842114.
    #expect(isClose(spring.position(at: 0.1), 1.034970842114, tolerance: 1e-9))
  }

  @Test func iOS17SpringWithoutBounceSettlesWhenTheEnvelopeIsAThousandth() {
    // duration 0.5, bounce 0: ζ = 1, ω0 = 2π/0.5 = 12.566370614359. x(0.25) = 1 − e^(−π)(1 + π)
    // = 1 − 0.043213918·4.141592654 = 0.821025554. Settled when e^(−ω0·t)(1 + ω0·t) = 0.001:
    // ω0·t = 9.233413476452 → t = 0.734772...
    let spring = SpringMotion.perceptual(duration: 0.5, bounce: 0)
    #expect(spring.dampingRatio == 1)
    #expect(
      isClose(spring.position(at: 0.25), 1 - exp(-Double.pi) * (1 + Double.pi), tolerance: 1e-12))
    #expect(isClose(spring.position(at: 0.25), 0.821025554, tolerance: 1e-8))
    #expect(isClose(spring.settlingDuration, 9.233413476452 / (4 * Double.pi), tolerance: 1e-9))
    // bounce 0.3 → ζ = 0.7; bounce −0.5 → ζ = 1 / 0.5 = 2 (over-damped).
    #expect(isClose(SpringMotion.perceptual(duration: 1, bounce: 0.3).dampingRatio, 0.7))
    // ζ = 2, ω0 = 4π: r1 = −ω0(2 − √3) = −3.367149, r2 = −ω0(2 + √3) = −46.898334;
    // c1 = −r2 / (r1 − r2) = 1.077350, c2 = −0.077350; at t = 0.1:
    // 1 − (1.077350·e^(−0.336715) − 0.077350·e^(−4.689833)) = 0.231361509.
    let stiff = SpringMotion.perceptual(duration: 0.5, bounce: -0.5)
    #expect(stiff.dampingRatio == 2)
    #expect(isClose(stiff.position(at: 0.1), 0.231361509, tolerance: 1e-8))
    // t = 10: 1.077350·e^(−33.67) ≈ 2.6e-15 is all that is left.
    #expect(isClose(stiff.position(at: 10), 1, tolerance: 1e-12))
  }

  @Test func namedCurvesComeFromTheOptionBits() {
    // Bits 16–19: 0 ease in-out, 1 ease in, 2 ease out, 3 linear (UIView.h).
    #expect(UIView.AnimationOptions.curveEaseIn.rawValue == 0x10000)
    #expect(UIView.AnimationOptions.curveLinear.rawValue == 0x30000)
    #expect(UIView.AnimationOptions([.curveEaseOut, .beginFromCurrentState]).curve == .easeOut)
    #expect(UIView.AnimationOptions.layoutSubviews.rawValue == 1)
    #expect(UIView.AnimationOptions.autoreverse.rawValue == 16)
    #expect(AnimationTimingCurve(.easeOut).name == "easeOut")
    #expect(
      AnimationTimingCurve.cubic(CubicTimingCurve(x1: 0.1, y1: 0, x2: 0.2, y2: 1)).name
        == "cubicBezier")
  }
}
