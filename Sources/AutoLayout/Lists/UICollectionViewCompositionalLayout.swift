/// Settings of a compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
  /// The direction the layout scrolls in (stored only: sections are laid out top to bottom).
  public var scrollDirection = UICollectionView.ScrollDirection.vertical
  /// Space between sections.
  public var interSectionSpacing: CGFloat = 0
  /// Creates the default configuration.
  public init() {}
}

/// Sections of groups of items (UIKit's `UICollectionViewCompositionalLayout`), scrolling
/// vertically: each section's group is sized in the collection view's width less the section's
/// content insets and repeated down the section until its items run out; items are sized in
/// their group (docs/UIKitFacts.md §11.7). Orthogonal scrolling, decoration items and a horizontal
/// scroll direction are not laid out.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Gives the section for an index.
  public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

  private let provider: SectionProvider
  /// The layout's settings.
  public var configuration = UICollectionViewCompositionalLayoutConfiguration() {
    didSet { invalidateLayout() }
  }

  private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
  private var supplementaryAttributes: [UICollectionViewLayoutAttributes] = []
  private var contentSize = CGSize.zero
  private var preparedSize: CGSize?
  private var hasEstimates = false
  /// Per index path: the sizes of the item that made the cell and of the group holding it.
  private var itemSizings: [IndexPath: ItemSizing] = [:]
  /// The size of the item that made a cell, and of the group that holds it.
  public typealias ItemSizing = (item: NSCollectionLayoutSize, group: NSCollectionLayoutSize)

  /// The size of the item that made the cell at `indexPath` in the last layout, and of the
  /// group that holds it, as the program wrote them.
  public func itemSizing(at indexPath: IndexPath)
    -> (item: NSCollectionLayoutSize, group: NSCollectionLayoutSize)?
  {
    itemSizings[indexPath]
  }
  /// Sizes self-sizing cells asked for, by index path.
  private var preferredSizes: [IndexPath: CGSize] = [:]

  /// A layout whose every section is `section`.
  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    super.init()
  }

  /// A layout whose every section is `section`, with settings.
  public init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = { _, _ in section }
    self.configuration = configuration
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    super.init()
  }

  /// A layout that asks `sectionProvider` for each section, with settings.
  public init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    provider = sectionProvider
    self.configuration = configuration
    super.init()
  }

  /// Creates a layout from an archive; on Linux this makes one with no sections.
  public required init?(coder: NSCoder) {
    provider = { _, _ in nil }
    super.init(coder: coder)
  }

  override var sizesCellsFromContent: Bool { hasEstimates }

  open override var collectionViewContentSize: CGSize { contentSize }

  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.size != preparedSize
  }

  open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
    if context.invalidateDataSourceCounts { preferredSizes.removeAll() }
    super.invalidateLayout(with: context)
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
    return super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
  }

  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    supplementaryAttributes.filter { $0.frame.intersects(rect) }
      + itemAttributes.joined().filter { $0.frame.intersects(rect) }
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
    supplementaryAttributes.first {
      $0.representedElementKind == elementKind && $0.indexPath == indexPath
    }
  }

  // MARK: Computing the layout

  open override func prepare() {
    super.prepare()
    itemAttributes = []
    supplementaryAttributes = []
    hasEstimates = false
    itemSizings = [:]
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let bounds = collectionView.bounds
    preparedSize = bounds.size
    let inset = collectionView.adjustedContentInset
    let container = CGSize(
      width: bounds.width - inset.left - inset.right,
      height: bounds.height - inset.top - inset.bottom)
    let environment = CompositionalEnvironment(
      container: CompositionalContainer(contentSize: container, contentInsets: .zero),
      traitCollection: collectionView.traitCollection)
    var y: CGFloat = 0
    let sections = collectionView.numberOfSections
    for index in 0..<sections {
      let count = collectionView.numberOfItems(inSection: index)
      guard let section = provider(index, environment) else {
        itemAttributes.append([])
        continue
      }
      y = layOut(section, index: index, count: count, top: y, container: container)
      if index < sections - 1 { y += configuration.interSectionSpacing }
    }
    contentSize = CGSize(width: container.width, height: y)
  }

  /// Lays one section out from `top`; returns where it ends.
  private func layOut(
    _ section: NSCollectionLayoutSection, index: Int, count: Int, top: CGFloat, container: CGSize
  ) -> CGFloat {
    let insets = section.contentInsets
    let effective = CGSize(
      width: max(0, container.width - insets.leading - insets.trailing),
      height: max(0, container.height - insets.top - insets.bottom))
    var y = top
    func boundary(_ alignment: NSRectAlignment) {
      for item in section.boundarySupplementaryItems where item.alignment == alignment {
        let follows = section.supplementariesFollowContentInsets
        let space = follows ? effective : container
        let size = item.layoutSize.resolved(in: space)
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
        attributes.frame = CGRect(
          x: follows ? insets.leading : 0, y: y, width: size.width, height: size.height)
        supplementaryAttributes.append(attributes)
        y += size.height
      }
    }
    boundary(.top)
    y += insets.top
    var items: [UICollectionViewLayoutAttributes] = []
    var next = 0
    while next < count {
      let placed = layOut(
        section.group, origin: CGPoint(x: insets.leading, y: y), container: effective,
        section: index, first: next, count: count)
      guard !placed.attributes.isEmpty else { break }
      items += placed.attributes
      next += placed.attributes.count
      y += placed.size.height
      if next < count { y += section.interGroupSpacing }
    }
    y += insets.bottom
    boundary(.bottom)
    itemAttributes.append(items)
    return y
  }

  /// Places a group (and the groups inside it) at `origin`, taking items from `first`; returns
  /// the attributes made and the group's size.
  private func layOut(
    _ group: NSCollectionLayoutGroup, origin: CGPoint, container: CGSize, section: Int,
    first: Int, count: Int
  ) -> (attributes: [UICollectionViewLayoutAttributes], size: CGSize) {
    var size = group.layoutSize.resolved(in: container)
    let horizontal = group.axis == .horizontal
    let length = horizontal ? size.width : size.height
    let spacing = group.interItemSpacing?.spacing ?? 0
    var slots: [(item: NSCollectionLayoutItem, main: CGFloat)] = []
    if let repeatCount = group.repeatCount, let item = group.subitems.first {
      let share = (length - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount)
      slots = Array(repeating: (item, share), count: repeatCount)
    } else if !group.subitems.isEmpty {
      var used: CGFloat = 0
      var cursor = 0
      while true {
        let item = group.subitems[cursor % group.subitems.count]
        let itemSize = item.layoutSize.resolved(in: size)
        let main = horizontal ? itemSize.width : itemSize.height
        let needed = (slots.isEmpty ? 0 : spacing) + main
        guard slots.isEmpty || used + needed <= length + 1e-6, main > 0 || slots.isEmpty else {
          break
        }
        slots.append((item, main))
        used += needed
        cursor += 1
        if cursor >= 1000 { break }
      }
    }
    var extra: CGFloat = 0
    if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
      let used = slots.reduce(0) { $0 + $1.main } + spacing * CGFloat(slots.count - 1)
      extra = max(0, length - used) / CGFloat(slots.count - 1)
    }
    var attributes: [UICollectionViewLayoutAttributes] = []
    var position: CGFloat = 0
    var crossExtent: CGFloat = 0
    for slot in slots {
      let taken = first + attributes.count
      guard taken < count else { break }
      let slotOrigin =
        horizontal
        ? CGPoint(x: origin.x + position, y: origin.y)
        : CGPoint(x: origin.x, y: origin.y + position)
      var main = slot.main
      var cross: CGFloat
      if let nested = slot.item as? NSCollectionLayoutGroup {
        let nestedContainer =
          horizontal
          ? CGSize(width: main, height: size.height) : CGSize(width: size.width, height: main)
        let placed = layOut(
          nested, origin: slotOrigin, container: nestedContainer, section: section, first: taken,
          count: count)
        attributes += placed.attributes
        cross = horizontal ? placed.size.height : placed.size.width
      } else {
        let item = slot.item
        let resolved = item.layoutSize.resolved(in: size)
        cross = horizontal ? resolved.height : resolved.width
        let indexPath = IndexPath(item: taken, section: section)
        let estimatedWidth = item.layoutSize.widthDimension.isEstimated
        let estimatedHeight = item.layoutSize.heightDimension.isEstimated
        if estimatedWidth || estimatedHeight { hasEstimates = true }
        var frameSize =
          horizontal ? CGSize(width: main, height: cross) : CGSize(width: cross, height: main)
        if let preferred = preferredSizes[indexPath] {
          if estimatedWidth { frameSize.width = preferred.width }
          if estimatedHeight { frameSize.height = preferred.height }
          main = horizontal ? frameSize.width : frameSize.height
          cross = horizontal ? frameSize.height : frameSize.width
        }
        // Content insets shrink the cell inside its space, except along estimated axes.
        let insets = item.contentInsets
        var frame = CGRect(origin: slotOrigin, size: frameSize)
        if !estimatedWidth {
          frame.origin.x += insets.leading
          frame.size.width = max(0, frame.width - insets.leading - insets.trailing)
        }
        if !estimatedHeight {
          frame.origin.y += insets.top
          frame.size.height = max(0, frame.height - insets.top - insets.bottom)
        }
        itemSizings[indexPath] = (item.layoutSize, group.layoutSize)
        let itemAttributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        itemAttributes.frame = frame
        itemAttributes.fittingAxes = (estimatedWidth, estimatedHeight)
        attributes.append(itemAttributes)
      }
      crossExtent = max(crossExtent, cross)
      position += main + spacing + extra
    }
    // An estimated group grows to what it holds.
    if horizontal, group.layoutSize.heightDimension.isEstimated { size.height = crossExtent }
    if !horizontal, group.layoutSize.widthDimension.isEstimated { size.width = crossExtent }
    if !horizontal, group.layoutSize.heightDimension.isEstimated {
      size.height = max(0, position - spacing - extra)
    }
    if horizontal, group.layoutSize.widthDimension.isEstimated {
      size.width = max(0, position - spacing - extra)
    }
    return (attributes, size)
  }
}
