import Devices
import Grader
import LayoutReport
import Testing

/// The safe-area and margin causes read from the frames, checked against the constraint that
/// holds the moved edge: an edge already on the safe area is not one pinned to the root view's
/// edges, an edge flush on another view's edge is an item chosen, not a number, and a constant
/// where a margin was meant is cited where the constant is written. Every frame below is worked
/// out by hand from the devices of `table`.
@Suite("Safe-area and margin causes and the constraints behind them")
struct EdgeItemCauseTests {
  /// `notched`: 375 × 812, safe area 44 top and 34 bottom, root margin 16.
  /// `plain`: 375 × 667, no safe area, root margin 16. `wide`: 834 × 1194, no safe area, margin 20.
  private let table = DeviceTable(entries: [
    entry("notched", 375, 812, safe: DeviceInsets(top: 44, left: 0, bottom: 34, right: 0), 16),
    entry("plain", 375, 667, safe: .zero, 16),
    entry("wide", 834, 1194, safe: .zero, 20),
  ])

  private static func entry(
    _ id: String, _ width: Double, _ height: Double, safe: DeviceInsets, _ margin: Double
  ) -> DeviceTableEntry {
    let traits = DeviceTableEntry.Traits(
      safeArea: safe, horizontalSizeClass: .compact, verticalSizeClass: .regular,
      rootMargin: margin)
    return DeviceTableEntry(
      id: id, name: id, idiom: .phone, width: width, height: height, scale: 2,
      portrait: traits, landscape: traits)
  }

  private let file = "exercises/05/toolbar.swift"

  private func term(_ item: String, _ attribute: String) -> ConstraintEquation.Term {
    ConstraintEquation.Term(item: item, attribute: attribute)
  }

  private func pin(
    _ line: Int, _ first: (String, String), _ second: (String, String)?, constant: Double = 0,
    systemSpacing: Bool = false
  ) -> ConstraintRecord {
    ConstraintRecord(
      description: "<line \(line)>", file: file, line: line, views: [first.0],
      equation: ConstraintEquation(
        first: term(first.0, first.1), relation: "==", second: second.map { term($0.0, $0.1) },
        constant: constant),
      systemSpacing: systemSpacing)
  }

  private func device(
    _ name: String, _ width: Double, _ height: Double, _ view: String, _ frame: ReportRect,
    _ blame: FrameBlame
  ) -> DeviceResult {
    DeviceResult(
      device: name, orientation: .portrait, size: ReportSize(width: width, height: height),
      scale: 2,
      snapshots: [
        Snapshot(
          name: "initial",
          views: [
            ViewRecord(
              path: view, className: "UIView", frame: frame, frameInRoot: frame, blame: blame)
          ])
      ])
  }

  private func verdict(
    _ results: [DeviceResult], _ expected: [(String, String, String, ReportRect)]
  )
    throws -> Verdict
  {
    Verdict(
      grading: LayoutReport(results: results), against: try Fixture.expected(expected),
      devices: table, learnerFile: (file, ""))
  }

  @Test("a bar 34 pt short on its bottom pinned to the safe area: the safe area for the edge")
  func bottomOnTheSafeAreaIsNotTheRootEdge() throws {
    // Its top 60 above the safe area's bottom: 812 - 34 - 60 = 718 on notched, 667 - 60 = 607
    // on plain. Its bottom on the safe area's bottom stops at 812 - 34 = 778 (60 tall) where the
    // screen's bottom, 812, was meant (94 tall); plain has no inset, so it is right there.
    let top = pin(36, ("toolbar", "top"), ("view.safeAreaLayoutGuide", "bottom"), constant: -60)
    let bottom = pin(35, ("toolbar", "bottom"), ("view.safeAreaLayoutGuide", "bottom"))
    let blame = FrameBlame(y: [top], height: [top, bottom])
    let verdict = try verdict(
      [
        device("notched", 375, 812, "toolbar", Fixture.rect(0, 718, 375, 60), blame),
        device("plain", 375, 667, "toolbar", Fixture.rect(0, 607, 375, 60), blame),
      ],
      [
        ("notched", "initial", "toolbar", Fixture.rect(0, 718, 375, 94)),
        ("plain", "initial", "toolbar", Fixture.rect(0, 607, 375, 60)),
      ])
    let mismatch = try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
    // Inset by the safe area from the screen's bottom it should reach: said as such, at the pin.
    #expect(mismatch.cause == .safeAreaForRootEdges)
    #expect(mismatch.line == 35)
    #expect(mismatch.message.contains("(`view.bottomAnchor`)"))
  }

  @Test("the same bar with its bottom on the root view's safe area only via its top: still said")
  func bottomOnTheRootEdgeIsStillSaid() throws {
    // The bar pinned from the root view's top (y = 0, 100 tall) where the safe area's top was
    // meant (y = 44 on notched): both its edges move by the 44 pt top inset.
    let top = pin(30, ("panelView", "top"), ("view", "top"))
    let height = pin(31, ("panelView", "height"), nil, constant: 100)
    let blame = FrameBlame(y: [top], height: [height])
    let verdict = try verdict(
      [
        device("notched", 375, 812, "panelView", Fixture.rect(0, 0, 375, 100), blame),
        device("plain", 375, 667, "panelView", Fixture.rect(0, 0, 375, 100), blame),
      ],
      [
        ("notched", "initial", "panelView", Fixture.rect(0, 44, 375, 100)),
        ("plain", "initial", "panelView", Fixture.rect(0, 0, 375, 100)),
      ])
    let mismatch = try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
    #expect(mismatch.cause == .rootEdgesForSafeArea)
    #expect(mismatch.line == 30)
  }

  @Test("a button flush on its toolbar's bottom where the toolbar's margin was meant")
  func flushOnAnotherViewIsNotAConstant() throws {
    // The toolbar runs to the screen's bottom; its bottom margin is its safe-area inset plus 8:
    // 34 + 8 = 42 on notched, 8 on wide. A 44-pt button on that margin: y = 812 - 42 - 44 = 726
    // and 1194 - 8 - 44 = 1142. On the toolbar's bottom instead: 812 - 44 = 768 and
    // 1194 - 44 = 1150, 0 pt from the screen's bottom on both, which alone reads as a constant.
    let bottom = pin(38, ("locateButton", "bottom"), ("toolbar", "bottom"))
    let height = pin(40, ("locateButton", "height"), nil, constant: 44)
    let blame = FrameBlame(y: [bottom, height], height: [height])
    let verdict = try verdict(
      [
        device("notched", 375, 812, "locateButton", Fixture.rect(8, 768, 44, 44), blame),
        device("wide", 834, 1194, "locateButton", Fixture.rect(8, 1150, 44, 44), blame),
      ],
      [
        ("notched", "initial", "locateButton", Fixture.rect(8, 726, 44, 44)),
        ("wide", "initial", "locateButton", Fixture.rect(8, 1142, 44, 44)),
      ])
    let mismatch = try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
    #expect(mismatch.cause == nil)
  }

  @Test("a constant where a margin was meant is cited where the constant is written")
  func constantForMarginCitesTheConstant() throws {
    // A label from x = 60 to 8 pt (system spacing) before a 12-pt chevron whose trailing is
    // 16 pt in from the row's trailing edge, the row spanning the screen: the label's trailing
    // is 375 - 16 - 12 - 8 = 339 on plain (width 279) and 834 - 16 - 12 - 8 = 798 on wide
    // (width 738), 36 pt from the screen's right on both. On the row's margins (16 on plain, 20
    // on wide) it is 339 and 834 - 20 - 12 - 8 = 794 (width 734).
    let row = pin(30, ("rowView", "leading"), ("view", "leading"))
    let leading = pin(40, ("nameLabel", "leading"), ("thumbnailView", "trailing"), constant: 12)
    let spacing = pin(
      45, ("chevronView", "leading"), ("nameLabel", "trailing"), constant: 8, systemSpacing: true)
    let trailing = pin(51, ("chevronView", "trailing"), ("rowView", "trailing"), constant: -16)
    let width = pin(53, ("chevronView", "width"), nil, constant: 12)
    let blame = FrameBlame(x: [row, leading], width: [row, leading, spacing, width, trailing])
    let verdict = try verdict(
      [
        device("plain", 375, 667, "nameLabel", Fixture.rect(60, 0, 279, 22), blame),
        device("wide", 834, 1194, "nameLabel", Fixture.rect(60, 0, 738, 22), blame),
      ],
      [
        ("plain", "initial", "nameLabel", Fixture.rect(60, 0, 279, 22)),
        ("wide", "initial", "nameLabel", Fixture.rect(60, 0, 734, 22)),
      ])
    let mismatch = try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
    #expect(mismatch.cause == .constantForMargin)
    #expect(mismatch.line == 51)
  }
  @Test("an ambiguous view 16 pt in on every screen: no cause read from a frame UIKit picked")
  func ambiguousFramesSayNothing() throws {
    // The numbers of a constant where the wide screen's 20-pt margin was meant (x = 16,
    // width = 834 - 32 = 802 where 20 and 794 are expected), but UIKit found the view ambiguous,
    // so its frame is one of several and nothing is read from it.
    func device(_ name: String, _ width: Double, _ height: Double, _ frame: ReportRect)
      -> DeviceResult
    {
      DeviceResult(
        device: name, orientation: .portrait, size: ReportSize(width: width, height: height),
        scale: 2,
        snapshots: [
          Snapshot(name: "initial", views: [Fixture.view("panelView", frame, ambiguous: true)])
        ])
    }
    let verdict = try verdict(
      [
        device("plain", 375, 667, Fixture.rect(16, 0, 343, 100)),
        device("wide", 834, 1194, Fixture.rect(16, 0, 802, 100)),
      ],
      [
        ("plain", "initial", "panelView", Fixture.rect(16, 0, 343, 100)),
        ("wide", "initial", "panelView", Fixture.rect(20, 0, 794, 100)),
      ])
    let mismatch = try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
    #expect(mismatch.cause == nil)
  }
  @Test("mirrored by a format string's pipe on the other side: not left for leading")
  func mirroredByAVisualFormatPipe() throws {
    // A 60-pt button on the leading margin, x = 16 on plain, where the trailing margin was
    // meant: x = 375 - 16 - 60 = 299, the expected frame flipped across the 375-pt root.
    func verdictFor(_ creation: String, _ attribute: String) throws -> Diagnostic? {
      var edge = pin(39, ("skipButton", attribute), ("view.layoutMarginsGuide", attribute))
      edge.creation = creation
      let width = pin(39, ("skipButton", "width"), nil, constant: 60)
      let blame = FrameBlame(x: [edge], width: [width])
      let verdict = try verdict(
        [device("plain", 375, 667, "skipButton", Fixture.rect(16, 20, 60, 30), blame)],
        [("plain", "initial", "skipButton", Fixture.rect(299, 20, 60, 30))])
      return verdict.diagnostics.first { $0.kind == .frameMismatch }
    }
    #expect(try verdictFor("visualFormat", "leading")?.cause == nil)
    // Pinned with `.left` by an anchor, it is the left edge where leading was meant.
    #expect(try verdictFor("anchor", "left")?.cause == .leftRightForLeadingTrailing)
  }
}
