import Testing

@testable import AutoLayout

/// A header laid over a table whose content is inset by the header's height: the table rests at
/// `−adjustedContentInset.top`, the adjusted inset adds the safe area the table overlaps, and the
/// rows move exactly as far as the offset (docs/UIKitFacts.md §9, §10.7).
@MainActor
@Suite struct TableViewContentInsetTests {
  /// A table of 30 default rows, with a 200-point header over it whose height the scroll handler
  /// sets from the distance scrolled past the resting offset, between 88 and 200.
  final class OverlayHeaderController: UIViewController, UITableViewDataSource,
    UITableViewDelegate
  {
    let header = UIView()
    let tableView = UITableView()
    var pinToSafeArea = true
    var behavior = UIScrollView.ContentInsetAdjustmentBehavior.automatic
    var offsetsSeen: [CGFloat] = []
    private var headerHeight: NSLayoutConstraint!

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.dataSource = self
      tableView.delegate = self
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
      tableView.contentInsetAdjustmentBehavior = behavior
      tableView.contentInset.top = 200
      tableView.verticalScrollIndicatorInsets.top = 200
      for subview in [tableView, header] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      let top = pinToSafeArea ? view.safeAreaLayoutGuide.topAnchor : view.topAnchor
      headerHeight = header.heightAnchor.constraint(equalToConstant: 200)
      NSLayoutConstraint.activate([
        tableView.topAnchor.constraint(equalTo: top),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        headerHeight,
      ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
      offsetsSeen.append(scrollView.contentOffset.y)
      let scrolled = scrollView.contentOffset.y + 200
      headerHeight.constant = min(200, max(88, 200 - scrolled))
    }
  }

  private func host(
    _ device: String, pinToSafeArea: Bool = true,
    behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  ) throws -> (OverlayHeaderController, LayoutStage) {
    let vc = OverlayHeaderController()
    vc.pinToSafeArea = pinToSafeArea
    vc.behavior = behavior
    return (vc, LayoutStage.host(vc, on: try Device.named(device)))
  }

  private func row(_ row: Int, of vc: OverlayHeaderController) throws -> UITableViewCell {
    try #require(vc.tableView.cellForRow(at: IndexPath(row: row, section: 0)))
  }

  @Test func aTableUnderTheSafeAreaRestsAtMinusItsContentInset() throws {
    let (vc, stage) = try host("iphone-se")
    // The table starts at the safe area's top, so it overlaps no safe area at the top: the
    // adjusted inset is the content inset alone, 200.
    #expect(vc.tableView.adjustedContentInset.top == 200)
    #expect(vc.tableView.contentOffset == CGPoint(x: 0, y: -200))
    // Resting at −200 told the handler once, at the first layout.
    #expect(vc.offsetsSeen == [-200])
    // Row 0 in the window: the table's top 20 + the row's place 0 − the offset (−200) = 220,
    // just below the 200-point header that starts at 20.
    #expect(stage.frameInWindow(of: vc.header) == CGRect(x: 0, y: 20, width: 375, height: 200))
    #expect(
      stage.frameInWindow(of: try row(0, of: vc))
        == CGRect(x: 0, y: 220, width: 375, height: 44))
    #expect(vc.tableView.verticalScrollIndicatorInsets.top == 200)
  }

  @Test func rowsMoveExactlyAsFarAsTheOffset() throws {
    let (vc, stage) = try host("iphone-se")
    vc.tableView.contentOffset = CGPoint(x: 0, y: -200 + 80)
    stage.layout()
    // Scrolled 80: the header is 200 − 80 = 120 tall, and row 1 (at 44 in the content) is at
    // 20 + 44 − (−120) = 184, 80 above its resting 20 + 44 + 200 = 264. The table has not moved.
    #expect(stage.frameInWindow(of: vc.header) == CGRect(x: 0, y: 20, width: 375, height: 120))
    #expect(stage.frameInWindow(of: vc.tableView) == CGRect(x: 0, y: 20, width: 375, height: 647))
    #expect(
      stage.frameInWindow(of: try row(1, of: vc))
        == CGRect(x: 0, y: 184, width: 375, height: 44))
  }

  @Test func automaticAddsTheSafeAreaTheTableOverlaps() throws {
    let (vc, stage) = try host("iphone-se", pinToSafeArea: false)
    // From the view's top the table overlaps the 20-point status bar: 200 + 20 = 220.
    #expect(vc.tableView.adjustedContentInset.top == 220)
    #expect(vc.tableView.contentOffset == CGPoint(x: 0, y: -220))
    // Row 0: 0 + 0 − (−220) = 220, below the header again, but the offset at rest is −220.
    #expect(
      stage.frameInWindow(of: try row(0, of: vc))
        == CGRect(x: 0, y: 220, width: 375, height: 44))
  }

  @Test func neverKeepsTheContentInsetAlone() throws {
    let (vc, stage) = try host("iphone-se", pinToSafeArea: false, behavior: .never)
    #expect(vc.tableView.adjustedContentInset.top == 200)
    #expect(vc.tableView.contentOffset == CGPoint(x: 0, y: -200))
    // Row 0: 0 + 0 − (−200) = 200, 20 points under the header that starts at the safe area.
    #expect(
      stage.frameInWindow(of: try row(0, of: vc))
        == CGRect(x: 0, y: 200, width: 375, height: 44))
  }

  @Test func alwaysAddsTheSafeAreaOnEveryEdge() throws {
    let (vc, _) = try host("iphone-x:landscape", behavior: .always)
    // iPhone X held sideways: safe area 0, 44, 21, 44; the table spans the width and reaches
    // the bottom, so it overlaps all but the top: 200 + 0, 44, 0 + 21, 44.
    #expect(
      vc.tableView.adjustedContentInset
        == UIEdgeInsets(top: 200, left: 44, bottom: 21, right: 44))
  }

  @Test func scrollIndicatorInsetsStartAtZero() {
    let table = UITableView()
    #expect(table.verticalScrollIndicatorInsets == .zero)
    #expect(table.horizontalScrollIndicatorInsets == .zero)
    #expect(table.automaticallyAdjustsScrollIndicatorInsets)
  }
}
