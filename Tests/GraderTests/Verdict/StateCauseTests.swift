import LayoutReport
import Testing

@testable import Grader

/// Causes named from what the engine recorded of a view's state: each leads its diagnostic with
/// the learner's mistake, gives the fix that mends it, and never the generic "the layout was not
/// redone" advice.
@Suite("Causes read from the engine's records")
struct StateCauseTests {
  private let file = Fixture.file

  private func equation(
    _ first: String, _ firstAttribute: String, _ second: String?, _ secondAttribute: String?,
    constant: Double
  ) -> ConstraintEquation {
    ConstraintEquation(
      first: .init(item: first, attribute: firstAttribute), relation: "==",
      second: second.map { .init(item: $0, attribute: secondAttribute ?? firstAttribute) },
      constant: constant)
  }

  private func frames(_ verdict: Verdict) -> [Diagnostic] {
    verdict.diagnostics.filter { $0.kind == .frameMismatch }
  }

  // MARK: An intrinsic size never invalidated

  /// Five stars are 5 × 24 − 4 = 116 pt wide, three 68: the rating view kept 116 after the step,
  /// and the badge 8 pt after it is at 16 + 116 + 8 = 140 where 16 + 68 + 8 = 92 was meant.
  private func ratingVerdict(stale: Bool) throws -> Verdict {
    var rating = Fixture.view("ratingView", Fixture.rect(16, 64, 116, 20))
    if stale {
      rating.staleIntrinsicSize = StaleIntrinsicSizeRecord(
        used: ReportSize(width: 116, height: 20), current: ReportSize(width: 68, height: 20))
    }
    var badge = Fixture.view("reviewsBadge", Fixture.rect(140, 62, 40, 24))
    badge.blame = FrameBlame(x: [
      ConstraintRecord(
        description: "<NSLayoutConstraint:0x1 UIView:0x2.leading == UIView:0x3.trailing + 8>",
        file: file, line: 47, origin: .code, views: ["reviewsBadge", "ratingView"],
        equation: equation("reviewsBadge", "leading", "ratingView", "trailing", constant: 8))
    ])
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial",
            views: [
              Fixture.view("ratingView", Fixture.rect(16, 64, 116, 20)),
              Fixture.view("reviewsBadge", Fixture.rect(140, 62, 40, 24)),
            ]),
          Snapshot(name: "three-stars", views: [rating, badge]),
        ])
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "ratingView", Fixture.rect(16, 64, 116, 20)),
      ("iphone-x", "initial", "reviewsBadge", Fixture.rect(140, 62, 40, 24)),
      ("iphone-x", "three-stars", "ratingView", Fixture.rect(16, 64, 68, 20)),
      ("iphone-x", "three-stars", "reviewsBadge", Fixture.rect(92, 62, 40, 24)),
    ])
    return Verdict(grading: report, against: expected)
  }

  @Test(
    "an intrinsic size never invalidated is the cause, and the views placed from it move with it")
  func staleIntrinsicSize() throws {
    let diagnostics = frames(try ratingVerdict(stale: true))
    #expect(diagnostics.count == 1)
    let lead = try #require(diagnostics.first)
    #expect(lead.cause == .intrinsicSizeNotInvalidated)
    let lines = lead.message.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "`ratingView` is still 116 × 20 on iphone-x in snapshot three-stars, the size its"
        + " `intrinsicContentSize` answered before: it answers 68 × 20 now, but Auto Layout"
        + " keeps the size it read until the view says it has changed.")
    #expect(lines.contains { $0.contains("call `invalidateIntrinsicContentSize()` on that view") })
    #expect(
      lines.contains(
        "`reviewsBadge` is placed from `ratingView` and moves with it: it is right once"
          + " `ratingView` is."))
    #expect(!lead.message.contains("call `layoutIfNeeded()`"))
  }

  @Test("without the engine's record, the same frames are only a layout not redone")
  func withoutTheRecord() throws {
    let diagnostics = frames(try ratingVerdict(stale: false))
    #expect(diagnostics.first?.cause == .layoutNotRedone)
    #expect(diagnostics.count == 2)
  }

  @Test("a cause read from the engine's records comes before the callback counts it explains")
  func orderedBeforeRules() {
    let callbacks = Diagnostic(kind: .callbackCount, message: "viewDidLayoutSubviews: 0")
    let symptom = Diagnostic(kind: .frameMismatch, message: "moved", cause: .layoutNotRedone)
    let cause = Diagnostic(
      kind: .frameMismatch, message: "stale", cause: .intrinsicSizeNotInvalidated)
    let ordered = Diagnostic.ordered([callbacks, symptom, cause])
    #expect(ordered.map(\.message) == ["stale", "viewDidLayoutSubviews: 0", "moved"])
  }

  @Test("a view still placed by its mask comes before the conflicts its mask causes")
  func maskBeforeConflicts() {
    let conflict = Diagnostic(kind: .unsatisfiableConstraints, message: "conflict")
    let mask = Diagnostic(kind: .frameMismatch, message: "mask", cause: .maskTranslating)
    let missing = Diagnostic(kind: .missingView, message: "missing")
    #expect(
      Diagnostic.ordered([conflict, mask, missing]).map(\.message) == [
        "missing", "mask", "conflict",
      ])
  }

  @Test("an update UIKit never ran is the cause; the views that kept their frames fold into it")
  func updateNeverRequested() {
    let update = Diagnostic(
      kind: .callbackCount, message: "In step with-map UIKit did not call `updateViewConstraints`",
      cause: .constraintsUpdateNotRequested)
    let stayed = Diagnostic(
      kind: .frameMismatch, message: "`mapView` did not move", view: "mapView",
      cause: .layoutNotRedone)
    let inactive = Diagnostic(kind: .inactiveConstraint, message: "never activated")
    let other = Diagnostic(kind: .frameMismatch, message: "`badge` is 4 pt off", view: "badge")
    let folded = Diagnostic.ordered(
      VerdictExplainer.foldingUpdateConsequences([stayed, inactive, update, other]))
    #expect(folded.map(\.kind) == [.callbackCount, .frameMismatch])
    #expect(
      folded[0].message.hasSuffix("Until it runs, `mapView` keeps its frame from before the step."))
    #expect(folded[1].view == "badge")
    // Without the update's cause nothing is folded.
    #expect(VerdictExplainer.foldingUpdateConsequences([stayed, inactive, other]).count == 3)
  }

  @Test("rows a table sized wrongly come before the ambiguity of the content in them")
  func rowsBeforeAmbiguity() {
    let ambiguous = Diagnostic(kind: .ambiguousLayout, message: "ambiguous")
    let rows = Diagnostic(kind: .frameMismatch, message: "rows", cause: .rowHeightFixed)
    let conflict = Diagnostic(kind: .unsatisfiableConstraints, message: "conflict")
    #expect(
      Diagnostic.ordered([ambiguous, rows, conflict]).map(\.message)
        == ["conflict", "rows", "ambiguous"])
  }

  // MARK: A label's lines

  /// 17-pt system text is 20.333 pt a line on a 3× screen: three lines 61, one 20.333.
  private func labelVerdict(numberOfLines: Int, shown: Int) throws -> Verdict {
    var label = Fixture.view(
      "summaryLabel", Fixture.rect(16, 20, 343, 20.333), className: "UILabel")
    label.textLines = TextLinesRecord(shown: shown, needed: 3, numberOfLines: numberOfLines)
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: [label])])
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "summaryLabel", Fixture.rect(16, 20, 343, 61))
    ])
    return Verdict(grading: report, against: expected)
  }

  @Test("a label that shows one line of three: its numberOfLines, and the fix is 0")
  func oneLine() throws {
    let lead = try #require(frames(try labelVerdict(numberOfLines: 1, shown: 1)).first)
    #expect(lead.cause == .labelLinesLimited)
    #expect(
      lead.message.hasPrefix(
        "`summaryLabel` shows 1 line of the 3 its text takes on iphone-x: its `numberOfLines` is"
          + " 1 (the default), so its intrinsic height is one line's."))
    #expect(lead.message.contains("Set `numberOfLines = 0`"))
  }

  @Test("a label whose lines are cut by its height: the height is said, not numberOfLines")
  func cutByHeight() throws {
    let lead = try #require(frames(try labelVerdict(numberOfLines: 0, shown: 1)).first)
    #expect(lead.cause == .labelLinesLimited)
    #expect(lead.message.contains("its height holds no more"))
    #expect(!lead.message.contains("Set `numberOfLines = 0`"))
  }

  // MARK: Item sizes a flow layout kept

  @Test("cells a flow layout kept at their upright size: one cause, each device's own numbers")
  func staleItemSizes() throws {
    // iPhone SE upright 375 wide: (375 − 30) / 2 = 172.5; turned 667: (667 − 30) / 2 = 318.5.
    // iPad Pro 11" upright 834: (834 − 30) / 2 = 402; turned 1194: (1194 − 30) / 2 = 582.
    func cells(_ side: Double, askedAt: ReportSize, now: ReportSize, current: Double)
      -> [ViewRecord]
    {
      [0, 1].map { item in
        var cell = Fixture.view(
          "collectionView.cells[0][\(item)]",
          Fixture.rect(10 + Double(item) * (side + 10), 10, side, side),
          translates: true)
        cell.staleItemSize = StaleItemSizeRecord(
          used: ReportSize(width: side, height: side),
          current: ReportSize(width: current, height: current), askedAt: askedAt, now: now)
        return cell
      }
    }
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-se",
        snapshots: [
          Snapshot(
            name: "landscape",
            views: cells(
              172.5, askedAt: ReportSize(width: 375, height: 667),
              now: ReportSize(width: 667, height: 375), current: 318.5))
        ]),
      Fixture.device(
        "ipad-pro-11",
        snapshots: [
          Snapshot(
            name: "landscape",
            views: cells(
              402, askedAt: ReportSize(width: 834, height: 1194),
              now: ReportSize(width: 1194, height: 834), current: 582))
        ]),
    ])
    let expected = try Fixture.expected([
      ("iphone-se", "landscape", "collectionView.cells[0][0]", Fixture.rect(10, 10, 318.5, 318.5)),
      (
        "iphone-se", "landscape", "collectionView.cells[0][1]",
        Fixture.rect(338.5, 10, 318.5, 318.5)
      ),
      ("ipad-pro-11", "landscape", "collectionView.cells[0][0]", Fixture.rect(10, 10, 582, 582)),
      ("ipad-pro-11", "landscape", "collectionView.cells[0][1]", Fixture.rect(602, 10, 582, 582)),
    ])
    let diagnostics = frames(Verdict(grading: report, against: expected))
    #expect(diagnostics.count == 1)
    let lead = try #require(diagnostics.first)
    #expect(lead.cause == .itemSizesStale)
    #expect(
      lead.message.hasPrefix(
        "`collectionView.cells[0][0]` and `collectionView.cells[0][1]` are each the size the flow"
          + " layout asked `sizeForItemAt` for before the collection view changed size, on"
          + " every device. On iphone-se that is 172.5 × 172.5, given when the collection view"
          + " was 375 × 667; it is 667 × 375 now, where `sizeForItemAt` answers 318.5 × 318.5."))
    #expect(lead.message.contains("`collectionViewLayout.invalidateLayout()`"))
    #expect(!lead.message.contains("translatesAutoresizingMask"))
  }

  // MARK: A constant's sign

  /// The button's bottom is pinned 16 pt above the guide's top in the exercise, below it in the
  /// program: 32 pt too far down.
  private func signVerdict(actualY: Double) throws -> Verdict {
    var button = Fixture.view("signInButton", Fixture.rect(16, actualY, 343, 50))
    let bottom = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x1 UIView:0x2.bottom == UIKeyboardLayoutGuide:0x3'UIKeyboardLayoutGuide'.top + 16   (active)>",
      file: file, line: 33, origin: .code, views: ["signInButton", "view"],
      equation: equation("signInButton", "bottom", "view.keyboardLayoutGuide", "top", constant: 16))
    let height = ConstraintRecord(
      description: "<NSLayoutConstraint:0x4 UIView:0x2.height == 50   (active)>",
      file: file, line: 30, origin: .code, views: ["signInButton"],
      equation: equation("signInButton", "height", nil, nil, constant: 50))
    button.blame = FrameBlame(y: [bottom, height], height: [height])
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: [button])])
    ])
    return Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "initial", "signInButton", Fixture.rect(16, 712, 343, 50))
      ]))
  }

  @Test("an edge off by twice its constraint's constant: the sign, at that constraint's line")
  func flippedSign() throws {
    let lead = try #require(frames(try signVerdict(actualY: 744)).first)
    #expect(lead.cause == .insetSignFlipped)
    #expect(lead.line == 33)
    #expect(
      lead.message.hasPrefix(
        "`signInButton` is 32 pt too far down on iphone-x, exactly twice the constant of"
          + " `signInButton.bottom == view.keyboardLayoutGuide.top + 16` (line 33): the"
          + " constant's sign is flipped."))
    #expect(lead.message.contains("write `constant: -16`"))
  }

  @Test("an edge off by another amount is not called a flipped sign")
  func notAFlippedSign() throws {
    let lead = try #require(frames(try signVerdict(actualY: 742)).first)
    #expect(lead.cause == nil)
  }

  /// The banner is inset 20 on both sides in the exercise; the program wrote the trailing inset
  /// `+ 20` (line 22) beside the leading `+ 20` (line 20): its right edge is 2 × 20 too far right.
  @Test("a trailing constant flipped beside a leading inset of the same number: the trailing one")
  func flippedSignOnItsOwnEdge() throws {
    var banner = Fixture.view("bannerView", Fixture.rect(20, 50, 375, 100))
    let leading = ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 UIView:0x2.leading == UIView:0x3.leading + 20>",
      file: file, line: 20, origin: .code, views: ["bannerView", "view"],
      equation: equation("bannerView", "leading", "view", nil, constant: 20))
    let trailing = ConstraintRecord(
      description: "<NSLayoutConstraint:0x4 UIView:0x2.trailing == UIView:0x3.trailing + 20>",
      file: file, line: 22, origin: .code, views: ["bannerView", "view"],
      equation: equation("bannerView", "trailing", "view", nil, constant: 20))
    banner.blame = FrameBlame(x: [leading], width: [leading, trailing])
    let report = LayoutReport(results: [
      Fixture.device("iphone-se", snapshots: [Snapshot(name: "initial", views: [banner])])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-se", "initial", "bannerView", Fixture.rect(20, 50, 335, 100))
      ]))
    let lead = try #require(frames(verdict).first)
    #expect(lead.cause == .insetSignFlipped)
    #expect(lead.line == 22)
    #expect(lead.message.contains("`bannerView.trailing == view.trailing + 20` (line 22)"))
  }

  /// Self-sizing cells 24 pt too short because the photo inside them is pinned 12 below the
  /// content view's bottom instead of 12 above it: the cells are said with the photo.
  @Test("cells that size themselves are wrong with what is inside them, not by their frames")
  func cellsCarriedByTheirContent() throws {
    let path = "collectionView.cells[0][0]"
    let cell = Fixture.view(path, Fixture.rect(8, 8, 359, 108))
    var photo = Fixture.view(path + ".photoView", Fixture.rect(20, 44, 80, 40))
    let bottom = ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 UIImageView:0x2.bottom == UIView:0x3.bottom + 12>",
      file: file, line: 28, origin: .code, views: [path + ".photoView", path + ".contentView"],
      equation: equation(path + ".photoView", "bottom", path + ".contentView", nil, constant: 12))
    photo.blame = FrameBlame(y: [bottom])
    let report = LayoutReport(results: [
      Fixture.device("iphone-se", snapshots: [Snapshot(name: "initial", views: [cell, photo])])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-se", "initial", path, Fixture.rect(8, 8, 359, 132)),
        ("iphone-se", "initial", path + ".photoView", Fixture.rect(20, 68, 80, 40)),
      ]))
    let said = frames(verdict)
    #expect(said.count == 1)
    let lead = try #require(said.first)
    #expect(lead.cause == .insetSignFlipped)
    #expect(lead.line == 28)
    #expect(lead.message.contains("`\(path)` takes its size from the constraints inside it"))
    #expect(!lead.message.contains("autoresizing"))
  }

  // MARK: Conflicts

  /// The button's bottom pinned to the safe area (line 35) and to the keyboard guide (line 36);
  /// UIKit broke the keyboard one while the keyboard is up, so the button stayed low.
  private func pinnedTwiceEntry() -> LogEntry {
    let safe = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x1 UIView:0x2.bottom == UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.bottom - 16   (active)>",
      file: file, line: 35, origin: .code, views: ["signInButton", "view"],
      equation: equation(
        "signInButton", "bottom", "view.safeAreaLayoutGuide", "bottom", constant: -16))
    let keyboard = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x4 UIView:0x2.bottom == UIKeyboardLayoutGuide:0x5'UIKeyboardLayoutGuide'.top - 16   (active)>",
      file: file, line: 36, broken: true, origin: .code, views: ["signInButton", "view"],
      equation: equation("signInButton", "bottom", "view.keyboardLayoutGuide", "top", constant: -16)
    )
    let window = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UIWindow:0x7.height == 812   (active)>",
      origin: .system)
    return LogEntry(kind: .unsatisfiable, text: "…", constraints: [safe, keyboard, window])
  }

  @Test("one edge pinned twice: said as that, with which one to delete, and the frame follows")
  func pinnedTwice() throws {
    var button = Fixture.view("signInButton", Fixture.rect(16, 712, 343, 50))
    button.blame = FrameBlame(y: [pinnedTwiceEntry().constraints[0]])
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x", snapshots: [Snapshot(name: "keyboard", views: [button])],
        log: [pinnedTwiceEntry()])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "keyboard", "signInButton", Fixture.rect(16, 411, 343, 50))
      ]))
    let conflict = try #require(verdict.diagnostics.first)
    #expect(conflict.kind == .unsatisfiableConstraints)
    #expect(conflict.cause == .edgePinnedTwice)
    #expect(
      conflict.diagnosis
        == "`signInButton`'s bottom is pinned twice:"
        + " `signInButton.bottom == view.safeAreaLayoutGuide.bottom - 16` (line 35) and"
        + " `signInButton.bottom == view.keyboardLayoutGuide.top - 16` (line 36) cannot both"
        + " hold, so UIKit broke the one on line 36. An edge takes one constraint that places"
        + " it: delete the one to the safe area (line 35). The keyboard layout guide's top is"
        + " the safe area's bottom while the keyboard is hidden, so the keyboard one alone"
        + " places it either way.")
    let frame = try #require(frames(verdict).first)
    #expect(frame.cause == .constraintBroken)
    #expect(frame.line == 36)
    #expect(!frame.message.contains("layoutIfNeeded"))
  }

  @Test("a conflict between different edges is not an edge pinned twice")
  func differentEdges() throws {
    let width = ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 UIView:0x2.width == 300   (active)>",
      file: file, line: 53, origin: .code, views: ["emailField"],
      equation: equation("emailField", "width", nil, nil, constant: 300))
    let leading = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x3 UIView:0x2.leading == UILayoutGuide:0x4'UIViewLayoutMarginsGuide'.leading   (active)>",
      file: file, line: 28, broken: true, origin: .code, views: ["emailField", "view"],
      equation: equation(
        "emailField", "leading", "view.layoutMarginsGuide", "leading", constant: 0))
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x",
        snapshots: [
          Snapshot(
            name: "initial", views: [Fixture.view("emailField", Fixture.rect(16, 60, 300, 44))])
        ],
        log: [LogEntry(kind: .unsatisfiable, text: "…", constraints: [width, leading])])
    ])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "initial", "emailField", Fixture.rect(16, 60, 300, 44))
      ]))
    let conflict = verdict.diagnostics.first { $0.kind == .unsatisfiableConstraints }
    #expect(conflict?.cause == nil)
    #expect(conflict?.diagnosis?.contains("pinned twice") == false)
  }
}
