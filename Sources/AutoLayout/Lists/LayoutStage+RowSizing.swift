/// Why a table gave a cell the height it has, for a grader to say why a row is as tall as it is
/// (a fixed `rowHeight`, a measurement, the fallback after the zero-height warning), read from
/// the table's own decisions rather than guessed from frames or the log.
extension LayoutStage {
  /// How a table sized one of its rows.
  public enum RowSizing: String, Hashable, Sendable {
    /// A number: `rowHeight`, or what `tableView(_:heightForRowAt:)` returned.
    case fixedHeight = "fixed-height"
    /// Self-sizing, measured from the cell's content view.
    case fitted
    /// Self-sizing, but the content view's constraints gave no height: the standard height,
    /// after UIKit's "height of zero" warning.
    case standardAfterZeroHeight = "standard-after-zero-height"
    /// Self-sizing, not measured yet: the estimate.
    case estimated
  }

  /// How the table `view` is a shown cell of sized its row, as of the last layout pass; nil for a
  /// view that is not a table's cell.
  public func rowSizing(of view: UIView) -> RowSizing? {
    guard let cell = view as? UITableViewCell, let table = cell.storedSuperview as? UITableView,
      let indexPath = table.visibleCellsByIndexPath.first(where: { $0.value === cell })?.key,
      indexPath.section < table.model.sections.count
    else { return nil }
    let section = table.model.sections[indexPath.section]
    let row = indexPath.row
    guard row < section.rowCount else { return nil }
    guard section.isSelfSizing(row) else { return .fixedHeight }
    guard section.measuredHeights[row] != nil else { return .estimated }
    return section.fellBackToStandard.contains(row) ? .standardAfterZeroHeight : .fitted
  }
}
