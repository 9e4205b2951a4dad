/// A tappable control with a title and image per state.
///
/// Legacy (non-configuration) intrinsic size (docs/UIKitFacts.md §5.2): title size rounded up to
/// the pixel grid plus 6 pt above and below (15 pt system font: 30 pt tall); with custom
/// `contentEdgeInsets` those replace the 6 pt padding.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// Button kinds.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    /// Same as `.system`.
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button.
  public private(set) var buttonType = ButtonType.system

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var label: UILabel?

  /// Padding around the content.
  public var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
  /// Offsets of the title (do not change the intrinsic size, as in UIKit).
  public var titleEdgeInsets = UIEdgeInsets.zero
  /// Offsets of the image (do not change the intrinsic size, as in UIKit).
  public var imageEdgeInsets = UIEdgeInsets.zero
  /// Horizontal alignment of the content (stored only).
  public var contentHorizontalAlignment = 0

  /// Creates a button of a kind.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// The label that shows the title (created on first use, like UIKit's).
  public var titleLabel: UILabel? {
    if let label { return label }
    let made = UILabel()
    made.font = .systemFont(ofSize: 15)
    made.text = currentTitle
    label = made
    return made
  }

  /// Sets the title for a state.
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    label?.text = currentTitle
    invalidateIntrinsicContentSize()
  }

  /// The title for a state (falls back to the normal title).
  public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// Sets the title colour for a state.
  public func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title colour for a state.
  public func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }

  /// Sets the image for a state.
  public func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The image for a state.
  public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// Sets the background image for a state.
  public func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The background image for a state.
  public func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }

  /// The title shown now.
  public var currentTitle: String? { title(for: state) }
  /// The image shown now.
  public var currentImage: UIImage? { image(for: state) }
  /// The title colour used now.
  public var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }

  private var titleFont: UIFont { label?.font ?? .systemFont(ofSize: 15) }

  /// Title and image side by side, plus padding.
  open override var intrinsicContentSize: CGSize {
    let scale = displayScale
    var width: CGFloat = 0
    var height: CGFloat = 0
    if let title = currentTitle, !title.isEmpty {
      width += PixelGrid.ceil(TextLayout.width(title, font: titleFont), scale: scale)
      height = PixelGrid.ceil(titleFont.lineHeight, scale: scale)
    }
    if let image = currentImage {
      width += image.size.width
      height = max(height, image.size.height)
    }
    if let background = backgroundImage(for: state) {
      width = max(width, background.size.width)
      height = max(height, background.size.height)
    }
    let padding =
      contentEdgeInsets == .zero
      ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
    return CGSize(
      width: width + padding.left + padding.right, height: height + padding.top + padding.bottom)
  }

  /// The intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    let padding =
      contentEdgeInsets == .zero
      ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
    return (padding.top + titleFont.ascender, padding.bottom - titleFont.descender)
  }

  override var debugText: String? { currentTitle ?? accessibilityIdentifier }
}
