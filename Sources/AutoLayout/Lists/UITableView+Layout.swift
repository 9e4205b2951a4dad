/// How a table lays itself out (docs/UIKitFacts.md §10): it reads its data source when it needs
/// to, places the rows, headers and footers one after another, and shows cells only for the rows
/// that intersect its bounds. A self-sizing row is first given its estimated height, as UIKit
/// does when it dequeues the cell (so required constraints that need more room conflict with
/// `UIView-Encapsulated-Layout-Height` there, and UIKit logs it), then measured and given its
/// fitted height.
extension UITableView {
  /// The subviews the table places itself.
  var managedSubviews: [UIView] {
    Array(visibleCellsByIndexPath.values) + Array(visibleHeaders.values)
      + Array(visibleFooters.values) + [tableHeaderView, tableFooterView].compactMap { $0 }
  }

  // MARK: Reading the data source

  func reloadModelIfNeeded() {
    guard needsReload else { return }
    needsReload = false
    for cell in visibleCellsByIndexPath.values { recycle(cell) }
    visibleCellsByIndexPath.removeAll()
    for view in visibleHeaders.values { recycleSupplement(view) }
    for view in visibleFooters.values { recycleSupplement(view) }
    visibleHeaders.removeAll()
    visibleFooters.removeAll()
    model = TableModel()
    guard let dataSource else { return }
    let delegate = self.delegate as? UITableViewDelegate
    let sectionCount = max(0, dataSource.numberOfSections(in: self))
    for s in 0..<sectionCount {
      var section = TableModel.Section()
      var rows = dataSource.tableView(self, numberOfRowsInSection: s)
      if rows < 0 {
        LayoutLog.shared.record(
          error: ListProblems.negativeCount(
            rows, section: s, isTable: true, location: lastProgramLocation))
        rows = 0
      }
      section.rowCount = rows
      section.declaredHeights.reserveCapacity(rows)
      for row in 0..<rows {
        let indexPath = IndexPath(row: row, section: s)
        var declared = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if declared < 0, declared != UITableView.automaticDimension {
          LayoutLog.shared.record(
            error: ListProblems.negativeRowHeight(
              declared, at: indexPath, location: lastProgramLocation))
          declared = 0
        }
        section.declaredHeights.append(declared)
        var estimate: CGFloat = 0
        if declared == UITableView.automaticDimension {
          estimate =
            delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
          if estimate <= 0 { estimate = TableViewMetrics.defaultRowHeight }
        }
        section.estimatedHeights.append(estimate)
      }
      section.measuredHeights = Array(repeating: nil, count: rows)
      section.header = supplement(section: s, isHeader: true, dataSource, delegate)
      section.footer = supplement(section: s, isHeader: false, dataSource, delegate)
      model.sections.append(section)
    }
  }

  /// A section's header or footer: the delegate's view or UIKit's for a title, and its height
  /// by the rules of docs/UIKitFacts.md §10.6.
  private func supplement(
    section: Int, isHeader: Bool, _ dataSource: UITableViewDataSource,
    _ delegate: UITableViewDelegate?
  ) -> TableModel.Supplement {
    let view =
      isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: section)
      : delegate?.tableView(self, viewForFooterInSection: section)
    let title =
      isHeader
      ? dataSource.tableView(self, titleForHeaderInSection: section)
      : dataSource.tableView(self, titleForFooterInSection: section)
    let declared =
      isHeader
      ? (delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight)
      : (delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight)
    let scale = displayScale
    let grouped = style != .plain
    let first = section == 0
    func titleHeight() -> CGFloat {
      if !grouped { return TableViewMetrics.plainTitleHeight }
      return isHeader
        ? TableViewMetrics.groupedTitleHeaderHeight(isFirstSection: first, scale: scale)
        : TableViewMetrics.groupedTitleFooterHeight(scale: scale)
    }
    func untitledHeight() -> CGFloat {
      guard grouped else { return 0 }
      return isHeader
        ? TableViewMetrics.groupedUntitledHeaderHeight(isFirstSection: first, scale: scale)
        : TableViewMetrics.groupedUntitledFooterHeight(scale: scale)
    }
    var result = TableModel.Supplement(view: view, title: title)
    if declared == UITableView.automaticDimension {
      if let view {
        let fitted = fittedHeight(of: view)
        result.height =
          fitted > 0 ? fitted : (view.frame.height > 0 ? view.frame.height : untitledHeight())
      } else {
        result.height = title != nil ? titleHeight() : untitledHeight()
      }
    } else if declared == 0 && grouped {
      // A grouped table takes 0 as "the default" (return .leastNormalMagnitude for none).
      result.height = title != nil ? titleHeight() : untitledHeight()
    } else {
      result.height = max(0, declared)
    }
    if result.view == nil, let title, result.height > 0 {
      let standard = UITableViewHeaderFooterView(reuseIdentifier: nil)
      standard.textLabel?.text = title
      standard.isFooter = !isHeader
      standard.tableStyle = style
      result.view = standard
    }
    return result
  }

  /// A header or footer view's height from its constraints at the table's width (zero when its
  /// constraints say nothing).
  private func fittedHeight(of view: UIView) -> CGFloat {
    let target = (view as? UITableViewHeaderFooterView)?.contentView ?? view
    guard target.subtreePreorder.contains(where: { !$0.installedConstraints.isEmpty }) else {
      return 0
    }
    return target.systemLayoutSizeFitting(
      CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel
    ).height
  }

  // MARK: Geometry

  /// The side inset of an inset-grouped table's rows: the safe area plus the cell margin.
  private var rowSideInsets: (left: CGFloat, right: CGFloat) {
    guard style == .insetGrouped else { return (0, 0) }
    let margin = TableViewMetrics.cellSideMargin(for: self, contentWidth: bounds.width)
    let safe = safeAreaInsets
    return (safe.left + margin, safe.right + margin)
  }

  func geometry() -> TableGeometry {
    var geometry = TableGeometry()
    let width = bounds.width
    var y: CGFloat = 0
    if let header = tableHeaderView {
      geometry.tableHeader = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
      y = header.frame.height
    }
    let inset = rowSideInsets
    let topPadding =
      sectionHeaderTopPadding == UITableView.automaticDimension
      ? TableViewMetrics.plainHeaderTopPadding : max(0, sectionHeaderTopPadding)
    for section in model.sections {
      let start = y
      if style == .plain, section.header.height > 0 { y += topPadding }
      let header = CGRect(x: 0, y: y, width: width, height: section.header.height)
      y += section.header.height
      var rows: [CGRect] = []
      rows.reserveCapacity(section.rowCount)
      for row in 0..<section.rowCount {
        let height = section.height(ofRow: row)
        rows.append(
          CGRect(
            x: inset.left, y: y, width: max(0, width - inset.left - inset.right), height: height))
        y += height
      }
      let footer = CGRect(x: 0, y: y, width: width, height: section.footer.height)
      y += section.footer.height
      geometry.sections.append(
        TableGeometry.Section(header: header, rows: rows, footer: footer, extent: start...y))
    }
    if let footer = tableFooterView {
      geometry.tableFooter = CGRect(x: 0, y: y, width: width, height: footer.frame.height)
      y += footer.frame.height
    }
    geometry.contentHeight = y
    return geometry
  }

  // MARK: Tiling

  /// Shows cells for the rows on screen, measuring self-sizing ones, until nothing moves.
  func layOutRows() {
    reloadModelIfNeeded()
    applyInitialContentOffset()
    var geometry = geometry()
    for _ in 0..<8 {
      let visible = visibleRect
      let wanted = Set(geometry.rows(in: visible))
      for (indexPath, cell) in visibleCellsByIndexPath where !wanted.contains(indexPath) {
        recycle(cell)
        visibleCellsByIndexPath[indexPath] = nil
      }
      var heightsChanged = false
      for indexPath in geometry.rows(in: visible) where visibleCellsByIndexPath[indexPath] == nil {
        guard let rect = geometry.rowRect(indexPath) else { continue }
        if show(indexPath, at: rect) { heightsChanged = true }
      }
      geometry = self.geometry()
      if !heightsChanged { break }
    }
    place(geometry)
  }

  /// The part of the content the table shows: its bounds.
  var visibleRect: CGRect { bounds }

  /// Asks the data source for a row's cell and shows it; returns whether the row's height
  /// changed (a self-sizing row measured for the first time).
  private func show(_ indexPath: IndexPath, at rect: CGRect) -> Bool {
    guard let dataSource else { return false }
    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
    cell.owningTable = self
    cell.shownIndexPath = indexPath
    visibleCellsByIndexPath[indexPath] = cell
    if cell.superview !== self {
      // UIKit inserts each new cell below the cells already shown.
      insertSubview(cell, at: 0)
    }
    if cell.frame != rect { cell.frame = rect }
    cell.layOutCellParts()
    cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
    (delegate as? UITableViewDelegate)?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    let section = model.sections[indexPath.section]
    guard section.isSelfSizing(indexPath.row), section.measuredHeights[indexPath.row] == nil else {
      return false
    }
    // The cell's first layout happens at the estimated height (docs/UIKitFacts.md §10.4).
    layoutEngineIfPresent?.syncSystemConstraints()
    var zeroHeight = false
    let height = cell.fittedHeight(forWidth: rect.width, zeroHeight: &zeroHeight)
    if zeroHeight, !warnedAboutZeroHeight {
      warnedAboutZeroHeight = true
      LayoutLog.shared.record(error: ListProblems.ambiguousCellHeight(cell, location: nil))
    }
    model.sections[indexPath.section].measuredHeights[indexPath.row] = height
    if zeroHeight { model.sections[indexPath.section].fellBackToStandard.insert(indexPath.row) }
    return height != rect.height
  }

  /// Gives every shown cell, header and footer its frame, and sets the content size.
  private func place(_ geometry: TableGeometry) {
    for (indexPath, cell) in visibleCellsByIndexPath {
      guard let rect = geometry.rowRect(indexPath) else { continue }
      if cell.frame != rect { cell.frame = rect }
      cell.layOutCellParts()
    }
    if let header = tableHeaderView, header.frame != geometry.tableHeader {
      header.frame = geometry.tableHeader
    }
    if let footer = tableFooterView, footer.frame != geometry.tableFooter {
      footer.frame = geometry.tableFooter
    }
    placeSupplements(geometry)
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
  }

  private func placeSupplements(_ geometry: TableGeometry) {
    let visible = visibleRect
    let delegate = delegate as? UITableViewDelegate
    let floatTop = contentOffset.y + adjustedContentInset.top
    for (s, section) in geometry.sections.enumerated() {
      for isHeader in [true, false] {
        let supplement = isHeader ? model.sections[s].header : model.sections[s].footer
        var rect = isHeader ? section.header : section.footer
        if isHeader, style == .plain, rect.height > 0 {
          // Plain headers float at the top while their section is on screen.
          rect.origin.y = min(max(rect.minY, floatTop), section.extent.upperBound - rect.height)
        }
        let shown = rect.height > 0 && rect.intersects(visible)
        let current = isHeader ? visibleHeaders[s] : visibleFooters[s]
        guard shown, let view = supplement.view else {
          if let current {
            recycleSupplement(current)
            if isHeader { visibleHeaders[s] = nil } else { visibleFooters[s] = nil }
          }
          continue
        }
        if current == nil {
          if view.superview !== self { addSubview(view) }
          if isHeader {
            visibleHeaders[s] = view
            delegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
          } else {
            visibleFooters[s] = view
            delegate?.tableView(self, willDisplayFooterView: view, forSection: s)
          }
        }
        if let standard = view as? UITableViewHeaderFooterView { standard.tableStyle = style }
        if view.frame != rect { view.frame = rect }
      }
    }
  }

  /// The table starts scrolled to its top: the content offset follows the adjusted top inset
  /// while the program has not scrolled.
  private func applyInitialContentOffset() {
    let top = adjustedContentInset.top
    let applied = offsetAppliedForTopInset ?? 0
    guard top != offsetAppliedForTopInset, contentOffset.y == -applied else { return }
    offsetAppliedForTopInset = top
    contentOffset = CGPoint(x: contentOffset.x, y: -top)
  }

  // MARK: Reuse

  func prepareDequeued(_ cell: UITableViewCell, identifier: String, for indexPath: IndexPath?) {
    cell.prepareForDequeue(identifier: identifier)
    cell.owningTable = self
    guard let indexPath else { return }
    // UIKit hands the cell out at the row's width and its current (estimated) height.
    let geometry = self.geometry()
    if let rect = geometry.rowRect(indexPath), cell.frame != rect { cell.frame = rect }
    cell.layOutCellParts()
  }

  func recycle(_ cell: UITableViewCell) {
    cell.shownIndexPath = nil
    cell.removeFromSuperview()
    cellRegistry.enqueue(cell, identifier: cell.reuseIdentifier)
  }

  private func recycleSupplement(_ view: UIView) {
    view.removeFromSuperview()
    if let reusable = view as? UITableViewHeaderFooterView, let id = reusable.reuseIdentifier {
      headerFooterRegistry.enqueue(reusable, identifier: id)
    }
  }

  /// The frame of a cell's separator in the cell, or nil when it has none
  /// (docs/UIKitFacts.md §10.2): inset from the leading content margin (or by `separatorInset`);
  /// a grouped section's last row runs edge to edge, an inset-grouped one's has none.
  func separatorFrame(for cell: UITableViewCell) -> CGRect? {
    let height = TableViewMetrics.separatorHeight(scale: cell.displayScale)
    let bounds = cell.bounds
    var left = cell.contentView.storedFrame.minX + cell.contentSideMargin
    var right: CGFloat = 0
    if let inset = cell.customSeparatorInset ?? customSeparatorInset {
      switch separatorInsetReference {
      case .fromCellEdges:
        left = inset.left
        right = inset.right
      case .fromAutomaticInsets:
        left += inset.left
        right += inset.right
      }
    }
    if let indexPath = cell.shownIndexPath, model.sections.indices.contains(indexPath.section),
      indexPath.row == model.sections[indexPath.section].rowCount - 1
    {
      switch style {
      case .plain: break
      case .grouped:
        left = 0
        right = 0
      case .insetGrouped: return nil
      }
    }
    return CGRect(
      x: left, y: bounds.height - height, width: max(0, bounds.width - left - right), height: height
    )
  }
}
