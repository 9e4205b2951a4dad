import Foundation
import Testing

@testable import AutoLayout

/// A table controller with sections of plain rows, titles and header views as configured.
@MainActor
final class SectionedTableController: UITableViewController {
  var rowsPerSection = [2, 2]
  var headerTitles: [String?] = [nil, nil]
  var footerTitles: [String?] = [nil, nil]
  var headerHeight: CGFloat?
  var headerView: ((Int) -> UIView?)?
  var configure: ((UITableView) -> Void)?

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    configure?(tableView)
  }
  override func numberOfSections(in tableView: UITableView) -> Int { rowsPerSection.count }
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowsPerSection[section]
  }
  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
    return cell
  }
  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  { headerTitles[section] }
  override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  { footerTitles[section] }
  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  { headerHeight ?? super.tableView(tableView, heightForHeaderInSection: section) }
  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  {
    headerView?(section)
  }
}

@MainActor
@Suite struct TableViewSectionsTests {
  private func cell(_ controller: UITableViewController, _ row: Int, _ section: Int) throws
    -> UITableViewCell
  {
    try #require(controller.tableView.cellForRow(at: IndexPath(row: row, section: section)))
  }

  private func separator(of cell: UITableViewCell) -> CGRect? {
    cell.subviews.first { $0 is _UITableViewCellSeparatorView }?.frame
  }

  @Test func groupedTitledHeadersAndUntitledFooters() throws {
    let controller = SectionedTableController(style: .grouped)
    controller.headerTitles = ["A", "B"]
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    // docs/UIKitFacts.md §10.6 at @2x: first titled header 55.5, later ones 45.5, untitled
    // footers 17.5. Section 0: header 0…55.5, rows at 55.5 and 99.5, footer 143.5…161.
    // Section 1: header 161…206.5, rows at 206.5 and 250.5.
    #expect(
      controller.tableView.rectForHeader(inSection: 0)
        == CGRect(x: 0, y: 0, width: 375, height: 55.5))
    #expect(try cell(controller, 0, 0).frame == CGRect(x: 0, y: 55.5, width: 375, height: 44))
    #expect(try cell(controller, 1, 0).frame == CGRect(x: 0, y: 99.5, width: 375, height: 44))
    #expect(
      controller.tableView.rectForFooter(inSection: 0)
        == CGRect(x: 0, y: 143.5, width: 375, height: 17.5))
    #expect(
      controller.tableView.rectForHeader(inSection: 1)
        == CGRect(x: 0, y: 161, width: 375, height: 45.5))
    #expect(try cell(controller, 0, 1).frame == CGRect(x: 0, y: 206.5, width: 375, height: 44))
    // The title's view is UIKit's own header view, the table's width.
    let header = try #require(controller.tableView.headerView(forSection: 0))
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 55.5))
    #expect(header.textLabel?.text == "A")
    // Separators: inset 16 inside a section; a grouped section's last row runs edge to edge.
    #expect(
      separator(of: try cell(controller, 0, 0)) == CGRect(x: 16, y: 43.5, width: 359, height: 0.5))
    #expect(
      separator(of: try cell(controller, 1, 0)) == CGRect(x: 0, y: 43.5, width: 375, height: 0.5))
  }

  @Test func groupedSectionsWithoutTitlesLeaveUIKitsGaps() throws {
    let controller = SectionedTableController(style: .grouped)
    _ = LayoutStage.host(controller, on: try Device.named("iphone-x"))
    // 35 above the first section; 17.5 rounded down to the @3x grid (17.333) below each section
    // and 17.5 rounded up (17.667) above the next: 35 + 88 + 17.333 + 17.667 = 158.
    #expect(try cell(controller, 0, 0).frame.minY == 35)
    #expect(
      approx(try cell(controller, 0, 1).frame)
        == approx(CGRect(x: 0, y: 158, width: 375, height: 44)))
    // No view is made for an untitled header.
    #expect(controller.tableView.headerView(forSection: 0) == nil)
  }

  @Test func aGroupedHeaderHeightOfZeroMeansTheDefault() throws {
    let controller = SectionedTableController(style: .grouped)
    controller.rowsPerSection = [1]
    controller.headerTitles = [nil]
    controller.headerHeight = 0
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(try cell(controller, 0, 0).frame.minY == 35)
    let tiny = SectionedTableController(style: .grouped)
    tiny.rowsPerSection = [1]
    tiny.headerTitles = [nil]
    tiny.headerHeight = .leastNormalMagnitude
    _ = LayoutStage.host(tiny, on: try Device.named("iphone-se"))
    #expect(try cell(tiny, 0, 0).frame.minY < 0.001)
  }

  @Test func insetGroupedRowsSitInsideTheMargins() throws {
    let controller = SectionedTableController(style: .insetGrouped)
    controller.rowsPerSection = [2]
    controller.headerTitles = [nil]
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    // Rows inset by the 16-pt side margin: x = 16, width 375 − 32 = 343.
    #expect(try cell(controller, 0, 0).frame == CGRect(x: 16, y: 35, width: 343, height: 44))
    // Inside, the content margin again: textLabel at 16, 343 − 32 = 311 wide, the row's 44 tall.
    #expect(
      try cell(controller, 0, 0).textLabel?.frame == CGRect(x: 16, y: 0, width: 311, height: 44))
    // The last row of an inset-grouped section has no separator.
    #expect(separator(of: try cell(controller, 1, 0)) == nil)
  }

  @Test func plainTitledHeadersFloatAfterTheirTopPadding() throws {
    let controller = SectionedTableController(style: .plain)
    controller.rowsPerSection = [1, 1]
    controller.headerTitles = ["A", nil]
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    // 22 of padding, a 28-pt header, the row at 50; the untitled second section has no header.
    #expect(
      controller.tableView.rectForHeader(inSection: 0)
        == CGRect(x: 0, y: 22, width: 375, height: 28))
    #expect(try cell(controller, 0, 0).frame.minY == 50)
    #expect(try cell(controller, 0, 1).frame.minY == 94)
  }

  @Test func aHeaderViewSizesToItsConstraints() throws {
    let controller = SectionedTableController(style: .plain)
    controller.rowsPerSection = [1]
    controller.headerTitles = [nil]
    controller.headerView = { _ in
      let header = UIView()
      let label = UILabel()
      label.text = "Header"
      label.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(label)
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
        label.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -8),
        label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
        label.heightAnchor.constraint(equalToConstant: 30),
      ])
      return header
    }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    // 8 + 30 + 8 = 46 tall, after the plain style's 22 of padding; the row at 22 + 46 = 68.
    #expect(
      controller.tableView.rectForHeader(inSection: 0)
        == CGRect(x: 0, y: 22, width: 375, height: 46))
    #expect(try cell(controller, 0, 0).frame.minY == 68)
  }

  @Test func aTableHeaderViewKeepsItsHeightAndTakesTheWidth() throws {
    let controller = SectionedTableController(style: .plain)
    controller.rowsPerSection = [1]
    controller.headerTitles = [nil]
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
    controller.configure = { $0.tableHeaderView = banner }
    _ = LayoutStage.host(controller, on: try Device.named("iphone-se"))
    #expect(banner.frame == CGRect(x: 0, y: 0, width: 375, height: 100))
    #expect(try cell(controller, 0, 0).frame.minY == 100)
  }

  @Test func contentViewsStayInsideTheSafeAreaInLandscape() throws {
    let device = try Device.named("812x375@3,safe=0:44:21:44")
    let controller = SectionedTableController(style: .plain)
    controller.rowsPerSection = [1]
    controller.headerTitles = [nil]
    _ = LayoutStage.host(controller, on: device)
    let row = try cell(controller, 0, 0)
    // The cell spans the table; its content view the safe area: x = 44, 812 − 88 = 724 wide, and
    // the row's whole 44 tall.
    #expect(row.frame == CGRect(x: 0, y: 0, width: 812, height: 44))
    #expect(row.contentView.frame == CGRect(x: 44, y: 0, width: 724, height: 44))
    // The label at the device's side margin inside the content view, the separator from there.
    let margin = device.systemMinimumMargin
    #expect(row.textLabel?.frame.minX == margin)
    #expect(separator(of: row)?.minX == 44 + margin)
  }

  @Test func readableWidthMarginsOnAnIPad() throws {
    let controller = SectionedTableController(style: .plain)
    controller.rowsPerSection = [1]
    controller.headerTitles = [nil]
    controller.configure = { $0.cellLayoutMarginsFollowReadableWidth = true }
    _ = LayoutStage.host(controller, on: try Device.named("ipad-9:landscape"))
    // 1080 wide, readable width 672 (docs/UIKitFacts.md §2): margins (1080 − 672) / 2 = 204.
    #expect(try cell(controller, 0, 0).textLabel?.frame.minX == 204)
    #expect(try cell(controller, 0, 0).textLabel?.frame.width == 672)
  }
}
