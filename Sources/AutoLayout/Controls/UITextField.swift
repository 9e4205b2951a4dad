/// A control for editing one line of text. Its intrinsic content size fits its text or, when empty,
/// its placeholder: in the `.roundedRect` style 7 points of padding on each side and at least 34
/// points tall (the text's line height plus 14); in the other styles the bare text. These are
/// UIKit's classic values, not re-measured: give a text field a width from constraints rather than
/// relying on its text (docs/UIKitFacts.md §5.2, low confidence). There is no keyboard here.
@preconcurrency @MainActor
open class UITextField: UIControl {
  /// The frame drawn around the field: `.none` (the default), `.line`, `.bezel` or `.roundedRect`,
  /// the usual look, which also pads the text (docs/UIKitFacts.md §5.2).
  public enum BorderStyle: Int, Sendable {
    case none = 0
    case line, bezel, roundedRect
  }
  /// When an overlay such as the clear button shows: `.never`, `.whileEditing`, `.unlessEditing` or
  /// `.always`.
  public enum ViewMode: Int, Sendable {
    case never = 0
    case whileEditing, unlessEditing, always
  }

  /// The text in the field, empty by default; its width is part of the field's intrinsic size.
  public var text: String? = "" { didSet { invalidateIntrinsicContentSize() } }
  /// Grey text shown while the field is empty, such as "Email"; nil by default. An empty field is
  /// sized to it.
  public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
  /// The font of the text and placeholder, the 17-point system font by default (docs/UIKitFacts.md
  /// §5.2).
  public var font: UIFont? = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
  /// The colour of the text. Not drawn here.
  public var textColor: UIColor?
  /// Where the text sits in the field's width; `.natural` (leading) by default. No effect on the
  /// field's size.
  public var textAlignment = NSTextAlignment.natural
  /// The border around the field, `.none` by default; `.roundedRect` adds padding to the intrinsic
  /// size (docs/UIKitFacts.md §5.2).
  public var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
  /// Whether typed characters are hidden, for passwords; false by default.
  public var isSecureTextEntry = false
  /// When the button that clears the text shows; `.never` by default. Not laid out here.
  public var clearButtonMode = ViewMode.never
  /// Whether the field updates a text-style font when the reader changes their Dynamic Type size;
  /// false by default (docs/UIKitFacts.md §5.8).
  public var adjustsFontForContentSizeCategory = false
  /// The object told about editing (should begin, did end, return pressed). Kept; with no keyboard
  /// here it is never called.
  public weak var delegate: UITextFieldDelegate?
  /// A view shown at the left end of the field, such as an icon. Kept, not laid out here.
  public var leftView: UIView?
  /// A view shown at the right end of the field. Kept, not laid out here.
  public var rightView: UIView?

  private var usedFont: UIFont { font ?? .systemFont(ofSize: 17) }

  /// The text's (or placeholder's) width plus the style's padding, by its line height plus the
  /// style's padding, rounded up to the pixel grid (docs/UIKitFacts.md §5.2, low confidence).
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

/// A scrollable, editable area of multi-line text. With `isScrollEnabled` false it sizes to its
/// text like a multi-line label: no intrinsic width, and a height of the wrapped text plus
/// `textContainerInset` (8 points above and below) with 5 points of padding at each side of every
/// line; with scrolling on (the default) it has no intrinsic size and needs a height from
/// constraints (docs/UIKitFacts.md §5.2, §5.7).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
  /// The text, empty by default.
  public var text: String! = "" { didSet { invalidateIntrinsicContentSize() } }
  /// The font of the text; 12 points here, as UIKit's default text-view font is reported to be
  /// (docs/UIKitFacts.md §5.2, low confidence). Set one explicitly.
  public var font: UIFont? = .systemFont(ofSize: 12) { didSet { invalidateIntrinsicContentSize() } }
  /// The colour of the text. Not drawn here.
  public var textColor: UIColor?
  /// Where each line sits in the view's width; `.natural` (leading) by default.
  public var textAlignment = NSTextAlignment.natural
  /// Whether the user can change the text; true by default.
  public var isEditable = true
  /// Whether the user can select the text; true by default.
  public var isSelectable = true
  /// The space between the view's edges and its text: 8 points at the top and bottom and 0 at the
  /// sides by default, besides 5 points of line padding at each side (docs/UIKitFacts.md §5.2).
  public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// Whether the view updates a text-style font when the reader changes their Dynamic Type size;
  /// false by default (docs/UIKitFacts.md §5.8).
  public var adjustsFontForContentSizeCategory = false

  /// Whether the text scrolls inside a fixed height (true, the default) or the view grows to fit
  /// its text (false), which is how a text view sizes itself with Auto Layout (docs/UIKitFacts.md
  /// §5.7).
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
