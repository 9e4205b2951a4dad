import Devices
import Grader
import LayoutReport
import Testing

/// A flow layout's cells the wrong size, named from how the layout sized them (`flowItem` in the
/// cell's view record): the size method never called, a width that fits one screen, an item
/// longer than its line, and two columns whose arithmetic left out a gap or the insets. Every
/// number is worked out from the flow layout's rules (docs/UIKitFacts.md §11.1, §11.2).
@Suite("Flow layout item sizes")
struct FlowItemCauseTests {
  private static let sizeMethod = """
    class FeedController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
      func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
      ) -> CGSize {
        // Two columns.
        let side = (collectionView.bounds.width - 2 * 10) / 2
        return CGSize(width: side, height: side)
      }
    }
    """

  private func cell(
    _ path: String, _ frame: ReportRect, sizeFrom: String = "delegate", adopts: Bool = true,
    size: ReportSize, collectionView: ReportSize, lineLength: Double, insets: Double = 0,
    spacing: Double = 10, onLine: Int = 1, selfSizing: Bool = false
  ) -> ViewRecord {
    var record = Fixture.view(path, frame, translates: true)
    record.flowItem = FlowItemRecord(
      sizeFrom: sizeFrom, delegateAdopts: adopts, size: size, selfSizing: selfSizing,
      collectionViewSize: collectionView, itemLength: size.width, lineLength: lineLength,
      sectionInsets: insets, interitemSpacing: spacing, itemsOnLine: onLine)
    return record
  }

  private func lead(_ verdict: Verdict) throws -> Diagnostic {
    try #require(verdict.diagnostics.first)
  }

  /// An iPhone X (375 wide) feed whose posts should be 375 × 150, one a line, 10 apart: the
  /// layout's own 50 × 50 items instead, seven to a line (7 × 50 + 6 × 10 = 410 > 375, so six:
  /// 6 × 50 + 5 × 10 = 350), so the first two share the line at y = 0.
  private func defaultSizeVerdict(sizeFrom: String, adopts: Bool) throws -> Verdict {
    let size = ReportSize(width: 50, height: 50)
    let screen = ReportSize(width: 375, height: 812)
    let views = [
      cell(
        "collectionView.cells[0][0]", Fixture.rect(0, 0, 50, 50), sizeFrom: sizeFrom,
        adopts: adopts, size: size, collectionView: screen, lineLength: 375, onLine: 6),
      cell(
        "collectionView.cells[0][1]", Fixture.rect(65, 0, 50, 50), sizeFrom: sizeFrom,
        adopts: adopts, size: size, collectionView: screen, lineLength: 375, onLine: 6),
    ]
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: views)])
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "collectionView.cells[0][0]", Fixture.rect(0, 0, 375, 150)),
      ("iphone-x", "initial", "collectionView.cells[0][1]", Fixture.rect(0, 160, 375, 150)),
    ])
    let source = """
      class FeedController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
        func collectionView(
          _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
          sizeForItemAtIndexPath indexPath: IndexPath
        ) -> CGSize {
          CGSize(width: view.frame.width, height: 150)
        }
      }
      """
    return Verdict(grading: report, against: expected, learnerFile: ("Feed.swift", source))
  }

  @Test("cells at the default 50 × 50 itemSize: the size method never called, at its name")
  func sizeMethodNotCalled() throws {
    let lead = try lead(try defaultSizeVerdict(sizeFrom: "itemSize", adopts: true))
    #expect(lead.cause == .sizeMethodNotCalled)
    #expect(lead.line == 4)
    #expect(lead.message.contains("never called `collectionView(_:layout:sizeForItemAt:)`"))
    #expect(lead.message.contains("\"nearly matches\""))
    #expect(!lead.message.contains("translatesAutoresizingMask"))
    let noProtocol = try self.lead(try defaultSizeVerdict(sizeFrom: "itemSize", adopts: false))
    #expect(noProtocol.cause == .sizeMethodNotCalled)
    #expect(noProtocol.message.contains("add the protocol"))
  }

  @Test("the conflicts of content squeezed into the 50-point cells are said with the cause")
  func squeezedConflictsFolded() throws {
    let size = ReportSize(width: 50, height: 50)
    let screen = ReportSize(width: 375, height: 812)
    let conflict = LogEntry(
      kind: .unsatisfiable, text: "Unable to simultaneously satisfy constraints.",
      constraints: [
        ConstraintRecord(
          description: "H:[UILabel]-(0)-|", file: "Feed.swift", line: 20, broken: true,
          views: ["collectionView.cells[0][0].nameLabel", "collectionView.cells[0][0].contentView"]),
        ConstraintRecord(
          description: "FeedCell.width == 50", views: ["collectionView.cells[0][0]"]),
      ])
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              cell(
                "collectionView.cells[0][0]", Fixture.rect(0, 0, 50, 50), sizeFrom: "itemSize",
                size: size, collectionView: screen, lineLength: 375, onLine: 6)
            ])
        ], log: [conflict])
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "collectionView.cells[0][0]", Fixture.rect(0, 0, 375, 150))
    ])
    let verdict = Verdict(
      grading: report, against: expected, learnerFile: ("Feed.swift", Self.sizeMethod))
    let lead = try lead(verdict)
    #expect(lead.cause == .sizeMethodNotCalled)
    #expect(
      lead.message.contains(
        "The conflicts UIKit logs inside the cells (their constraints on line 20)"))
    #expect(!verdict.diagnostics.contains { $0.kind == .unsatisfiableConstraints })
  }

  /// A sightings feed on an iPhone X, `.estimated(100)` rows: a name (12 from the top, 20.33
  /// tall) and an 80-point photo 8 below it, 12 from the bottom: 12 + 20.33 + 8 + 80 + 12 =
  /// 132.33 tall. With no bottom pin the layout keeps the 100-point estimate.
  @Test("a self-sizing collection cell whose constraints decide no height keeps its estimate")
  func collectionCellHeightUndetermined() throws {
    for undetermined in [true, false] {
      var record = Fixture.view(
        "collectionView.cells[0][0]", Fixture.rect(0, 0, 375, 100), translates: true)
      record.heightUndetermined = undetermined ? true : nil
      let report = LayoutReport(results: [
        Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: [record])])
      ])
      let expected = try Fixture.expected([
        ("iphone-x", "initial", "collectionView.cells[0][0]", Fixture.rect(0, 0, 375, 132.33))
      ])
      let lead = try lead(Verdict(grading: report, against: expected))
      if undetermined {
        #expect(lead.cause == .cellHeightUndetermined)
        #expect(lead.message.contains("100 pt tall on iphone-x, the height the layout estimated"))
        #expect(!lead.message.contains("standard"))
      } else {
        #expect(lead.cause == nil)
      }
    }
  }

  @Test("a delegate that answered 50 × 50 itself is not a method never called")
  func delegateAnsweredFifty() throws {
    let lead = try lead(try defaultSizeVerdict(sizeFrom: "delegate", adopts: true))
    #expect(lead.cause != .sizeMethodNotCalled)
  }

  /// Posts 375 wide on an iPhone X (right: the view is 375 wide) and in landscape, where the
  /// view is 812 wide and the post should be too: two 375-point posts share a line there
  /// (2 × 375 + 10 = 760 ≤ 812; three need 1145).
  @Test("the same width on every device where it should follow the collection view")
  func hardCodedWidth() throws {
    let size = ReportSize(width: 375, height: 150)
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              cell(
                "collectionView.cells[0][0]", Fixture.rect(0, 0, 375, 150), size: size,
                collectionView: ReportSize(width: 375, height: 812), lineLength: 375)
            ])
        ]),
      Fixture.device(
        "iphone-x", orientation: .landscape,
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              cell(
                "collectionView.cells[0][0]", Fixture.rect(0, 0, 375, 150), size: size,
                collectionView: ReportSize(width: 812, height: 375), lineLength: 812, onLine: 2)
            ])
        ]),
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "collectionView.cells[0][0]", Fixture.rect(0, 0, 375, 150)),
      ("iphone-x:landscape", "initial", "collectionView.cells[0][0]", Fixture.rect(0, 0, 812, 150)),
    ])
    let verdict = Verdict(
      grading: report, against: expected, learnerFile: ("Feed.swift", Self.sizeMethod))
    let lead = try lead(verdict)
    #expect(lead.cause == .itemSizeHardCoded)
    // The first line of the body that mentions the width.
    #expect(lead.line == 7)
    #expect(lead.message.contains("the same on every device"))
  }

  /// An 11-inch iPad (834 wide) with a 320-point sidebar: the feed is 514 wide, and a post as
  /// wide as the whole view (834) is longer than the 514 points a line has.
  @Test("an item longer than its line: the width of another view")
  func widerThanCollectionView() throws {
    let size = ReportSize(width: 834, height: 150)
    let report = LayoutReport(results: [
      Fixture.device(
        "ipad-pro-11",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              cell(
                "collectionView.cells[0][0]", Fixture.rect(320, 24, 834, 150), size: size,
                collectionView: ReportSize(width: 514, height: 1170), lineLength: 514)
            ])
        ])
    ])
    let expected = try Fixture.expected([
      ("ipad-pro-11", "initial", "collectionView.cells[0][0]", Fixture.rect(320, 24, 514, 150))
    ])
    let verdict = Verdict(
      grading: report, against: expected, learnerFile: ("Feed.swift", Self.sizeMethod))
    let lead = try lead(verdict)
    #expect(lead.cause == .itemWiderThanCollectionView)
    #expect(lead.message.contains("longer than the 514 pt a line of its collection view has"))
  }

  /// An iPhone SE (320 wide), 10-point insets and gaps: a line has 320 − 20 = 300 points. Two
  /// columns of (320 − 20) / 2 = 150 need 2 × 150 + 10 = 310 (the gap left out): one a line.
  /// Two of (320 − 10) / 2 = 155 need 320 (the insets left out): one a line too. The expected
  /// columns are (320 − 30) / 2 = 145 wide, at x = 10 and 10 + 145 + 10 = 165.
  @Test("columns whose width left out the gap or the insets: one a line")
  func columnsOverflow() throws {
    for side in [150.0, 155.0] {
      let size = ReportSize(width: side, height: side)
      // One item a line, centred: x = 10 + (300 − side) / 2.
      let x = 10 + (300 - side) / 2
      let report = LayoutReport(results: [
        Fixture.device(
          "iphone-se",
          snapshots: [
            Snapshot(
              name: "initial",
              views: [
                cell(
                  "collectionView.cells[0][1]", Fixture.rect(x, 20 + side, side, side),
                  size: size, collectionView: ReportSize(width: 320, height: 568),
                  lineLength: 300, insets: 20)
              ])
          ])
      ])
      let expected = try Fixture.expected([
        ("iphone-se", "initial", "collectionView.cells[0][1]", Fixture.rect(165, 10, 145, 145))
      ])
      let verdict = Verdict(
        grading: report, against: expected, learnerFile: ("Photos.swift", Self.sizeMethod))
      let lead = try lead(verdict)
      #expect(lead.cause == .columnsOverflowLine)
      #expect(lead.line == 7)
      #expect(lead.message.contains("on a line of 1 item"))
    }
  }

  /// Two columns of 140 (too narrow: 2 × 140 + 10 = 290 ≤ 300) share a line: wrong, but not
  /// because a second column did not fit.
  @Test("columns that fit their line are not said to overflow it")
  func narrowColumnsFit() throws {
    let size = ReportSize(width: 140, height: 140)
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-se",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              cell(
                "collectionView.cells[0][1]", Fixture.rect(170, 10, 140, 140), size: size,
                collectionView: ReportSize(width: 320, height: 568), lineLength: 300,
                insets: 20, onLine: 2)
            ])
        ])
    ])
    let expected = try Fixture.expected([
      ("iphone-se", "initial", "collectionView.cells[0][1]", Fixture.rect(165, 10, 145, 145))
    ])
    let lead = try lead(Verdict(grading: report, against: expected))
    #expect(lead.cause != .columnsOverflowLine)
  }
}
