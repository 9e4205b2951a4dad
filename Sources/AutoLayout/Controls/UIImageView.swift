/// Shows an image; its intrinsic size is the image's size (none without an image).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image; changing it changes the intrinsic size.
  public var image: UIImage? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// Image shown when highlighted.
  public var highlightedImage: UIImage?
  /// Whether the highlighted image shows (stored only).
  public var isHighlighted = false

  /// Creates an image view sized to the image.
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an image view with an image and a highlighted image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// The image's size, or no intrinsic size without one.
  open override var intrinsicContentSize: CGSize {
    guard let image else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

/// An on/off switch: always 51×31 (docs/UIKitFacts.md §5.2), hugging and compression 750.
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on.
  public var isOn = false
  /// Colour when on (stored only).
  public var onTintColor: UIColor?
  /// Thumb colour (stored only).
  public var thumbTintColor: UIColor?

  override class var defaultContentHugging: (horizontal: Float, vertical: Float) { (750, 750) }
  override var forcedSize: CGSize? { CGSize(width: 51, height: 31) }

  /// Turns the switch on or off.
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51×31.
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
  /// 51×31.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
}

/// A spinner: `.medium` 20×20, `.large` 37×37 (docs/UIKitFacts.md §5.2), hugging 750.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// Spinner styles.
  public enum Style: Int, Sendable {
    case whiteLarge = 0
    case white = 1
    case gray = 2
    case medium = 100
    case large = 101
  }

  /// The style; changing it changes the size.
  public var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
  /// Whether the spinner hides when stopped.
  public var hidesWhenStopped = true
  /// Spinner colour (stored only).
  public var color: UIColor?
  /// Whether it spins.
  public private(set) var isAnimating = false

  override class var defaultContentHugging: (horizontal: Float, vertical: Float) { (750, 750) }

  /// Creates a spinner of a style.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    let side = intrinsicContentSize.width
    storedFrame.size = CGSize(width: side, height: side)
  }

  /// Starts spinning.
  public func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops spinning.
  public func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// 20×20 for small styles, 37×37 for large ones.
  open override var intrinsicContentSize: CGSize {
    let large = style == .large || style == .whiteLarge
    return large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}

/// Page dots. Intrinsic size: 26 pt tall, 16 pt per page plus 8 (approximation: UIKit's exact
/// iOS 14+ geometry is not documented; docs/UIKitFacts.md §5.2: about 26 tall, low confidence).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// Number of pages.
  public var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// Current page.
  public var currentPage = 0
  /// Whether a single page hides the control.
  public var hidesForSinglePage = false
  /// Dot colour (stored only).
  public var pageIndicatorTintColor: UIColor?
  /// Current dot colour (stored only).
  public var currentPageIndicatorTintColor: UIColor?

  /// The size for a number of pages.
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 + 8 : 0, height: 26)
  }

  /// `size(forNumberOfPages: numberOfPages)`.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}

/// A slider: no intrinsic width, 31 pt tall (docs/UIKitFacts.md §5.2, pre-iOS 26, low confidence).
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// Current value.
  public var value: Float = 0
  /// Smallest value.
  public var minimumValue: Float = 0
  /// Largest value.
  public var maximumValue: Float = 1
  /// Whether changes are sent while dragging.
  public var isContinuous = true

  /// Sets the value.
  public func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }

  /// No intrinsic width; 31 tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }
}

/// A progress bar: no intrinsic width, 2 pt tall (docs/UIKitFacts.md §5.2, ≤ iOS 16, low
/// confidence); hugging 250/750.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// Styles.
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar
  }
  /// Progress, 0…1.
  public var progress: Float = 0
  /// Style (stored only).
  public var progressViewStyle = Style.default
  /// Fill colour (stored only).
  public var progressTintColor: UIColor?
  /// Track colour (stored only).
  public var trackTintColor: UIColor?

  override class var defaultContentHugging: (horizontal: Float, vertical: Float) { (250, 750) }

  /// Creates a progress view of a style.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets the progress.
  public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No intrinsic width; 2 tall.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 2)
  }
}
