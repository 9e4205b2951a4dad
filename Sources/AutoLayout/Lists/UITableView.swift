/// A scrolling list of rows in sections. You give it a `dataSource` that says how many rows there
/// are and makes each row's cell (`dequeueReusableCell(withIdentifier:for:)` with a registered cell
/// class), and it asks for cells only for the rows on screen, reusing the cells of rows that scroll
/// away (docs/UIKitFacts.md §10.1, §10.8).
///
/// Rows are 44 points tall unless something sets their height; with `rowHeight` left at
/// `automaticDimension` (the default) a row takes the height its cell's content-view constraints
/// give, so pin the content from the content view's top to its bottom. A plain table's separators
/// are one pixel tall and start at the cell's leading margin, 16 or 20 points in (§10.2); the safe
/// area is added to the content inset at the top and bottom (§10.7).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
  /// The table's look.
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped, insetGrouped
  }

  /// Where `scrollToRow(at:at:animated:)` puts the row.
  public enum ScrollPosition: Int, Sendable {
    case none = 0
    case top, middle, bottom
  }

  /// Animations for row updates (rows change at once here).
  public enum RowAnimation: Int, Sendable {
    case fade = 0
    case right, left, top, bottom, none, middle
    case automatic = 100
  }

  /// What `separatorInset` is measured from.
  public enum SeparatorInsetReference: Int, Sendable {
    case fromCellEdges = 0
    case fromAutomaticInsets
  }

  /// "Size this from its content" (−1), for row, header and footer heights and estimates.
  nonisolated public static let automaticDimension: CGFloat = -1

  /// The table's look, chosen when it is made: `.plain` (the default) with floating section
  /// headers, `.grouped` or `.insetGrouped` (docs/UIKitFacts.md §10.6).
  public let style: Style

  /// The object that says how many sections and rows there are and makes their cells. The table
  /// asks it during layout; call `reloadData()` when the data changes.
  public weak var dataSource: UITableViewDataSource? {
    didSet { reloadData() }
  }

  /// The height of every row, unless the delegate's `tableView(_:heightForRowAt:)` says otherwise.
  /// `UITableView.automaticDimension` (the default) sizes each row to its cell's constraints: its
  /// content view's fitted height, the separator drawn over its last pixel row (docs/UIKitFacts.md
  /// §10.1, §10.4).
  public var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadData() } }
  /// The height rows count at before they are shown, for the content size and the scroll bar;
  /// `automaticDimension` by default, which counts as 44 here. A self-sizing cell is first laid out
  /// at this estimate, so required constraints that need another height log a conflict: give the
  /// bottom (or height) constraint priority 999 (docs/UIKitFacts.md §10.1, §10.4).
  public var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The default height of section headers (default `automaticDimension`).
  public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// The default height of section footers (default `automaticDimension`).
  public var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// Estimated section header height (stored; headers are always measured here).
  public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// Estimated section footer height (stored; footers are always measured here).
  public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// The space above each section header of a plain table; `automaticDimension` by default, 22
  /// points (iOS 15 and later; docs/UIKitFacts.md §10.6).
  public var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
    didSet { reloadData() }
  }
  /// How separators are drawn.
  public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine {
    didSet { setNeedsLayout() }
  }
  /// Separator colour (stored only).
  public var separatorColor: UIColor?
  /// What `separatorInset` is measured from.
  public var separatorInsetReference = SeparatorInsetReference.fromCellEdges {
    didSet { setNeedsLayout() }
  }
  var customSeparatorInset: UIEdgeInsets?
  /// Whether the cells' side margins grow so their content stays within the readable width; false
  /// by default (since iOS 12; docs/UIKitFacts.md §10.3).
  public var cellLayoutMarginsFollowReadableWidth = false { didSet { setNeedsLayout() } }
  /// Whether the cells' content views stay inside the safe area, so in landscape on a phone with a
  /// notch the content starts past the sensor housing; true by default (docs/UIKitFacts.md §10.3).
  public var insetsContentViewsToSafeArea = true { didSet { setNeedsLayout() } }
  /// Whether rows can be selected (stored only).
  public var allowsSelection = true
  /// Whether several rows can be selected (stored only).
  public var allowsMultipleSelection = false
  /// Whether the table is editing (stored only).
  public var isEditing = false
  /// A view behind the table's content (stored only).
  public var backgroundView: UIView?
  /// The height of empty rows after the last row (stored only: filler rows are not drawn).
  public var fillerRowHeight: CGFloat = UITableView.automaticDimension

  /// A view above the first section: it keeps its frame's height and takes the table's width
  /// (docs/UIKitFacts.md §10.6).
  public var tableHeaderView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
  }
  /// A view below the last section: it keeps its frame's height and takes the table's width; an
  /// empty `UIView()` here hides the empty rows of a plain table.
  public var tableFooterView: UIView? {
    didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
  }

  // MARK: State (used by the layout in UITableView+Layout.swift)

  var cellRegistry = ReuseRegistry<UITableViewCell>()
  var headerFooterRegistry = ReuseRegistry<UITableViewHeaderFooterView>()
  var needsReload = true
  var model = TableModel()
  /// The cells on screen, by index path.
  var visibleCellsByIndexPath: [IndexPath: UITableViewCell] = [:]
  /// The header and footer views on screen, by section.
  var visibleHeaders: [Int: UIView] = [:]
  var visibleFooters: [Int: UIView] = [:]
  /// The selected rows.
  var selectedIndexPaths: [IndexPath] = []
  /// The top inset the content offset was last set for (the table starts scrolled to its top).
  var offsetAppliedForTopInset: CGFloat?
  /// Where the program last dequeued a cell or reloaded: a data-source problem is reported there.
  var lastProgramLocation: SourceLocation?
  /// Whether the zero-height warning was logged (UIKit says it once).
  var warnedAboutZeroHeight = false

  /// Creates a table of a style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    alwaysBounceVertical = true
  }

  /// Creates a plain table.
  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  /// Creates a table from an archive; on Linux this makes an empty plain table.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Lays out the rows on screen (UITableView+Layout.swift), then gives the table's other
  /// subviews their solved frames.
  open override func layoutSubviews() {
    layOutRows()
    applySolvedFrames(skipping: managedSubviews)
  }

  // MARK: Registration and dequeueing

  /// Tells the table which cell class to make for `identifier`, so that
  /// `dequeueReusableCell(withIdentifier:for:)` can make one when none is waiting to be reused (nil
  /// removes the registration) (docs/UIKitFacts.md §10.8).
  public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    guard let cellClass else {
      cellRegistry.register(nil, for: identifier)
      return
    }
    let type = (cellClass as? UITableViewCell.Type) ?? UITableViewCell.self
    cellRegistry.register({ type.init(registeredWithReuseIdentifier: $0) }, for: identifier)
  }

  /// Registers a header or footer class for an identifier.
  public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    guard let aClass else {
      headerFooterRegistry.register(nil, for: identifier)
      return
    }
    let type = (aClass as? UITableViewHeaderFooterView.Type) ?? UITableViewHeaderFooterView.self
    headerFooterRegistry.register(
      { type.init(registeredWithReuseIdentifier: $0) }, for: identifier)
  }

  /// A cell for the row at `indexPath`: one that scrolled away and is waiting to be reused, or a
  /// new one of the class registered for `identifier`, already sized for the row. Call it in
  /// `tableView(_:cellForRowAt:)` and set the cell up for that row. An identifier with nothing
  /// registered raises UIKit's "unable to dequeue a cell with identifier …" exception (here
  /// recorded at this line, with a default cell standing in) (docs/UIKitFacts.md §10.8, §10.9).
  public func dequeueReusableCell(
    withIdentifier identifier: String, for indexPath: IndexPath,
    file: String = #fileID, line: Int = #line
  ) -> UITableViewCell {
    let location = SourceLocation(fileID: file, line: line)
    lastProgramLocation = location
    let cell: UITableViewCell
    if let (dequeued, reused) = cellRegistry.dequeue(identifier) {
      cell = dequeued
      if reused { cell.prepareForReuse() }
    } else {
      LayoutLog.shared.record(error: ListProblems.tableCellNotRegistered(identifier, at: location))
      cell = UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    prepareDequeued(cell, identifier: identifier, for: indexPath)
    return cell
  }

  /// A cell waiting to be reused for `identifier`, or a new one of its registered class, or nil;
  /// the older form, without the row.
  public func dequeueReusableCell(
    withIdentifier identifier: String, file: String = #fileID, line: Int = #line
  ) -> UITableViewCell? {
    lastProgramLocation = SourceLocation(fileID: file, line: line)
    guard let (cell, reused) = cellRegistry.dequeue(identifier) else { return nil }
    if reused { cell.prepareForReuse() }
    prepareDequeued(cell, identifier: identifier, for: nil)
    return cell
  }

  /// A queued or new header or footer view for an identifier, or nil when none is registered.
  public func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    guard let (view, reused) = headerFooterRegistry.dequeue(identifier) else { return nil }
    if reused { view.prepareForReuse() }
    return view
  }

  // MARK: Data

  /// Forgets the rows and asks the data source for them again on the next layout, cells included.
  public func reloadData(file: String = #fileID, line: Int = #line) {
    lastProgramLocation = SourceLocation(fileID: file, line: line)
    reloadData()
  }

  func reloadData() {
    needsReload = true
    setNeedsLayout()
  }

  /// The number of sections (asks the data source if the table has not yet).
  public var numberOfSections: Int {
    reloadModelIfNeeded()
    return model.sections.count
  }

  /// The number of rows in a section.
  public func numberOfRows(inSection section: Int) -> Int {
    reloadModelIfNeeded()
    return model.sections.indices.contains(section) ? model.sections[section].rowCount : 0
  }

  /// The cell shown for a row, or nil when the row is not on screen.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    visibleCellsByIndexPath[indexPath]
  }

  /// The cells on screen, top to bottom.
  public var visibleCells: [UITableViewCell] {
    indexPathsForVisibleRows?.compactMap { visibleCellsByIndexPath[$0] } ?? []
  }

  /// The index paths of the rows on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    visibleCellsByIndexPath.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
  }

  /// The index path of a cell on screen.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByIndexPath.first { $0.value === cell }?.key
  }

  /// The header view shown for a section, if any.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// The footer view shown for a section, if any.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleFooters[section] as? UITableViewHeaderFooterView
  }

  /// The header view shown for a section, whatever its class (for a harness).
  public func shownHeader(forSection section: Int) -> UIView? { visibleHeaders[section] }

  /// The footer view shown for a section, whatever its class (for a harness).
  public func shownFooter(forSection section: Int) -> UIView? { visibleFooters[section] }

  /// A row's rectangle in content coordinates (zero for a row that does not exist).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    reloadModelIfNeeded()
    return geometry().rowRect(indexPath) ?? .zero
  }

  /// A section header's rectangle in content coordinates.
  public func rectForHeader(inSection section: Int) -> CGRect {
    reloadModelIfNeeded()
    return geometry().sections.indices.contains(section)
      ? geometry().sections[section].header : .zero
  }

  /// A section footer's rectangle in content coordinates.
  public func rectForFooter(inSection section: Int) -> CGRect {
    reloadModelIfNeeded()
    return geometry().sections.indices.contains(section)
      ? geometry().sections[section].footer : .zero
  }

  /// Scrolls so a row is at the position. A row that does not exist is UIKit's
  /// `NSRangeException`, recorded at this line.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool,
    file: String = #fileID, line: Int = #line
  ) {
    reloadModelIfNeeded()
    let location = SourceLocation(fileID: file, line: line)
    guard model.sections.indices.contains(indexPath.section) else {
      LayoutLog.shared.record(
        error: ListProblems.rowOutOfRange(
          indexPath, rows: nil, sections: model.sections.count, location: location))
      return
    }
    let rows = model.sections[indexPath.section].rowCount
    guard indexPath.row >= 0, indexPath.row < rows else {
      LayoutLog.shared.record(
        error: ListProblems.rowOutOfRange(
          indexPath, rows: rows, sections: model.sections.count, location: location))
      return
    }
    guard let rect = geometry().rowRect(indexPath) else { return }
    let inset = adjustedContentInset
    let visible = bounds.height - inset.top - inset.bottom
    var y: CGFloat
    switch scrollPosition {
    case .top, .none: y = rect.minY - inset.top
    case .middle: y = rect.midY - inset.top - visible / 2
    case .bottom: y = rect.maxY - inset.top - visible
    }
    let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
    y = min(max(y, -inset.top), maxY)
    contentOffset = CGPoint(x: contentOffset.x, y: y)
  }

  // MARK: Updates (applied at once: rows are re-read on the next layout)

  /// Starts a group of updates.
  public func beginUpdates() {}
  /// Ends a group of updates: the rows are read again.
  public func endUpdates() { reloadData() }
  /// Runs updates, then re-reads the rows.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    updates?()
    reloadData()
    completion?(true)
  }
  /// Inserts rows (the rows are read again).
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Deletes rows (the rows are read again).
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Reloads rows (the rows are read again).
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { reloadData() }
  /// Inserts sections (the rows are read again).
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Deletes sections (the rows are read again).
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
  /// Reloads sections (the rows are read again).
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

  // MARK: Selection

  /// Selects a row.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return }
    if !allowsMultipleSelection {
      for other in selectedIndexPaths {
        visibleCellsByIndexPath[other]?.setSelected(false, animated: false)
      }
      selectedIndexPaths.removeAll()
    }
    selectedIndexPaths.append(indexPath)
    visibleCellsByIndexPath[indexPath]?.setSelected(true, animated: animated)
  }

  /// Deselects a row.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedIndexPaths.removeAll { $0 == indexPath }
    visibleCellsByIndexPath[indexPath]?.setSelected(false, animated: animated)
  }

  /// The first selected row.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPaths.first }
  /// The selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedIndexPaths.isEmpty ? nil : selectedIndexPaths
  }

  /// Starts or ends editing (stored only).
  public func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

  // MARK: Separators

  /// The separators' insets (left and right are used). Default: from the cell's leading content
  /// margin to its trailing edge.
  public var separatorInset: UIEdgeInsets {
    get {
      customSeparatorInset
        ?? UIEdgeInsets(
          top: 0, left: TableViewMetrics.cellSideMargin(for: self, contentWidth: bounds.width),
          bottom: 0, right: 0)
    }
    set {
      customSeparatorInset = newValue
      setNeedsLayout()
    }
  }

  // MARK: Insets

  /// The content inset plus the safe area along the axis the table scrolls (top and bottom),
  /// as `contentInsetAdjustmentBehavior` says (docs/UIKitFacts.md §10.7).
  open override var adjustedContentInset: UIEdgeInsets {
    ScrollInsets.adjusted(self, scrollsVertically: true)
  }

  override var safeAreaTakenIntoContentInset: UIEdgeInsets {
    ScrollInsets.absorbedSafeArea(self, scrollsVertically: true)
  }

  private func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
    if let old, old !== new, old.superview === self { old.removeFromSuperview() }
    if let new, new.superview !== self { addSubview(new) }
    setNeedsLayout()
  }
}

/// The content inset a table or collection view scrolls with: the safe area is added along the
/// axis it scrolls (`.automatic`, `.scrollableAxes`), on every side (`.always`), or not at all
/// (`.never`) (docs/UIKitFacts.md §10.7). The part of the safe area taken into the inset no longer
/// reaches the content: a cell scrolled under the home indicator keeps its margins.
@MainActor
enum ScrollInsets {
  /// The safe area the inset takes in.
  static func absorbedSafeArea(_ view: UIScrollView, scrollsVertically: Bool) -> UIEdgeInsets {
    absorbedSafeArea(view, vertically: scrollsVertically, horizontally: !scrollsVertically)
  }

  /// The safe area the inset takes in when the content scrolls along the axes given.
  static func absorbedSafeArea(_ view: UIScrollView, vertically: Bool, horizontally: Bool)
    -> UIEdgeInsets
  {
    let safe = view.safeAreaInsets
    switch view.contentInsetAdjustmentBehavior {
    case .never:
      return .zero
    case .always:
      return safe
    case .automatic, .scrollableAxes:
      // `.automatic` always takes in the top and bottom for the root view of a navigation or tab
      // bar controller's child (docs/UIKitFacts.md §9).
      let vertically =
        vertically || (view.contentInsetAdjustmentBehavior == .automatic && view.isBarContent)
      return UIEdgeInsets(
        top: vertically ? safe.top : 0, left: horizontally ? safe.left : 0,
        bottom: vertically ? safe.bottom : 0, right: horizontally ? safe.right : 0)
    }
  }

  static func adjusted(_ view: UIScrollView, scrollsVertically: Bool) -> UIEdgeInsets {
    view.contentInset + absorbedSafeArea(view, scrollsVertically: scrollsVertically)
  }
}
