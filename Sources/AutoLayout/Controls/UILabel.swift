/// A view that shows text you set in code and the user cannot edit. Its intrinsic content size is
/// the size of its text, rounded up to the pixel grid: a one-line label in the default 17-point
/// system font is 20.3333 points tall on a 3x screen, 20.5 on a 2x one, and as wide as its text
/// (docs/UIKitFacts.md §5.2). So with Auto Layout you rarely give a label a size: pin its position
/// and let the text size it.
///
/// One line by default; with `numberOfLines` 0 it wraps, at `preferredMaxLayoutWidth` or at the
/// width its constraints give it, and grows as tall as its lines (§5.7). Content hugging 250 and
/// compression resistance 750 on both axes when made in code (§5.1).
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text the label shows; nil (the default) shows nothing, and an empty label has an intrinsic
  /// size of (0, 0). Setting it changes the intrinsic size, so layout resizes the label on the next
  /// pass (docs/UIKitFacts.md §5.2).
  public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// The font of the text, the 17-point system font by default. Use
  /// `UIFont.preferredFont(forTextStyle:)` with `adjustsFontForContentSizeCategory` for text that
  /// follows the reader's Dynamic Type size (docs/UIKitFacts.md §5.2, §5.5).
  public var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// The colour of the text, `.label` (black in light mode) by default. Not drawn here.
  public var textColor: UIColor! = .label
  /// Where the text sits in the label's width: `.natural` (the default) is leading, left in
  /// left-to-right languages. It moves the text inside the label, not the label: to centre a label,
  /// constrain it, or stretch it and centre its text.
  public var textAlignment = NSTextAlignment.natural
  /// The most lines the text may take, 1 by default; 0 means as many as it needs. With more than
  /// one line the label wraps at its width and its intrinsic height grows to fit, so give it a
  /// width (leading and trailing constraints) and no fixed height (docs/UIKitFacts.md §5.2, §5.7).
  public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
  /// The width at which a multi-line label wraps when it works out its intrinsic size. 0 (the
  /// default) lets layout decide: the label wraps at the width its constraints give it and then
  /// takes the matching height, in the same layout pass (docs/UIKitFacts.md §5.7).
  public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// How lines break and how text that does not fit is cut: `.byTruncatingTail` (the default) ends
  /// a cut line with an ellipsis, `.byWordWrapping` wraps at spaces, `.byCharWrapping` between any
  /// two characters. For a multi-line label the truncating modes act on its last line only
  /// (docs/UIKitFacts.md §5.7).
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the label updates its font when the reader changes their Dynamic Type size; false by
  /// default. It works with a text-style font (`UIFont.preferredFont(forTextStyle:)`), which then
  /// becomes that style's font at the new size, and the label's intrinsic size changes with it
  /// (docs/UIKitFacts.md §5.8).
  public var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks, down to `minimumScaleFactor`, so that a single line fits the label's
  /// width; false by default. Kept; the text is not shrunk here.
  public var adjustsFontSizeToFitWidth = false
  /// How small the font may shrink with `adjustsFontSizeToFitWidth`, as a fraction of its size; 0
  /// by default. Kept, with no effect here.
  public var minimumScaleFactor: CGFloat = 0
  /// Whether the label draws its text as enabled (a disabled label is dimmed); true by default. No
  /// effect on layout.
  public var isEnabled = true
  /// The text colour while `isHighlighted` is true; nil by default. Not drawn here.
  public var highlightedTextColor: UIColor?
  /// Whether the label draws its highlighted colour; false by default. No effect on layout.
  public var isHighlighted = false

  /// The text with styling (fonts, colours, spacing per range). Setting it sets `text` too; here
  /// its attributes are ignored and the text is measured in the label's `font`.
  public var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  private var widthUsedForIntrinsicSize: CGFloat?

  /// The size of the text in the label's font, rounded up to the pixel grid in each dimension
  /// (17-point "Hello": 39 × 20.3333 on a 3x screen); for a multi-line label, wrapped at
  /// `preferredMaxLayoutWidth` or its current width. (0, 0) without text (docs/UIKitFacts.md §5.2,
  /// §5.4).
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = textSize(maxWidth: wrappingWidth)
    let scale = displayScale
    return CGSize(
      width: PixelGrid.ceil(size.width, scale: scale),
      height: PixelGrid.ceil(size.height, scale: scale))
  }

  /// The size the text needs when it may be at most `size.width` wide (wrapping when
  /// `numberOfLines` allows).
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let limit = size.width > 0 ? size.width : .greatestFiniteMagnitude
    let fitted = textSize(maxWidth: numberOfLines == 1 ? .greatestFiniteMagnitude : limit)
    let scale = displayScale
    return CGSize(
      width: PixelGrid.ceil(fitted.width, scale: scale),
      height: PixelGrid.ceil(fitted.height, scale: scale))
  }

  /// The width lines wrap at: unlimited for one line, else `preferredMaxLayoutWidth`, else the
  /// width the last layout gave the label.
  private var wrappingWidth: CGFloat {
    if numberOfLines == 1 { return .greatestFiniteMagnitude }
    if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
    let width = storedFrame.size.width
    widthUsedForIntrinsicSize = width
    return width > 0 ? width : .greatestFiniteMagnitude
  }

  private func textSize(maxWidth: CGFloat) -> CGSize {
    TextLayout.size(
      text ?? "", font: font, numberOfLines: numberOfLines, maxWidth: maxWidth,
      lineBreakMode: lineBreakMode)
  }

  override func sizeDidChangeHook() {
    // A wrapping label's height depends on its width: refresh the intrinsic size (UIKit does a
    // second layout pass for this).
    if numberOfLines != 1, preferredMaxLayoutWidth == 0,
      widthUsedForIntrinsicSize != storedFrame.size.width
    {
      invalidateIntrinsicContentSize()
    }
  }

  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    (font.ascender, -font.descender)
  }

  override var fontFollowingContentSizeCategory: UIFont? {
    adjustsFontForContentSizeCategory ? font : nil
  }

  override func adoptFont(_ font: UIFont) { self.font = font }

  override var debugText: String? { text ?? accessibilityIdentifier }
}
