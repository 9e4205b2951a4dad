/// How a table sizes its rows, headers and footers and reacts to selection (UIKit's
/// `UITableViewDelegate`). Every method is optional: the defaults give what the table's own
/// properties say (`rowHeight`, `sectionHeaderHeight`, …), as UIKit does when the delegate does
/// not implement one.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// A row's height; `UITableView.automaticDimension` sizes it from its constraints.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// A row's estimated height, used until the row is shown.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// A section header's height.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// A section footer's height.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// A section header's estimated height.
  func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  /// A section footer's estimated height.
  func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  /// A section header's view (default: UIKit's, for a title).
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// A section footer's view (default: UIKit's, for a title).
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Called before a cell is shown.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Called before a header view is shown.
  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Called before a footer view is shown.
  func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Called when a row was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Called when a row was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
  /// The table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    tableView.sectionFooterHeight
  }
  /// The table's `estimatedSectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionHeaderHeight }
  /// The table's `estimatedSectionFooterHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionFooterHeight }
  /// None: UIKit's header for a title.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// None: UIKit's footer for a title.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}
