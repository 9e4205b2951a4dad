/// What a table shows: sections, rows and their cells (UIKit's `UITableViewDataSource`). Only the
/// number of rows and the cells are required; the rest default to what UIKit does without them.
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// The number of sections (default 1).
  func numberOfSections(in tableView: UITableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row, usually from `dequeueReusableCell(withIdentifier:for:)`.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// The title of a section's header (default none).
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// The title of a section's footer (default none).
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Whether a row can be edited (stored only).
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Whether a row can be moved (stored only).
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Commits an insertion or deletion (never called here: there is no editing).
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
}

extension UITableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// No header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }
  /// No footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    nil
  }
  /// Rows are editable.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Rows cannot move.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
}
