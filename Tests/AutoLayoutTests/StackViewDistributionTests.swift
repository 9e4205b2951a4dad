import Testing

@testable import AutoLayout

/// Distributions when space is short, proportions with and without spacing, and index ties.
/// Rows of the three boxes (40, 60, 50 long; 20, 40, 30 tall), 100 tall, spacing 10 unless said.
@MainActor
@Suite struct StackViewDistributionTests {
  private func row(length: CGFloat, spacing: CGFloat = 10, _ distribution: UIStackView.Distribution)
    -> [FixedIntrinsicView]
  {
    let boxes = threeBoxes(axis: .horizontal)
    _ = pinnedStack(boxes, axis: .horizontal, length: length, breadth: 100) {
      $0.distribution = distribution
      $0.spacing = spacing
    }
    return boxes
  }

  private func xs(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.origin.x) }
  private func widths(_ views: [UIView]) -> [CGFloat] { views.map(\.frame.size.width) }

  @Test func fillCompressedShrinksTheLastView() {
    // 150 wide but 150 + 20 needed: 20 must go. All resist at 750; the tie goes by index and the
    // first views keep their widths: the last shrinks to 50 − 20 = 30. Starts 0, 50, 120.
    let boxes = row(length: 150, .fill)
    #expect(widths(boxes) == [40, 60, 30])
    #expect(xs(boxes) == [0, 50, 120])
  }

  @Test func fillEquallyCompressed() {
    // (110 − 20) / 3 = 30 each, below every intrinsic width: equal widths are required.
    let boxes = row(length: 110, .fillEqually)
    #expect(widths(boxes) == [30, 30, 30])
    #expect(xs(boxes) == [0, 40, 80])
  }

  @Test func fillProportionallyWithoutSpacingIsExact() {
    // Denominator 40 + 60 + 50 = 150; 300 × 40/150 = 80, 300 × 60/150 = 120, 300 × 50/150 = 100.
    let boxes = row(length: 300, spacing: 0, .fillProportionally)
    #expect(widths(boxes) == [80, 120, 100])
    #expect(xs(boxes) == [0, 80, 200])
  }

  @Test func fillProportionallyCountsSpacingInTheDenominator() {
    // Denominator 150 + 2 × 10 = 170. In 170 the proportions fit exactly: 40, 60, 50 at 0, 50, 120.
    let exact = row(length: 170, .fillProportionally)
    #expect(widths(exact) == [40, 60, 50])
    #expect(xs(exact) == [0, 50, 120])
    // In 85: 85 × 40/170 = 20 (999), 85 × 60/170 = 30 (998); the last (997) gets what is left,
    // 85 − 20 − 20 − 30 = 15, not 85 × 50/170 = 25. Compression resistance (750) is weaker.
    let compressed = row(length: 85, .fillProportionally)
    #expect(widths(compressed) == [20, 30, 15])
    #expect(xs(compressed) == [0, 30, 70])
  }

  @Test func fillProportionallyWithTooLittleToShareFillsEqually() {
    // Three views without intrinsic widths: the denominator 0 + 2 × 10 = 20 is not larger than
    // max(10 × 2, 1) = 20, so UIKit fills equally: (320 − 20) / 3 = 100.
    let views = (0..<3).map { _ in UIView() }
    _ = pinnedStack(views, axis: .horizontal, length: 320, breadth: 100) {
      $0.distribution = .fillProportionally
      $0.spacing = 10
    }
    #expect(widths(views) == [100, 100, 100])
    #expect(xs(views) == [0, 110, 220])
  }

  @Test func equalSpacingCompressedKeepsTheMinimumSpacing() {
    // 150 < 150 + 20: gaps stay at their minimum 10 and 20 must go; the last box gives (index
    // tie at 750): 30 wide. Starts 0, 50, 120.
    let boxes = row(length: 150, .equalSpacing)
    #expect(widths(boxes) == [40, 60, 30])
    #expect(xs(boxes) == [0, 50, 120])
  }

  @Test func equalCenteringCompressed() {
    // Same squeeze: gap equality (149) gives way to compression resistance (750), spacings stay 10.
    let boxes = row(length: 150, .equalCentering)
    #expect(widths(boxes) == [40, 60, 30])
    #expect(xs(boxes) == [0, 50, 120])
  }

  @Test func equalCenteringGivesWayToTheMinimumSpacing() {
    // Boxes 100, 20, 20 long in 170. Centres 50 and 170 − 10 = 160 would put the middle centre at
    // 105 (start 95), closer than 10 to the first box (ends at 100). The spacing (required) keeps
    // the middle box at ≥ 110; the centring (149) then wants it as near 95 as it can be: 110.
    let boxes = [
      box(length: 100, breadth: 20, axis: .horizontal),
      box(length: 20, breadth: 20, axis: .horizontal),
      box(length: 20, breadth: 20, axis: .horizontal),
    ]
    _ = pinnedStack(boxes, axis: .horizontal, length: 170, breadth: 100) {
      $0.distribution = .equalCentering
      $0.spacing = 10
    }
    #expect(xs(boxes) == [0, 110, 150])
    #expect(widths(boxes) == [100, 20, 20])
  }

  @Test func lowerHuggingStretchesWhateverTheIndex() {
    // The last box hugs at 249, below the others' 250: it takes the spare 150 (50 + 150 = 200).
    let boxes = threeBoxes(axis: .horizontal)
    boxes[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
    _ = pinnedStack(boxes, axis: .horizontal, length: 320, breadth: 100) { $0.spacing = 10 }
    #expect(widths(boxes) == [40, 60, 200])
    #expect(xs(boxes) == [0, 50, 120])
  }

  @Test func lowerCompressionResistanceShrinksWhateverTheIndex() {
    // The first box resists at 749: it gives the 20 (40 − 20 = 20 wide).
    let boxes = threeBoxes(axis: .horizontal)
    boxes[0].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
    _ = pinnedStack(boxes, axis: .horizontal, length: 150, breadth: 100) { $0.spacing = 10 }
    #expect(widths(boxes) == [20, 60, 50])
    #expect(xs(boxes) == [0, 30, 100])
  }

  @Test func viewsWithoutIntrinsicSizeLeaveTheSpaceToTheFirst() {
    // Two plain views share 300 in any proportion; by index the first takes it all.
    let views = [UIView(), UIView()]
    _ = pinnedStack(views, axis: .horizontal, length: 300, breadth: 100)
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(views[1].frame == CGRect(x: 300, y: 0, width: 0, height: 100))
  }

  @Test func insertingAViewChangesWhoComesFirst() {
    // Insert the last box at index 0: it now stretches (50 + 150 = 200), the others keep theirs.
    let boxes = threeBoxes(axis: .horizontal)
    let (root, stack) = pinnedStack(boxes, axis: .horizontal, length: 320, breadth: 100) {
      $0.spacing = 10
    }
    stack.insertArrangedSubview(boxes[2], at: 0)
    root.layoutIfNeeded()
    #expect(
      stack.arrangedSubviews.map(ObjectIdentifier.init)
        == [boxes[2], boxes[0], boxes[1]].map(ObjectIdentifier.init))
    #expect(boxes[2].frame == CGRect(x: 0, y: 0, width: 200, height: 100))
    #expect(boxes[0].frame == CGRect(x: 210, y: 0, width: 40, height: 100))
    #expect(boxes[1].frame == CGRect(x: 260, y: 0, width: 60, height: 100))
  }
}
