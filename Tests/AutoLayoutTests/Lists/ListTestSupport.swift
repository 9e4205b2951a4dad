import Foundation

@testable import AutoLayout

/// A table controller with `rows` default cells titled by their row number.
@MainActor
final class NumberedTableController: UITableViewController {
  var rows = 10
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "\(indexPath.row)"
    return cell
  }
}

/// A cell with a box of a fixed height pinned to the content view's top and bottom.
@MainActor
final class BoxCell: UITableViewCell {
  /// The priority the next cells' bottom constraint is made with (set before they are made: a
  /// priority cannot go from required to optional once the constraint is installed).
  static var bottomPriority = UILayoutPriority.required
  let box = UIView()
  var bottom: NSLayoutConstraint!
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    bottom = box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10)
    bottom.priority = Self.bottomPriority
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
      box.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
      bottom,
    ])
  }
  required init?(coder: NSCoder) { fatalError() }
}

/// A table controller of `BoxCell`s whose boxes are `heights[row]` tall.
@MainActor
final class BoxTableController: UITableViewController {
  var heights: [CGFloat] = [75, 20, 100]
  var fixedRowHeight: CGFloat?
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(BoxCell.self, forCellReuseIdentifier: "Box")
    if let fixedRowHeight { tableView.rowHeight = fixedRowHeight }
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    heights.count
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Box", for: indexPath) as! BoxCell
    let height = cell.box.heightAnchor.constraint(equalToConstant: heights[indexPath.row])
    height.isActive = true
    return cell
  }
}
