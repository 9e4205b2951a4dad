import Testing

@testable import AutoLayout

/// Hidden arranged views collapse with the spacing next to them: visible neighbours are chained
/// one spacing apart, hidden views keep zero length (`UISV-hiding`) and float at priority 50 where
/// their visible neighbours are (`UISV-spacing-hidden`: half a spacing after the visible view
/// before them when a visible view follows, else flush).
@MainActor
@Suite struct StackViewHidingTests {
  /// A fill row 320 × 100 of the three boxes (40, 60, 50 long), spacing 10, with `hidden` hidden.
  private func row(hiding hidden: [Int], configure: (UIStackView) -> Void = { _ in })
    -> (boxes: [FixedIntrinsicView], stack: UIStackView)
  {
    let boxes = threeBoxes(axis: .horizontal)
    for index in hidden { boxes[index].isHidden = true }
    let (_, stack) = pinnedStack(boxes, axis: .horizontal, length: 320, breadth: 100) {
      $0.spacing = 10
      configure($0)
    }
    return (boxes, stack)
  }

  @Test func hidingTheFirstView() {
    let (boxes, _) = row(hiding: [0])
    // Visible 60 + 50 + one spacing 10 = 120; the spare 200 goes to the first visible box (index
    // tie): 60 + 200 = 260, the last starts at 260 + 10 = 270.
    #expect(boxes[1].frame == CGRect(x: 0, y: 0, width: 260, height: 100))
    #expect(boxes[2].frame == CGRect(x: 270, y: 0, width: 50, height: 100))
    // The hidden box: zero wide, flush before the first visible one (x = 0).
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 0, height: 100))
  }

  @Test func hidingTheMiddleView() {
    let (boxes, _) = row(hiding: [1])
    // 40 + 50 + 10 = 100 → the first box takes the spare 220: 260 wide; the last at 270.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 260, height: 100))
    #expect(boxes[2].frame == CGRect(x: 270, y: 0, width: 50, height: 100))
    // Half a spacing after the first box: 260 + 10/2 = 265, zero wide.
    #expect(boxes[1].frame == CGRect(x: 265, y: 0, width: 0, height: 100))
  }

  @Test func hidingTheLastView() {
    let (boxes, _) = row(hiding: [2])
    // 40 + 60 + 10 = 110 → first box 40 + 210 = 250; second at 250 + 10 = 260.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 250, height: 100))
    #expect(boxes[1].frame == CGRect(x: 260, y: 0, width: 60, height: 100))
    // No visible view after it: flush after the second box, at 260 + 60 = 320.
    #expect(boxes[2].frame == CGRect(x: 320, y: 0, width: 0, height: 100))
  }

  @Test func hidingEveryView() {
    let (boxes, stack) = row(hiding: [0, 1, 2])
    // They hang from the 'UISV-arrangement' spacer, which spans the stack: at its end, x = 320.
    for view in boxes { #expect(view.frame == CGRect(x: 320, y: 0, width: 0, height: 100)) }
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
  }

  @Test func customSpacingAfterAHiddenViewDoesNotApply() {
    // Custom 30 after box 0; box 0 hidden: the gap between 1 and 2 is the plain spacing 10.
    let (boxes, _) = row(hiding: [0]) { $0.setCustomSpacing(30, after: $0.arrangedSubviews[0]) }
    #expect(boxes[1].frame == CGRect(x: 0, y: 0, width: 260, height: 100))
    #expect(boxes[2].frame == CGRect(x: 270, y: 0, width: 50, height: 100))
  }

  @Test func customSpacingAfterTheViewBeforeAHiddenOneSpansTheGap() {
    // Custom 30 after box 0; box 1 hidden: box 0 and box 2 are 30 apart. 40 + 50 + 30 = 120,
    // box 0 takes the spare 200: 240 wide; box 2 at 240 + 30 = 270. Box 1 floats half of 30 after
    // box 0: 240 + 15 = 255.
    let (boxes, _) = row(hiding: [1]) { $0.setCustomSpacing(30, after: $0.arrangedSubviews[0]) }
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 240, height: 100))
    #expect(boxes[2].frame == CGRect(x: 270, y: 0, width: 50, height: 100))
    #expect(boxes[1].frame == CGRect(x: 255, y: 0, width: 0, height: 100))
  }

  @Test func hiddenViewsDropOutOfEqualSpacing() {
    // Equal spacing with the middle box hidden: one gap of 320 − 40 − 50 = 230 between the others.
    let (boxes, _) = row(hiding: [1]) { $0.distribution = .equalSpacing }
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 40, height: 100))
    #expect(boxes[2].frame == CGRect(x: 270, y: 0, width: 50, height: 100))
  }

  @Test func hiddenViewsDropOutOfFillEqually() {
    // Two visible boxes share 320 − 10 = 310: 155 each; the second at 155 + 10 = 165.
    let (boxes, _) = row(hiding: [0]) { $0.distribution = .fillEqually }
    #expect(boxes[1].frame == CGRect(x: 0, y: 0, width: 155, height: 100))
    #expect(boxes[2].frame == CGRect(x: 165, y: 0, width: 155, height: 100))
  }

  @Test func showingAgainRestoresTheLayoutOnTheNextPass() {
    let (boxes, stack) = row(hiding: [1])
    boxes[1].isHidden = false
    // Nothing moves until the next layout pass (UIKit lays out in the pass, so an animation block
    // can animate it)…
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 260, height: 100))
    stack.superview?.layoutIfNeeded()
    // …then it is the full row again: 190, 60 at 200, 50 at 270 (see StackViewArrangementTests).
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 190, height: 100))
    #expect(boxes[1].frame == CGRect(x: 200, y: 0, width: 60, height: 100))
    #expect(boxes[2].frame == CGRect(x: 270, y: 0, width: 50, height: 100))
  }

  @Test func aHiddenViewsRequiredSizeDoesNotConflict() {
    // UISV-hiding is 999.999, below required: a hidden box with a required width of 60 keeps it
    // without a conflict, and its visible neighbours still close up.
    let boxes = threeBoxes(axis: .horizontal)
    boxes[1].widthAnchor.constraint(equalToConstant: 60).isActive = true
    let mark = LayoutLog.shared.mark
    boxes[1].isHidden = true
    _ = pinnedStack(boxes, axis: .horizontal, length: 320, breadth: 100) { $0.spacing = 10 }
    #expect(LayoutLog.shared.entries(since: mark).isEmpty)
    // As in hidingTheMiddleView: 260 wide, then 270; the hidden box starts at 265, 60 wide.
    #expect(boxes[0].frame == CGRect(x: 0, y: 0, width: 260, height: 100))
    #expect(boxes[2].frame == CGRect(x: 270, y: 0, width: 50, height: 100))
    #expect(boxes[1].frame == CGRect(x: 265, y: 0, width: 60, height: 100))
  }
}

/// The tapping-goal card of the stack-view lesson: a column of a 24-point title, three cards of
/// which one shows (empty 120, goal set 168, achieved 96 tall) and a 44-point button, spacing 16,
/// pinned 20 from the top, left and right of a 375 × 667 root.
@MainActor
@Suite struct GoalCardStackTests {
  enum GoalState { case empty, goalSet, achieved }

  final class Card: UIView {
    let height: CGFloat
    init(height: CGFloat) {
      self.height = height
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize {
      CGSize(width: UIView.noIntrinsicMetric, height: height)
    }
  }

  @MainActor final class GoalCard {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let title = UIView(), button = UIView()
    let empty = Card(height: 120), goalSet = Card(height: 168), achieved = Card(height: 96)
    let stack = UIStackView()
    var state = GoalState.empty { didSet { show(state) } }

    init() {
      for view in [title, empty, goalSet, achieved, button] { stack.addArrangedSubview(view) }
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
        title.heightAnchor.constraint(equalToConstant: 24),
        button.heightAnchor.constraint(equalToConstant: 44),
      ])
      show(state)
    }

    private func show(_ state: GoalState) {
      empty.isHidden = state != .empty
      goalSet.isHidden = state != .goalSet
      achieved.isHidden = state != .achieved
    }
  }

  /// Stack x = 20, y = 20, width 375 − 40 = 335; title at the top, 24 tall; the card at
  /// 20 + 24 + 16 = 60; the button 16 below the card; the stack ends at the button.
  private func expect(_ card: GoalCard, cardHeight: CGFloat, shown: UIView) {
    card.root.layoutIfNeeded()
    #expect(card.title.frame == CGRect(x: 0, y: 0, width: 335, height: 24))
    #expect(shown.frame == CGRect(x: 0, y: 40, width: 335, height: cardHeight))  // 24 + 16 = 40
    let buttonY = 40 + cardHeight + 16
    #expect(card.button.frame == CGRect(x: 0, y: buttonY, width: 335, height: 44))
    #expect(card.stack.frame == CGRect(x: 20, y: 20, width: 335, height: buttonY + 44))
    for view in [card.empty, card.goalSet, card.achieved] where view !== shown {
      #expect(view.frame.size.height == 0)
    }
  }

  @Test func eachStateShowsOneCard() {
    let card = GoalCard()
    // Empty: button at 40 + 120 + 16 = 176, stack 176 + 44 = 220 tall.
    expect(card, cardHeight: 120, shown: card.empty)
    card.state = .goalSet
    // Goal set: button at 40 + 168 + 16 = 224, stack 268 tall.
    expect(card, cardHeight: 168, shown: card.goalSet)
    card.state = .achieved
    // Achieved: button at 40 + 96 + 16 = 152, stack 196 tall.
    expect(card, cardHeight: 96, shown: card.achieved)
    card.state = .empty
    expect(card, cardHeight: 120, shown: card.empty)
  }
}
