/// An editable single line of text.
///
/// Intrinsic size (approximation, low confidence): the text or placeholder width plus 7 pt of
/// padding on each side for the rounded-rect style, by the line height rounded up to the pixel grid
/// (+14 pt for the rounded-rect style, at least 34 pt — UIKit's classic rounded text field height).
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// Border styles.
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line, bezel, roundedRect
  }
  /// When the clear button shows.
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing, unlessEditing, always
  }

  /// The text.
  public var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
  /// Placeholder shown when empty.
  public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  /// The font (system 17 pt by default).
  public var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// Text colour.
  public var textColor: UIColor?
  /// Alignment.
  public var textAlignment = NSTextAlignment.natural
  /// Border style.
  public var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
  /// Whether text is hidden as typed.
  public var isSecureTextEntry = false
  /// Clear button mode.
  public var clearButtonMode = ViewMode.never
  /// Whether the font follows Dynamic Type changes.
  public var adjustsFontForContentSizeCategory = false
  /// The delegate (stored only; no keyboard on Linux).
  public weak var delegate: UITextFieldDelegate?
  /// A view on the left (stored only).
  public var leftView: UIView?
  /// A view on the right (stored only).
  public var rightView: UIView?

  private var usedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  /// Text width plus padding by the line height plus padding.
  open override var intrinsicContentSize: CGSize {
    let scale = displayScale
    let shown = (text?.isEmpty ?? true) ? (placeholder ?? "") : (text ?? "")
    let textWidth = PixelGrid.ceil(TextLayout.width(shown, font: usedFont), scale: scale)
    let lineHeight = PixelGrid.ceil(usedFont.lineHeight, scale: scale)
    if borderStyle == .roundedRect {
      return CGSize(width: textWidth + 14, height: max(34, lineHeight + 14))
    }
    return CGSize(width: textWidth, height: lineHeight)
  }

  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    let padding: CGFloat = borderStyle == .roundedRect ? 7 : 0
    return (padding + usedFont.ascender, padding - usedFont.descender)
  }

  override var debugText: String? { (text?.isEmpty ?? true) ? placeholder : text }

  override var fontFollowingContentSizeCategory: UIFont? {
    adjustsFontForContentSizeCategory ? font : nil
  }

  override func adoptFont(_ font: UIFont) { self.font = font }
}

/// Editable multi-line text. With scrolling off, its intrinsic size is the wrapped text plus the
/// default text container insets (8 pt top and bottom, 5 pt line padding each side); with
/// scrolling on it has none.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text.
  public var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
  /// The font.
  public var font: UIFont? = .systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
  /// Text colour.
  public var textColor: UIColor?
  /// Alignment.
  public var textAlignment = NSTextAlignment.natural
  /// Whether the text is editable.
  public var isEditable = true
  /// Whether the text is selectable.
  public var isSelectable = true
  /// Insets of the text container.
  public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the font follows Dynamic Type changes.
  public var adjustsFontForContentSizeCategory = false

  /// Whether the view scrolls (off: it sizes to its text).
  public override var isScrollEnabled: Bool { didSet { invalidateIntrinsicContentSize() } }

  /// Wrapped text size plus insets when not scrolling.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    let usedFont = font ?? .systemFont(ofSize: 12)
    let padding: CGFloat = 10
    let width =
      storedFrame.size.width > 0
      ? storedFrame.size.width - padding - textContainerInset.left
        - textContainerInset.right : .greatestFiniteMagnitude
    let size = TextLayout.size(text ?? "", font: usedFont, numberOfLines: 0, maxWidth: width)
    let scale = displayScale
    let height = max(size.height, usedFont.lineHeight)
    return CGSize(
      width: UIView.noIntrinsicMetric,
      height: PixelGrid.ceil(
        height + textContainerInset.top + textContainerInset.bottom, scale: scale))
  }

  override var fontFollowingContentSizeCategory: UIFont? {
    adjustsFontForContentSizeCategory ? font : nil
  }

  override func adoptFont(_ font: UIFont) { self.font = font }

  override func sizeDidChangeHook() {
    if !isScrollEnabled { invalidateIntrinsicContentSize() }
  }
}
