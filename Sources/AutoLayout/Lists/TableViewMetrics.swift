/// UIKit's numbers for tables, each from docs/UIKitFacts.md §10 (see there for sources and how
/// sure we are of each).
@MainActor
enum TableViewMetrics {
  /// A row's height when nothing sets one, and the estimate for self-sizing rows (§10.1).
  static let defaultRowHeight: CGFloat = 44

  /// A cell's separator is one pixel tall: 0.5 pt at @2x, 1/3 pt at @3x (§10.2).
  static func separatorHeight(scale: CGFloat) -> CGFloat { 1 / max(scale, 1) }

  /// The content view's top and bottom layout margins (§10.3).
  static let contentVerticalMargin: CGFloat = 8

  /// The content view's leading and trailing margins: the system's side margin for the table's
  /// width (16 or 20 pt, the rule of root views, which UIKit's list geometry also reads from the
  /// list's width: docs/UIKitFacts.md §2.2), widened so the content stays in the readable width
  /// when `cellLayoutMarginsFollowReadableWidth` (§10.3).
  static func cellSideMargin(for tableView: UITableView?, contentWidth: CGFloat) -> CGFloat {
    let tableWidth = tableView?.bounds.width ?? 0
    let screenWidth = (tableView?.window?.device ?? UIScreen.main.device).size.width
    let side = RootViewSideMargin.forViewWidth(tableWidth > 0 ? tableWidth : screenWidth)
    guard let tableView, tableView.cellLayoutMarginsFollowReadableWidth else { return side }
    let readable = ReadableWidth.points(for: tableView.traitCollection)
    return max(side, (contentWidth - readable) / 2)
  }

  /// Standard-style cells (`textLabel`, `detailTextLabel`) size to their labels plus this much
  /// above and below, and never below `defaultRowHeight` (§10.5).
  static let standardCellVerticalPadding: CGFloat = 11

  /// Space above every section header of a plain table (`sectionHeaderTopPadding`, §10.6).
  static let plainHeaderTopPadding: CGFloat = 22
  /// A plain table's header or footer for a title (§10.6).
  static let plainTitleHeight: CGFloat = 28

  /// A grouped or inset-grouped header for a title: 35 pt (first section) or 25 pt above the
  /// 17-pt semibold title's line height rounded up to the pixel grid (§10.6).
  static func groupedTitleHeaderHeight(isFirstSection: Bool, scale: CGFloat) -> CGFloat {
    let line = PixelGrid.ceil(
      UIFont.systemFont(ofSize: 17, weight: .semibold).lineHeight, scale: scale)
    return (isFirstSection ? 35 : 25) + line
  }

  /// A grouped footer for a title: 8 pt, the 13-pt footnote line, 6 pt (§10.6).
  static func groupedTitleFooterHeight(scale: CGFloat) -> CGFloat {
    8 + PixelGrid.ceil(UIFont.systemFont(ofSize: 13).lineHeight, scale: scale) + 6
  }

  /// The gap a grouped table leaves for an untitled header: 35 pt before the first section,
  /// 17.5 pt (rounded up to the pixel grid) before the others (§10.6).
  static func groupedUntitledHeaderHeight(isFirstSection: Bool, scale: CGFloat) -> CGFloat {
    isFirstSection ? 35 : PixelGrid.ceil(17.5, scale: scale)
  }

  /// The gap a grouped table leaves for an untitled footer: 17.5 pt rounded down (§10.6).
  static func groupedUntitledFooterHeight(scale: CGFloat) -> CGFloat {
    PixelGrid.floor(17.5, scale: scale)
  }
}
