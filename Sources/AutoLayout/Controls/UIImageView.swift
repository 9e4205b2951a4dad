/// A view that shows an image. Its intrinsic content size is the image's size in points, and
/// without an image it has none, so an empty image view needs a width and a height from constraints
/// (docs/UIKitFacts.md §5.2). To show the image at another size, constrain the view and pick a
/// `contentMode` (`.scaleAspectFit`, `.scaleAspectFill`). Content hugging 250 and compression
/// resistance 750 when made in code (§5.1).
@preconcurrency @MainActor
open class UIImageView: UIView {
  /// The image shown; nil by default. Setting it changes the intrinsic size to the new image's
  /// size.
  public var image: UIImage? {
    didSet { if image != oldValue { invalidateIntrinsicContentSize() } }
  }
  /// The image shown while `isHighlighted` is true; nil by default.
  public var highlightedImage: UIImage?
  /// Whether the highlighted image is shown; false by default. Kept; the intrinsic size stays the
  /// image's.
  public var isHighlighted = false

  /// Makes an image view showing `image`, its frame sized to the image (docs/UIKitFacts.md §5.2).
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Makes an image view with an image and a highlighted image, its frame sized to the image.
  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// The image's size in points; no intrinsic size (`UIView.noIntrinsicMetric` on both axes)
  /// without an image (docs/UIKitFacts.md §5.2).
  open override var intrinsicContentSize: CGSize {
    guard let image else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// The image's size, (0, 0) without one.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

/// An on/off switch. It is always 51 × 31 points, whatever frame or constraints you give it, and
/// hugs and resists compression at 750 on both axes (docs/UIKitFacts.md §5.1, §5.2).
@preconcurrency @MainActor
open class UISwitch: UIControl {
  /// Whether the switch is on; false by default.
  public var isOn = false
  /// The colour of the track when on. Not drawn here.
  public var onTintColor: UIColor?
  /// The colour of the round thumb. Not drawn here.
  public var thumbTintColor: UIColor?

  override class var defaultContentHugging: (horizontal: Float, vertical: Float) { (750, 750) }
  override var forcedSize: CGSize? { CGSize(width: 51, height: 31) }

  /// Turns the switch on or off.
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  /// 51 × 31 points (docs/UIKitFacts.md §5.2).
  open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
  /// 51 × 31 points.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }
}

/// A spinning wheel that shows work in progress: 20 × 20 points in the `.medium` style, 37 × 37 in
/// `.large`, hugging and resisting compression at 750 (docs/UIKitFacts.md §5.1, §5.2).
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  /// The spinner's size and colour: `.medium` (20 points) and `.large` (37 points), or the older
  /// `.white`, `.gray` (20) and `.whiteLarge` (37).
  public enum Style: Int, Sendable {
    case whiteLarge = 0
    case white = 1
    case gray = 2
    case medium = 100
    case large = 101
  }

  /// The style, `.medium` by default; changing it changes the intrinsic size.
  public var style = Style.medium { didSet { invalidateIntrinsicContentSize() } }
  /// Whether the spinner is hidden when it is not animating; true by default. A hidden spinner
  /// still takes its room in a layout.
  public var hidesWhenStopped = true
  /// The spinner's colour. Not drawn here.
  public var color: UIColor?
  /// Whether the spinner is spinning.
  public private(set) var isAnimating = false

  override class var defaultContentHugging: (horizontal: Float, vertical: Float) { (750, 750) }

  /// Makes a spinner of a style.
  public convenience init(style: Style) {
    self.init(frame: .zero)
    self.style = style
    let side = intrinsicContentSize.width
    storedFrame.size = CGSize(width: side, height: side)
  }

  /// Starts spinning (and shows the spinner when `hidesWhenStopped`).
  public func startAnimating() {
    isAnimating = true
    if hidesWhenStopped { isHidden = false }
  }

  /// Stops spinning (and hides the spinner when `hidesWhenStopped`).
  public func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  /// 20 × 20 points for the small styles, 37 × 37 for the large ones (docs/UIKitFacts.md §5.2).
  open override var intrinsicContentSize: CGSize {
    let large = style == .large || style == .whiteLarge
    return large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
  }
}

/// A row of dots showing which page of several is shown. Here its intrinsic size is 26 points tall
/// and 16 points wide per page plus 8; UIKit's exact iOS 14 geometry is not documented, so do not
/// rely on its width (docs/UIKitFacts.md §5.2, low confidence).
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  /// How many dots there are, 0 by default; changing it changes the intrinsic width.
  public var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
  /// The dot shown as current, from 0.
  public var currentPage = 0
  /// Whether the control hides itself when there is only one page; false by default.
  public var hidesForSinglePage = false
  /// The colour of the other dots. Not drawn here.
  public var pageIndicatorTintColor: UIColor?
  /// The colour of the current dot. Not drawn here.
  public var currentPageIndicatorTintColor: UIColor?

  /// The size the control needs to show `pageCount` dots.
  public func size(forNumberOfPages pageCount: Int) -> CGSize {
    CGSize(width: pageCount > 0 ? CGFloat(pageCount) * 16 + 8 : 0, height: 26)
  }

  /// The size for `numberOfPages` dots.
  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
}

/// A control to pick a value along a track. It has no intrinsic width, so give it one, and is 31
/// points tall (before iOS 26, whose track differs; docs/UIKitFacts.md §5.2, low confidence).
@preconcurrency @MainActor
open class UISlider: UIControl {
  /// The value the thumb shows, between `minimumValue` and `maximumValue`; 0 by default.
  public var value: Float = 0
  /// The value at the leading end, 0 by default.
  public var minimumValue: Float = 0
  /// The value at the trailing end, 1 by default.
  public var maximumValue: Float = 1
  /// Whether value changes are sent while the thumb is dragged, or only when it is let go; true by
  /// default.
  public var isContinuous = true

  /// Moves the thumb to `value`, kept between the minimum and the maximum.
  public func setValue(_ value: Float, animated: Bool) {
    self.value = min(max(value, minimumValue), maximumValue)
  }

  /// No intrinsic width; 31 points tall (docs/UIKitFacts.md §5.2).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 31)
  }
}

/// A bar that fills as a task progresses. It has no intrinsic width and is 2 points tall (up to iOS
/// 16; docs/UIKitFacts.md §5.2, low confidence); it hugs at 250 horizontally and 750 vertically
/// (§5.1).
@preconcurrency @MainActor
open class UIProgressView: UIView {
  /// The bar's look: `.default` or `.bar` (for toolbars).
  public enum Style: Int, Sendable {
    case `default` = 0
    case bar
  }
  /// How far the task is, from 0 (the default) to 1.
  public var progress: Float = 0
  /// The bar's look. Kept, with no effect on layout.
  public var progressViewStyle = Style.default
  /// The colour of the filled part. Not drawn here.
  public var progressTintColor: UIColor?
  /// The colour of the unfilled track. Not drawn here.
  public var trackTintColor: UIColor?

  override class var defaultContentHugging: (horizontal: Float, vertical: Float) { (250, 750) }

  /// Makes a progress bar of a style.
  public convenience init(progressViewStyle style: Style) {
    self.init(frame: .zero)
    progressViewStyle = style
  }

  /// Sets how far the task is, from 0 to 1.
  public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

  /// No intrinsic width; 2 points tall (docs/UIKitFacts.md §5.2).
  open override var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: 2)
  }
}
