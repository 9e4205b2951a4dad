/// What a collection view needs to be told again (UIKit's
/// `UICollectionViewLayoutInvalidationContext`).
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
  /// Whether the data (counts) changed as well.
  public internal(set) var invalidateEverything = false
  /// Whether the data source's counts must be read again.
  public internal(set) var invalidateDataSourceCounts = false
  /// Creates an empty context.
  public required init() {}
}

/// Decides where a collection view's cells go (UIKit's `UICollectionViewLayout`). Subclass it,
/// or use `UICollectionViewFlowLayout` or `UICollectionViewCompositionalLayout`.
///
/// The collection view calls `prepare()` before the first layout and after every invalidation,
/// then asks `layoutAttributesForElements(in:)` for the rectangle it shows.
@preconcurrency @MainActor
open class UICollectionViewLayout {
  /// The collection view the layout is attached to.
  public internal(set) weak var collectionView: UICollectionView?
  /// Whether `prepare()` must run before the next layout.
  var needsPrepare = true

  /// Creates a layout.
  public init() {}

  /// Creates a layout from an archive; on Linux this makes a default one.
  public required init?(coder: NSCoder) {}

  /// The context class `invalidateLayout()` makes.
  open class var invalidationContextClass: AnyClass {
    UICollectionViewLayoutInvalidationContext.self
  }

  /// Computes the layout (called before layout after each invalidation).
  open func prepare() {}

  /// The size of everything the layout places.
  open var collectionViewContentSize: CGSize { .zero }

  /// The attributes of every element that intersects `rect`.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// The attributes of one item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// The attributes of one supplementary view.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? { nil }

  /// Throws the layout away: it is prepared again before the next layout, and the delegate is
  /// asked again for sizes.
  open func invalidateLayout() {
    let context = makeInvalidationContext()
    context.invalidateEverything = true
    invalidateLayout(with: context)
  }

  /// Throws away what the context says.
  open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    needsPrepare = true
    collectionView?.setNeedsLayout()
  }

  /// Whether a change of the collection view's bounds needs a new layout (default false).
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context for a bounds change.
  open func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  { makeInvalidationContext() }

  /// Whether a self-sizing cell's preferred attributes need a new layout (default false).
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool { false }

  /// The context for a self-sizing cell's preferred attributes.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext { makeInvalidationContext() }

  /// Whether the layout sizes cells from their content (the collection view then asks each cell
  /// it shows for its preferred attributes).
  var sizesCellsFromContent: Bool { false }

  func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
    let type =
      (Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)
      ?? UICollectionViewLayoutInvalidationContext.self
    return type.init()
  }

  /// `<UICollectionViewFlowLayout: 0x…>`.
  lazy var debugDescription = "<\(typeDisplayName(of: self)): \(DebugAddress.next(.object))>"
}
