import AutoLayout
import ExerciseContract
import LayoutHarness
import LayoutReport
import Testing

/// A table controller of `rows` default cells titled by their row number.
@MainActor
final class CountingTableController: UITableViewController {
  var rows = 1000
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
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  { "Numbers" }
}

/// A cell of the program's own class, whose label is found by its property.
@MainActor
final class TagCell: UICollectionViewCell {
  let tagLabel = UILabel()
  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(tagLabel)
  }
  required init?(coder: NSCoder) { nil }
}

/// A grid of 30 items in a collection view that is a property of a plain controller.
@MainActor
final class TagGridController: UIViewController, UICollectionViewDataSource {
  let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
  override func viewDidLoad() {
    super.viewDidLoad()
    grid.frame = view.bounds
    grid.dataSource = self
    grid.register(TagCell.self, forCellWithReuseIdentifier: "Tag")
    view.addSubview(grid)
  }
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int
  { 30 }
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
  { collectionView.dequeueReusableCell(withReuseIdentifier: "Tag", for: indexPath) }
}

/// A cell whose one-line label is pinned to the content view's margins.
@MainActor
final class LabelCell: UITableViewCell {
  let titleLabel = UILabel()
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(titleLabel)
    let margins = contentView.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: margins.topAnchor),
      titleLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }
  required init?(coder: NSCoder) { nil }
}

/// 1,000 self-sizing rows.
@MainActor
final class LongFeedController: UITableViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(LabelCell.self, forCellReuseIdentifier: "Label")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    1000
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Label", for: indexPath) as! LabelCell
    cell.titleLabel.text = "Post \(indexPath.row)"
    return cell
  }
}

/// 1,000 items in a flow layout.
@MainActor
final class LongGridController: UICollectionViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView?.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
  }
  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int { 1000 }
  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
  }
}

/// A table that dequeues an identifier it never registered.
@MainActor
final class UnregisteredCellController: UITableViewController {
  static var dequeueLine = 0
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    Self.dequeueLine = #line + 1
    return tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
  }
}

/// Cells, headers and footers reached by index path in checked paths and in `frames`.
@MainActor
@Suite struct ListPathTests {
  static let paths = [
    "tableView.cells[0][2]", "tableView.cells[0][2].contentView", "tableView.cells[0][2].textLabel",
    "view.cells[0][0]", "tableView.headers[0]", "tableView.cells[0][500]",
    "tableView.cells[0][2000]", "tableView.cells[3][0]", "tableView.cells[0]",
    "tableView.footers[0]",
  ]

  @Test func tableCellsByIndexPath() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(Self.paths)),
      make: { CountingTableController() }, steps: [HarnessStep(snapshot: "initial")])
    let snapshot = try #require(report.results.first?.snapshots.first)
    // iPhone SE (375 × 667 @2x, 20-pt status bar). The plain header: 22 of top padding, then
    // 28 tall; rows of 44 below it: row 2 at 22 + 28 + 2·44 = 138, in content coordinates
    // (the table's `cell.frame`; the table is the root, so frameInRoot is the same).
    let cell = try #require(snapshot.view(at: "tableView.cells[0][2]"))
    #expect(cell.frame == ReportRect(x: 0, y: 138, width: 375, height: 44))
    #expect(cell.frameInRoot == cell.frame)
    #expect(cell.className == "UITableViewCell")
    // The content view is the whole 44-pt row; the label fills it between the 16-pt margins.
    #expect(
      snapshot.view(at: "tableView.cells[0][2].contentView")?.frame
        == ReportRect(x: 0, y: 0, width: 375, height: 44))
    #expect(
      snapshot.view(at: "tableView.cells[0][2].textLabel")?.frame
        == ReportRect(x: 16, y: 0, width: 343, height: 44))
    #expect(snapshot.view(at: "view.cells[0][0]")?.frame.y == 50)
    #expect(
      snapshot.view(at: "tableView.headers[0]")?.frame
        == ReportRect(x: 0, y: 22, width: 375, height: 28))
    func missing(_ path: String) -> MissingView? { snapshot.missingView(at: path) }
    // Row 500 exists but is far below the screen.
    #expect(missing("tableView.cells[0][500]")?.reason == .notVisible)
    #expect(missing("tableView.cells[0][2000]")?.reason == .outOfRange)
    #expect(missing("tableView.cells[3][0]")?.reason == .outOfRange)
    #expect(missing("tableView.cells[0]")?.reason == .notAView)
    // A plain table has no footer without a title or view.
    #expect(missing("tableView.footers[0]")?.reason == .notVisible)
  }

  @Test func framesNamesCellsUnderTheirTable() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .everyView),
      make: {
        let controller = CountingTableController()
        controller.rows = 3
        return controller
      }, steps: [HarnessStep(snapshot: "initial")])
    let views = try #require(report.results.first?.snapshots.first?.views)
    let paths = views.map(\.path)
    for row in 0..<3 {
      #expect(paths.contains("tableView.cells[0][\(row)]"))
      #expect(paths.contains("tableView.cells[0][\(row)].contentView"))
      #expect(paths.contains("tableView.cells[0][\(row)].textLabel"))
    }
    #expect(paths.contains("tableView.headers[0]"))
    // A table that is the controller's root view is `tableView`, as the learner calls it.
    #expect(!paths.contains { $0.hasPrefix("view.cells") })
    // Each cell comes right after the table's earlier subviews, with its own views under it.
    let index = try #require(paths.firstIndex(of: "tableView.cells[0][1]"))
    #expect(paths[index + 1] == "tableView.cells[0][1].contentView")
    #expect(paths[index + 2] == "tableView.cells[0][1].textLabel")
  }

  @Test func collectionViewCellsAndTheirOwnProperties() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(
        devices: ["iphone-se"],
        recording: .paths(["grid.cells[0][6]", "grid.cells[0][6].tagLabel", "grid.cells[0][29]"])),
      make: { TagGridController() }, steps: [HarnessStep(snapshot: "initial")])
    let snapshot = try #require(report.results.first?.snapshots.first)
    // 375 wide: 6 items of 50 fit (6·50 + 5·10 = 350); the 25 left over widen the gaps to 15.
    // Item 6 starts the second line: (0, 60). The grid is not the root: frameInRoot adds the
    // status bar inset (content offset −20): y = 80.
    let cell = try #require(snapshot.view(at: "grid.cells[0][6]"))
    #expect(cell.frame == ReportRect(x: 0, y: 60, width: 50, height: 50))
    #expect(cell.frameInRoot == ReportRect(x: 0, y: 80, width: 50, height: 50))
    #expect(snapshot.view(at: "grid.cells[0][6].tagLabel") != nil)
    #expect(snapshot.view(at: "grid.cells[0][29]") != nil)
  }

  @Test func aDataSourceMistakeIsReportedOnEveryDeviceAndTheRunGoesOn() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(
        devices: ["iphone-se", "iphone-x"], recording: .paths(["tableView.cells[0][1]"])),
      make: { UnregisteredCellController() }, steps: [HarnessStep(snapshot: "initial")])
    #expect(report.results.count == 2)
    for result in report.results {
      let error = try #require(result.errors.first)
      #expect(error.kind == .exception)
      #expect(
        error.message
          == "NSInternalInconsistencyException: unable to dequeue a cell with identifier Missing - "
          + "must register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
      #expect(error.file == "ListPathTests.swift")
      #expect(error.line == UnregisteredCellController.dequeueLine)
      // The stand-in cells still have frames: row 1 at 44.
      #expect(result.snapshots.first?.view(at: "tableView.cells[0][1]")?.frame.y == 44)
    }
  }

  @Test func framesOfAThousandRowsRecordsOnlyTheRowsOnScreen() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .everyView),
      make: { LongFeedController() }, steps: [HarnessStep(snapshot: "initial")])
    let views = try #require(report.results.first?.snapshots.first?.views)
    let cells = views.filter { $0.className == "LabelCell" }
    // A row: 8 + 20.5 (a 17-pt line rounded up at @2x, docs/UIKitFacts.md §5) + 8 = 36.5, the
    // separator drawn over its last pixel row (§10.4). The screen shows content y −20…647: rows
    // 0…17 start before 647 (17·36.5 = 620.5, 18·36.5 = 657).
    #expect(cells.count == 18)
    #expect(cells.map(\.path).contains("tableView.cells[0][17]"))
    #expect(
      cells.first { $0.path == "tableView.cells[0][17]" }?.frame
        == ReportRect(x: 0, y: 620.5, width: 375, height: 36.5))
    #expect(views.contains { $0.path == "tableView.cells[0][17].titleLabel" })
    #expect(report.results.first?.log.isEmpty == true)
  }

  @Test func framesOfAThousandItemsRecordsOnlyTheItemsOnScreen() throws {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .everyView),
      make: { LongGridController() }, steps: [HarnessStep(snapshot: "initial")])
    let views = try #require(report.results.first?.snapshots.first?.views)
    // 6 items of 50 to a 375-pt line, lines 60 apart; content y −20…647 shows lines 0…10
    // (10·60 = 600 < 647, 11·60 = 660): 11 lines of 6 = 66 cells.
    #expect(views.filter { $0.className == "UICollectionViewCell" }.count == 66)
  }
}

/// A cell that adds its badge to itself and its title to its content view.
@MainActor
final class BadgeOnCellCell: UITableViewCell {
  let titleLabel = UILabel()
  let badge = UILabel()
  override init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    contentView.addSubview(titleLabel)
    addSubview(badge)
  }
  required init?(coder: NSCoder) { nil }
}

/// Two rows of `BadgeOnCellCell`, or of `LabelCell` when `badgeOnCell` is false.
@MainActor
final class BadgeTableController: UITableViewController {
  var badgeOnCell = true
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(BadgeOnCellCell.self, forCellReuseIdentifier: "Badge")
    tableView.register(LabelCell.self, forCellReuseIdentifier: "Label")
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    2
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(
      withIdentifier: badgeOnCell ? "Badge" : "Label", for: indexPath)
  }
}

/// Which views a program added to a cell itself rather than to its content view.
@MainActor
@Suite struct AddedToCellRecordingTests {
  private func cellRecord(badgeOnCell: Bool) throws -> ViewRecord {
    let report = HarnessRunner.runController(
      plan: HarnessPlan(devices: ["iphone-se"], recording: .paths(["tableView.cells[0][1]"])),
      make: {
        let controller = BadgeTableController()
        controller.badgeOnCell = badgeOnCell
        return controller
      }, steps: [HarnessStep(snapshot: "initial")])
    return try #require(report.results.first?.snapshots.first?.view(at: "tableView.cells[0][1]"))
  }

  @Test func aViewAddedToTheCellIsNamed() throws {
    // The title in the content view and UIKit's own separator are not the program's mistake.
    #expect(try cellRecord(badgeOnCell: true).addedToCell == ["badge"])
  }

  @Test func aCellWithEverythingInItsContentViewRecordsNone() throws {
    #expect(try cellRecord(badgeOnCell: false).addedToCell == nil)
  }
}
