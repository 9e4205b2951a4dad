import Testing

@testable import AutoLayout

@MainActor
@Suite struct IntrinsicSizeTests {
  @Test func intrinsicSizeGivesWidthAndHeight() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let badge = FixedIntrinsicView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(badge)
    NSLayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      badge.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    ])
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 20, y: 20, width: 100, height: 40))
    #expect(!badge.hasAmbiguousLayout)
    badge.size = CGSize(width: 60, height: 30)
    badge.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 20, y: 20, width: 60, height: 30))
  }

  /// Two 100-point-wide views side by side filling a container of the given width.
  private func pair(
    containerWidth: CGFloat, configure: (FixedIntrinsicView, FixedIntrinsicView) -> Void
  )
    -> (CGRect, CGRect)
  {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: containerWidth, height: 100))
    let a = FixedIntrinsicView()
    let b = FixedIntrinsicView()
    for view in [a, b] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      view.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
    }
    NSLayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    configure(a, b)
    root.layoutIfNeeded()
    return (a.frame, b.frame)
  }

  @Test func higherCompressionResistanceKeepsItsSize() {
    let (a, b) = pair(containerWidth: 150) { _, b in
      b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    }
    // 150 < 100 + 100: the view with 750 gives way: a = 150 − 100 = 50.
    #expect(a == CGRect(x: 0, y: 0, width: 50, height: 40))
    #expect(b == CGRect(x: 50, y: 0, width: 100, height: 40))
  }

  @Test func lowerHuggingGrows() {
    let (a, b) = pair(containerWidth: 300) { _, b in
      b.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    }
    // 300 > 200: the view hugging at 250 takes the extra 100: a = 200, b = 100.
    #expect(a == CGRect(x: 0, y: 0, width: 200, height: 40))
    #expect(b == CGRect(x: 200, y: 0, width: 100, height: 40))
  }

  @Test func defaultPrioritiesPerClass() {
    #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(UILabel().contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    #expect(UISwitch().contentHuggingPriority(for: .vertical) == UILayoutPriority(750))
    #expect(
      UIActivityIndicatorView().contentHuggingPriority(for: .horizontal) == UILayoutPriority(750))
    #expect(UIProgressView().contentHuggingPriority(for: .horizontal) == .defaultLow)
    #expect(UIProgressView().contentHuggingPriority(for: .vertical) == UILayoutPriority(750))
  }

  @Test func controlsHaveUIKitIntrinsicSizes() {
    // UISwitch is always 51 × 31, whatever frame it is given.
    let toggle = UISwitch(frame: CGRect(x: 5, y: 5, width: 200, height: 200))
    #expect(toggle.frame == CGRect(x: 5, y: 5, width: 51, height: 31))
    #expect(
      UIActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(
      UIActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    UIImage.registerImage(named: "icon-30", size: CGSize(width: 30, height: 30))
    #expect(
      UIImageView(image: UIImage(named: "icon-30")).intrinsicContentSize
        == CGSize(width: 30, height: 30))
    #expect(UIImage(named: "not-registered") == nil)
    #expect(
      UIImageView().intrinsicContentSize
        == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  @Test func systemLayoutSizeFittingCompressed() {
    let card = UIView()
    let content = FixedIntrinsicView()
    content.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(content)
    NSLayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
      content.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
      content.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
      content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
    ])
    // 100 + 10 + 10 by 40 + 10 + 10
    #expect(
      card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        == CGSize(width: 120, height: 60))
    // A required width of 300 stretches the content (its hugging is only 250).
    let fixedWidth = card.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0),
      withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fixedWidth == CGSize(width: 300, height: 60))
  }
}
