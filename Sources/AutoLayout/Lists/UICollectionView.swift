/// A scrolling grid (UIKit's `UICollectionView`): a layout object decides where each item goes;
/// the collection view asks its data source for cells during layout and shows only the items that
/// intersect its bounds. Cell frames are in the content coordinates, as `cell.frame` is in UIKit.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
  /// The direction a layout scrolls in.
  public enum ScrollDirection: Int, Sendable {
    case vertical = 0
    case horizontal
  }

  /// Where `scrollToItem(at:at:animated:)` puts the item.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Wraps bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Leave it where it is.
    public static let none = ScrollPosition([])
    /// At the top.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// In the middle vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// At the bottom.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// At the left.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// In the middle horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// At the right.
    public static let right = ScrollPosition(rawValue: 1 << 5)
  }

  /// The kind of a section header.
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The kind of a section footer.
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind cells are dequeued as (in UIKit's messages).
  nonisolated static let elementKindCell = "UICollectionElementKindCell"

  /// Where the items come from.
  public weak var dataSource: UICollectionViewDataSource? {
    didSet { reloadData() }
  }

  /// The layout that places the items.
  public var collectionViewLayout: UICollectionViewLayout {
    didSet {
      oldValue.collectionView = nil
      collectionViewLayout.collectionView = self
      collectionViewLayout.invalidateLayout()
    }
  }

  /// Whether items can be selected (stored only).
  public var allowsSelection = true
  /// Whether several items can be selected (stored only).
  public var allowsMultipleSelection = false
  /// A view behind the content (stored only).
  public var backgroundView: UIView?
  /// Whether cells are prepared ahead (stored only).
  public var isPrefetchingEnabled = true

  // MARK: State (used by the layout in UICollectionView+Layout.swift)

  var cellRegistry = ReuseRegistry<UICollectionReusableView>()
  var supplementaryRegistries: [String: ReuseRegistry<UICollectionReusableView>] = [:]
  var needsReload = true
  var sectionCounts: [Int] = []
  var visibleCellsByIndexPath: [IndexPath: UICollectionViewCell] = [:]
  var visibleSupplementaries: [String: [IndexPath: UICollectionReusableView]] = [:]
  var selectedIndexPaths: [IndexPath] = []
  var offsetAppliedForInsets: CGPoint?
  var lastLayoutSize: CGSize?
  var lastProgramLocation: SourceLocation?
  /// The cell the data source is being asked for, and whether it was dequeued for it.
  var dequeuedDuringCellRequest = false

  /// Creates a collection view with a layout.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
    layout.collectionView = self
  }

  /// Creates a collection view from an archive; on Linux this makes one with a flow layout.
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
    collectionViewLayout.collectionView = self
  }

  /// Lays out the items on screen (UICollectionView+Layout.swift), then gives the other subviews
  /// their solved frames.
  open override func layoutSubviews() {
    layOutItems()
    applySolvedFrames(skipping: managedSubviews)
  }

  /// Sets the layout.
  public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
    collectionViewLayout = layout
  }

  // MARK: Registration and dequeueing

  /// Registers a cell class for an identifier.
  public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellRegistry.register(nil, for: identifier)
      return
    }
    let type = (cellClass as? UICollectionViewCell.Type) ?? UICollectionViewCell.self
    cellRegistry.register({ type.init(registeredWithReuseIdentifier: $0) }, for: identifier)
  }

  /// Registers a header or footer class for a kind and identifier.
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    let type = (viewClass as? UICollectionReusableView.Type) ?? UICollectionReusableView.self
    supplementaryRegistries[elementKind, default: ReuseRegistry()].register(
      viewClass == nil ? nil : { type.init(registeredWithReuseIdentifier: $0) }, for: identifier)
  }

  /// A reusable cell for an item. An unregistered identifier is UIKit's
  /// `NSInternalInconsistencyException`, recorded at this line; a plain cell stands in.
  public func dequeueReusableCell(
    withReuseIdentifier identifier: String, for indexPath: IndexPath,
    file: String = #fileID, line: Int = #line
  ) -> UICollectionViewCell {
    let location = SourceLocation(fileID: file, line: line)
    lastProgramLocation = location
    dequeuedDuringCellRequest = true
    let cell: UICollectionViewCell
    if let (view, reused) = cellRegistry.dequeue(identifier),
      let dequeued = view as? UICollectionViewCell
    {
      cell = dequeued
      if reused { cell.prepareForReuse() }
    } else {
      LayoutLog.shared.record(
        error: ListProblems.collectionViewNotRegistered(
          kind: Self.elementKindCell, identifier: identifier, at: location))
      cell = UICollectionViewCell(frame: .zero)
      cell.reuseIdentifier = identifier
    }
    cell.owningCollectionView = self
    if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath),
      cell.frame != attributes.frame
    {
      cell.frame = attributes.frame
    }
    return cell
  }

  /// A reusable header or footer. An unregistered one is UIKit's exception, recorded here.
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath,
    file: String = #fileID, line: Int = #line
  ) -> UICollectionReusableView {
    let location = SourceLocation(fileID: file, line: line)
    lastProgramLocation = location
    if let (view, reused) = supplementaryRegistries[elementKind]?.dequeue(identifier) {
      if reused { view.prepareForReuse() }
      view.owningCollectionView = self
      return view
    }
    LayoutLog.shared.record(
      error: ListProblems.collectionViewNotRegistered(
        kind: elementKind, identifier: identifier, at: location))
    let view = UICollectionReusableView(frame: .zero)
    view.reuseIdentifier = identifier
    return view
  }

  // MARK: Data

  /// Forgets the items and asks the data source again on the next layout.
  public func reloadData(file: String = #fileID, line: Int = #line) {
    lastProgramLocation = SourceLocation(fileID: file, line: line)
    reloadData()
  }

  func reloadData() {
    needsReload = true
    let context = collectionViewLayout.makeInvalidationContext()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
    setNeedsLayout()
  }

  /// The number of sections.
  public var numberOfSections: Int {
    reloadCountsIfNeeded()
    return sectionCounts.count
  }

  /// The number of items in a section.
  public func numberOfItems(inSection section: Int) -> Int {
    reloadCountsIfNeeded()
    return sectionCounts.indices.contains(section) ? sectionCounts[section] : 0
  }

  /// The cell shown for an item, or nil when it is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The cells on screen, in index-path order.
  public var visibleCells: [UICollectionViewCell] {
    indexPathsForVisibleItems.compactMap { visibleCellsByIndexPath[$0] }
  }

  /// The index paths of the items on screen, in order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleCellsByIndexPath.keys.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
  }

  /// The index path of a cell on screen.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The header or footer shown for a kind and section.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    visibleSupplementaries[elementKind]?[indexPath]
  }

  /// The headers or footers of a kind on screen.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    (visibleSupplementaries[elementKind] ?? [:]).sorted { $0.key.section < $1.key.section }.map(
      \.value)
  }

  /// The section of a header or footer on screen (for a harness).
  public func sectionOfSupplementary(_ view: UICollectionReusableView, kind: String) -> Int? {
    visibleSupplementaries[kind]?.first { $0.value === view }?.key.section
  }

  /// The layout's attributes for an item.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes?
  {
    prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// Scrolls so an item is at the position. An item that does not exist is UIKit's
  /// `NSInvalidArgumentException`, recorded at this line.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool,
    file: String = #fileID, line: Int = #line
  ) {
    guard let attributes = layoutAttributesForItem(at: indexPath),
      indexPath.item < numberOfItems(inSection: indexPath.section)
    else {
      LayoutLog.shared.record(
        error: ListProblems.itemOutOfRange(
          indexPath, location: SourceLocation(fileID: file, line: line)))
      return
    }
    let inset = adjustedContentInset
    var offset = contentOffset
    let frame = attributes.frame
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
    contentOffset = offset
  }

  // MARK: Updates (applied at once: the items are re-read on the next layout)

  /// Runs updates, then re-reads the items.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  /// Inserts items (the items are read again).
  public func insertItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Deletes items (the items are read again).
  public func deleteItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Reloads items (the items are read again).
  public func reloadItems(at indexPaths: [IndexPath]) { reloadData() }
  /// Inserts sections (the items are read again).
  public func insertSections(_ sections: IndexSet) { reloadData() }
  /// Deletes sections (the items are read again).
  public func deleteSections(_ sections: IndexSet) { reloadData() }
  /// Reloads sections (the items are read again).
  public func reloadSections(_ sections: IndexSet) { reloadData() }

  // MARK: Selection

  /// Selects an item.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return }
    if !allowsMultipleSelection {
      for other in selectedIndexPaths { visibleCellsByIndexPath[other]?.isSelected = false }
      selectedIndexPaths.removeAll()
    }
    selectedIndexPaths.append(indexPath)
    visibleCellsByIndexPath[indexPath]?.isSelected = true
  }

  /// Deselects an item.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    visibleCellsByIndexPath[indexPath]?.isSelected = false
  }

  /// The selected items.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedIndexPaths }

  // MARK: Insets

  /// The content inset plus the safe area along the axis the layout scrolls
  /// (docs/UIKitFacts.md §10.7).
  open override var adjustedContentInset: UIEdgeInsets {
    ScrollInsets.adjusted(self, scrollsVertically: scrollsVertically)
  }

  override var safeAreaTakenIntoContentInset: UIEdgeInsets {
    ScrollInsets.absorbedSafeArea(self, scrollsVertically: scrollsVertically)
  }

  private var scrollsVertically: Bool {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
  }
}
