import Foundation
import Testing

@testable import AutoLayout

/// `UIViewPropertyAnimator`: its blocks run when it starts, then follow its own clock.
/// `FramedController.box` starts at x = 0; the blocks move it to x = 100.
@MainActor
@Suite struct PropertyAnimatorTests {
  @Test func startPauseScrubAndResume() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      vc.box.frame.origin.x = 100
    }
    animator.addCompletion { positions.append($0) }
    // Not started: the block has not run.
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(vc.box.frame.origin.x == 0)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    #expect(vc.box.frame.origin.x == 100)
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.25), [25, 100, 50, 50]))
    _ = stage.presentedFrames(at: 0.5)
    animator.pauseAnimation()
    #expect(!animator.isRunning && isClose(Double(animator.fractionComplete), 0.5))
    // Paused: the clock moves, the view does not.
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.8), [50, 100, 50, 50]))
    animator.fractionComplete = 0.75
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.8), [75, 100, 50, 50]))
    // Resumed at clock 0.8 from 0.75: the remaining quarter takes 0.25 s, to 1.05.
    animator.startAnimation()
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.9), [85, 100, 50, 50]))
    #expect(positions.isEmpty)
    #expect(isClose(stage.runToEnd(), 1.05))
    #expect(positions == [.end] && animator.state == .inactive)
  }

  @Test func reversingRunsBackToTheStartValues() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
      vc.box.frame.origin.x = 100
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.5), [50, 100, 50, 50]))
    animator.isReversed = true
    // t = 0.75: the fraction went back from 0.5 to 0.25; ease in-out x = 0.25,
    // s = 0.225065160375, y = 0.129161931047.
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.75), [12.9161931047, 100, 50, 50]))
    stage.runToEnd()
    #expect(positions == [.start])
    // Finishing at the start puts the model back.
    #expect(vc.box.frame.origin.x == 0)
  }

  @Test func stopLeavesTheViewWhereItIsOnScreen() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    var positions: [UIViewAnimatingPosition] = []
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      vc.box.frame.origin.x = 100
    }
    animator.addCompletion { positions.append($0) }
    animator.startAnimation()
    _ = stage.presentedFrames(at: 0.3)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(isClose(vc.box.frame, [30, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.6), [30, 100, 50, 50]))
    animator.finishAnimation(at: .current)
    #expect(positions == [.current] && animator.state == .inactive)

    // Stopping without finishing never calls the completions.
    let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { vc.box.frame.origin.x = 0 }
    second.addCompletion { positions.append($0) }
    second.startAnimation()
    _ = stage.presentedFrames(at: 0.7)
    second.stopAnimation(true)
    #expect(second.state == .inactive)
    // It ran 0.1 s of 1 s from 30 to 0: 30 − 3 = 27.
    #expect(isClose(vc.box.frame, [27, 100, 50, 50]))
    stage.runToEnd()
    #expect(positions == [.current])
  }

  @Test func delayFactorsAndRunningAnimators() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
      vc.box.frame.origin.x = 100
    }
    // Starts after half the duration and ends with the animator: 0.5 s from 1 to 0.
    animator.addAnimations({ vc.box.alpha = 0 }, delayFactor: 0.5)
    animator.startAnimation()
    #expect(stage.presentedAlpha(of: vc.box, at: 0.4) == 1)
    #expect(isClose(Double(stage.presentedAlpha(of: vc.box, at: 0.75)), 0.5))
    #expect(stage.animations.map(\.delay) == [0, 0.5])
    stage.runToEnd()

    stage.beginStep()
    var ended: UIViewAnimatingPosition?
    UIViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 0.4, delay: 0.1, options: .curveEaseOut,
      animations: { vc.box.frame.origin.x = 0 }, completion: { ended = $0 })
    // t = 0.3: 0.2 s into 0.4 s, x = 0.5, ease out s = 0.625746564465, y = 0.684643187427:
    // 100 − 68.4643187427.
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.1), [100, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.3), [31.5356812573, 100, 50, 50]))
    #expect(ended == nil)
    #expect(isClose(stage.runToEnd(), 0.5))
    #expect(ended == .end)
  }

  @Test func customBezierAndSpringTimings() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    // Control points (0, 0) (0.58, 1) are ease-out's: at half time 68.4643187427 % of the way.
    let bezier = UIViewPropertyAnimator(
      duration: 1, controlPoint1: .zero,
      controlPoint2: CGPoint(x: 0.58, y: 1)
    ) {
      vc.box.frame.origin.x = 100
    }
    bezier.startAnimation()
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.5), [68.4643187427, 100, 50, 50]))
    #expect(stage.animations.first?.curve.name == "easeOut")
    stage.runToEnd()

    stage.beginStep()
    // Damping ratio 0.5 over 0.5 s: the spring of AnimationCurveTests, from 100 back to 0:
    // t = 0.1 → 100 − 100·1.034970842114 = −3.4970842114.
    let spring = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.5) {
      vc.box.frame.origin.x = 0
    }
    spring.startAnimation()
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.1), [-3.4970842114, 100, 50, 50]))
    #expect(isClose(stage.runToEnd(), 0.5))
  }
}
