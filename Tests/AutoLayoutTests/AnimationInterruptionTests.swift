import Foundation
import Testing

@testable import AutoLayout

/// A second animation started while the first is running.
///
/// Frames are additive (UIKit since iOS 8): presented = model + Σ (from − to)·(1 − y) over the
/// view's running frame animations, so the second starts from what is on screen and the two blend.
/// Alpha is absolute: the newest animation replaces the running one.
@MainActor
@Suite struct AnimationInterruptionTests {
  @Test func linearReversalHoldsStillUntilTheFirstEnds() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    var finished: [String: Bool] = [:]
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        vc.box.frame.origin.x = 100
      }, completion: { finished["out"] = $0 })
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.5), [50, 100, 50, 50]))
    // At 0.5 s, send it back over 1 s. First: (0 − 100)(1 − y1); second: (100 − 0)(1 − y2);
    // model 0. t = 0.75: −100·0.25 + 100·0.75 = 50. t = 1: 0 + 100·0.5 = 50 (the view stands
    // still while the first finishes: the "freeze" UIKit shows for linear reversals).
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        vc.box.frame.origin.x = 0
      }, completion: { finished["back"] = $0 })
    // It moves the model from 100 to 0; on screen it starts from 50.
    #expect(stage.animations.last?.from == [100, 100, 50, 50])
    // Read on the process's one animation clock, whose time earlier tests moved on: the same
    // rectangle to within rounding.
    let shown = try #require(stage.animations.last?.shownAtStart)
    #expect(shown.count == 4 && zip(shown, [50, 100, 50, 50]).allSatisfy { abs($0 - $1) < 1e-9 })
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.75), [50, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 1.0), [50, 100, 50, 50]))
    #expect(finished == ["out": true])
    // t = 1.25: only the second, y2 = 0.75 → 100·0.25 = 25; t = 1.5: 0.
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 1.25), [25, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 1.5), [0, 100, 50, 50]))
    #expect(finished == ["out": true, "back": true])
  }

  @Test func easedReversalBlendsBothCurves() throws {
    let vc = BannerController()
    let stage = try hostOnPhoneX(vc)
    vc.leading.constant = 100
    UIView.animate(withDuration: 1) { vc.view.layoutIfNeeded() }
    // t = 0.5: ease in-out halfway, x = 16 + 50 = 66.
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.5), [66, 64, 240, 80]))
    vc.leading.constant = 0
    UIView.animate(withDuration: 1) { vc.view.layoutIfNeeded() }
    // t = 0.75: first at x = 0.75, s = 0.774934839625, y1 = 0.870838068953, adds
    // (16 − 116)(1 − y1) = −12.9161931047; second at x = 0.25, s = 0.225065160375,
    // y2 = 0.129161931047, adds (116 − 16)(1 − y2) = 87.0838068953;
    // model 16 → 16 − 12.9161931047 + 87.0838068953 = 90.1676137906.
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.75), [90.1676137906, 64, 240, 80]))
    // t = 1.25: first done; second at x = 0.75: 16 + 100·(1 − 0.870838068953) = 28.9161931047.
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 1.25), [28.9161931047, 64, 240, 80]))
    stage.runToEnd()
  }

  @Test func alphaReplacesTheRunningAnimation() throws {
    for beginFromCurrentState in [false, true] {
      let vc = FramedController()
      let stage = try hostOnPhoneX(vc)
      var finished: [Bool] = []
      UIView.animate(
        withDuration: 1, delay: 0, options: .curveLinear,
        animations: {
          vc.box.alpha = 0
        }, completion: { finished.append($0) })
      #expect(isClose(Double(stage.presentedAlpha(of: vc.box, at: 0.5)), 0.5))
      let options: UIView.AnimationOptions =
        beginFromCurrentState
        ? [.curveLinear, .beginFromCurrentState] : .curveLinear
      UIView.animate(
        withDuration: 1, delay: 0, options: options,
        animations: {
          vc.box.alpha = 1
        }, completion: { finished.append($0) })
      // Without the option the new animation starts from the model value 0 (a jump from 0.5):
      // t = 0.75 → 0 + 1·0.25. With it, from the 0.5 on screen: 0.5 + 0.5·0.25 = 0.625.
      let expected = beginFromCurrentState ? 0.625 : 0.25
      #expect(isClose(Double(stage.presentedAlpha(of: vc.box, at: 0.75)), expected))
      // The replaced animation's completion ran (not finished) when it was replaced.
      #expect(finished == [false])
      stage.runToEnd()
      #expect(finished == [false, true])
      #expect(stage.presentedAlpha(of: vc.box, at: 1.5) == 1)
    }
  }
}
