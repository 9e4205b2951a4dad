import Testing

@testable import AutoLayout

/// A stack's own size (it has none of its own: its arranged views and spacing give it one),
/// nested stacks, margins-relative arrangement, baselines and system spacing.
@MainActor
@Suite struct StackViewSizingTests {
  @Test func aStackHasNoIntrinsicSize() {
    let stack = UIStackView(arrangedSubviews: threeBoxes(axis: .horizontal))
    #expect(
      stack.intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test func aStackPinnedAtOneCornerTakesItsContentsSize() {
    let boxes = threeBoxes(axis: .horizontal)
    let (_, stack) = cornerStack(boxes) { $0.spacing = 10 }
    // Width 40 + 60 + 50 + 2 × 10 = 170; height the tallest box, 40 (fill alignment stretches the
    // others to it).
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 170, height: 40))
    #expect(boxes[2].frame == CGRect(x: 120, y: 0, width: 50, height: 40))
  }

  @Test func fittingSizeSumsAlongAndTakesTheLargestAcross() {
    let row = UIStackView(arrangedSubviews: threeBoxes(axis: .horizontal))
    row.spacing = 10
    row.alignment = .center
    // 40 + 60 + 50 + 2 × 10 = 170 wide, max(20, 40, 30) = 40 tall.
    #expect(
      row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 170, height: 40))
    let column = UIStackView(arrangedSubviews: threeBoxes(axis: .vertical))
    column.axis = .vertical
    column.spacing = 10
    // Lengths are heights now: 170 tall; breadths are widths: 40 wide.
    #expect(
      column.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 40, height: 170))
  }

  @Test func fittingSizeSkipsHiddenViewsAndTheirSpacing() {
    let boxes = threeBoxes(axis: .horizontal)
    boxes[1].isHidden = true
    let row = UIStackView(arrangedSubviews: boxes)
    row.spacing = 10
    row.alignment = .top
    // 40 + 50 + one spacing 10 = 100 wide; max(20, 30) = 30 tall (the hidden box does not span).
    #expect(
      row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 100, height: 30))
  }

  @Test func marginsRelativeArrangementInsetsTheViews() {
    let boxes = threeBoxes(axis: .horizontal)
    let (_, stack) = cornerStack(boxes) {
      $0.spacing = 10
      $0.isLayoutMarginsRelativeArrangement = true
      $0.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    }
    // Width 6 + 170 + 8 = 184, height 5 + 40 + 7 = 52; boxes start at x 6, y 5.
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 184, height: 52))
    #expect(boxes[0].frame == CGRect(x: 6, y: 5, width: 40, height: 40))
    #expect(boxes[1].frame == CGRect(x: 56, y: 5, width: 60, height: 40))  // 6 + 40 + 10
    #expect(boxes[2].frame == CGRect(x: 126, y: 5, width: 50, height: 40))  // 56 + 60 + 10
    let fitting = UIStackView(arrangedSubviews: threeBoxes(axis: .horizontal))
    fitting.spacing = 10
    fitting.isLayoutMarginsRelativeArrangement = true
    fitting.layoutMargins = UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8)
    #expect(
      fitting.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 184, height: 52))
  }

  @Test func aStackViewsMarginsStartAtZero() {
    // UIKit's init(frame:) sets the margins to zero, so margins-relative changes nothing by itself.
    let stack = UIStackView()
    #expect(stack.layoutMargins == .zero)
    let boxes = threeBoxes(axis: .horizontal)
    let (_, relative) = cornerStack(boxes) { $0.isLayoutMarginsRelativeArrangement = true }
    #expect(relative.frame == CGRect(x: 0, y: 0, width: 150, height: 40))
    #expect(boxes[0].frame.origin == .zero)
  }

  @Test func nestedStacks() {
    // A column (spacing 8, leading alignment) of a row (the boxes 40 × 20 and 60 × 40, spacing 10)
    // and a 100 × 30 box. The row is 40 + 10 + 60 = 110 wide and 40 tall; the column is as wide
    // as its widest view, 110, and 40 + 8 + 30 = 78 tall.
    let a = box(length: 40, breadth: 20, axis: .horizontal)
    let b = box(length: 60, breadth: 40, axis: .horizontal)
    let row = UIStackView(arrangedSubviews: [a, b])
    row.spacing = 10
    let c = box(length: 100, breadth: 30, axis: .horizontal)
    let (_, column) = cornerStack([row, c]) {
      $0.axis = .vertical
      $0.alignment = .leading
      $0.spacing = 8
    }
    #expect(column.frame == CGRect(x: 0, y: 0, width: 110, height: 78))
    #expect(row.frame == CGRect(x: 0, y: 0, width: 110, height: 40))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 40))
    #expect(c.frame == CGRect(x: 0, y: 48, width: 100, height: 30))  // 40 + 8
    // Hiding the row collapses it and the 8 below it: c moves to the top.
    row.isHidden = true
    column.superview?.layoutIfNeeded()
    #expect(c.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(column.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
  }

  @Test func nestedStackClaimsItsFittingSizeInAProportionalStack() {
    // Outer row, fill proportionally, no spacing, 300 wide: an inner row of two 40-wide boxes
    // (spacing 20: fitting width 100) and a 50-wide box. Denominator 100 + 50 = 150:
    // inner 300 × 100/150 = 200, box 300 × 50/150 = 100.
    let inner = UIStackView(arrangedSubviews: [
      box(length: 40, breadth: 20, axis: .horizontal),
      box(length: 40, breadth: 20, axis: .horizontal),
    ])
    inner.spacing = 20
    let last = box(length: 50, breadth: 20, axis: .horizontal)
    _ = pinnedStack([inner, last], axis: .horizontal, length: 300, breadth: 20) {
      $0.distribution = .fillProportionally
    }
    #expect(inner.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
    #expect(last.frame == CGRect(x: 200, y: 0, width: 100, height: 20))
  }

  @Test func rightToLeftRowsStartOnTheRight() {
    // In a right-to-left tree leading is the right edge: the stack (40 + 10 + 60 = 110 wide) sits
    // at 400 − 110 = 290, its first box on its right (110 − 40 = 70), the second at 70 − 10 − 60 = 0.
    let boxes = Array(threeBoxes(axis: .horizontal).prefix(2))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    root.semanticContentAttribute = .forceRightToLeft
    let stack = UIStackView(arrangedSubviews: boxes)
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 290, y: 0, width: 110, height: 40))
    #expect(boxes[0].frame == CGRect(x: 70, y: 0, width: 40, height: 40))
    #expect(boxes[1].frame == CGRect(x: 0, y: 0, width: 60, height: 40))
  }

  @Test func systemSpacingIsEightBetweenPlainViews() {
    let boxes = Array(threeBoxes(axis: .horizontal).prefix(2))
    let (_, stack) = cornerStack(boxes) { $0.spacing = UIStackView.spacingUseSystem }
    // 40 + 8 + 60 = 108.
    #expect(boxes[1].frame.origin.x == 48)
    #expect(stack.frame.size.width == 108)
  }

  /// A box whose first baseline is `top` below its top and last baseline `bottom` above its bottom.
  final class BaselineBox: UIView {
    let size: CGSize, top: CGFloat, bottom: CGFloat
    init(_ size: CGSize, top: CGFloat, bottom: CGFloat) {
      (self.size, self.top, self.bottom) = (size, top, bottom)
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { size }
    override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { (top, bottom) }
  }

  private func baselineBoxes() -> [BaselineBox] {
    [
      BaselineBox(CGSize(width: 40, height: 20), top: 15, bottom: 5),
      BaselineBox(CGSize(width: 60, height: 40), top: 30, bottom: 5),
      BaselineBox(CGSize(width: 50, height: 30), top: 10, bottom: 20),
    ]
  }

  @Test func firstBaselineAlignment() {
    // First baselines at a common B: tops B − 15, B − 30, B − 10, bottoms B + 5, B + 10, B + 20.
    // The spacer's bottom is the stack's (100) and reaches the lowest bottom: B + 20 ≤ 100; it is
    // as thin as it can be, so its top (the highest top, B − 30) is as low as it can be: B = 80.
    let boxes = baselineBoxes()
    _ = pinnedStack(boxes, axis: .horizontal, length: 320, breadth: 100) {
      $0.alignment = .firstBaseline
      $0.distribution = .equalSpacing
    }
    #expect(boxes.map(\.frame.origin.y) == [65, 50, 70])
  }

  @Test func lastBaselineAlignment() {
    // Last baselines at a common B: bottoms B + 5, B + 5, B + 20; tops B − 15, B − 35, B − 10.
    // The spacer starts at the stack's top (0) and reaches the highest top: B − 35 ≥ 0; as thin as
    // it can be, its bottom (B + 20) is as high as it can be: B = 35. Tops 20, 0, 25.
    let boxes = baselineBoxes()
    _ = pinnedStack(boxes, axis: .horizontal, length: 320, breadth: 100) {
      $0.alignment = .lastBaseline
      $0.distribution = .equalSpacing
    }
    #expect(boxes.map(\.frame.origin.y) == [20, 0, 25])
  }

  @Test func baselineRelativeColumn() {
    // Column, spacing 40 from last baseline to first baseline. Box 0 at 0 (last baseline 20 − 5
    // = 15); box 1's first baseline at 15 + 40 = 55 → top 55 − 30 = 25, last baseline
    // 25 + 40 − 5 = 60; box 2's first baseline at 100 → top 100 − 10 = 90. Column ends at 120.
    let boxes = baselineBoxes()
    let (_, stack) = cornerStack(boxes) {
      $0.axis = .vertical
      $0.alignment = .leading
      $0.spacing = 40
      $0.isBaselineRelativeArrangement = true
    }
    #expect(boxes.map(\.frame.origin.y) == [0, 25, 90])
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 60, height: 120))
  }

  @Test func baselineViewsOfAStack() {
    let boxes = baselineBoxes()
    let row = UIStackView(arrangedSubviews: boxes)
    // A row aligned to fill: first and last visible views.
    #expect(row.forFirstBaselineLayout === boxes[0])
    #expect(row.forLastBaselineLayout === boxes[2])
    // Centred: the tallest (box 1, 40 tall) for both.
    row.alignment = .center
    #expect(row.forFirstBaselineLayout === boxes[1])
    #expect(row.forLastBaselineLayout === boxes[1])
    // A column: first and last visible views, skipping hidden ones.
    let column = UIStackView(arrangedSubviews: boxes)
    column.axis = .vertical
    boxes[0].isHidden = true
    #expect(column.forFirstBaselineLayout === boxes[1])
    #expect(column.forLastBaselineLayout === boxes[2])
  }
}
