import Testing

@testable import AutoLayout

@MainActor
@Suite struct GuidesAndScrollViewTests {
  @Test func anchorWithOffsetMakesEqualGaps() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    let a = constrainedView(in: root)
    let b = constrainedView(in: root)
    let c = constrainedView(in: root)
    var constraints = [
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      c.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.widthAnchor.constraint(equalToConstant: 50),
      b.widthAnchor.constraint(equalToConstant: 100),
      c.widthAnchor.constraint(equalToConstant: 50),
      a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        .constraint(equalTo: b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)),
    ]
    for view in [a, b, c] {
      constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
      constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    // 300 − 50 − 100 − 50 = 100 of space, split into two gaps of 50: b.x = 50 + 50 = 100.
    #expect(b.frame == CGRect(x: 100, y: 0, width: 100, height: 10))
  }

  @Test func programLayoutGuideAsASpacer() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let spacer = UILayoutGuide()
    root.addLayoutGuide(spacer)
    let box = constrainedView(in: root)
    NSLayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
      spacer.topAnchor.constraint(equalTo: root.topAnchor),
      spacer.heightAnchor.constraint(equalToConstant: 1),
      box.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    // spacer width 0.25 × 200 = 50
    #expect(spacer.layoutFrame == CGRect(x: 0, y: 0, width: 50, height: 1))
    #expect(box.frame.origin.x == 50)
    #expect(root.layoutGuides.contains { $0 === spacer })
    root.removeLayoutGuide(spacer)
    #expect(spacer.owningView == nil)
  }

  @Test func scrollViewContentComesFromConstraintsToItsEdges() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let content = constrainedView(in: scrollView)
    NSLayoutConstraint.activate([
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      // Edges mean the content area; width means the scroll view's frame.
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ])
    root.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1000))
    #expect(scrollView.contentSize == CGSize(width: 300, height: 1000))
    #expect(!content.hasAmbiguousLayout)
  }

  @Test func scrollViewLayoutGuides() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let scrollView = UIScrollView(frame: root.bounds)
    root.addSubview(scrollView)
    let content = constrainedView(in: scrollView)
    let badge = constrainedView(in: scrollView)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalToConstant: 600),
      content.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
      // Pinned to the frame guide: stays in view while the content scrolls.
      badge.trailingAnchor.constraint(
        equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
      badge.widthAnchor.constraint(equalToConstant: 20),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 600, height: 400))
    // Frame guide at offset 0: badge x = 300 − 10 − 20 = 270.
    #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
    scrollView.contentOffset = CGPoint(x: 100, y: 0)
    root.layoutIfNeeded()
    // The frame guide moved with the offset: x = 100 + 270 = 370 in content coordinates.
    #expect(badge.frame == CGRect(x: 370, y: 10, width: 20, height: 20))
    #expect(badge.convert(CGPoint.zero, to: root) == CGPoint(x: 270, y: 10))
  }
}
