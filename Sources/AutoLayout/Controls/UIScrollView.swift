/// A view that shows content larger than itself and lets the user scroll it. With Auto Layout the
/// content's size comes from its constraints: constraints between the content and the scroll view's
/// edges (or `contentLayoutGuide`) define the scrollable area, while constraints to the scroll
/// view's width, height or centres (or `frameLayoutGuide`) refer to its visible frame. So a
/// vertically scrolling column pins its content to `contentLayoutGuide` on all four edges and makes
/// its width equal to `frameLayoutGuide`'s (docs/UIKitFacts.md §9). After layout `contentSize` is
/// the content guide's size.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// Whether UIKit adds the safe area to the content inset: `.automatic` (the default),
  /// `.scrollableAxes`, `.never` or `.always`.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes, never, always
  }

  var storedContentSize = CGSize.zero
  var frameGuideStorage: UILayoutGuide?
  var contentGuideStorage: UILayoutGuide?

  /// The size of the scrollable content; with Auto Layout it is set from `contentLayoutGuide` after
  /// each layout pass, so you rarely set it yourself (docs/UIKitFacts.md §9).
  public var contentSize: CGSize {
    get { storedContentSize }
    set {
      guard newValue != storedContentSize else { return }
      storedContentSize = newValue
      markSystemConstraintsDirty()
    }
  }

  /// How far the content is scrolled: the point of the content shown at the scroll view's top-left
  /// corner, which is its bounds origin; (0, 0) at the start. Each change, by code or by the
  /// scroll view itself following its inset, tells the delegate's `scrollViewDidScroll(_:)`, as a
  /// finger's scrolling does; setting the offset it already has tells nothing
  /// (docs/UIKitFacts.md §9).
  public var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      let changed = newValue != boundsOrigin
      boundsOrigin = newValue
      markSystemConstraintsDirty()
      setNeedsLayout()
      if changed { delegate?.scrollViewDidScroll(self) }
    }
  }

  /// Scrolls to `offset`; here the change is immediate, and the delegate's
  /// `scrollViewDidScroll(_:)` is told once (docs/UIKitFacts.md §9).
  public func setContentOffset(_ offset: CGPoint, animated: Bool) { contentOffset = offset }

  /// The rectangle last given to `scrollRectToVisible(_:animated:)` and the content offset
  /// before it, for `LayoutStage.rectMadeVisible(in:)`.
  var lastRectMadeVisible: LayoutStage.RectMadeVisible?

  /// Extra space you add around the content, which can be scrolled past (room for a toolbar over
  /// the bottom); zero by default.
  public var contentInset = UIEdgeInsets.zero {
    didSet { if contentInset != oldValue { setNeedsLayout() } }
  }
  /// The inset scrolling really uses: `contentInset` plus the safe area on the edges that
  /// `contentInsetAdjustmentBehavior` takes in (docs/UIKitFacts.md §9; table and collection
  /// views take it in along the axis they scroll, §10.7).
  open var adjustedContentInset: UIEdgeInsets { contentInset + safeAreaTakenIntoContentInset }
  /// The part of the safe area the adjusted inset takes in, which no longer reaches the content.
  var safeAreaTakenIntoContentInset: UIEdgeInsets {
    ScrollInsets.absorbedSafeArea(
      self, vertically: alwaysBounceVertical || storedContentSize.height > bounds.height,
      horizontally: alwaysBounceHorizontal || storedContentSize.width > bounds.width)
  }
  /// Whether the safe area is added to the content inset; `.automatic` by default.
  /// `.automatic` and `.scrollableAxes` take in the safe area on the axes the content scrolls
  /// along, `.always` on every edge, `.never` not at all (docs/UIKitFacts.md §9).
  public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }
  /// The offset last set to follow the adjusted inset (nil until the first layout).
  private var offsetFollowingInset: CGPoint?
  /// How far the vertical scroll bar stays from the scroll view's edges (above the keyboard, say);
  /// zero by default. Stored only: the bars are not drawn here (docs/UIKitFacts.md §9).
  public var verticalScrollIndicatorInsets = UIEdgeInsets.zero
  /// How far the horizontal scroll bar stays from the scroll view's edges; zero by default.
  /// Stored only (docs/UIKitFacts.md §9).
  public var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
  /// Sets both scroll bars' insets at once. Reading it gives the vertical bar's, as UIKit leaves
  /// the value undefined once the two differ (docs/UIKitFacts.md §9).
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      verticalScrollIndicatorInsets = newValue
      horizontalScrollIndicatorInsets = newValue
    }
  }
  /// Whether UIKit adds the safe area to the scroll bars' insets as it does to the content's;
  /// true by default. Stored only (docs/UIKitFacts.md §9).
  public var automaticallyAdjustsScrollIndicatorInsets = true
  /// Whether the user can scroll; true by default.
  public var isScrollEnabled = true
  /// Whether scrolling stops at multiples of the scroll view's size, page by page; false by
  /// default.
  public var isPagingEnabled = false
  /// Whether the vertical scroll bar shows while scrolling; true by default. Not drawn here.
  public var showsVerticalScrollIndicator = true
  /// Whether the horizontal scroll bar shows while scrolling; true by default. Not drawn here.
  public var showsHorizontalScrollIndicator = true
  /// Whether the content bounces vertically even when it fits; false by default.
  public var alwaysBounceVertical = false
  /// Whether the content bounces horizontally even when it fits; false by default.
  public var alwaysBounceHorizontal = false
  /// Whether scrolling past the end bounces back; true by default.
  public var bounces = true
  /// The object told about scrolling: `scrollViewDidScroll(_:)` each time `contentOffset` changes.
  public weak var delegate: UIScrollViewDelegate?

  /// A layout guide for the scrollable content: constrain your content to its edges and its size
  /// becomes `contentSize`. Logged as `'UIScrollView-contentLayoutGuide'` (docs/UIKitFacts.md §9).
  public var contentLayoutGuide: UILayoutGuide {
    if let contentGuideStorage { return contentGuideStorage }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-contentLayoutGuide"
    addLayoutGuide(guide)
    contentGuideStorage = guide
    markSystemConstraintsDirty()
    return guide
  }

  /// A layout guide for the scroll view's visible frame, which does not move as the content
  /// scrolls: relate the content's width (or height) to it to scroll along one axis only, or pin
  /// views to it to keep them in place (docs/UIKitFacts.md §9).
  public var frameLayoutGuide: UILayoutGuide {
    if let frameGuideStorage { return frameGuideStorage }
    let guide = UILayoutGuide()
    guide.identifier = "UIScrollView-frameLayoutGuide"
    addLayoutGuide(guide)
    frameGuideStorage = guide
    markSystemConstraintsDirty()
    return guide
  }

  /// Places the subviews as their constraints say, sets `contentSize` from the content guide,
  /// then keeps a scroll view at rest at its top-left corner.
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
