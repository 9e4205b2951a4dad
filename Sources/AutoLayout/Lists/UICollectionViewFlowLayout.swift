/// What a flow layout throws away: delegate sizes and spacing, or only the positions.
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext
{
  /// Whether the delegate is asked again for sizes and spacing (default false; `invalidateLayout()`
  /// invalidates everything, these included).
  public var invalidateFlowLayoutDelegateMetrics = false
  /// Whether the positions are computed again (default false).
  public var invalidateFlowLayoutAttributes = false
  /// Creates a context.
  public required init() {}
}

/// A collection-view layout that places items in lines, line after line, like words in a paragraph:
/// as many items as fit with `minimumInteritemSpacing` go on a line and the line's leftover space
/// is shared between them; the next line follows `minimumLineSpacing` below (docs/UIKitFacts.md
/// §11.2). Defaults: 50 × 50 items, 10 points between items and between lines, no section insets,
/// vertical scrolling (§11.1).
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// What `sectionInset` is measured from.
  public enum SectionInsetReference: Int, Sendable {
    case fromContentInset = 0
    case fromSafeArea, fromLayoutMargins
  }

  /// The `estimatedItemSize` meaning "size every item from its cell".
  nonisolated public static let automaticSize = CGSize(
    width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

  /// The size of every item, 50 × 50 points by default; the delegate's
  /// `collectionView(_:layout:sizeForItemAt:)` wins when it has one (docs/UIKitFacts.md §11.1).
  public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// A size to lay items out at until their cells say how big they are; zero (the default) turns
  /// self-sizing off, `UICollectionViewFlowLayout.automaticSize` turns it on (docs/UIKitFacts.md
  /// §11.1, §11.5).
  public var estimatedItemSize = CGSize.zero { didSet { invalidateLayout() } }
  /// The least space between lines of items, 10 points by default (docs/UIKitFacts.md §11.1).
  public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least space between the items of one line, 10 points by default; the real spacing is
  /// larger when a line has room left over (docs/UIKitFacts.md §11.1, §11.2).
  public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// Space around each section's items, zero by default (docs/UIKitFacts.md §11.1).
  public var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
  /// What `sectionInset` is measured from (default the content inset).
  public var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { invalidateLayout() }
  }
  /// The direction the collection view scrolls in, `.vertical` by default; lines run across it
  /// (rows when vertical, columns when horizontal).
  public var scrollDirection = UICollectionView.ScrollDirection.vertical {
    didSet { invalidateLayout() }
  }
  /// The size of each section's header: its height when scrolling vertically (the header spans the
  /// width), its width otherwise; zero (no header) by default (docs/UIKitFacts.md §11.3).
  public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// A footer's size, likewise.
  public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
  /// Whether headers stay on screen while their section scrolls (stored only).
  public var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay on screen while their section scrolls (stored only).
  public var sectionFootersPinToVisibleBounds = false

  /// Per section: each item's size as the delegate (or `itemSize`) gave it, kept until the
  /// delegate's metrics are invalidated.
  private var delegateSizes: [[CGSize]]?
  /// Sizes self-sizing cells asked for, by index path.
  var preferredSizes: [IndexPath: CGSize] = [:]
  private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
  private var headerAttributes: [Int: UICollectionViewLayoutAttributes] = [:]
  private var footerAttributes: [Int: UICollectionViewLayoutAttributes] = [:]
  private var contentSize = CGSize.zero
  /// The collection view's size the layout was last prepared for.
  private var preparedSize: CGSize?
  /// The collection view's size when the delegate last gave the items' sizes (nil when there is
  /// no delegate): sizes worked out from the width are stale once it differs from the bounds.
  private(set) var delegateSizesAskedAt: CGSize?
  /// The collection view's size when the items' sizes were last read, delegate or not.
  private var itemSizesAskedAt = CGSize.zero

  /// How the layout sized and lined up one item, for a grader to say why it is the size it is.
  public struct ItemSizing: Hashable, Sendable {
    /// Whether `collectionView(_:layout:sizeForItemAt:)` of the delegate gave the size (false:
    /// the layout's `itemSize`, because there is no flow-layout delegate or it has no method of
    /// that name).
    public let fromDelegate: Bool
    /// Whether the collection view's delegate adopts `UICollectionViewDelegateFlowLayout`.
    public let delegateAdopts: Bool
    /// The size the layout was given for the item (before any self-sizing).
    public let size: CGSize
    /// Whether the cell sizes itself (`estimatedItemSize` is not zero).
    public let selfSizing: Bool
    /// The collection view's size when the size was given.
    public let collectionViewSize: CGSize
    /// The item's length along its line (its width when scrolling vertically).
    public let itemLength: CGFloat
    /// The length a line has for its items: the collection view's width (its height when
    /// scrolling horizontally) less the content inset and the section insets on both sides.
    public let lineLength: CGFloat
    /// The section insets on both sides of a line, added up.
    public let sectionInsets: CGFloat
    /// The least space between the items of a line.
    public let interitemSpacing: CGFloat
    /// How many items the item's line holds.
    public let itemsOnLine: Int
  }

  /// Set by the protocol's default `sizeForItemAt`, which answers `itemSize`.
  var sizeAnsweredByDefault = false
  /// Per section: whether each item's size came from the delegate's own method.
  private var delegateAnswered: [[Bool]] = []
  /// How each item was sized and lined up in the last layout, by index path.
  private var itemSizings: [IndexPath: ItemSizing] = [:]

  /// How the layout sized and lined up the item at `indexPath` in its last layout.
  public func itemSizing(at indexPath: IndexPath) -> ItemSizing? { itemSizings[indexPath] }

  /// The size kept for an item, as the delegate (or `itemSize`) gave it, until the delegate's
  /// metrics are invalidated.
  func keptItemSize(at indexPath: IndexPath) -> CGSize? {
    guard let sizes = delegateSizes, sizes.indices.contains(indexPath.section),
      sizes[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return sizes[indexPath.section][indexPath.item]
  }

  /// Creates a flow layout.
  public override init() { super.init() }

  /// Creates a flow layout from an archive; on Linux this makes a default one.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The flow layout's own context class.
  open override class var invalidationContextClass: AnyClass {
    UICollectionViewFlowLayoutInvalidationContext.self
  }

  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateEverything
      || (context as? UICollectionViewFlowLayoutInvalidationContext)?
        .invalidateFlowLayoutDelegateMetrics == true
    {
      delegateSizes = nil
    }
    if context.invalidateDataSourceCounts {
      delegateSizes = nil
      preferredSizes.removeAll()
    }
    super.invalidateLayout(with: context)
  }

  /// A change of the collection view's size needs a new layout.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  /// A bounds change keeps the delegate's sizes and spacing (docs/UIKitFacts.md §11.6).
  open override func invalidationContext(forBoundsChange newBounds: CGRect)
    -> UICollectionViewLayoutInvalidationContext
  {
    UICollectionViewFlowLayoutInvalidationContext()
  }

  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> Bool {
    preferredAttributes.representedElementCategory == .cell
      && preferredAttributes.size != originalAttributes.size
  }

  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
    withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutInvalidationContext {
    preferredSizes[preferredAttributes.indexPath] = preferredAttributes.size
    return UICollectionViewFlowLayoutInvalidationContext()
  }

  override var sizesCellsFromContent: Bool { estimatedItemSize != .zero }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    var result: [UICollectionViewLayoutAttributes] = []
    for section in itemAttributes.indices {
      if let header = headerAttributes[section], header.frame.intersects(rect) {
        result.append(header)
      }
      for attributes in itemAttributes[section] where attributes.frame.intersects(rect) {
        result.append(attributes)
      }
      if let footer = footerAttributes[section], footer.frame.intersects(rect) {
        result.append(footer)
      }
    }
    return result
  }

  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    guard itemAttributes.indices.contains(indexPath.section),
      itemAttributes[indexPath.section].indices.contains(indexPath.item)
    else { return nil }
    return itemAttributes[indexPath.section][indexPath.item]
  }

  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    switch elementKind {
    case UICollectionView.elementKindSectionHeader: headerAttributes[indexPath.section]
    case UICollectionView.elementKindSectionFooter: footerAttributes[indexPath.section]
    default: nil
    }
  }

  // MARK: Computing the layout

  open override func prepare() {
    super.prepare()
    itemAttributes = []
    headerAttributes = [:]
    footerAttributes = [:]
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
    if delegateSizes == nil {
      delegateSizes = readItemSizes(collectionView, delegate)
      delegateSizesAskedAt = delegate == nil ? nil : collectionView.bounds.size
      itemSizesAskedAt = collectionView.bounds.size
    }
    itemSizings = [:]
    let sizes = delegateSizes ?? []
    let vertical = scrollDirection == .vertical
    let adjusted = collectionView.adjustedContentInset
    let bounds = collectionView.bounds
    preparedSize = bounds.size
    // Content coordinates start inside the adjusted content inset.
    let contentBreadth =
      vertical
      ? bounds.width - adjusted.left - adjusted.right
      : bounds.height - adjusted.top - adjusted.bottom
    let reference = referenceInsets(collectionView, adjusted: adjusted)
    var position: CGFloat = 0
    for section in sizes.indices {
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let interitem =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      let headerSize =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
        ?? headerReferenceSize
      let footerSize =
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
        ?? footerReferenceSize
      let headerLength = vertical ? headerSize.height : headerSize.width
      if headerLength > 0 {
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
          with: IndexPath(item: 0, section: section))
        attributes.frame = frame(
          main: 0, cross: position, mainLength: contentBreadth, crossLength: headerLength, vertical)
        headerAttributes[section] = attributes
        position += headerLength
      }
      position += vertical ? inset.top : inset.left
      let leading =
        (vertical ? inset.left : inset.top) + (vertical ? reference.left : reference.top)
      let trailing =
        (vertical ? inset.right : inset.bottom) + (vertical ? reference.right : reference.bottom)
      let available = contentBreadth - leading - trailing
      var items: [UICollectionViewLayoutAttributes] = []
      let sectionSizes = sizes[section].enumerated().map { item, size in
        itemSize(for: IndexPath(item: item, section: section), delegateSize: size)
      }
      let mains = sectionSizes.map { vertical ? $0.width : $0.height }
      if let widest = mains.max(), widest > available + 1e-6 {
        LayoutLog.shared.record(
          error: ListProblems.flowLayoutItemTooLarge(
            layout: debugDescription, collectionView: collectionView.description,
            horizontal: !vertical, fromDelegate: delegate != nil, location: nil))
      }
      let lines = FlowLayoutLines.lines(lengths: mains, available: available, spacing: interitem)
      for (lineIndex, line) in lines.enumerated() {
        let lineMains = Array(mains[line])
        let offsets = FlowLayoutLines.offsets(
          lengths: lineMains, available: available, spacing: interitem,
          isLastLine: lineIndex == lines.count - 1, isOnlyLine: lines.count == 1)
        let crossLengths = line.map { vertical ? sectionSizes[$0].height : sectionSizes[$0].width }
        let lineCross = crossLengths.max() ?? 0
        for (offsetIndex, item) in line.enumerated() {
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          // Items of a line are centred across it.
          let cross = position + (lineCross - crossLengths[offsetIndex]) / 2
          attributes.frame = frame(
            main: leading + offsets[offsetIndex], cross: cross, mainLength: lineMains[offsetIndex],
            crossLength: crossLengths[offsetIndex], vertical)
          items.append(attributes)
          let indexPath = IndexPath(item: item, section: section)
          itemSizings[indexPath] = ItemSizing(
            fromDelegate: delegateAnswered.indices.contains(section)
              && delegateAnswered[section].indices.contains(item)
              && delegateAnswered[section][item],
            delegateAdopts: delegate != nil, size: sizes[section][item],
            selfSizing: sizesCellsFromContent, collectionViewSize: itemSizesAskedAt,
            itemLength: lineMains[offsetIndex], lineLength: available,
            sectionInsets: vertical ? inset.left + inset.right : inset.top + inset.bottom,
            interitemSpacing: interitem, itemsOnLine: line.count)
        }
        position += lineCross + (lineIndex < lines.count - 1 ? lineSpacing : 0)
      }
      position += vertical ? inset.bottom : inset.right
      itemAttributes.append(items)
      let footerLength = vertical ? footerSize.height : footerSize.width
      if footerLength > 0 {
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
          with: IndexPath(item: 0, section: section))
        attributes.frame = frame(
          main: 0, cross: position, mainLength: contentBreadth, crossLength: footerLength, vertical)
        footerAttributes[section] = attributes
        position += footerLength
      }
    }
    contentSize =
      vertical
      ? CGSize(width: contentBreadth, height: position)
      : CGSize(width: position, height: contentBreadth)
  }

  private func frame(
    main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat, _ vertical: Bool
  ) -> CGRect {
    vertical
      ? CGRect(x: main, y: cross, width: mainLength, height: crossLength)
      : CGRect(x: cross, y: main, width: crossLength, height: mainLength)
  }

  /// The size an item is laid out at: its cell's preferred size once known, the estimate before,
  /// the delegate's (or `itemSize`) without self-sizing.
  private func itemSize(for indexPath: IndexPath, delegateSize: CGSize) -> CGSize {
    guard sizesCellsFromContent else { return delegateSize }
    if let preferred = preferredSizes[indexPath] { return preferred }
    return estimatedItemSize == Self.automaticSize ? delegateSize : estimatedItemSize
  }

  private func readItemSizes(
    _ collectionView: UICollectionView, _ delegate: UICollectionViewDelegateFlowLayout?
  ) -> [[CGSize]] {
    var answered: [[Bool]] = []
    let sizes = (0..<collectionView.numberOfSections).map { section in
      var sectionAnswered: [Bool] = []
      let sectionSizes = (0..<collectionView.numberOfItems(inSection: section)).map { item in
        sizeAnsweredByDefault = false
        let size =
          delegate?.collectionView(
            collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))
          ?? itemSize
        sectionAnswered.append(delegate != nil && !sizeAnsweredByDefault)
        return size
      }
      answered.append(sectionAnswered)
      return sectionSizes
    }
    delegateAnswered = answered
    return sizes
  }

  /// How far the reference of `sectionInset` is inside the content inset.
  private func referenceInsets(_ collectionView: UICollectionView, adjusted: UIEdgeInsets)
    -> UIEdgeInsets
  {
    let base: UIEdgeInsets
    switch sectionInsetReference {
    case .fromContentInset: return .zero
    case .fromSafeArea: base = collectionView.safeAreaInsets
    case .fromLayoutMargins: base = collectionView.layoutMargins
    }
    return UIEdgeInsets(
      top: max(0, base.top - adjusted.top), left: max(0, base.left - adjusted.left),
      bottom: max(0, base.bottom - adjusted.bottom), right: max(0, base.right - adjusted.right))
  }
}
