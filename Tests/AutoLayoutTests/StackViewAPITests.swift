import Testing

@testable import AutoLayout

/// Managing arranged subviews, spacing values and the stack's description.
@MainActor
@Suite struct StackViewAPITests {
  private func ids(_ views: [UIView]) -> [ObjectIdentifier] { views.map(ObjectIdentifier.init) }

  @Test func defaults() {
    let stack = UIStackView()
    #expect(stack.axis == .horizontal)
    #expect(stack.distribution == .fill)
    #expect(stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(!stack.isBaselineRelativeArrangement)
    #expect(!stack.isLayoutMarginsRelativeArrangement)
    #expect(stack.arrangedSubviews.isEmpty)
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
    #expect(UIStackView.Alignment.top == .leading)
    #expect(UIStackView.Alignment.bottom == .trailing)
  }

  @Test func addingArrangesAndMakesSubviews() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a])
    stack.addArrangedSubview(b)
    #expect(ids(stack.arrangedSubviews) == ids([a, b]))
    #expect(ids(stack.subviews) == ids([a, b]))
    // UIKit turns off autoresizing translation for arranged views.
    #expect(
      !a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
    // Adding an arranged view again moves it to the end.
    stack.addArrangedSubview(a)
    #expect(ids(stack.arrangedSubviews) == ids([b, a]))
  }

  @Test func insertingAtAnIndex() {
    let a = UIView()
    let b = UIView()
    let c = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    stack.insertArrangedSubview(c, at: 1)
    #expect(ids(stack.arrangedSubviews) == ids([a, c, b]))
    // Already arranged: moved.
    stack.insertArrangedSubview(b, at: 0)
    #expect(ids(stack.arrangedSubviews) == ids([b, a, c]))
  }

  @Test func insertingPastTheEndIsUIKitsException() throws {
    let stack = UIStackView(arrangedSubviews: [UIView()])
    let mark = LayoutLog.shared.mark
    stack.insertArrangedSubview(UIView(), at: 3)
    let error = try #require(LayoutLog.shared.entries(since: mark).compactMap(\.error).first)
    #expect(error.kind == .arrangedSubviewIndexOutOfBounds)
    #expect(error.exceptionName == "NSInvalidArgumentException")
    #expect(
      error.message
        == "index out of bounds for arranged subview: index = 3 expected to be less than or equal to 1"
    )
    #expect(stack.arrangedSubviews.count == 1)
  }

  @Test func removingKeepsTheSubview() {
    let a = UIView()
    let b = UIView()
    let (root, stack) = cornerStack([a, b])
    stack.removeArrangedSubview(a)
    #expect(ids(stack.arrangedSubviews) == ids([b]))
    #expect(a.superview === stack)
    root.layoutIfNeeded()
    // No stack constraint mentions the removed view any more.
    #expect(!stack.constraints.contains { $0.firstItem === a || $0.secondItem === a })
  }

  @Test func removingFromSuperviewAlsoUnarranges() {
    let a = UIView()
    let b = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    a.removeFromSuperview()
    #expect(ids(stack.arrangedSubviews) == ids([b]))
  }

  @Test func movingAViewToAnotherStackInTheSameTree() {
    // A box moved from one stack to another before the next pass must not fight its old stack.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let moving = box(length: 40, breadth: 20, axis: .horizontal)
    let first = UIStackView(arrangedSubviews: [
      moving, box(length: 60, breadth: 40, axis: .horizontal),
    ])
    let second = UIStackView(arrangedSubviews: [box(length: 50, breadth: 30, axis: .horizontal)])
    for (stack, y) in [(first, 0.0), (second, 100.0)] {
      stack.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
      ])
    }
    root.layoutIfNeeded()
    let mark = LayoutLog.shared.mark
    second.addArrangedSubview(moving)
    root.layoutIfNeeded()
    #expect(LayoutLog.shared.entries(since: mark).isEmpty)
    // Second stack: the 50 × 30 box, then the moved 40 × 20 one, stretched to 30 tall: x 50.
    #expect(moving.frame == CGRect(x: 50, y: 0, width: 40, height: 30))
    #expect(second.frame == CGRect(x: 0, y: 100, width: 90, height: 30))
    #expect(first.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
  }

  @Test func customSpacing() {
    let a = UIView()
    let b = UIView()
    let outsider = UIView()
    let stack = UIStackView(arrangedSubviews: [a, b])
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    stack.setCustomSpacing(12, after: a)
    #expect(stack.customSpacing(after: a) == 12)
    stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
    #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
    // Only arranged views take a custom spacing.
    stack.setCustomSpacing(5, after: outsider)
    #expect(stack.customSpacing(after: outsider) == UIStackView.spacingUseDefault)
  }

  @Test func customSpacingLaysOut() {
    let boxes = threeBoxes(axis: .horizontal)
    let (_, stack) = cornerStack(boxes) { stack in
      stack.spacing = 10
      stack.setCustomSpacing(25, after: stack.arrangedSubviews[1])
    }
    // 0, 40 + 10 = 50, 50 + 60 + 25 = 135; width 135 + 50 = 185.
    #expect(boxes.map(\.frame.origin.x) == [0, 50, 135])
    #expect(stack.frame.size.width == 185)
  }

  @Test func spacingSentinelsAreUIKitsFloatLimits() {
    #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
  }

  @Test func descriptionNamesTheConfiguration() {
    let stack = UIStackView()
    #expect(
      normalizingAddresses(stack.description)
        == "<UIStackView: 0xADDR; frame = (0 0; 0 0)> axis=horiz distribution=fill alignment=fill NO ARRANGED SUBVIEWS"
    )
    stack.addArrangedSubview(UIView())
    stack.axis = .vertical
    stack.distribution = .equalCentering
    stack.alignment = .trailing
    stack.isBaselineRelativeArrangement = true
    stack.isLayoutMarginsRelativeArrangement = true
    #expect(
      normalizingAddresses(stack.description)
        == "<UIStackView: 0xADDR; frame = (0 0; 0 0)> axis=vert "
        + "distribution=equalCentering alignment=trailing baselineRelative layoutMarginsRelative")
  }

  @Test func hidingTakesEffectOnTheNextLayoutPass() {
    // The stack re-arranges in the layout pass, so an animation block that sets isHidden and calls
    // layoutIfNeeded() sees the old frames before and the new ones after.
    let boxes = threeBoxes(axis: .horizontal)
    let (root, _) = cornerStack(boxes) { $0.spacing = 10 }
    boxes[0].isHidden = true
    #expect(boxes[1].frame.origin.x == 50)  // still 40 + 10
    root.layoutIfNeeded()
    #expect(boxes[1].frame.origin.x == 0)
    #expect(boxes[0].frame.size.width == 0)
  }
}
