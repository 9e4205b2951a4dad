/// A control that runs your code when tapped, showing a title, an image or both, set per state
/// (`.normal`, `.highlighted`, `.disabled`, `.selected`). Connect it with `addTarget(_:action:for:
/// .touchUpInside)`.
///
/// Its intrinsic content size comes from its content: the title's size rounded up to the pixel grid
/// plus 6 points above and below, no padding at the sides, and the image beside the title. The
/// title font is the 15-point system font, so a one-line button is 30 points tall
/// (docs/UIKitFacts.md §5.2). Buttons with an iOS 15 `UIButton.Configuration` are padded
/// differently and are not modelled here.
@preconcurrency @MainActor
open class UIButton: UIControl {
  /// The kind of button, chosen when it is made with `UIButton(type:)`: `.system` (the default, a
  /// tinted text button), `.custom` (no standard look), or a standard symbol (`.detailDisclosure`,
  /// `.infoLight`, `.contactAdd`, `.close`). The type does not change the layout here.
  public enum ButtonType: Int, Sendable {
    case custom = 0
    case system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    /// An old name for `.system`.
    public static let roundedRect = ButtonType.system
  }

  /// The kind of button this is, fixed when it is made.
  public private(set) var buttonType = ButtonType.system

  private var titles: [UInt: String] = [:]
  private var titleColors: [UInt: UIColor] = [:]
  private var images: [UInt: UIImage] = [:]
  private var backgroundImages: [UInt: UIImage] = [:]
  private var label: UILabel?

  /// Padding between the button's edges and its title and image, zero by default. Setting it grows
  /// the intrinsic size by the insets, replacing the standard 6 points above and below the title
  /// (docs/UIKitFacts.md §5.2). Deprecated since iOS 15 in favour of configurations.
  public var contentEdgeInsets = UIEdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
  /// Moves the title inside the button; zero by default. It does not change the button's intrinsic
  /// size (docs/UIKitFacts.md §5.2).
  public var titleEdgeInsets = UIEdgeInsets.zero
  /// Moves the image inside the button; zero by default. It does not change the button's intrinsic
  /// size (docs/UIKitFacts.md §5.2).
  public var imageEdgeInsets = UIEdgeInsets.zero
  /// Where the title and image sit across a button wider than they need (centred by default). Kept,
  /// with no effect on layout.
  public var contentHorizontalAlignment = 0

  /// Makes a button of a kind, usually `UIButton(type: .system)`. Like every view made in code it
  /// translates its frame into constraints until you turn
  /// `translatesAutoresizingMaskIntoConstraints` off.
  public convenience init(type buttonType: ButtonType) {
    self.init(frame: .zero)
    self.buttonType = buttonType
  }

  /// The label that draws the title, made when first asked for; set its font
  /// (`button.titleLabel?.font = …`) to change the title's size, and with it the button's intrinsic
  /// size. Set the title itself with `setTitle(_:for:)`, not through this label.
  public var titleLabel: UILabel? {
    if let label { return label }
    let made = UILabel()
    made.font = .systemFont(ofSize: 15)
    made.text = currentTitle
    label = made
    return made
  }

  /// Sets the title shown in a state; the `.normal` title is shown in every state that has none of
  /// its own. Changing the shown title changes the intrinsic size.
  public func setTitle(_ title: String?, for state: State) {
    titles[state.rawValue] = title
    label?.text = currentTitle
    invalidateIntrinsicContentSize()
  }

  /// The title for a state, or the `.normal` title when the state has none.
  public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

  /// Sets the title's colour in a state (the tint colour by default for a system button). Not drawn
  /// here.
  public func setTitleColor(_ color: UIColor?, for state: State) {
    titleColors[state.rawValue] = color
  }

  /// The title colour for a state, or the `.normal` one.
  public func titleColor(for state: State) -> UIColor? {
    titleColors[state.rawValue] ?? titleColors[0]
  }

  /// Sets the image shown in a state, beside the title: the button's intrinsic size grows by the
  /// image's size (docs/UIKitFacts.md §5.2).
  public func setImage(_ image: UIImage?, for state: State) {
    images[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The image for a state, or the `.normal` one.
  public func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[0] }

  /// Sets the image drawn behind the content in a state; the button is at least as large as it
  /// (docs/UIKitFacts.md §5.2).
  public func setBackgroundImage(_ image: UIImage?, for state: State) {
    backgroundImages[state.rawValue] = image
    invalidateIntrinsicContentSize()
  }

  /// The background image for a state, or the `.normal` one.
  public func backgroundImage(for state: State) -> UIImage? {
    backgroundImages[state.rawValue] ?? backgroundImages[0]
  }

  /// The title shown in the button's current state.
  public var currentTitle: String? { title(for: state) }
  /// The image shown in the button's current state.
  public var currentImage: UIImage? { image(for: state) }
  /// The title colour in the button's current state (system blue when none was set).
  public var currentTitleColor: UIColor { titleColor(for: state) ?? .systemBlue }

  private var titleFont: UIFont { label?.font ?? .systemFont(ofSize: 15) }

  /// The title and image side by side, plus 6 points above and below the title (or the
  /// `contentEdgeInsets` you set); at least the background image's size (docs/UIKitFacts.md §5.2).
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

  /// The button's intrinsic size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  override var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
    let padding =
      contentEdgeInsets == .zero
      ? UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0) : contentEdgeInsets
    return (padding.top + titleFont.ascender, padding.bottom - titleFont.descender)
  }

  override var debugText: String? { currentTitle ?? accessibilityIdentifier }
}
