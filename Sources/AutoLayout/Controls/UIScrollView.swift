/// A view that scrolls its content.
///
/// Constraints from subviews to the scroll view's edges (or to `contentLayoutGuide`) define the
/// content; constraints to its width, height or centre (or to `frameLayoutGuide`) refer to its
/// frame (Apple's scroll-view rules). After layout, `contentSize` follows the content guide.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// How safe-area insets adjust the content inset (stored only).
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes, never, always
  }

  var storedContentSize = CGSize.zero
  var frameGuideStorage: UILayoutGuide?
  var contentGuideStorage: UILayoutGuide?

  /// The size of the scrollable content.
  public var contentSize: CGSize {
    get { storedContentSize }
    set {
      guard newValue != storedContentSize else { return }
      storedContentSize = newValue
      markSystemConstraintsDirty()
    }
  }

  /// How far the content is scrolled (the bounds origin).
  public var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      boundsOrigin = newValue
      markSystemConstraintsDirty()
      setNeedsLayout()
    }
  }

  /// Sets the offset.
  public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// Extra space around the content.
  public var contentInset = UIEdgeInsets.zero {
    didSet { if contentInset != oldValue { setNeedsLayout() } }
  }
  /// The inset the content scrolls with: `contentInset` plus the safe area on the edges that
  /// `contentInsetAdjustmentBehavior` takes in (docs/UIKitFacts.md §9; table and collection
  /// views take it in along the axis they scroll, §10.7).
  open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaTakenIntoContentInset }
  /// The part of the safe area the adjusted inset takes in, which no longer reaches the content.
  var safeAreaTakenIntoContentInset: UIEdgeInsets {
    ScrollInsets.absorbedSafeArea(
      self, vertically: alwaysBounceVertical || storedContentSize.height > bounds.height,
      horizontally: alwaysBounceHorizontal || storedContentSize.width > bounds.width)
  }
  /// How safe-area insets adjust the content inset: `.automatic` and `.scrollableAxes` take in
  /// the safe area on the axes the content scrolls along, `.always` on every edge, `.never` not
  /// at all (docs/UIKitFacts.md §9).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }
  /// The offset last set to follow the adjusted inset (nil until the first layout).
  private var offsetFollowingInset: CGPoint?
  /// Whether scrolling is enabled.
  public var isScrollEnabled = true
  /// Whether scrolling stops on page boundaries.
  public var isPagingEnabled = false
  /// Whether the vertical indicator shows.
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal indicator shows.
  public var showsHorizontalScrollIndicator = true
  /// Whether the content bounces vertically even when short.
  public var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when narrow.
  public var alwaysBounceHorizontal = false
  /// Whether scrolling bounces.
  public var bounces = true
  /// The delegate (stored only).
  public weak var delegate: UIScrollViewDelegate?

  /// The guide for the scrollable content; its size becomes `contentSize`.
  public var contentLayoutGuide: UILayoutGuide {
    if let contentGuideStorage { return contentGuideStorage }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-contentLayoutGuide"
    addLayoutGuide(guide)
    contentGuideStorage = guide
    markSystemConstraintsDirty()
    return guide
  }

  /// The guide for the scroll view's frame, fixed while the content scrolls.
  public var frameLayoutGuide: UILayoutGuide {
    if let frameGuideStorage { return frameGuideStorage }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(guide)
    frameGuideStorage = guide
    markSystemConstraintsDirty()
    return guide
  }

  /// Applies solved frames, takes the content size from the content guide, then keeps a scroll
  /// view at rest at its top-left corner.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if let guide = contentGuideStorage, let engine = layoutEngineIfPresent {
      let size = PixelGrid.round(engine.frame(of: guide.variables), scale: displayScale).size
      if size != storedContentSize { contentSize = size }
    }
    followAdjustedContentInset()
  }

  /// A scroll view the program has not scrolled starts at `(−left, −top)` of its adjusted inset,
  /// so its content begins where the inset ends, and follows the inset when it changes
  /// (docs/UIKitFacts.md §9). Once the program sets another offset, the offset is left alone.
  private func followAdjustedContentInset() {
    let inset = adjustedContentInset
    let wanted = CGPoint(x: -inset.left, y: -inset.top)
    guard wanted != offsetFollowingInset, contentOffset == (offsetFollowingInset ?? .zero) else {
      return
    }
    offsetFollowingInset = wanted
    if contentOffset != wanted { contentOffset = wanted }
  }
}
