import Devices
import Foundation
import Grader
import LayoutReport
import Testing

/// Wrong frames said once per cause, and the misconceptions named from the evidence. Every
/// expected frame below is worked out by hand from the devices of `table`.
@Suite("Grouped mismatches and their causes")
struct GroupedMismatchTests {
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

  private func result(
    _ device: String, _ width: Double, _ height: Double, _ snapshots: [Snapshot]
  ) -> DeviceResult {
    DeviceResult(
      device: device, orientation: .portrait, size: ReportSize(width: width, height: height),
      scale: 2, snapshots: snapshots)
  }

  private func initial(_ frame: ReportRect, translates: Bool = false) -> [Snapshot] {
    [Snapshot(name: "initial", views: [Fixture.view("panelView", frame, translates: translates)])]
  }

  private func term(_ item: String, _ attribute: String) -> ConstraintEquation.Term {
    ConstraintEquation.Term(item: item, attribute: attribute)
  }

  /// One view in the snapshot `initial` of a 375-wide portrait device, with what holds it.
  private func held(
    _ path: String, _ frame: ReportRect, on device: String, height: Double, blame: FrameBlame
  ) -> DeviceResult {
    DeviceResult(
      device: device, orientation: .portrait, size: ReportSize(width: 375, height: height),
      scale: 2,
      snapshots: [
        Snapshot(
          name: "initial",
          views: [
            ViewRecord(
              path: path, className: "UIView", frame: frame, frameInRoot: frame, blame: blame)
          ])
      ])
  }

  private func mismatches(
    _ results: [DeviceResult], _ expected: [(String, String, String, ReportRect)]
  ) throws -> [Diagnostic] {
    let verdict = Verdict(
      grading: LayoutReport(results: results), against: try Fixture.expected(expected),
      devices: table)
    return verdict.diagnostics.filter { $0.kind == .frameMismatch }
  }

  @Test("a frame set in code and still translated: one sentence for every device")
  func hardCodedFrame() throws {
    let frame = Fixture.rect(0, 0, 320, 240)
    let found = try mismatches(
      [
        result("notched", 375, 812, initial(frame, translates: true)),
        result("wide", 834, 1194, initial(frame, translates: true)),
      ],
      [
        // Top half of each root view: 812 / 2 = 406, 1194 / 2 = 597.
        ("notched", "initial", "panelView", Fixture.rect(0, 0, 375, 406)),
        ("wide", "initial", "panelView", Fixture.rect(0, 0, 834, 597)),
      ])
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .hardCodedFrame)
    #expect(diagnostic.devices == ["notched", "wide"])
    let lines = diagnostic.message.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "`panelView` is 320 × 240 at x = 0, y = 0 on every device:"
        + " it still has its hard-coded frame.")
    #expect(lines.last == "On notched it should be [0, 0, 375, 406], not [0, 0, 320, 240].")
  }

  @Test("the same frame everywhere, but the mask fights the learner's constraints: translating")
  func maskAgainstConstraints() throws {
    let frame = Fixture.rect(0, 0, 320, 240)
    // On wide, UIKit logged the mask's width against the learner's trailing pin of the view.
    let conflict = LogEntry(
      kind: .unsatisfiable, text: "Unable to simultaneously satisfy constraints.",
      constraints: [
        ConstraintRecord(
          description:
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x2.width == 320>",
          origin: .autoresizing, views: ["panelView"]),
        ConstraintRecord(
          description: "<NSLayoutConstraint:0x3 UIView:0x2.trailing == UIView:0x4.trailing>",
          file: "ViewController.swift", line: 30, origin: .code, views: ["panelView", "view"]),
      ])
    var wide = result("wide", 834, 1194, initial(frame, translates: true))
    wide.log = [conflict]
    let found = try mismatches(
      [result("notched", 375, 812, initial(frame, translates: true)), wide],
      [
        ("notched", "initial", "panelView", Fixture.rect(0, 0, 375, 406)),
        ("wide", "initial", "panelView", Fixture.rect(0, 0, 834, 597)),
      ])
    #expect(found.first?.cause == .maskTranslating)
  }

  @Test("a translated mask whose frame changes per device: the mask is still translating")
  func maskTranslating() throws {
    let found = try mismatches(
      [
        // A flexible-width mask keeps the 20 pt insets of a 320 pt design on each screen.
        result("notched", 375, 812, initial(Fixture.rect(20, 0, 335, 240), translates: true)),
        result("wide", 834, 1194, initial(Fixture.rect(20, 0, 794, 240), translates: true)),
      ],
      [
        ("notched", "initial", "panelView", Fixture.rect(0, 0, 375, 406)),
        ("wide", "initial", "panelView", Fixture.rect(0, 0, 834, 597)),
      ])
    #expect(found.map(\.cause) == [.maskTranslating])
  }

  @Test("a view the solution also places by its frame is never told its mask is the mistake")
  func framePlacedByDesign() throws {
    let results = [
      result("notched", 375, 812, initial(Fixture.rect(20, 0, 335, 240), translates: true)),
      result("wide", 834, 1194, initial(Fixture.rect(20, 0, 794, 240), translates: true)),
    ]
    let verdict = Verdict(
      grading: LayoutReport(results: results),
      against: try Fixture.expected([
        ("notched", "initial", "panelView", Fixture.rect(0, 0, 375, 406)),
        ("wide", "initial", "panelView", Fixture.rect(0, 0, 834, 597)),
      ]), devices: table, placedByFrameByDesign: ["panelView"])
    let found = verdict.diagnostics.filter { $0.kind == .frameMismatch }
    #expect(!found.isEmpty)
    #expect(found.allSatisfy { $0.cause != .maskTranslating && $0.cause != .hardCodedFrame })
    #expect(!found.contains { $0.message.contains("translatesAutoresizingMaskIntoConstraints") })
  }

  @Test("the expected frame flipped across the root view: left and right for leading and trailing")
  func mirrored() throws {
    // Leading 20 pt, 100 pt wide, read right to left on a 375 pt root: x = 375 - 20 - 100 = 255.
    // Pinned to .left instead, it stays at x = 20.
    let found = try mismatches(
      [result("plain", 375, 667, initial(Fixture.rect(20, 40, 100, 50)))],
      [("plain", "initial", "panelView", Fixture.rect(255, 40, 100, 50))])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .leftRightForLeadingTrailing)
    #expect(
      diagnostic.message.hasPrefix(
        "`panelView` is mirrored left for right on plain: it sits where the other reading"
          + " direction would put it."))
  }

  @Test("wrong by exactly the safe-area insets: the root view's edges for the safe area")
  func rootEdgesForSafeArea() throws {
    let found = try mismatches(
      [
        // Pinned to the root view: the whole screen on both devices.
        result("notched", 375, 812, initial(Fixture.rect(0, 0, 375, 812))),
        result("plain", 375, 667, initial(Fixture.rect(0, 0, 375, 667))),
      ],
      [
        // Inside the safe area: y = 44, height = 812 - 44 - 34 = 734; plain has no insets.
        ("notched", "initial", "panelView", Fixture.rect(0, 44, 375, 734)),
        ("plain", "initial", "panelView", Fixture.rect(0, 0, 375, 667)),
      ])
    let diagnostic = try #require(found.first)
    #expect(found.count == 1)
    #expect(diagnostic.cause == .rootEdgesForSafeArea)
    #expect(diagnostic.devices == ["notched"])
    #expect(
      diagnostic.message.hasPrefix(
        "`panelView` is off by exactly the safe-area inset on notched, and right on plain"
          + " (devices without that inset): it is pinned to the root view's edges where the safe"
          + " area was meant."))
  }

  @Test("inset by exactly the safe area from the edges it should reach: the opposite advice")
  func safeAreaForRootEdges() throws {
    let found = try mismatches(
      [
        // Pinned to the safe area: 44 from the top and 34 from the bottom on notched.
        result("notched", 375, 812, initial(Fixture.rect(0, 44, 375, 734))),
        result("plain", 375, 667, initial(Fixture.rect(0, 0, 375, 667))),
      ],
      [
        // The whole screen on both devices.
        ("notched", "initial", "panelView", Fixture.rect(0, 0, 375, 812)),
        ("plain", "initial", "panelView", Fixture.rect(0, 0, 375, 667)),
      ])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .safeAreaForRootEdges)
    #expect(
      diagnostic.message.hasPrefix(
        "`panelView` is inset by exactly the safe area on notched, and right on plain (devices"
          + " without that inset): it stops at the safe area where it should reach the screen's"
          + " edges."))
  }

  @Test("a scroll view in the wrong place: its content is said with it, not on its own")
  func scrollContentCarried() throws {
    // The scroll view pinned to the safe area (44 lower, 44 + 34 shorter on notched); the photo
    // at the top of its content moves down the same 44 and keeps its size.
    var scroll = Fixture.view(
      "scrollView", Fixture.rect(0, 44, 375, 734), className: "UIScrollView")
    scroll.scrollState = ScrollStateRecord(
      contentInset: ReportInsets(), adjustedContentInset: ReportInsets(),
      verticalIndicatorInsets: ReportInsets(), keyboardOverlap: 0)
    let found = try mismatches(
      [
        result(
          "notched", 375, 812,
          [
            Snapshot(
              name: "initial",
              views: [scroll, Fixture.view("photoView", Fixture.rect(0, 44, 375, 300))])
          ])
      ],
      [
        ("notched", "initial", "scrollView", Fixture.rect(0, 0, 375, 812)),
        ("notched", "initial", "photoView", Fixture.rect(0, 0, 375, 300)),
      ])
    #expect(found.count == 1)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .safeAreaForRootEdges)
    #expect(
      diagnostic.message.contains(
        "`photoView` lies in `scrollView` and moves with it: it is right once `scrollView` is."))
  }

  @Test("content moved by the safe-area part of its scroll view's inset: the adjustment behaviour")
  func contentInsetAdjusted() throws {
    // A full-screen scroll view, right; its photo at the content's top is 44 lower on notched,
    // where the automatic adjustment adds the safe area's 44 to the inset.
    func snapshot(_ photoY: Double, addedTop: Double) -> [Snapshot] {
      var scroll = Fixture.view(
        "scrollView", Fixture.rect(0, 0, 375, 812), className: "UIScrollView")
      scroll.scrollState = ScrollStateRecord(
        contentInset: ReportInsets(), adjustedContentInset: ReportInsets(top: addedTop),
        verticalIndicatorInsets: ReportInsets(), keyboardOverlap: 0)
      return [
        Snapshot(
          name: "initial",
          views: [scroll, Fixture.view("photoView", Fixture.rect(0, photoY, 375, 300))])
      ]
    }
    let found = try mismatches(
      [result("notched", 375, 812, snapshot(44, addedTop: 44))],
      [
        ("notched", "initial", "scrollView", Fixture.rect(0, 0, 375, 812)),
        ("notched", "initial", "photoView", Fixture.rect(0, 0, 375, 300)),
      ])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .contentInsetAdjusted)
    #expect(diagnostic.message.contains("(44 pt at the top)"))
    #expect(diagnostic.message.contains("`scrollView.contentInsetAdjustmentBehavior = .never`"))
  }

  @Test("pinned to the root view's edge instead of the safe area: the verdict cites that pin")
  func rootEdgeLine() throws {
    // The list's bottom is held by a chain: its top under a header on the safe area (line 20),
    // then its bottom on the root view's bottom (line 30), the one to move to the safe area.
    let file = "exercises/01/list.swift"
    let top = ConstraintRecord(
      description: "<top>", file: file, line: 20, views: ["headerView"],
      equation: ConstraintEquation(
        first: term("headerView", "top"), relation: "==",
        second: term("view.safeAreaLayoutGuide", "top")))
    let bottom = ConstraintRecord(
      description: "<bottom>", file: file, line: 30, views: ["listView"],
      equation: ConstraintEquation(
        first: term("listView", "bottom"), relation: "==", second: term("view", "bottom"),
        constant: -16))
    func device(_ name: String, _ height: Double, _ frame: ReportRect) -> DeviceResult {
      held(
        "listView", frame, on: name, height: height,
        blame: FrameBlame(y: [top], height: [top, bottom]))
    }
    // The bottom 16 above the screen's bottom: 812 - 16 = 796 on notched, where the safe area's
    // is 812 - 34 - 16 = 762; plain has no bottom inset, so 667 - 16 = 651 either way.
    let report = LayoutReport(results: [
      device("notched", 812, Fixture.rect(16, 120, 343, 676)),
      device("plain", 667, Fixture.rect(16, 96, 343, 555)),
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("notched", "initial", "listView", Fixture.rect(16, 120, 343, 642)),
        ("plain", "initial", "listView", Fixture.rect(16, 96, 343, 555)),
      ]),
      devices: table, learnerFile: (file, ""))
    let diagnostic = try #require(verdict.diagnostics.first)
    #expect(diagnostic.cause == .rootEdgesForSafeArea)
    #expect(diagnostic.line == 30)
  }

  @Test("a bar right in x and off in y: the verdict cites its bottom pin, not its leading pin")
  func rootEdgeLineOfTheEdgeThatIsOff() throws {
    // Both pins relate the root view's edges; only the bottom one (line 34) is wrong: the
    // leading pin (line 32) spans the screen as meant, on both devices.
    let file = "exercises/02/bar.swift"
    let leading = ConstraintRecord(
      description: "<leading>", file: file, line: 32, views: ["actionBar"],
      equation: ConstraintEquation(
        first: term("actionBar", "leading"), relation: "==", second: term("view", "leading")))
    let bottom = ConstraintRecord(
      description: "<bottom>", file: file, line: 34, views: ["actionBar"],
      equation: ConstraintEquation(
        first: term("actionBar", "bottom"), relation: "==", second: term("view", "bottom")))
    let height = ConstraintRecord(
      description: "<height>", file: file, line: 35, views: ["actionBar"],
      equation: ConstraintEquation(
        first: term("actionBar", "height"), relation: "==", second: nil, constant: 44))
    func device(_ name: String, _ screenHeight: Double) -> DeviceResult {
      // On the root view's bottom: y = screen height - 44.
      return held(
        "actionBar", Fixture.rect(0, screenHeight - 44, 375, 44), on: name,
        height: screenHeight,
        blame: FrameBlame(x: [leading], y: [bottom, height], height: [height]))
    }
    let report = LayoutReport(results: [device("notched", 812), device("plain", 667)])
    // Above the home indicator on notched: 812 - 34 - 44 = 734; plain has no bottom inset.
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("notched", "initial", "actionBar", Fixture.rect(0, 734, 375, 44)),
        ("plain", "initial", "actionBar", Fixture.rect(0, 623, 375, 44)),
      ]),
      devices: table, learnerFile: (file, ""))
    let diagnostic = try #require(verdict.diagnostics.first)
    #expect(diagnostic.cause == .rootEdgesForSafeArea)
    #expect(diagnostic.line == 34)
  }

  /// A scroll view from the safe area's top (y = 44) to the bottom of the screen (812) on
  /// notched, so 768 tall; its bottom is pinned to `target`'s top at line 44.
  private func pinnedBottom(to target: String, attribute: String, actualHeight: Double) throws
    -> [Diagnostic]
  {
    var scroll = Fixture.view("scrollView", Fixture.rect(0, 44, 375, actualHeight))
    let bottom = ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 UIScrollView:0x2.bottom == \(target).\(attribute)>",
      file: Fixture.file, line: 44, origin: .code, views: ["scrollView", "view"],
      equation: ConstraintEquation(
        first: .init(item: "scrollView", attribute: "bottom"), relation: "==",
        second: .init(item: target, attribute: attribute), constant: 0))
    scroll.blame = FrameBlame(y: [], height: [bottom])
    return try mismatches(
      [result("notched", 375, 812, [Snapshot(name: "initial", views: [scroll])])],
      [("notched", "initial", "scrollView", Fixture.rect(0, 44, 375, 768))])
  }

  @Test(
    "the bottom 34 pt short, pinned to a keyboard guide's top: the guide stops at the safe area")
  func keyboardGuideStopsAtSafeArea() throws {
    // The guide's top is the safe area's bottom, 812 - 34 = 778: 778 - 44 = 734 tall.
    let found = try pinnedBottom(
      to: "view.keyboardLayoutGuide", attribute: "top", actualHeight: 734)
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .keyboardGuideStopsAtSafeArea)
    #expect(diagnostic.line == 44)
    #expect(
      diagnostic.message.hasPrefix(
        "`scrollView`'s bottom stops short of the screen's bottom edge by the bottom safe-area"
          + " inset (34 pt on notched) on notched: it is pinned to"
          + " `view.keyboardLayoutGuide.top`, and that guide still uses the bottom safe area"))
    #expect(
      diagnostic.message.contains("set `view.keyboardLayoutGuide.usesBottomSafeArea = false`"))
  }

  @Test("the bottom 34 pt short, pinned to the safe area: not the keyboard guide's setting")
  func safeAreaBottomIsNotTheKeyboardGuide() throws {
    let found = try pinnedBottom(
      to: "view.safeAreaLayoutGuide", attribute: "bottom", actualHeight: 734)
    #expect(found.first?.cause != .keyboardGuideStopsAtSafeArea)
  }

  @Test("the same 16 pt from the edges on every screen, right only where the margin is 16")
  func constantForMargin() throws {
    let found = try mismatches(
      [
        // 16 pt constants: x = 16, width = 375 - 32 = 343 and 834 - 32 = 802.
        result("plain", 375, 667, initial(Fixture.rect(16, 0, 343, 100))),
        result("wide", 834, 1194, initial(Fixture.rect(16, 0, 802, 100))),
      ],
      [
        ("plain", "initial", "panelView", Fixture.rect(16, 0, 343, 100)),
        // The margins guide on wide: x = 20, width = 834 - 40 = 794.
        ("wide", "initial", "panelView", Fixture.rect(20, 0, 794, 100)),
      ])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .constantForMargin)
    #expect(
      diagnostic.message.hasPrefix(
        "`panelView` keeps the same distances from the screen's edges on every device, so it is"
          + " off on wide, and right on plain (the screens your numbers fit): a constant where a"
          + " margin was meant."))
  }

  @Test("a step that should move a view leaves it where it was: its layout was not redone")
  func layoutNotRedone() throws {
    let found = try mismatches(
      [
        result(
          "plain", 375, 667,
          [
            Snapshot(
              name: "initial", views: [Fixture.view("panelView", Fixture.rect(0, 0, 100, 100))]),
            Snapshot(
              name: "grown", views: [Fixture.view("panelView", Fixture.rect(0, 0, 100, 100))]),
          ])
      ],
      [
        ("plain", "initial", "panelView", Fixture.rect(0, 0, 100, 100)),
        // The step doubles the width constant: 2 × 100 = 200.
        ("plain", "grown", "panelView", Fixture.rect(0, 0, 200, 100)),
      ])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .layoutNotRedone)
    #expect(
      diagnostic.message.hasPrefix(
        "`panelView` did not move on plain in snapshot grown: it still has its frame from"
          + " `initial`, so what the step changed never reached its layout."))
  }

  @Test("a view that did not move but shows the frame its constraints give was laid out")
  func laidOutButNotFollowing() throws {
    var kept = Fixture.view("panelView", Fixture.rect(0, 0, 100, 100))
    kept.placement = "constraints"
    let found = try mismatches(
      [
        result(
          "plain", 375, 667,
          [
            Snapshot(
              name: "initial", views: [Fixture.view("panelView", Fixture.rect(0, 0, 100, 100))]),
            Snapshot(name: "grown", views: [kept]),
          ])
      ],
      [
        ("plain", "initial", "panelView", Fixture.rect(0, 0, 100, 100)),
        ("plain", "grown", "panelView", Fixture.rect(0, 0, 200, 100)),
      ])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause != .layoutNotRedone)
    #expect(!diagnostic.message.contains("never reached its layout"))
  }

  @Test("an animation sample already at the settled frame: the change was not animated")
  func notAnimated() throws {
    let grown = Fixture.rect(0, 0, 200, 100)
    let found = try mismatches(
      [
        result(
          "plain", 375, 667,
          [
            Snapshot(
              name: "initial", views: [Fixture.view("panelView", Fixture.rect(0, 0, 100, 100))]),
            Snapshot(name: "grown", time: 0.5, views: [Fixture.view("panelView", grown)]),
            Snapshot(name: "grown", views: [Fixture.view("panelView", grown)]),
          ])
      ],
      [
        // Halfway through a linear animation from 100 to 200: 100 + 0.5 × 100 = 150.
        ("plain", "grown@0.5", "panelView", Fixture.rect(0, 0, 150, 100)),
        ("plain", "grown", "panelView", grown),
      ])
    let diagnostic = try #require(found.first)
    #expect(diagnostic.cause == .layoutNotRedone)
    #expect(diagnostic.message.contains("the change was not animated"))
  }

  @Test("the same sentence on several devices is said once, without a cause")
  func sameSentenceOnce() throws {
    let frame = Fixture.rect(36, 40, 100, 50)
    let found = try mismatches(
      [
        result("notched", 375, 812, initial(frame)),
        result("plain", 375, 667, initial(frame)),
      ],
      [
        ("notched", "initial", "panelView", Fixture.rect(20, 40, 100, 50)),
        ("plain", "initial", "panelView", Fixture.rect(20, 40, 100, 50)),
      ])
    #expect(found.count == 1)
    #expect(found.first?.cause == nil)
    #expect(
      found.first?.message
        == "`panelView` is shifted 16 pt to the right on every device (expected x = 20, got 36).")
    #expect(found.first?.devices == ["notched", "plain"])
  }

  @Test("the same move with other numbers is said once, with the first device's numbers")
  func sameMoveOtherNumbers() throws {
    let found = try mismatches(
      [
        // Trailing-pinned 40 pt views, 12 pt further right than they should be.
        result("plain", 375, 667, initial(Fixture.rect(311, 0, 40, 40))),
        result("wide", 834, 1194, initial(Fixture.rect(770, 0, 40, 40))),
      ],
      [
        ("plain", "initial", "panelView", Fixture.rect(299, 0, 40, 40)),
        ("wide", "initial", "panelView", Fixture.rect(758, 0, 40, 40)),
      ])
    #expect(
      found.map(\.message) == [
        "`panelView` is shifted 12 pt to the right on every device"
          + " (on plain: expected x = 299, got 311)."
      ])
  }

  @Test("a fixed-width view at 16 pt in both orientations, where landscape has a 44 pt inset")
  func constantForMarginWithSafeArea() throws {
    let landscape = DeviceTableEntry.Traits(
      safeArea: DeviceInsets(top: 0, left: 44, bottom: 21, right: 44),
      horizontalSizeClass: .compact,
      verticalSizeClass: .compact, rootMargin: 20)
    let portrait = DeviceTableEntry.Traits(
      safeArea: DeviceInsets(top: 44, left: 0, bottom: 34, right: 0), horizontalSizeClass: .compact,
      verticalSizeClass: .regular, rootMargin: 16)
    let phone = DeviceTableEntry(
      id: "phone", name: "phone", idiom: .phone, width: 375, height: 812, scale: 3,
      portrait: portrait, landscape: landscape)
    let landscapeResult = DeviceResult(
      device: "phone", orientation: .landscape, size: ReportSize(width: 812, height: 375),
      scale: 3, snapshots: initial(Fixture.rect(16, 100, 48, 48)))
    let verdict = Verdict(
      grading: LayoutReport(results: [
        result("phone", 375, 812, initial(Fixture.rect(16, 100, 48, 48))), landscapeResult,
      ]),
      against: try Fixture.expected([
        // Portrait: 0 safe-area inset + 16 margin = 16, what the constant 16 gives too.
        ("phone", "initial", "panelView", Fixture.rect(16, 100, 48, 48)),
        // Landscape: 44 inset + 20 margin = 64; the constant still gives 16 (48 pt off).
        ("phone:landscape", "initial", "panelView", Fixture.rect(64, 100, 48, 48)),
      ]),
      devices: DeviceTable(entries: [phone]))
    #expect(verdict.diagnostics.map(\.cause) == [.constantForMargin])
  }

  @Test("different ways of being wrong stay apart, each naming its devices")
  func differentSentences() throws {
    let found = try mismatches(
      [
        result("notched", 375, 812, initial(Fixture.rect(36, 40, 100, 50))),
        result("plain", 375, 667, initial(Fixture.rect(4, 40, 100, 50))),
      ],
      [
        ("notched", "initial", "panelView", Fixture.rect(20, 40, 100, 50)),
        ("plain", "initial", "panelView", Fixture.rect(20, 40, 100, 50)),
      ])
    // 36 - 20 = 16 to the right; 4 - 20 = 16 to the left: other directions, other sentences.
    #expect(
      found.map(\.message) == [
        "`panelView` is shifted 16 pt to the right on notched (expected x = 20, got 36).",
        "`panelView` is shifted 16 pt to the left on plain (expected x = 20, got 4).",
      ])
  }

  @Test("the same edges off by other amounts: one sentence for the first device, the others listed")
  func sameEdgesOtherAmounts() throws {
    let found = try mismatches(
      [
        result("notched", 375, 812, initial(Fixture.rect(36, 40, 100, 50))),
        result("plain", 375, 667, initial(Fixture.rect(28, 40, 100, 50))),
      ],
      [
        ("notched", "initial", "panelView", Fixture.rect(20, 40, 100, 50)),
        ("plain", "initial", "panelView", Fixture.rect(20, 40, 100, 50)),
      ])
    // Both shifted right, by 36 - 20 = 16 and 28 - 20 = 8: one diagnostic, no amount said of a
    // device it is not true of.
    #expect(
      found.map(\.message) == [
        "`panelView` is shifted 16 pt to the right on notched (expected x = 20, got 36).\n"
          + "The same edges are off, by other amounts, on plain"
          + " (expected [20, 40, 100, 50], got [28, 40, 100, 50])."
      ])
    #expect(found.map(\.devices) == [["notched", "plain"]])
  }

  @Test("grade --json carries the devices and the cause of each diagnostic")
  func json() throws {
    let frame = Fixture.rect(0, 0, 320, 240)
    let verdict = Verdict(
      grading: LayoutReport(results: [
        result("notched", 375, 812, initial(frame, translates: true)),
        result("wide", 834, 1194, initial(frame, translates: true)),
      ]),
      against: try Fixture.expected([
        ("notched", "initial", "panelView", Fixture.rect(0, 0, 375, 406)),
        ("wide", "initial", "panelView", Fixture.rect(0, 0, 834, 597)),
      ]),
      devices: table)
    let data = try GradeResult(exercise: "x/y", verdict: verdict, durationMs: 1).jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?["cause"] as? String == "hard-coded-frame")
    #expect(diagnostics.first?["devices"] as? [String] == ["notched", "wide"])
  }
}

/// What holds a wrong edge, said with the learner's lines.
@Suite("Blame for wrong edges")
struct BlameTests {
  private let file = "exercises/01/panel.swift"

  @Test("a wrong edge names the constraint on the learner's line that holds it")
  func constraintLine() throws {
    let held = ConstraintRecord(description: "<leading>", file: file, line: 24, views: ["redView"])
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              ViewRecord(
                path: "redView", className: "UIView", frame: Fixture.rect(36, 40, 100, 50),
                frameInRoot: Fixture.rect(36, 40, 100, 50),
                blame: FrameBlame(x: [held], width: [ConstraintRecord(description: "<width>")]))
            ])
        ])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "initial", "redView", Fixture.rect(20, 40, 100, 50))
      ]),
      learnerFile: (file, ""))
    let diagnostic = try #require(verdict.diagnostics.first)
    // x and maxX both moved by 16; the width's holder is UIKit's, so only line 24 is named.
    #expect(
      diagnostic.message
        == "`redView` is shifted 16 pt to the right on iphone-x (expected x = 20, got 36).\n"
        + "x = 36 and maxX = 136 come from the constraint on line 24.")
    #expect(diagnostic.file == file)
    #expect(diagnostic.line == 24)
  }

  @Test("a view still translating its mask is blamed on the line that set its frame")
  func frameLine() throws {
    let source = """
      class A: UIViewController {
        let panelView = UIView()
        // panelView.frame = .zero in a comment is not code
        override func viewDidLoad() {
          panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
        }
      }
      """
    let mask = ConstraintRecord(description: "<h=--& v=--&>", origin: .autoresizing)
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              ViewRecord(
                path: "panelView", className: "UIView", frame: Fixture.rect(0, 0, 320, 240),
                frameInRoot: Fixture.rect(0, 0, 320, 240),
                translatesAutoresizingMaskIntoConstraints: true,
                blame: FrameBlame(x: [mask], y: [mask], width: [mask], height: [mask]))
            ])
        ])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "initial", "panelView", Fixture.rect(0, 0, 375, 406))
      ]),
      learnerFile: (file, source))
    let diagnostic = try #require(verdict.diagnostics.first)
    // 375 and 406 expected; the frame's 320 and 240 are what the mask holds.
    let lines = diagnostic.message.split(separator: "\n").map(String.init)
    #expect(
      lines.count > 1 && lines[1] == "maxX = 320 and maxY = 240 come from the frame set on line 5.")
    #expect(diagnostic.line == 5)
  }
}
