/// Whether a flow layout still places a cell with a size its delegate gave before the collection
/// view changed size, for a grader to say "the layout was not invalidated" from the layout's own
/// state rather than from frames.
extension LayoutStage {
  /// The size a flow layout keeps for an item, beside what its delegate answers now.
  public struct StaleItemSize: Hashable, Sendable {
    /// The item's size the layout uses.
    public let used: CGSize
    /// What `collectionView(_:layout:sizeForItemAt:)` answers now.
    public let current: CGSize
    /// The collection view's size when the delegate gave `used`.
    public let askedAt: CGSize
    /// The collection view's size now.
    public let now: CGSize
  }

  /// For a shown cell of a collection view whose flow layout's delegate gives the sizes: the
  /// size the layout keeps for it when the delegate now answers another one (the collection view
  /// changed size, and the flow layout keeps the delegate's sizes until they are invalidated, as
  /// UIKit's does); nil otherwise. Asks the delegate once.
  public func staleItemSize(of view: UIView) -> StaleItemSize? {
    guard let cell = view as? UICollectionViewCell,
      let collectionView = cell.storedSuperview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: cell),
      let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout,
      let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout,
      let askedAt = layout.delegateSizesAskedAt, let used = layout.keptItemSize(at: indexPath)
    else { return nil }
    let current = delegate.collectionView(
      collectionView, layout: layout, sizeForItemAt: indexPath)
    let differs =
      Swift.abs(used.width - current.width) > 0.001
      || Swift.abs(used.height - current.height) > 0.001
    guard differs else { return nil }
    return StaleItemSize(
      used: used, current: current, askedAt: askedAt, now: collectionView.bounds.size)
  }
}

extension LayoutStage {
  /// For a shown cell of a collection view with a flow layout: how the layout sized it and
  /// lined it up in its last layout (where the size came from, the length of its line); nil
  /// otherwise.
  public func flowItemSizing(of view: UIView) -> UICollectionViewFlowLayout.ItemSizing? {
    guard let cell = view as? UICollectionViewCell,
      let collectionView = cell.storedSuperview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: cell),
      let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout
    else { return nil }
    return layout.itemSizing(at: indexPath)
  }
}

extension LayoutStage {
  /// For a shown cell of a collection view with a compositional layout: the size of the item
  /// that made it and of the group that holds it, as the program wrote them; nil otherwise.
  public func compositionalItemSizing(of view: UIView)
    -> (item: NSCollectionLayoutSize, group: NSCollectionLayoutSize)?
  {
    guard let cell = view as? UICollectionViewCell,
      let collectionView = cell.storedSuperview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: cell),
      let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
    else { return nil }
    return layout.itemSizing(at: indexPath)
  }
}

extension LayoutStage {
  /// For a shown cell of a collection view whose layout sizes its cells from their content
  /// along the height: whether the cell's constraints leave its height to whatever it is pulled
  /// towards, so that fitting it to another height gives another height (nothing from the
  /// content view's top to its bottom decides one, and the layout keeps its estimate); nil for
  /// other views.
  public func selfSizedHeightUndetermined(of view: UIView) -> Bool? {
    guard let cell = view as? UICollectionViewCell,
      let collectionView = cell.storedSuperview as? UICollectionView,
      let indexPath = collectionView.indexPath(for: cell),
      collectionView.collectionViewLayout.sizesCellsFromContent,
      let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: indexPath),
      attributes.fittingAxes?.height ?? true
    else { return nil }
    let size = cell.bounds.size
    let horizontal: UILayoutPriority =
      attributes.fittingAxes?.width ?? true ? .fittingSizeLevel : .required
    func fitted(_ height: CGFloat) -> CGFloat {
      cell.systemLayoutSizeFitting(
        CGSize(width: size.width, height: height), withHorizontalFittingPriority: horizontal,
        verticalFittingPriority: .fittingSizeLevel
      ).height
    }
    // Two targets 100 points apart: a height the constraints decide is the same for both.
    return Swift.abs(fitted(size.height) - fitted(size.height + 100)) > 0.5
  }
}
