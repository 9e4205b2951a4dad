/// Read-only text. Its intrinsic size is the text's size rounded up to the pixel grid
/// (docs/UIKitFacts.md §5.2); with `numberOfLines != 1` it wraps at `preferredMaxLayoutWidth`,
/// or at the width layout gave it.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text; changing it changes the intrinsic size.
  public var text: String? { didSet { if text != oldValue { invalidateIntrinsicContentSize() } } }
  /// The font (system 17 pt by default).
  public var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// Text colour.
  public var textColor: UIColor! = .label
  /// Horizontal alignment of the text in the label.
  public var textAlignment = NSTextAlignment.natural
  /// Maximum number of lines; 0 means as many as needed.
  public var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
  /// Where wrapping text breaks; 0 lets layout decide.
  public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// How lines break and text that does not fit is cut: `.byCharWrapping` wraps between any two
  /// characters; the other modes wrap a multi-line label at spaces.
  public var lineBreakMode = NSLineBreakMode.byTruncatingTail {
    didSet { if lineBreakMode != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Whether the font follows Dynamic Type changes.
  public var adjustsFontForContentSizeCategory = false
  /// Whether the font shrinks to fit the width (stored only).
  public var adjustsFontSizeToFitWidth = false
  /// Smallest scale when shrinking (stored only).
  public var minimumScaleFactor: CGFloat = 0
  /// Whether the label is enabled (stored only).
  public var isEnabled = true
  /// Colour when highlighted (stored only).
  public var highlightedTextColor: UIColor?
  /// Whether the label is highlighted (stored only).
  public var isHighlighted = false

  /// The text as an attributed string (attributes are not used for layout).
  public var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }

  private var widthUsedForIntrinsicSize: CGFloat?

  /// The text size rounded up to the pixel grid; (0, 0) without text.
  open override var intrinsicContentSize: CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let size = textSize(maxWidth: wrappingWidth)
    let scale = displayScale
    return CGSize(
      width: PixelGrid.ceil(size.width, scale: scale),
      height: PixelGrid.ceil(size.height, scale: scale))
  }

  /// The text size for at most `size.width` points of width.
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
