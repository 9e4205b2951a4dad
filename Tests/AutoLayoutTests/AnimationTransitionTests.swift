import Foundation
import Testing

@testable import AutoLayout

/// Several animations making one transition, and a stack view collapsing a view hidden in a block.
@MainActor
@Suite struct AnimationTransitionTests {
  /// A now-playing card opening in four overlapping stages (iPhone X, 375 × 812, margins 16,
  /// safe-area top 44):
  /// - tab bar, 375 × 83 on the bottom edge: bottom constant 0 → 130, ease in, 0.2 s;
  /// - backing image: top 0 → 24, sides 0 → 16, height 812 → 700, linear, 0.4 s;
  /// - cover: on the leading margin, 200 below the safe area, square 48 → 198, linear, 0.3 s;
  /// - lower module, 300 tall: top from the bottom edge, constant 0 → −300, ease out, 0.2 s
  ///   after a 0.2 s delay.
  final class CardController: UIViewController {
    let tabBar = UIView(), backing = UIView(), cover = UIView(), lower = UIView()
    var tabBarBottom: NSLayoutConstraint!, backingTop: NSLayoutConstraint!
    var backingLeading: NSLayoutConstraint!, backingTrailing: NSLayoutConstraint!
    var backingHeight: NSLayoutConstraint!, coverSize: NSLayoutConstraint!
    var lowerTop: NSLayoutConstraint!
    var completed: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      for subview in [backing, cover, lower, tabBar] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      tabBarBottom = tabBar.bottomAnchor.constraint(equalTo: view.bottomAnchor)
      backingTop = backing.topAnchor.constraint(equalTo: view.topAnchor)
      backingLeading = backing.leadingAnchor.constraint(equalTo: view.leadingAnchor)
      backingTrailing = backing.trailingAnchor.constraint(equalTo: view.trailingAnchor)
      backingHeight = backing.heightAnchor.constraint(equalToConstant: 812)
      coverSize = cover.widthAnchor.constraint(equalToConstant: 48)
      lowerTop = lower.topAnchor.constraint(equalTo: view.bottomAnchor)
      NSLayoutConstraint.activate([
        tabBarBottom, tabBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tabBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        tabBar.heightAnchor.constraint(equalToConstant: 83),
        backingTop, backingLeading, backingTrailing, backingHeight,
        coverSize, cover.heightAnchor.constraint(equalTo: cover.widthAnchor),
        cover.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        cover.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 200),
        lowerTop, lower.heightAnchor.constraint(equalToConstant: 300),
        lower.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        lower.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      ])
    }

    func expand() {
      UIView.animate(
        withDuration: 0.2, delay: 0, options: .curveEaseIn,
        animations: {
          self.tabBarBottom.constant = 130
          self.view.layoutIfNeeded()
        }, completion: { _ in self.completed.append("tab bar") })
      UIView.animate(
        withDuration: 0.4, delay: 0, options: .curveLinear,
        animations: {
          self.backingTop.constant = 24
          self.backingLeading.constant = 16
          self.backingTrailing.constant = -16
          self.backingHeight.constant = 700
          self.view.layoutIfNeeded()
        }, completion: { _ in self.completed.append("backing") })
      UIView.animate(
        withDuration: 0.3, delay: 0, options: .curveLinear,
        animations: {
          self.coverSize.constant = 198
          self.view.layoutIfNeeded()
        }, completion: { _ in self.completed.append("cover") })
      UIView.animate(
        withDuration: 0.2, delay: 0.2, options: .curveEaseOut,
        animations: {
          self.lowerTop.constant = -300
          self.view.layoutIfNeeded()
        }, completion: { _ in self.completed.append("lower") })
    }
  }

  @Test func fourPartCardTransition() throws {
    let vc = CardController()
    let stage = try hostOnPhoneX(vc)
    #expect(vc.tabBar.frame == CGRect(x: 0, y: 729, width: 375, height: 83))
    #expect(vc.cover.frame == CGRect(x: 16, y: 244, width: 48, height: 48))
    vc.expand()
    let records = stage.animations
    #expect(records.map(\.curve.name) == ["easeIn", "linear", "linear", "easeOut"])
    #expect(records.count == 4)
    #expect(
      zip(records.map(\.view), [vc.tabBar, vc.backing, vc.cover, vc.lower]).allSatisfy { $0 === $1 }
    )

    // t = 0.1 — tab bar: ease in, x = 0.5, s = 0.374253435535, y = 0.315356812573:
    // 729 + 130·0.315356812573 = 769.996385634. Backing: linear x = 0.25: (0 + 16·0.25,
    // 0 + 24·0.25, 375 − 32·0.25, 812 − 112·0.25) = (4, 6, 367, 784). Cover: x = 1/3:
    // 48 + 150/3 = 98. Lower module: still waiting, 812.
    #expect(isClose(stage.presentedFrame(of: vc.tabBar, at: 0.1), [0, 769.996385634, 375, 83]))
    #expect(isClose(stage.presentedFrame(of: vc.backing, at: 0.1), [4, 6, 367, 784]))
    #expect(isClose(stage.presentedFrame(of: vc.cover, at: 0.1), [16, 244, 98, 98]))
    #expect(isClose(stage.presentedFrame(of: vc.lower, at: 0.1), [0, 812, 375, 300]))
    #expect(vc.completed.isEmpty)

    // t = 0.2 — tab bar done (859); backing x = 0.5: (8, 12, 359, 756); cover x = 2/3: 148;
    // lower module at x = 0: 812.
    #expect(isClose(stage.presentedFrame(of: vc.tabBar, at: 0.2), [0, 859, 375, 83]))
    #expect(isClose(stage.presentedFrame(of: vc.backing, at: 0.2), [8, 12, 359, 756]))
    #expect(isClose(stage.presentedFrame(of: vc.cover, at: 0.2), [16, 244, 148, 148]))
    #expect(isClose(stage.presentedFrame(of: vc.lower, at: 0.2), [0, 812, 375, 300]))
    #expect(vc.completed == ["tab bar"])

    // t = 0.3 — backing x = 0.75: (12, 18, 351, 728); cover done (198); lower module: ease out,
    // x = (0.3 − 0.2) / 0.2 = 0.5, s = 0.625746564465, y = 0.684643187427:
    // 812 − 300·0.684643187427 = 606.607043772.
    let frames = stage.presentedFrames(at: 0.3)
    let lowerSample = try #require(frames.first { $0.path == "0.2" })
    #expect(isClose(lowerSample.frame, [0, 606.607043772, 375, 300]))
    #expect(isClose(stage.presentedFrame(of: vc.backing, at: 0.3), [12, 18, 351, 728]))
    #expect(isClose(stage.presentedFrame(of: vc.cover, at: 0.3), [16, 244, 198, 198]))
    #expect(vc.completed == ["tab bar", "cover"])

    // t = 0.4: everything at its end; backing and lower module end together, in call order.
    #expect(isClose(stage.presentedFrame(of: vc.backing, at: 0.4), [16, 24, 343, 700]))
    #expect(isClose(stage.presentedFrame(of: vc.lower, at: 0.4), [0, 512, 375, 300]))
    #expect(vc.completed == ["tab bar", "cover", "backing", "lower"])
    #expect(isClose(stage.animationsEndTime, 0.4))
  }

  @Test func hidingAnArrangedViewInABlockAnimatesTheCollapse() throws {
    let vc = FramedController()
    let stage = try hostOnPhoneX(vc)
    // A row of a 60 and a 40 wide view, spacing 10, sized by its content: 60 + 10 + 40 = 110.
    let first = FixedIntrinsicView()
    let second = FixedIntrinsicView()
    first.size = CGSize(width: 60, height: 50)
    second.size = CGSize(width: 40, height: 50)
    let row = UIStackView(arrangedSubviews: [first, second])
    row.spacing = 10
    row.translatesAutoresizingMaskIntoConstraints = false
    vc.view.addSubview(row)
    NSLayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor),
      row.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 300),
    ])
    vc.view.layoutIfNeeded()
    #expect(second.frame == CGRect(x: 70, y: 0, width: 40, height: 50))
    stage.beginStep()
    // No layoutIfNeeded in the block: the stack view lays out at its end, inside the animation.
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: {
        first.isHidden = true
      })
    // Collapsed: the second view alone, at 0; the row 40 wide. Linear, t = 0.1 (x = 0.25):
    // second at 70 − 70·0.25 = 52.5; row 110 − 70·0.25 = 92.5 wide.
    #expect(isClose(stage.presentedFrame(of: second, at: 0.1), [52.5, 0, 40, 50]))
    #expect(isClose(stage.presentedFrame(of: row, at: 0.1), [0, 300, 92.5, 50]))
    // In window (and root view) coordinates the row's origin is added: t = 0.2 → (35, 300).
    #expect(isClose(stage.presentedFrameInWindow(of: second, at: 0.2), [35, 300, 40, 50]))
    #expect(isClose(stage.presentedFrame(of: second, in: vc.view, at: 0.2), [35, 300, 40, 50]))
    #expect(isClose(stage.presentedFrame(of: second, in: row, at: 0.2), [35, 0, 40, 50]))
    stage.runToEnd()
    #expect(second.frame == CGRect(x: 0, y: 0, width: 40, height: 50))

    // Shown again inside a block: back over 0.4 s, t = 0.2 → halfway, 35.
    stage.beginStep()
    UIView.animate(
      withDuration: 0.4, delay: 0, options: .curveLinear,
      animations: {
        first.isHidden = false
      })
    #expect(isClose(stage.presentedFrame(of: second, at: 0.2), [35, 0, 40, 50]))
    stage.runToEnd()
    #expect(second.frame == CGRect(x: 70, y: 0, width: 40, height: 50))
  }

  @Test func hidingAPlainSubviewLaysNothingOut() throws {
    // Only stack views lay out at the end of the block: a constraint change left without a
    // layout pass still jumps, even if a plain view was hidden in the same block.
    let vc = BannerController()
    let stage = try hostOnPhoneX(vc)
    let badge = UIView()
    vc.view.addSubview(badge)
    UIView.animate(withDuration: 0.4) {
      badge.isHidden = true
      vc.swapToOffScreen()
    }
    #expect(stage.animations.isEmpty)
    #expect(isClose(stage.presentedFrame(of: vc.banner, at: 0.1), [-240, 64, 240, 80]))
  }
}
