/// A view controller whose view is a table, and which is the table's data source and delegate
/// (UIKit's `UITableViewController`). Override the data source and delegate methods you need.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let tableStyle: UITableView.Style
  private var storedTableView: UITableView?

  /// Whether the selection is cleared when the view appears (stored only).
  public var clearsSelectionOnViewWillAppear = true

  /// Creates a controller with a table of a style.
  public init(style: UITableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller from an archive; on Linux this makes one with a plain table.
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// The table (the controller's view), declared as UIKit declares it.
  public var tableView: UITableView! {
    get {
      loadViewIfNeeded()
      return storedTableView
    }
    set {
      storedTableView = newValue
      if let newValue {
        view = newValue
        newValue.dataSource = newValue.dataSource ?? self
        if newValue.delegate == nil { newValue.delegate = self }
      }
    }
  }

  /// Makes the table the size of the screen, with the controller as its data source and delegate.
  open override func loadView() {
    let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
    table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    table.dataSource = self
    table.delegate = self
    storedTableView = table
    view = table
  }

  // MARK: Data source

  /// One section.
  open func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No rows.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  /// A default cell (override to give yours).
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { UITableViewCell(style: .default, reuseIdentifier: nil) }
  /// No header title.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Rows are editable.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Rows cannot move.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}

  // MARK: Delegate

  /// The table's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// The table's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { tableView.estimatedRowHeight }
  /// The table's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// The table's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// The table's `estimatedSectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionHeaderHeight }
  /// The table's `estimatedSectionFooterHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  { tableView.estimatedSectionFooterHeight }
  /// None: UIKit's header for a title.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// None: UIKit's footer for a title.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(
    _ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int
  ) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}
