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

/// A collection view controller of plain cells, sized by `sizes` when given (through the flow
/// layout's delegate), counting how often the delegate was asked.
@MainActor
final class GridController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
  var count = 7
  var sizes: ((IndexPath) -> CGSize)?
  var sizeRequests = 0
  var flow: UICollectionViewFlowLayout { collectionViewLayout as! UICollectionViewFlowLayout }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
  }
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { count }
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
  }
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    sizeRequests += 1
    return sizes?(indexPath) ?? flow.itemSize
  }
}

/// A collection view cell whose box is pinned to the content view on all sides.
@MainActor
final class BoxGridCell: UICollectionViewCell {
  static var boxSize = CGSize(width: 100, height: 40)
  let box = UIView()
  override init(frame: CGRect) {
    super.init(frame: frame)
    box.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: contentView.topAnchor),
      box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
      box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      box.widthAnchor.constraint(equalToConstant: Self.boxSize.width),
      box.heightAnchor.constraint(equalToConstant: Self.boxSize.height),
    ])
  }
  required init?(coder: NSCoder) { fatalError() }
}

/// The frames of the cells of section 0 on screen, by item.
@MainActor
func itemFrames(_ collectionView: UICollectionView) -> [CGRect] {
  collectionView.indexPathsForVisibleItems.compactMap { collectionView.cellForItem(at: $0)?.frame }
}
