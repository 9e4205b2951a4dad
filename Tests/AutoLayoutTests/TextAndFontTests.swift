import Testing

@testable import AutoLayout

@MainActor
@Suite struct TextAndFontTests {
  @Test func dynamicTypeSizesAtLarge() {
    let sizes: [(UIFont.TextStyle, CGFloat)] = [
      (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
      (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
    ]
    for (style, size) in sizes {
      #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
    }
    #expect(UIFont.preferredFont(forTextStyle: .headline).weight == .semibold)
  }

  @Test func dynamicTypeSizesFollowTheCategory() {
    let xSmall = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    // HIG table: body 14 at xSmall, 53 at AX5; caption2 stays 11 up to Large.
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: xSmall).pointSize == 14)
    #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: ax5).pointSize == 53)
    #expect(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: xSmall).pointSize == 11)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(UIContentSizeCategory.small < .large)
  }

  @Test func systemFontVerticalMetrics() {
    let font = UIFont.systemFont(ofSize: 17)
    // docs/UIKitFacts.md §5.2: lineHeight 2444/2048 × 17 = 20.287109375, ascender 16.1865234375.
    #expect(font.lineHeight == 20.287109375)
    #expect(font.ascender == 16.1865234375)
    #expect(font.descender == -4.1005859375)
  }

  @Test func labelHeightIsTheLineHeightCeiledToPixels() throws {
    UIScreen.setMain(try Device.named("iphone-x"))
    let label = UILabel()
    #expect(label.intrinsicContentSize == .zero)
    label.text = "Hello"
    // 20.287109375 × 3 = 60.86 px → 61 px = 20.3333 on @3x.
    #expect(label.intrinsicContentSize.height == 61.0 / 3)
    let raw = SystemFontMetrics.width(of: "Hello", pointSize: 17, bold: false)
    #expect(label.intrinsicContentSize.width == (raw * 3).rounded(.up) / 3)
    UIScreen.setMain(try Device.named("iphone-se"))
    // On @2x: 40.57 px → 41 px = 20.5.
    #expect(label.intrinsicContentSize.height == 20.5)
    label.font = .systemFont(ofSize: 15)
    // 15 pt: 2444/2048 × 15 = 17.9 → 18 on both scales.
    #expect(label.intrinsicContentSize.height == 18)
  }

  /// A bold 15-pt line is as tall as a regular one: real UIKit prints a vertical `.fillEqually`
  /// stack of a bold and a regular 15-pt label at @3x as 36 tall, each label 18 (docs/UIKitFacts.md
  /// §10.4, [Hereminders]).
  @Test func boldFifteenPointLabelsStackLikeRegularOnes() throws {
    UIScreen.setMain(try Device.named("iphone-x"))
    let title = UILabel()
    title.font = .boldSystemFont(ofSize: 15)
    title.text = "Nome do endereço"
    let subtitle = UILabel()
    subtitle.font = .systemFont(ofSize: 15)
    subtitle.text = "Rua Bela Cinta"
    // 2444/2048 × 15 = 17.9 pt, 53.7 px → 54 px = 18, bold or not.
    #expect(title.intrinsicContentSize.height == 18)
    #expect(subtitle.intrinsicContentSize.height == 18)
    let stack = UIStackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.distribution = .fillEqually
    // 18 + 18 = 36 at the dump's width of 216.667.
    let size = stack.systemLayoutSizeFitting(
      CGSize(width: 650.0 / 3, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size.height == 36)
    UIScreen.setMain(try Device.named("iphone-se"))
  }

  @Test func multilineLabelWrapsAtItsLaidOutWidth() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 400))
    let label = UILabel()
    label.numberOfLines = 0
    // Each word is 30–50 points wide at 17 pt, so no two fit in 60 points: four lines.
    label.text = "aaaa bbbb cccc dddd"
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 4 × 20.287109375 = 81.1484375 → 162.3 px → 163 px = 81.5 on @2x.
    #expect(label.frame == CGRect(x: 0, y: 0, width: 60, height: 81.5))
    label.numberOfLines = 2
    root.layoutIfNeeded()
    // 2 × 20.287109375 = 40.57421875 → 81.15 px → 82 px = 41 on @2x.
    #expect(label.frame.size.height == 41)
  }

  @Test func explicitNewlinesBreakLines() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "one\ntwo\nthree"
    // 3 × 20.287109375 = 60.861328125 → 121.7 px → 122 px = 61 on @2x.
    #expect(label.intrinsicContentSize.height == 61)
  }

  @Test func buttonHeightIsTitlePlusTwelve() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    let button = UIButton(type: .system)
    button.setTitle("Button", for: .normal)
    // 15 pt title: line height 17.9 → 18, plus 6 above and 6 below = 30 (docs/UIKitFacts.md §5.2).
    #expect(button.intrinsicContentSize.height == 30)
    #expect(button.title(for: .highlighted) == "Button")
    #expect(button.titleLabel?.text == "Button")
    button.titleLabel?.font = .systemFont(ofSize: 18)
    // 18 pt: 21.47 → 21.5 on @2x, + 12 = 33.5.
    #expect(button.intrinsicContentSize.height == 33.5)
  }

  @Test func baselinesOfLabelsAndPlainViews() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let label = UILabel()
    let box = UIView()
    label.text = "Hi"
    for view in [label, box] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
    }
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      box.widthAnchor.constraint(equalToConstant: 10),
      box.heightAnchor.constraint(equalToConstant: 10),
      // A plain view's last baseline is its bottom.
      box.lastBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // Label first baseline = top + ascender = 10 + 16.1865 = 26.1865 → box bottom; y = 16.1865
    // → 32.37 px → 32 px = 16 on @2x.
    #expect(box.frame.origin.y == 16)
  }
}
