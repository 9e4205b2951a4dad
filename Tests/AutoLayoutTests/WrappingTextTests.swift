import Testing

@testable import AutoLayout

/// Multi-line labels and text views as UIKit sizes them (docs/UIKitFacts.md §5).
@MainActor
@Suite struct WrappingTextTests {
  /// A title1 label pinned to a root view's margins on a 320 × 568 @3x screen with a 20-pt status
  /// bar, as in swift-snapshot-testing's `testTraitsWithViewController`.
  final class TitleController: UIViewController {
    let label = UILabel()
    override func viewDidLoad() {
      label.font = .preferredFont(forTextStyle: .title1)
      label.adjustsFontForContentSizeCategory = true
      label.text = "What's the point?"
      label.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
        label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
    }
  }

  /// Real dumps: (16 20; 288 30), (… 33.6667), (… 40.6667), (… 69.3333), in pixels on @3x.
  nonisolated static let title1Heights: [(UIContentSizeCategory, Int)] = [
    (.extraSmall, 90), (.large, 101), (.extraExtraExtraLarge, 122),
    (.accessibilityExtraExtraExtraLarge, 208),
  ]

  @Test(arguments: title1Heights)
  func title1HeightsAtEveryTextSizeMatchRealDumps(category: UIContentSizeCategory, pixels: Int)
    throws
  {
    let height = Double(pixels) / 3
    let vc = TitleController()
    let stage = LayoutStage.host(vc, on: try Device.named("320x568@3,safe=20:0:0:0"))
    defer { UIApplication.shared.preferredContentSizeCategory = .large }
    stage.changeContentSizeCategory(to: category)
    // title1 is 25, 28, 34 or 58 pt; line height pt × 2444 / 2048 = 29.83, 33.41, 40.57, 69.21,
    // rounded up to thirds: 90, 101, 122, 208 px.
    #expect(isClose(vc.label.frame, [16, 20, 288, height]))
  }

  /// A label of `text` that wraps in `width` points, on a @2x screen.
  private func wrapped(_ text: String, width: CGFloat, mode: NSLineBreakMode) -> CGFloat {
    let label = UILabel()
    label.numberOfLines = 0
    label.lineBreakMode = mode
    label.preferredMaxLayoutWidth = width
    label.text = text
    return label.intrinsicContentSize.height
  }

  @Test func characterWrappingFillsLinesThatWordWrappingLeavesShort() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    let digit = SystemFontMetrics.width(of: "0", pointSize: 17, bold: false)
    let space = SystemFontMetrics.width(of: " ", pointSize: 17, bold: false)
    // Digits are tabular (no kerning between them) and a space is under half a digit, so in
    // 3.5 digits of width "0 00" fits one line but "0000" does not.
    try #require(space <= digit / 2)
    let limit = digit * 3.5
    // Word wrapping: "0" / "000" / "0" (the long word split between characters): 3 lines.
    // Character wrapping: "0 00" / "00": 2 lines. 20.287109375 per line on @2x: 3 lines 60.86 →
    // 122 px = 61; 2 lines 40.57 → 82 px = 41.
    #expect(wrapped("0 0000", width: limit, mode: .byWordWrapping) == 61)
    #expect(wrapped("0 0000", width: limit, mode: .byCharWrapping) == 41)
    // Truncating and clipping modes wrap multi-line labels at words, as word wrapping does.
    #expect(wrapped("0 0000", width: limit, mode: .byTruncatingTail) == 61)
  }

  @Test func preferredMaxLayoutWidthWinsOverTheLaidOutWidth() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "aaaa bbbb cccc dddd"
    label.preferredMaxLayoutWidth = 60
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      label.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // 300 wide by its constraints, but the text wraps at 60: four lines (no two words fit in
    // 60), 81.15 → 163 px = 81.5 on @2x.
    #expect(label.frame == CGRect(x: 0, y: 0, width: 300, height: 81.5))
  }

  @Test func aLabelInACellTakesItsWidthThenItsHeightInOnePass() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    // A card 60 wide (its width from constraints) holds a wrapping label pinned 0 from its sides;
    // the card's height follows the label. One layoutIfNeeded: width first, height second.
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let card = UIView()
    let label = UILabel()
    label.numberOfLines = 0
    label.text = "aaaa bbbb cccc dddd"
    for view in [card, label] {
      view.translatesAutoresizingMaskIntoConstraints = false
    }
    root.addSubview(card)
    card.addSubview(label)
    NSLayoutConstraint.activate([
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      card.widthAnchor.constraint(equalToConstant: 60),
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: card.trailingAnchor),
      label.topAnchor.constraint(equalTo: card.topAnchor),
      label.bottomAnchor.constraint(equalTo: card.bottomAnchor),
    ])
    root.layoutIfNeeded()
    // Four lines at 60 wide: 81.5 (see above); the card wraps it.
    #expect(card.frame == CGRect(x: 20, y: 10, width: 60, height: 81.5))
    #expect(label.frame == CGRect(x: 0, y: 0, width: 60, height: 81.5))
  }

  @Test func aTextViewWithoutScrollingSizesToItsText() throws {
    UIScreen.setMain(try Device.named("iphone-se"))
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let textView = UITextView()
    textView.isScrollEnabled = false
    textView.font = .systemFont(ofSize: 17)
    textView.text = "one\ntwo\nthree"
    textView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(textView)
    NSLayoutConstraint.activate([
      textView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      textView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      textView.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    // Three lines of 20.287109375 = 60.861 plus the text container's insets 8 + 8 = 76.861 →
    // 153.7 px → 154 px = 77 on @2x.
    #expect(textView.frame == CGRect(x: 0, y: 0, width: 300, height: 77))
  }
}
