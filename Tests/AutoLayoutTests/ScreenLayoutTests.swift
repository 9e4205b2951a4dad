import Testing

@testable import AutoLayout

/// Whole-screen layouts with frames worked out by hand.
@MainActor
@Suite struct ScreenLayoutTests {
  /// Header (60 tall), search bar (44), data view (fills, at least 200×100), footer (50), 20 pt gutters.
  final class DashboardController: UIViewController {
    let header = UIView(), search = UIView(), data = UIView(), footer = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      for part in [header, search, data, footer] {
        part.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(part)
        NSLayoutConstraint.activate([
          part.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
          part.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
      }
      NSLayoutConstraint.activate([
        header.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        header.heightAnchor.constraint(equalToConstant: 60),
        search.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 20),
        search.heightAnchor.constraint(equalToConstant: 44),
        data.topAnchor.constraint(equalTo: search.bottomAnchor, constant: 20),
        data.bottomAnchor.constraint(equalTo: footer.topAnchor, constant: -20),
        data.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
        data.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20),
        footer.heightAnchor.constraint(equalToConstant: 50),
      ])
    }
  }

  @Test func headerSearchDataFooterInPortrait() throws {
    let vc = DashboardController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-se"))
    // Screen 375×667. Width of every part: 375 − 20 − 20 = 335.
    #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(vc.header.frame == CGRect(x: 20, y: 20, width: 335, height: 60))
    // search.y = 20 + 60 + 20 = 100
    #expect(vc.search.frame == CGRect(x: 20, y: 100, width: 335, height: 44))
    // footer.y = 667 − 20 − 50 = 597
    #expect(vc.footer.frame == CGRect(x: 20, y: 597, width: 335, height: 50))
    // data.y = 100 + 44 + 20 = 164; data.bottom = 597 − 20 = 577 → height 413
    #expect(vc.data.frame == CGRect(x: 20, y: 164, width: 335, height: 413))
    #expect(stage.log.isEmpty)
  }

  @Test func headerSearchDataFooterInLandscape() throws {
    let vc = DashboardController()
    _ = LayoutStage.host(vc, on: try Device.named("iphone-se:landscape"))
    // Screen 667×375. Width 667 − 40 = 627; footer.y = 375 − 20 − 50 = 305;
    // data from 164 to 305 − 20 = 285 → height 121 (≥ 100 holds).
    #expect(vc.header.frame == CGRect(x: 20, y: 20, width: 627, height: 60))
    #expect(vc.footer.frame == CGRect(x: 20, y: 305, width: 627, height: 50))
    #expect(vc.data.frame == CGRect(x: 20, y: 164, width: 627, height: 121))
  }

  @Test func subviewPinnedLeftRightTopAtHalfTheParentsHeight() throws {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
    let child = constrainedView(in: parent)
    NSLayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: parent.leftAnchor),
      child.rightAnchor.constraint(equalTo: parent.rightAnchor),
      child.topAnchor.constraint(equalTo: parent.topAnchor),
      child.heightAnchor.constraint(equalTo: parent.heightAnchor, multiplier: 0.5),
    ])
    parent.layoutIfNeeded()
    // height = 0.5 × 568 = 284
    #expect(child.frame == CGRect(x: 0, y: 0, width: 320, height: 284))
  }

  /// The tapping-goal card: a card centred on screen with a label and a button centred in it,
  /// a goal-set marker bottom-left and a success marker bottom-right.
  final class GoalCardController: UIViewController {
    let card = UIView(), label = UILabel(), button = UIButton(type: .system)
    let goalSetView = UIView(), successView = UIView()

    override func viewDidLoad() {
      super.viewDidLoad()
      card.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(card)
      for part in [label, button, goalSetView, successView] as [UIView] {
        part.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(part)
      }
      label.text = "Tap the button five times"
      button.setTitle("Tap", for: .normal)
      NSLayoutConstraint.activate([
        card.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        card.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        card.widthAnchor.constraint(equalToConstant: 300),
        card.heightAnchor.constraint(equalToConstant: 200),
        label.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        label.topAnchor.constraint(equalTo: card.topAnchor, constant: 20),
        label.widthAnchor.constraint(equalToConstant: 200),
        label.heightAnchor.constraint(equalToConstant: 21),
        button.centerXAnchor.constraint(equalTo: card.centerXAnchor),
        button.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 16),
        button.widthAnchor.constraint(equalToConstant: 120),
        button.heightAnchor.constraint(equalToConstant: 44),
        goalSetView.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        goalSetView.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        goalSetView.widthAnchor.constraint(equalToConstant: 24),
        goalSetView.heightAnchor.constraint(equalTo: goalSetView.widthAnchor),
        successView.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        successView.bottomAnchor.constraint(equalTo: goalSetView.bottomAnchor),
        successView.widthAnchor.constraint(equalTo: goalSetView.widthAnchor),
        successView.heightAnchor.constraint(equalTo: goalSetView.heightAnchor),
      ])
    }
  }

  @Test func tappingGoalCardOnIPhoneX() throws {
    let vc = GoalCardController()
    let stage = LayoutStage.host(vc, on: try Device.named("iphone-x"))
    // Card x = (375 − 300) / 2 = 37.5 → 112.5 px on @3x rounds half up to 113 px = 37.6667;
    // right edge 337.5 → 1012.5 px → 1013 px = 337.6667, so the width stays 300.
    // Card y = (812 − 200) / 2 = 306.
    #expect(approx(vc.card.frame) == approx(CGRect(x: 113.0 / 3, y: 306, width: 300, height: 200)))
    // In the card: label x = 150 − 100 = 50, y = 20; button x = 150 − 60 = 90, y = 20 + 21 + 16 = 57.
    #expect(vc.label.frame == CGRect(x: 50, y: 20, width: 200, height: 21))
    #expect(vc.button.frame == CGRect(x: 90, y: 57, width: 120, height: 44))
    // Markers: y = 200 − 16 − 24 = 160; goal-set x = 16; success x = 300 − 16 − 24 = 260.
    #expect(vc.goalSetView.frame == CGRect(x: 16, y: 160, width: 24, height: 24))
    #expect(vc.successView.frame == CGRect(x: 260, y: 160, width: 24, height: 24))
    // In window coordinates the button sits at 37.6667 + 90 = 127.6667, 306 + 57 = 363.
    #expect(
      approx(stage.frameInWindow(of: vc.button))
        == approx(CGRect(x: 383.0 / 3, y: 363, width: 120, height: 44)))
    #expect(stage.log.isEmpty)
  }

  @Test func redViewMovesOffScreenWhenItsLeadingConstraintIsSwapped() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let red = constrainedView(in: root)
    red.backgroundColor = .red
    let onScreen = red.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
    let offScreen = red.trailingAnchor.constraint(equalTo: root.leadingAnchor)
    NSLayoutConstraint.activate([
      onScreen,
      red.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      red.widthAnchor.constraint(equalToConstant: 100),
      red.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(red.frame == CGRect(x: 20, y: 100, width: 100, height: 100))
    onScreen.isActive = false
    offScreen.isActive = true
    root.layoutIfNeeded()
    // trailing = 0 → x = 0 − 100 = −100
    #expect(red.frame == CGRect(x: -100, y: 100, width: 100, height: 100))
    #expect(
      LayoutLog.shared.entries.allSatisfy {
        $0.kind != .unsatisfiableConstraints || !$0.message.contains(red.address)
      })
  }

  @Test func constantChangeResolves() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = constrainedView(in: root)
    let left = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
    NSLayoutConstraint.activate([
      left, box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.heightAnchor.constraint(equalToConstant: 50),
    ])
    root.layoutIfNeeded()
    #expect(box.frame.origin.x == 10)
    left.constant = 70
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 70, y: 0, width: 50, height: 50))
  }

  @Test func multiplierOnCenterXUsesTheCommonAncestorsCoordinates() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let quarter = constrainedView(in: root)
    let ninety = constrainedView(in: root)
    NSLayoutConstraint.activate([
      NSLayoutConstraint(
        item: quarter, attribute: .centerX, relatedBy: .equal, toItem: root,
        attribute: .centerX, multiplier: 0.5, constant: 0),
      quarter.topAnchor.constraint(equalTo: root.topAnchor),
      quarter.widthAnchor.constraint(equalToConstant: 100),
      quarter.heightAnchor.constraint(equalToConstant: 10),
      NSLayoutConstraint(
        item: ninety, attribute: .trailing, relatedBy: .equal, toItem: root,
        attribute: .trailing, multiplier: 0.9, constant: 0),
      ninety.topAnchor.constraint(equalTo: root.topAnchor),
      ninety.widthAnchor.constraint(equalToConstant: 100),
      ninety.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // centerX = 0.5 × 200 = 100 → x = 100 − 50 = 50 (the centre sits at a quarter of the width)
    #expect(quarter.frame == CGRect(x: 50, y: 0, width: 100, height: 10))
    // trailing = 0.9 × 400 = 360 → x = 260
    #expect(ninety.frame == CGRect(x: 260, y: 0, width: 100, height: 10))
  }

  @Test func nestedViewsUseTheNearestCommonAncestor() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let outer = constrainedView(in: root)
    let inner = constrainedView(in: outer)
    let sibling = constrainedView(in: root)
    NSLayoutConstraint.activate([
      outer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
      outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      outer.widthAnchor.constraint(equalToConstant: 200),
      outer.heightAnchor.constraint(equalToConstant: 200),
      inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor, constant: 10),
      inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 10),
      inner.widthAnchor.constraint(equalToConstant: 30),
      inner.heightAnchor.constraint(equalToConstant: 30),
      // sibling of outer aligned with the nested view: both measured in root's coordinates
      sibling.leadingAnchor.constraint(equalTo: inner.trailingAnchor, constant: 5),
      sibling.topAnchor.constraint(equalTo: inner.bottomAnchor),
      sibling.widthAnchor.constraint(equalToConstant: 10),
      sibling.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    // inner in root: x 50 + 10 = 60, right 90; bottom 40 + 10 + 30 = 80 → sibling (95, 80)
    #expect(sibling.frame == CGRect(x: 95, y: 80, width: 10, height: 10))
    #expect(inner.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 50))
  }
}
