/// The exceptions and log lines of tables and collection views, in UIKit's words
/// (docs/UIKitFacts.md §10.9 and §11.8), recorded with the learner's line like every other
/// exception here: the program goes on, so the other devices are still graded.
@MainActor
enum ListProblems {
  /// `dequeueReusableCell(withIdentifier:for:)` with an identifier nothing was registered for.
  static func tableCellNotRegistered(_ identifier: String, at location: SourceLocation)
    -> LayoutError
  {
    LayoutError(
      kind: .cellNotRegistered,
      message: "unable to dequeue a cell with identifier \(identifier) - must register a nib or a "
        + "class for the identifier or connect a prototype cell in a storyboard",
      sourceLocation: location)
  }

  /// `dequeueReusableCell(withReuseIdentifier:for:)` or a supplementary view, unregistered.
  static func collectionViewNotRegistered(
    kind: String, identifier: String, at location: SourceLocation
  ) -> LayoutError {
    LayoutError(
      kind: .cellNotRegistered,
      message: "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must "
        + "register a nib or a class for the identifier or connect a prototype cell in a storyboard",
      sourceLocation: location)
  }

  /// A negative row height from `tableView(_:heightForRowAt:)` (or `rowHeight`).
  static func negativeRowHeight(
    _ height: CGFloat, at indexPath: IndexPath, location: SourceLocation?
  )
    -> LayoutError
  {
    LayoutError(
      kind: .invalidRowHeight,
      message: "table view row height must not be negative - provided height for index path ("
        + "\(indexPath.objectiveCDescription)) is \(String(format: "%f", Double(height)))",
      sourceLocation: location)
  }

  /// A negative count from `numberOfRowsInSection` or `numberOfItemsInSection`.
  static func negativeCount(
    _ count: Int, section: Int, isTable: Bool, location: SourceLocation?
  ) -> LayoutError {
    let noun = isTable ? "rows" : "items"
    return LayoutError(
      kind: .negativeItemCount,
      message: "negative number of \(noun) (\(count)) for section (\(section)) is not allowed",
      sourceLocation: location)
  }

  /// `scrollToRow(at:at:animated:)` past the table's rows.
  static func rowOutOfRange(
    _ indexPath: IndexPath, rows: Int?, sections: Int, location: SourceLocation
  )
    -> LayoutError
  {
    let message: String
    if let rows {
      message =
        "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: "
        + "row (\(indexPath.row)) beyond bounds (\(rows)) for section (\(indexPath.section))."
    } else {
      message =
        "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:usingPresentationValues:]: "
        + "section (\(indexPath.section)) beyond bounds (\(sections))."
    }
    return LayoutError(
      kind: .invalidIndexPath, message: message, sourceLocation: location,
      exceptionName: "NSRangeException")
  }

  /// `scrollToItem(at:at:animated:)` past the collection view's items.
  static func itemOutOfRange(_ indexPath: IndexPath, location: SourceLocation) -> LayoutError {
    LayoutError(
      kind: .invalidIndexPath,
      message: "Attempting to scroll to an invalid index path: \(indexPath.objectiveCDescription)",
      sourceLocation: location, exceptionName: "NSInvalidArgumentException")
  }

  /// A collection view cell the data source made itself instead of dequeuing it.
  static func cellNotDequeued(location: SourceLocation?) -> LayoutError {
    LayoutError(
      kind: .cellNotDequeued,
      message: "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:",
      sourceLocation: location)
  }

  /// The log lines a flow layout prints when an item does not fit across its collection view.
  static func flowLayoutItemTooLarge(
    layout: String, collectionView: String, horizontal: Bool,
    fromDelegate: Bool, location: SourceLocation?
  ) -> LayoutError {
    var lines = ["The behavior of the UICollectionViewFlowLayout is not defined because:"]
    if horizontal {
      lines.append(
        "the item height must be less than the height of the UICollectionView minus the section "
          + "insets top and bottom values, minus the content insets top and bottom values.")
    } else {
      lines.append(
        "the item width must be less than the width of the UICollectionView minus the section "
          + "insets left and right values, minus the content insets left and right values.")
    }
    if fromDelegate { lines.append("Please check the values returned by the delegate.") }
    lines.append(
      "The relevant UICollectionViewFlowLayout instance is \(layout), and it is attached to "
        + "\(collectionView) collection view layout: \(layout).")
    lines.append(
      "Make a symbolic breakpoint at UICollectionViewFlowLayoutBreakForInvalidSizes to catch this "
        + "in the debugger.")
    return LayoutError(
      kind: .flowLayoutItemTooLarge, message: lines.joined(separator: "\n"),
      sourceLocation: location, exceptionName: "")
  }

  /// The warning a table logs once when a self-sizing cell's constraints give it no height.
  static func ambiguousCellHeight(_ cell: UITableViewCell, location: SourceLocation?) -> LayoutError
  {
    LayoutError(
      kind: .ambiguousCellHeight,
      message:
        "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a "
        + "height of zero for a table view cell's content view. We're considering the collapse "
        + "unintentional and using standard height instead. Cell: \(cell)",
      sourceLocation: location, exceptionName: "")
  }
}
