import Foundation
import Testing

@testable import AutoLayout

/// A table controller whose data source makes the mistake it is told to.
@MainActor
final class FaultyTableController: UITableViewController {
  enum Fault { case unregistered, negativeRows, negativeHeight, ambiguousContent }
  var fault = Fault.unregistered
  /// The line of the `dequeueReusableCell` call.
  static var dequeueLine = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    if fault != .unregistered {
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }
  }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fault == .negativeRows ? -1 : 2
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    Self.dequeueLine = #line + 1
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    if fault == .ambiguousContent, cell.contentView.subviews.isEmpty {
      let label = UILabel()
      label.text = "Only pinned at the top"
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
        label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
      ])
    }
    return cell
  }
  override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  {
    fault == .negativeHeight && indexPath.row == 1
      ? -5 : super.tableView(tableView, heightForRowAt: indexPath)
  }
}

@MainActor
@Suite struct ListProblemsTests {
  @Test func anUnregisteredIdentifierIsUIKitsExceptionAtTheDequeueLine() throws {
    let controller = FaultyTableController()
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let error = try #require(stage.errors.first { $0.kind == .cellNotRegistered })
    #expect(error.exceptionName == "NSInternalInconsistencyException")
    #expect(
      error.message
        == "unable to dequeue a cell with identifier Cell - must register a nib or a class for the "
        + "identifier or connect a prototype cell in a storyboard")
    #expect(error.sourceLocation?.line == FaultyTableController.dequeueLine)
    // Said once for the device, and the table still lays out (a stand-in cell per row).
    #expect(stage.errors.filter { $0.kind == .cellNotRegistered }.count == 1)
    #expect(controller.tableView.visibleCells.count == 2)
  }

  @Test func aNegativeRowCountIsRecordedAndShowsNoRows() throws {
    let controller = FaultyTableController()
    controller.fault = .negativeRows
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let error = try #require(stage.errors.first { $0.kind == .negativeItemCount })
    #expect(error.message == "negative number of rows (-1) for section (0) is not allowed")
    #expect(controller.tableView.visibleCells.isEmpty)
  }

  @Test func aNegativeRowHeightIsUIKitsException() throws {
    let controller = FaultyTableController()
    controller.fault = .negativeHeight
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let error = try #require(stage.errors.first { $0.kind == .invalidRowHeight })
    #expect(
      normalizingAddresses(error.message)
        == "table view row height must not be negative - provided height for index path "
        + "(<NSIndexPath: 0xADDR> {length = 2, path = 0 - 1}) is -5.000000")
  }

  @Test func contentThatGivesNoHeightGetsTheStandardHeightAndAWarning() throws {
    let controller = FaultyTableController()
    controller.fault = .ambiguousContent
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let warnings = stage.errors.filter { $0.kind == .ambiguousCellHeight }
    // Warned once for the table, not once a row.
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.message.hasPrefix(
        "[Warning] Warning once only: Detected a case where constraints ambiguously suggest a "
          + "height of zero for a table view cell's content view. We're considering the collapse "
          + "unintentional and using standard height instead. Cell: <UITableViewCell: 0x") == true)
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.frame == CGRect(x: 0, y: 44, width: 375, height: 44))
  }

  @Test func scrollingToARowThatDoesNotExistIsUIKitsRangeException() throws {
    let controller = FaultyTableController()
    controller.fault = .negativeHeight
    let stage = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    let line = #line + 1
    controller.tableView.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
    let error = try #require(stage.errors.first { $0.kind == .invalidIndexPath })
    #expect(error.exceptionName == "NSRangeException")
    #expect(error.message.hasSuffix("row (5) beyond bounds (2) for section (0)."))
    #expect(error.sourceLocation?.line == line)
  }

  @Test func collectionViewMistakes() throws {
    final class FaultyGrid: UICollectionViewController {
      var registered = false
      var dequeues = true
      override func viewDidLoad() {
        super.viewDidLoad()
        if registered {
          collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        }
      }
      override func collectionView(
        _ collectionView: UICollectionView, numberOfItemsInSection section: Int
      ) -> Int { 2 }
      override func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        dequeues
          ? collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
          : UICollectionViewCell(frame: .zero)
      }
    }
    let unregistered = FaultyGrid()
    var stage = LayoutStage.host(unregistered, on: try Device.named("iphone-se"))
    #expect(
      stage.errors.first { $0.kind == .cellNotRegistered }?.message
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier Cell - "
        + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
    let handMade = FaultyGrid()
    handMade.registered = true
    handMade.dequeues = false
    stage = LayoutStage.host(handMade, on: try Device.named("iphone-se"))
    #expect(
      stage.errors.first { $0.kind == .cellNotDequeued }?.message
        == "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a "
        + "reuseIdentifier - cells must be retrieved by calling "
        + "-dequeueReusableCellWithReuseIdentifier:forIndexPath:")
    handMade.collectionView.scrollToItem(
      at: IndexPath(item: 9, section: 0), at: .top, animated: false)
    #expect(
      normalizingAddresses(stage.errors.first { $0.kind == .invalidIndexPath }?.message ?? "")
        == "Attempting to scroll to an invalid index path: <NSIndexPath: 0xADDR> {length = 2, path = 0 - 9}"
    )
  }
}
