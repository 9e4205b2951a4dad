import Foundation
import Testing

@testable import AutoLayout

/// `UIView.animate` on a hosted controller, sampled through the layout stage's timeline.
///
/// The banner (`BannerController`) on an iPhone X: leading margin 16, top = safe area 44 + 20 = 64,
/// 240 × 80. Swapping to the off-screen constraint puts x at −240: a move of −256 points.
@MainActor
@Suite struct AnimationBlockTests {
  @Test func offScreenMoveWithALinearCurve() throws {
    let vc = BannerController()
    let stage = try hostOnPhoneX(vc)
    #expect(vc.banner.frame == CGRect(x: 16, y: 64, width: 240, height: 80))
    vc.swapToOffScreen()
    UIView.animate(
      withDuration: 0.5, delay: 0, options: .curveLinear,
      animations: {
        vc.view.layoutIfNeeded()
      })
    // The model frame is the end frame at once.
    #expect(vc.banner.frame == CGRect(x: -240, y: 64, width: 240, height: 80))
    // Linear: y = x. t = 0.125: x = 0.25, 16 − 256·0.25 = −48. t = 0.25: x = 0.5, −112.
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.125), [-48, 64, 240, 80]))
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.25), [-112, 64, 240, 80]))
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.5), [-240, 64, 240, 80]))
    let record = try #require(stage.animations.first)
    #expect(stage.animations.count == 1)
    #expect(record.view === vc.banner && record.property == .frame)
    #expect(record.from == [16, 64, 240, 80] && record.to == [-240, 64, 240, 80])
    #expect(record.duration == 0.5 && record.delay == 0 && record.curve.name == "linear")
    #expect(record.viewPath == "0.0")
  }

  @Test func offScreenMoveWithEaseOutAndTheDefaultCurve() throws {
    let vc = BannerController()
    let stage = try hostOnPhoneX(vc)
    vc.swapToOffScreen()
    UIView.animate(
      withDuration: 0.5, delay: 0, options: .curveEaseOut,
      animations: {
        vc.view.layoutIfNeeded()
      })
    // easeOut, t = 0.125: x = 0.25, s = 0.418024248546, y = 0.378138130825:
    // 16 − 256·0.378138130825 = −80.803361491.
    // t = 0.25: x = 0.5, s = 0.625746564465, y = 0.684643187427: 16 − 175.268655981 = −159.268655981.
    let samples = stage.presentedFrames(at: 0.125)
    let banner = try #require(samples.first { $0.path == "0.0" })
    #expect(isClose(banner.frame, [-80.803361491, 64, 240, 80], tolerance: 1e-6))
    #expect(isClose(banner.frameInWindow, [-80.803361491, 64, 240, 80], tolerance: 1e-6))
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.25), [-159.268655981, 64, 240, 80]))
    stage.runToEnd()

    // Back with the default curve (ease in-out): halfway in time is halfway in distance.
    stage.beginStep()
    vc.offScreen.isActive = false
    vc.leading.isActive = true
    UIView.animate(withDuration: 0.4) { vc.view.layoutIfNeeded() }
    // t = 0.2: x = 0.5, s = 0.5, y = 0.5: −240 + 256·0.5 = −112. t = 0.1: x = 0.25,
    // s = 0.225065160375, y = 0.129161931047: −240 + 256·0.129161931047 = −206.934545652.
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.1), [-206.934545652, 64, 240, 80]))
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.2), [-112, 64, 240, 80]))
    #expect(stage.animations.first?.curve.name == "easeInOut")
    stage.runToEnd()
  }

  @Test func withoutALayoutPassInTheBlockTheViewJumps() throws {
    let vc = BannerController()
    let stage = try hostOnPhoneX(vc)
    UIView.animate(withDuration: 0.5) { vc.swapToOffScreen() }
    // Nothing was laid out in the block: the pending pass after the step applies the new frame
    // at once, outside the animation.
    #expect(stage.animations.isEmpty)
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.25), [-240, 64, 240, 80]))
    #expect(stage.animations.isEmpty)
  }

  @Test func aDelayedSecondAnimationWaitsThenMovesBack() throws {
    let vc = BannerController()
    let stage = try hostOnPhoneX(vc)
    // Out by 100 over 0.3 s (ease out), then back after a 0.3 s delay over 0.2 s (ease in).
    vc.leading.constant = 100
    UIView.animate(
      withDuration: 0.3, delay: 0, options: .curveEaseOut,
      animations: {
        vc.view.layoutIfNeeded()
      })
    vc.leading.constant = 0
    UIView.animate(
      withDuration: 0.2, delay: 0.3, options: .curveEaseIn,
      animations: {
        vc.view.layoutIfNeeded()
      })
    // The model is back at x = 16 at once; while the second waits it holds its start (116), so
    // only the first shows: t = 0.15: x = 0.5, s = 0.625746564465, y_out = 0.684643187427
    // → 16 + 68.4643187427.
    #expect(vc.banner.frame.origin.x == 16)
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.15), [84.4643187427, 64, 240, 80]))
    // t = 0.3: the first has ended, the second has not moved yet.
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.3), [116, 64, 240, 80]))
    // t = 0.4: second at x = (0.4 − 0.3) / 0.2 = 0.5, s = 0.374253435535, y_in = 0.315356812573
    // → 116 − 31.5356812573 = 84.4643187427.
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.4), [84.4643187427, 64, 240, 80]))
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.5), [16, 64, 240, 80]))
    let delays = stage.animations.map(\.delay)
    #expect(delays == [0, 0.3])
    #expect(stage.animations.map(\.from) == [[16, 64, 240, 80], [116, 64, 240, 80]])
  }

  @Test func criticallyDampedSpringNeverOvershoots() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
      options: [], animations: { vc.box.frame.origin.x = 100 })
    // x(t) = 1 − e^(−ω0·t)(1 + ω0·t), ω0 = 18.466826952903 (AnimationCurveTests):
    // t = 0.1 → 100·0.550908374120 = 55.0908374120; t = 0.25 → 94.4477183562.
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.1), [55.0908374120, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.25), [94.4477183562, 100, 50, 50]))
    for step in 26...50 {
      #expect(stage.presentedFrame(of: vc.box, at: Double(step) / 100).origin.x <= 100)
    }
    #expect(stage.animations.first?.curve.name == "spring")
    #expect(!stage.isAnimating)
  }

  @Test func underDampedSpringOvershootsThenSettlesAtTheEnd() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    var finishedAt: TimeInterval?
    UIView.animate(
      withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0,
      options: [], animations: { vc.box.frame.origin.x = 100 },
      completion: { _ in finishedAt = stage.stepTime })
    // ζ = 0.5: first peak at t = π/ωd = 0.142629069277, 100·1.163033534822 = 116.3033534822;
    // t = 0.1 → 103.4970842114 (AnimationCurveTests).
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.1), [103.4970842114, 100, 50, 50]))
    #expect(
      isClose(stage.presentedFrame(of: vc.box, at: 0.142629069277), [116.3033534822, 100, 50, 50]))
    #expect(finishedAt == nil)
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.5), [100, 100, 50, 50]))
    #expect(finishedAt.map { isClose($0, 0.5) } == true)
  }

  @Test func completionsRunInTimelineOrderNeverDuringTheCall() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    let other = UIView(frame: CGRect(x: 0, y: 300, width: 10, height: 10))
    vc.view.addSubview(other)
    var order: [String] = []
    UIView.animate(
      withDuration: 0.3, animations: { vc.box.alpha = 0.5 },
      completion: { _ in
        order.append("A 0.3")
        // Chained: starts when A completes, at 0.3, and moves `other` linearly over 0.2 s.
        UIView.animate(
          withDuration: 0.2, delay: 0, options: .curveLinear,
          animations: {
            other.frame.origin.x = 40
          }, completion: { _ in order.append("F 0.5") })
      })
    UIView.animate(
      withDuration: 0.1, delay: 0.1, options: [], animations: { vc.box.frame.size.width = 60 },
      completion: { _ in order.append("B 0.2") })
    UIView.animate(
      withDuration: 0, animations: { vc.box.frame.size.height = 60 },
      completion: { finished in order.append("C 0 \(finished)") })
    UIView.animate(
      withDuration: 0.5, animations: {},
      completion: { finished in
        order.append("D nothing \(finished)")
      })
    UIView.animate(
      withDuration: 0.3, animations: { vc.box.frame.origin.y = 120 },
      completion: { _ in order.append("E 0.3") })
    #expect(order.isEmpty)
    _ = stage.presentedFrames(at: 0)
    // Blocks that animated nothing complete on the next turn, in call order.
    #expect(order == ["C 0 true", "D nothing true"])
    _ = stage.presentedFrames(at: 0.25)
    #expect(order == ["C 0 true", "D nothing true", "B 0.2"])
    // t = 0.4: F started at 0.3, linear: x = 0.5 → 20.
    #expect(isClose(stage.presentedFrame(of: other, at: 0.4), [20, 300, 10, 10]))
    #expect(order == ["C 0 true", "D nothing true", "B 0.2", "A 0.3", "E 0.3"])
    stage.runToEnd()
    #expect(order.last == "F 0.5")
    #expect(isClose(stage.stepTime, 0.5))
    let chained = try #require(stage.animations.first { $0.view === other })
    #expect(isClose(chained.startTime, 0.3) && chained.duration == 0.2)
  }

  @Test func hidingIsImmediateAndAlphaAnimates() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    vc.view.addSubview(badge)
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: {
        badge.isHidden = true
        vc.box.alpha = 0.2
      })
    #expect(badge.isHidden && vc.box.alpha == 0.2)
    // alpha 1 → 0.2, linear: t = 0.1 → 1 − 0.8·0.25 = 0.8; t = 0.3 → 1 − 0.8·0.75 = 0.4.
    #expect(isClose(Double(stage.presentedAlpha(of: vc.box, at: 0.1)), 0.8))
    let shown = stage.presentedFrames(at: 0.3)
    #expect(shown.first { $0.path == "0.1" }?.isHidden == true)
    #expect(shown.first { $0.path == "0.0" }.map { isClose(Double($0.alpha), 0.4) } == true)
    #expect(stage.animations.map(\.property) == [.alpha])
    #expect(stage.animations.first?.from == [1] && stage.animations.first?.to == [0.2])
    stage.runToEnd()
    #expect(stage.presentedAlpha(of: vc.box, at: 0.4) == 0.2)
  }

  @Test func zeroDurationAndDisabledAnimationsApplyAtOnce() throws {
    let vc = BannerController()
    let stage = try hostOnPhoneX(vc)
    vc.swapToOffScreen()
    var finished: Bool?
    UIView.animate(
      withDuration: 0, animations: { vc.view.layoutIfNeeded() },
      completion: { finished = $0 })
    #expect(finished == nil)
    #expect(stage.animations.isEmpty)
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0), [-240, 64, 240, 80]))
    #expect(finished == true)

    stage.beginStep()
    UIView.animate(withDuration: 0.5) {
      vc.view.alpha = 0.5
      UIView.performWithoutAnimation { vc.banner.alpha = 0.3 }
    }
    #expect(stage.animations.count == 1)
    #expect(stage.animations.first?.view === vc.view)
    #expect(stage.presentedAlpha(of: vc.banner, at: 0.25) == 0.3)
    stage.runToEnd()

    stage.beginStep()
    UIView.setAnimationsEnabled(false)
    UIView.animate(withDuration: 0.5) { vc.banner.alpha = 1 }
    UIView.setAnimationsEnabled(true)
    #expect(stage.animations.isEmpty)
    #expect(stage.presentedAlpha(of: vc.banner, at: 0.1) == 1)
  }

  @Test func nestedBlocksInheritDurationAndCurveUnlessTheyOverride() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    let second = UIView(frame: CGRect(x: 0, y: 200, width: 10, height: 10))
    vc.view.addSubview(second)
    UIView.animate(
      withDuration: 1, delay: 0, options: .curveLinear,
      animations: {
        vc.box.frame.origin.x = 100
        UIView.animate(
          withDuration: 0.2, delay: 0, options: .curveEaseIn,
          animations: {
            second.frame.origin.x = 100
          })
        UIView.animate(
          withDuration: 0.2, delay: 0,
          options: [.curveEaseIn, .overrideInheritedDuration, .overrideInheritedCurve],
          animations: { second.alpha = 0 })
      })
    let records = stage.animations
    #expect(records.map(\.duration) == [1, 1, 0.2])
    #expect(records.map(\.curve.name) == ["linear", "linear", "easeIn"])
    // t = 0.5: inherited 1 s linear → 50.
    #expect(isClose(stage.presentedFrame(of: second, at: 0.5), [50, 200, 10, 10]))
    stage.runToEnd()
  }

  @Test func layoutSubviewsOptionAnimatesWhatTheNewBoundsMove() throws {
    // A parent placed by its frame; a child pinned 10 pt inside it by constraints.
    for withOption in [false, true] {
      let vc = FramedController()
      let stage = try hostOnPhoneX(vc)
      let parent = UIView(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
      vc.view.addSubview(parent)
      let child = constrainedView(in: parent)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -10),
      ])
      vc.view.layoutIfNeeded()
      stage.beginStep()
      UIView.animate(
        withDuration: 1, delay: 0,
        options: withOption ? [.curveLinear, .layoutSubviews] : .curveLinear,
        animations: { parent.frame.size.width = 300 })
      // The parent grows 200 → 300 either way: t = 0.5 → 250.
      #expect(isClose(stage.presentedFrame(of: parent, at: 0.5), [0, 300, 250, 100]))
      // The child follows within the animation only with `.layoutSubviews` (180 → 280: 230);
      // otherwise the pass after the block jumps it to 280.
      let expected: Double = withOption ? 230 : 280
      #expect(isClose(stage.presentedFrame(of: child, at: 0.5), [10, 10, expected, 80]))
      stage.runToEnd()
    }
  }

  @Test func autoreverseSnapsToTheEndAndRepeatCyclesForEver() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    var completed = false
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse],
      animations: {
        vc.box.frame.origin.x = 100
      }, completion: { _ in completed = true })
    // Forwards for 1 s, backwards for 1 s, then the model value (100) shows.
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 0.5), [50, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 1.5), [50, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 1.9), [10, 100, 50, 50]))
    #expect(!completed)
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 2.1), [100, 100, 50, 50]))
    #expect(completed)

    stage.beginStep()
    completed = false
    UIView.animate(
      withDuration: 1, delay: 0, options: [.curveLinear, .autoreverse, .repeat],
      animations: {
        vc.box.frame.origin.x = 0
      }, completion: { _ in completed = true })
    // Cycle of 2 s from 100 to 0 and back: t = 2.5 → 50; t = 3.25 is 1.25 s into a cycle,
    // on the way back (x = 2 − 1.25 = 0.75) → 100 − 100·0.75 = 25.
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 2.5), [50, 100, 50, 50]))
    #expect(isClose(stage.presentedFrame(of: vc.box, at: 3.25), [25, 100, 50, 50]))
    stage.runToEnd()
    #expect(!completed && stage.isAnimating)
  }

  @Test func runToEndStopsChainsThatNeverEnd() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    var keepGoing = true
    var pulses = 0
    func pulse() {
      UIView.animate(
        withDuration: 0.5, animations: { vc.box.alpha = vc.box.alpha == 1 ? 0.5 : 1 },
        completion: { _ in
          pulses += 1
          if keepGoing { pulse() }
        })
    }
    pulse()
    // Completions at 0.5, 1, 1.5 and 2; the next pulse would end past the limit.
    #expect(isClose(stage.runToEnd(limit: 2), 2))
    #expect(pulses == 4)
    keepGoing = false
    stage.runToEnd()

    // Blocks that complete at once, chained for ever, stop after 1,000 completions.
    stage.beginStep()
    keepGoing = true
    var spins = 0
    func spin() {
      UIView.animate(
        withDuration: 0, animations: {},
        completion: { _ in
          spins += 1
          if keepGoing { spin() }
        })
    }
    spin()
    stage.runToEnd()
    #expect(spins == 1_000)
    keepGoing = false
    stage.runToEnd()
  }
}
