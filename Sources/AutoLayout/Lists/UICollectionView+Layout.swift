/// How a collection view lays itself out (docs/UIKitFacts.md §11): the layout is prepared after
/// each invalidation (and when the bounds change size, if the layout asks for it), the items in
/// the bounds get cells, and a self-sizing layout's cells are shown at their estimated size (so
/// required constraints that need another size conflict with `UIView-Encapsulated-Layout-*`
/// there, as in UIKit), asked for their preferred size, and the layout invalidated until nothing
/// changes.
extension UICollectionView {
  /// The subviews the collection view places itself.
  var managedSubviews: [UIView] {
    Array(visibleCellsByIndexPath.values)
      + visibleSupplementaries.values.flatMap { Array($0.values) as [UIView] }
  }

  func reloadCountsIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for cell in visibleCellsByIndexPath.values { recycle(cell) }
    visibleCellsByIndexPath.removeAll()
    for (kind, views) in visibleSupplementaries {
      for view in views.values { recycleSupplementary(view, kind: kind) }
    }
    visibleSupplementaries.removeAll()
    sectionCounts = []
    guard let dataSource else { return }
    let sections = max(0, dataSource.numberOfSections(in: self))
    for section in 0..<sections {
      var count = dataSource.collectionView(self, numberOfItemsInSection: section)
      if count < 0 {
        LayoutLog.shared.record(
          error: ListProblems.negativeCount(
            count, section: section, isTable: false, location: lastProgramLocation))
        count = 0
      }
      sectionCounts.append(count)
    }
  }

  func prepareLayoutIfNeeded() {
    reloadCountsIfNeeded()
    let layout = collectionViewLayout
    if let lastLayoutSize, lastLayoutSize != bounds.size,
      layout.shouldInvalidateLayout(forBoundsChange: bounds)
    {
      layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: bounds))
    }
    lastLayoutSize = bounds.size
    guard layout.needsPrepare else { return }
    layout.needsPrepare = false
    layout.prepare()
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  func layOutItems() {
    reloadCountsIfNeeded()
    applyInitialContentOffset()
    let layout = collectionViewLayout
    var elements: [UICollectionViewLayoutAttributes] = []
    for _ in 0..<8 {
      prepareLayoutIfNeeded()
      elements = layout.layoutAttributesForElements(in: bounds) ?? []
      let cells = elements.filter { $0.representedElementCategory == .cell }
      let wanted = Set(cells.map(\.indexPath))
      for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
        recycle(cell)
        visibleCellsByIndexPath[indexPath] = nil
      }
      var invalidated = false
      for attributes in cells where visibleCellsByIndexPath[attributes.indexPath] == nil {
        if show(attributes) { invalidated = true }
      }
      if !invalidated { break }
    }
    for attributes in elements where attributes.representedElementCategory == .cell {
      guard let cell = visibleCellsByIndexPath[attributes.indexPath] else { continue }
      apply(attributes, to: cell)
    }
    placeSupplementaries(elements)
  }

  /// Shows an item's cell; returns whether the layout was invalidated by its preferred size.
  private func show(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
    guard let dataSource else { return false }
    let indexPath = attributes.indexPath
    dequeuedDuringCellRequest = false
    let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
    if !dequeuedDuringCellRequest, cell.reuseIdentifier == nil {
      LayoutLog.shared.record(error: ListProblems.cellNotDequeued(location: lastProgramLocation))
    }
    cell.owningCollectionView = self
    visibleCellsByIndexPath[indexPath] = cell
    if cell.superview !== self { addSubview(cell) }
    apply(attributes, to: cell)
    cell.isSelected = selectedIndexPaths.contains(indexPath)
    (delegate as? UICollectionViewDelegate)?.collectionView(
      self, willDisplay: cell, forItemAt: indexPath)
    let layout = collectionViewLayout
    guard layout.sizesCellsFromContent else { return false }
    // The cell meets its constraints at the estimated size first (docs/UIKitFacts.md §11.5).
    layoutEngineIfPresent?.syncSystemConstraints()
    let original = (attributes.copy() as? UICollectionViewLayoutAttributes) ?? attributes
    let preferred = cell.preferredLayoutAttributesFitting(original)
    guard
      layout.shouldInvalidateLayout(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
    else { return false }
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    return true
  }

  private func apply(
    _ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView
  ) {
    if view.frame != attributes.frame { view.frame = attributes.frame }
    if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
    view.apply(attributes)
  }

  private func placeSupplementaries(_ elements: [UICollectionViewLayoutAttributes]) {
    var wanted: [String: [IndexPath: UICollectionViewLayoutAttributes]] = [:]
    for attributes in elements where attributes.representedElementCategory == .supplementaryView {
      guard let kind = attributes.representedElementKind else { continue }
      wanted[kind, default: [:]][attributes.indexPath] = attributes
    }
    for (kind, views) in visibleSupplementaries {
      for (indexPath, view) in views where wanted[kind]?[indexPath] == nil {
        recycleSupplementary(view, kind: kind)
        visibleSupplementaries[kind]?[indexPath] = nil
      }
    }
    for (kind, byIndexPath) in wanted {
      for (indexPath, attributes) in byIndexPath.sorted(by: { $0.key.section < $1.key.section }) {
        let view: UICollectionReusableView
        if let shown = visibleSupplementaries[kind]?[indexPath] {
          view = shown
        } else {
          guard let dataSource else { continue }
          view = dataSource.collectionView(
            self, viewForSupplementaryElementOfKind: kind, at: indexPath)
          visibleSupplementaries[kind, default: [:]][indexPath] = view
          if view.superview !== self { addSubview(view) }
        }
        apply(attributes, to: view)
      }
    }
  }

  /// The collection view starts scrolled to its top-left: the content offset follows the
  /// adjusted inset while the program has not scrolled.
  private func applyInitialContentOffset() {
    let inset = adjustedContentInset
    let wanted = CGPoint(x: -inset.left, y: -inset.top)
    let applied = offsetAppliedForInsets ?? .zero
    guard wanted != offsetAppliedForInsets, contentOffset == applied else { return }
    offsetAppliedForInsets = wanted
    contentOffset = wanted
  }

  func recycle(_ cell: UICollectionViewCell) {
    cell.removeFromSuperview()
    cellRegistry.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  private func recycleSupplementary(_ view: UICollectionReusableView, kind: String) {
    view.removeFromSuperview()
    supplementaryRegistries[kind]?.enqueue(view, identifier: view.reuseIdentifier)
  }
}
