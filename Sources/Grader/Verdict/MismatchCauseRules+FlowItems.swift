import LayoutReport

/// The causes of a collection view's cells being the wrong size, read from how its flow layout
/// sized them (`ViewRecord.flowItem`): the size method never called, a size that fits one
/// screen, an item longer than its line, columns whose arithmetic left out a gap or an inset.
extension MismatchCauseRules {
  /// The flow layout's default `itemSize` (docs/UIKitFacts.md §11.1).
  static let defaultItemSize = ReportSize(width: 50, height: 50)

  /// The cause of a flow layout's cell being wrong, when every failure fits one; self-sizing
  /// cells are sized by their content, not by these numbers, and are never named here.
  static func flowItemCause(_ evidence: MismatchEvidence) -> MismatchCause? {
    let failures = evidence.failures
    guard !failures.isEmpty,
      failures.allSatisfy({ $0.flowItem.map { !$0.selfSizing } ?? false })
    else { return nil }
    if failures.allSatisfy(sizeMethodNotCalled) { return .sizeMethodNotCalled }
    let fromDelegate = failures.allSatisfy { $0.flowItem?.sizeFrom == "delegate" }
    guard fromDelegate else { return nil }
    if itemSizeHardCoded(evidence) { return .itemSizeHardCoded }
    if failures.allSatisfy(itemLongerThanLine) { return .itemWiderThanCollectionView }
    if failures.allSatisfy(columnsOverflow) { return .columnsOverflowLine }
    return nil
  }

  /// The cell is the layout's default `itemSize`, given because no delegate method gave a size,
  /// where another size was expected.
  static func sizeMethodNotCalled(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let item = failure.flowItem, item.sizeFrom == "itemSize" else { return false }
    let tolerance = failure.check.tolerance
    let (expected, actual) = (failure.check.expected, failure.actual)
    return fitsWithin(item.size.width - defaultItemSize.width, 0)
      && fitsWithin(item.size.height - defaultItemSize.height, 0)
      && (!fitsWithin(actual.width - expected.width, tolerance)
        || !fitsWithin(actual.height - expected.height, tolerance))
  }

  /// The cell has the same width (or height) on every device it was checked on, passed or
  /// failed, as the delegate gave it, while the expected one changes from device to device, and
  /// it is off on every failure: a size that fits one screen.
  static func itemSizeHardCoded(_ evidence: MismatchEvidence) -> Bool {
    let all = evidence.passed + evidence.failures.map(\.check)
    let dimensions: [(ReportRect) -> Double] = [{ $0.width }, { $0.height }]
    return dimensions.contains { dimension in
      guard let first = all.first?.actual.map(dimension) else { return false }
      let same = all.allSatisfy { check in
        check.actual.map { fitsWithin(dimension($0) - first, check.tolerance) } ?? false
      }
      let expectedVaries = all.contains { check in
        !fitsWithin(dimension(check.expected) - dimension(all[0].expected), check.tolerance)
      }
      let offEverywhere = evidence.failures.allSatisfy { failure in
        !fitsWithin(
          dimension(failure.actual) - dimension(failure.check.expected), failure.check.tolerance)
      }
      return same && expectedVaries && offEverywhere
    }
  }

  /// The delegate gave the item a length longer than its line has room for, and the cell is
  /// not where or how big it should be.
  static func itemLongerThanLine(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let item = failure.flowItem else { return false }
    return item.itemLength > item.lineLength + failure.check.tolerance + FrameComparison.slack
  }

  /// The cell's line holds `n` items where one more would fit if the gaps between them, or the
  /// section insets around them, were not counted: `n + 1` items with their `n` gaps are longer
  /// than the line, but not than the line with the insets given back, or the items alone fit.
  static func columnsOverflow(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let item = failure.flowItem, item.itemsOnLine >= 1 else { return false }
    let tolerance = failure.check.tolerance + FrameComparison.slack
    let count = Double(item.itemsOnLine)
    let items = (count + 1) * item.itemLength
    let needed = items + count * item.interitemSpacing
    guard item.itemLength <= item.lineLength + tolerance, needed > item.lineLength + tolerance
    else { return false }
    return items <= item.lineLength + tolerance
      || needed <= item.lineLength + item.sectionInsets + tolerance
  }

  private static func fitsWithin(_ delta: Double, _ tolerance: Double) -> Bool {
    abs(delta) <= tolerance + FrameComparison.slack
  }
}
