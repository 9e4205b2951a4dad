import LayoutReport
import Testing

@testable import Grader

/// The one constraint a failed program wrote differently from the reference solution, named as
/// the learner's mistake.
@Suite("Differences from the reference solution")
struct ReferenceDifferenceTests {
  private func record(
    _ first: String, _ firstAttribute: String, _ second: String?, _ secondAttribute: String?,
    relation: String = "==", multiplier: Double = 1, constant: Double = 0, line: Int? = nil
  ) -> ConstraintRecord {
    ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 …>", file: line == nil ? nil : "Exercise.swift",
      line: line, origin: .code,
      equation: ConstraintEquation(
        first: .init(item: first, attribute: firstAttribute), relation: relation,
        second: second.map { .init(item: $0, attribute: secondAttribute ?? firstAttribute) },
        multiplier: multiplier, constant: constant))
  }

  private func finding(_ learner: [ConstraintRecord], _ reference: [ConstraintRecord])
    -> ReferenceDifference.Finding?
  {
    ReferenceDifference.find(
      in: ConstraintComparison(learner: learner, reference: reference))
  }

  private let shared = [
    ConstraintRecord(
      description: "x", origin: .code,
      equation: ConstraintEquation(
        first: .init(item: "unitLabel", attribute: "leading"), relation: "==",
        second: .init(item: "distanceLabel", attribute: "trailing"), constant: 4))
  ]

  @Test("bottoms aligned where baselines were meant: another attribute of the same views")
  func attribute() throws {
    let found = try #require(
      finding(
        shared + [record("unitLabel", "bottom", "distanceLabel", nil, line: 35)],
        shared + [record("unitLabel", "firstBaseline", "distanceLabel", nil)]))
    #expect(found.kind == .attribute)
    #expect(found.learner?.line == 35)
  }

  @Test("the content guide where the frame guide was meant: another item, the same attributes")
  func item() throws {
    let found = try #require(
      finding(
        [record("contentView", "width", "scrollView.contentLayoutGuide", nil, line: 42)],
        [record("contentView", "width", "scrollView.frameLayoutGuide", nil)]))
    #expect(found.kind == .item)
  }

  @Test("the same edge measured from another item's other edge: another item")
  func itemWithItsOwnEdge() throws {
    // The mini player's bottom on the container's safe area where the tab bar's top was meant.
    let found = try #require(
      finding(
        [record("miniPlayer", "bottom", "view.safeAreaLayoutGuide", nil, line: 55)],
        [record("miniPlayer", "bottom", "tabBar", "top")]))
    #expect(found.kind == .item)
    #expect(found.learner?.line == 55)
    // With another constant too, it differs in two ways: not one item.
    #expect(
      finding(
        [record("miniPlayer", "bottom", "view.safeAreaLayoutGuide", nil, constant: -8, line: 55)],
        [record("miniPlayer", "bottom", "tabBar", "top")])?.kind != .item)
  }

  @Test("a button's bottom on the safe area where its card's bottom was meant: another item")
  func itemOnTheOtherSide() throws {
    // The reference's `setGoalButton.bottom == emptyGoalView.bottom - 20` is kept in canonical
    // order as `emptyGoalView.bottom == setGoalButton.bottom + 20`; read the other way round it
    // is the learner's constraint but for the item.
    let found = try #require(
      finding(
        [
          record(
            "setGoalButton", "bottom", "view.safeAreaLayoutGuide", nil, constant: -20, line: 42)
        ],
        [record("setGoalButton", "bottom", "emptyGoalView", nil, constant: -20)]))
    #expect(found.kind == .item)
    #expect(found.learner?.line == 42)
    #expect(found.reference?.constraint.text == "setGoalButton.bottom == emptyGoalView.bottom - 20")
    // With another constant too, it is not one difference of item.
    #expect(
      finding(
        [record("setGoalButton", "bottom", "view.safeAreaLayoutGuide", nil, constant: -20)],
        [record("setGoalButton", "bottom", "emptyGoalView", nil, constant: -16)]) == nil)
  }

  @Test("a conflict UIKit resolved by breaking the learner's == where >= was meant")
  func relationBehindAConflict() throws {
    let guardLine = record(
      "readingCard", "leading", "view.safeAreaLayoutGuide", nil, constant: 20, line: 27)
    let width = record("readingCard", "width", nil, nil, relation: "<=", constant: 500, line: 26)
    let learner = ProgramLayout(devices: [
      .init(name: "ipad", constraints: [width, guardLine], frames: [:])
    ])
    let reference = ProgramLayout(devices: [
      .init(
        name: "ipad",
        constraints: [
          width,
          record(
            "readingCard", "leading", "view.safeAreaLayoutGuide", nil, relation: ">=",
            constant: 20),
        ], frames: [:])
    ])
    func conflict(line: Int) -> Verdict {
      Verdict(
        status: .failed, score: 1, checks: [],
        diagnostics: [
          Diagnostic(
            kind: .unsatisfiableConstraints, message: "Some constraints conflict on ipad.",
            file: "Exercise.swift", line: line, device: "ipad", diagnosis: "UIKit broke it.")
        ])
    }
    let explained = ReferenceDifference.explaining(
      conflict(line: 27), learner: learner, reference: reference, file: "Exercise.swift")
    let first = try #require(explained.diagnostics.first)
    #expect(first.kind == .unsatisfiableConstraints)
    #expect(first.cause == .wrongRelation)
    #expect(first.line == 27)
    #expect(
      first.diagnosis?.hasPrefix(
        "`readingCard.leading == view.safeAreaLayoutGuide.leading + 20` (line 27) has the wrong"
          + " relation: this layout needs `readingCard.leading >= view.safeAreaLayoutGuide.leading"
          + " + 20`.") == true)
    // UIKit broke another of the learner's constraints: the relation is not what it says.
    let other = ReferenceDifference.explaining(
      conflict(line: 26), learner: learner, reference: reference, file: "Exercise.swift")
    #expect(other.diagnostics.first?.cause == nil)
  }

  @Test("a group's guide centred on the root view where the safe area was meant: another item")
  func guideCentredOnTheRootView() throws {
    // Canonically the learner's is `view.centerY == view.layoutGuide.centerY` and the
    // reference's `view.layoutGuide.centerY == view.safeAreaLayoutGuide.centerY`: read the
    // other way round, only the root view's item differs.
    let around = [
      record("view.layoutGuide", "top", "iconView", nil),
      record("view.layoutGuide", "bottom", "retryButton", nil),
    ]
    let learnerRecords =
      around + [record("view.layoutGuide", "centerY", "view", nil, line: 38)]
    let referenceRecords =
      around + [record("view.layoutGuide", "centerY", "view.safeAreaLayoutGuide", nil)]
    let found = try #require(finding(learnerRecords, referenceRecords))
    #expect(found.kind == .item)
    #expect(
      found.reference?.constraint.text
        == "view.safeAreaLayoutGuide.centerY == view.layoutGuide.centerY")
    // The guide's constraint is about the views the group places: said for the icon that is off.
    // Centred on the safe area of a 375 × 812 screen with insets 44 and 34, the icon is at
    // y = 320.67; on the root view's centre, (44 - 34) / 2 = 5 higher.
    var verdict = Verdict(status: .failed, score: 0, checks: [], diagnostics: [])
    verdict.checks = [
      Check(
        device: "iphone-x", snapshot: "initial", view: "iconView",
        expected: ReportRect(x: 155.67, y: 320.67, width: 64, height: 64),
        actual: ReportRect(x: 155.67, y: 315.67, width: 64, height: 64), tolerance: 0.01,
        ok: false)
    ]
    let explained = ReferenceDifference.explaining(
      verdict,
      learner: ProgramLayout(devices: [
        .init(name: "iphone-x", constraints: learnerRecords, frames: [:])
      ]),
      reference: ProgramLayout(devices: [
        .init(name: "iphone-x", constraints: referenceRecords, frames: [:])
      ]), file: "Exercise.swift")
    let first = try #require(explained.diagnostics.first)
    #expect(first.cause == .wrongItem)
    #expect(first.line == 38)
    #expect(first.message.contains("where this layout measures from `view.safeAreaLayoutGuide`"))
  }

  @Test("a button centred in the margins where two spacer guides of one width were meant")
  func centreForEqualGaps() throws {
    let found = try #require(
      finding(
        [record("recordButton", "centerX", "view.layoutMarginsGuide", nil, line: 45)],
        [record("view.layoutGuide", "width", "view.layoutGuide", nil)]))
    #expect(found.kind == .centerForEqualGaps)
    #expect(found.kind.cause == .centerForEqualGaps)
    #expect(found.learner?.line == 45)
    // Centred vertically where the gaps are widths: another axis, not this mistake.
    #expect(
      finding(
        [record("recordButton", "centerY", "view.layoutMarginsGuide", nil)],
        [record("view.layoutGuide", "width", "view.layoutGuide", nil)]) == nil)
  }

  @Test("a conflict with a left pin where the reference pins leading: left for leading")
  func leftForLeadingBehindAConflict() throws {
    let left = record("avatarView", "left", "cardView.layoutMarginsGuide", nil, line: 45)
    let chain = record("titleLabel", "leading", "avatarView", "trailing", constant: 8, line: 50)
    let learner = ProgramLayout(devices: [
      .init(name: "iphone-x", constraints: [left, chain], frames: [:])
    ])
    let reference = ProgramLayout(devices: [
      .init(
        name: "iphone-x",
        constraints: [record("avatarView", "leading", "cardView.layoutMarginsGuide", nil), chain],
        frames: [:])
    ])
    func conflict(listing line: Int) -> Verdict {
      Verdict(
        status: .failed, score: 0, checks: [],
        diagnostics: [
          Diagnostic(
            kind: .unsatisfiableConstraints,
            message: "Some constraints conflict.\nWhere each constraint was made:\n"
              + "  Exercise.swift:\(line): <…>\n  Exercise.swift:57: <…>",
            file: "Exercise.swift", line: 57, device: "iphone-x", diagnosis: "UIKit broke 57."),
          Diagnostic(
            kind: .frameMismatch, message: "broken", device: "iphone-x",
            cause: .constraintBroken),
        ])
    }
    let explained = ReferenceDifference.explainingMirroredConflict(
      conflict(listing: 45), learner: learner, reference: reference, file: "Exercise.swift")
    let first = try #require(explained.diagnostics.first)
    #expect(first.cause == .leftRightForLeadingTrailing)
    #expect(first.line == 45)
    #expect(
      first.diagnosis?.hasPrefix(
        "`avatarView.left == cardView.layoutMarginsGuide.left` (line 45) pins `left` where this"
          + " layout pins `leading`") == true)
    // A conflict that does not list the left pin is not explained by it.
    let other = ReferenceDifference.explainingMirroredConflict(
      conflict(listing: 50), learner: learner, reference: reference, file: "Exercise.swift")
    #expect(other.diagnostics.first?.cause == nil)
  }

  @Test("a visual format string left out: the constraints it makes, missing together")
  func statementMissing() throws {
    let found = try #require(
      finding(
        shared,
        shared + [
          record("summaryLabel", "leading", "view.layoutMarginsGuide", nil, line: 55),
          record("summaryLabel", "trailing", "view.layoutMarginsGuide", nil, line: 55),
        ]))
    #expect(found.kind == .missing)
    #expect(found.alsoMissing.count == 1)
    // Made on two lines, they are two statements: not one difference.
    #expect(
      finding(
        shared,
        shared + [
          record("summaryLabel", "leading", "view.layoutMarginsGuide", nil, line: 55),
          record("summaryLabel", "trailing", "view.layoutMarginsGuide", nil, line: 56),
        ]) == nil)
  }

  @Test("0.25 and 0.75 of centerX where 0.5 and 1.5 were meant: another multiplier")
  func otherMultiplier() throws {
    let found = try #require(
      finding(
        [
          record("leftDot", "centerX", "view", nil, multiplier: 0.25, line: 27),
          record("rightDot", "centerX", "view", nil, multiplier: 0.75, line: 29),
        ],
        [
          record("leftDot", "centerX", "view", nil, multiplier: 0.5),
          record("rightDot", "centerX", "view", nil, multiplier: 1.5),
        ]))
    #expect(found.kind == .multiplier)
    #expect(found.kind.cause == .wrongMultiplier)
    #expect(found.learner?.line == 27)
    #expect(found.others == [29])
  }

  @Test("a width left required where the reference gives it priority 250: another priority")
  func otherPriority() throws {
    var required = record("captionView", "width", nil, nil, constant: 120, line: 36)
    var low = record("captionView", "width", nil, nil, constant: 120)
    low.equation?.priority = 250
    let found = try #require(finding([required], [low]))
    #expect(found.kind == .priority)
    #expect(found.kind.cause == .wrongPriority)
    // Another constant too: not a priority difference alone.
    required.equation?.constant = 100
    #expect(finding([required], [low])?.kind != .priority)
  }

  @Test("a height of 193 where 9/16 of the width was meant: a constant for a ratio")
  func constantForRatio() throws {
    let found = try #require(
      finding(
        [record("photoView", "height", nil, nil, constant: 193, line: 31)],
        [record("photoView", "height", "photoView", "width", multiplier: 0.5625)]))
    #expect(found.kind == .constantForRatio)
    #expect(found.kind.cause == .constantForRatio)
    #expect(found.learner?.line == 31)
    // A constant where the reference relates the same size 1:1 to another is not a ratio.
    let same = finding(
      [record("photoView", "height", nil, nil, constant: 193)],
      [record("photoView", "height", "bannerView", "height")])
    #expect(same?.kind != .constantForRatio)
  }

  @Test("16/9 for 9/16, written either way round, is the ratio upside down")
  func multiplier() throws {
    let inverted = try #require(
      finding(
        [record("photoView", "height", "photoView", "width", multiplier: 16.0 / 9, line: 32)],
        [record("photoView", "height", "photoView", "width", multiplier: 9.0 / 16)]))
    #expect(inverted.kind == .multiplierInverted)
    let swapped = try #require(
      finding(
        [record("photoView", "width", "photoView", "height", multiplier: 0.5625, line: 32)],
        [record("photoView", "height", "photoView", "width", multiplier: 0.5625)]))
    #expect(swapped.kind == .multiplierInverted)
  }

  @Test("== for >=, another constant, one missing, one too many")
  func otherKinds() throws {
    let gap = record("startButton", "top", "summaryLabel", "bottom", relation: ">=", constant: 24)
    #expect(
      finding(
        [record("startButton", "top", "summaryLabel", "bottom", constant: 24, line: 72)], [gap])?
        .kind == .relation)
    #expect(
      finding(
        [
          record(
            "startButton", "top", "summaryLabel", "bottom", relation: ">=", constant: 8, line: 72)
        ],
        [gap])?.kind == .constant)
    let inset = record("rightPanel", "trailing", "view", nil, constant: -20)
    #expect(
      finding([record("rightPanel", "trailing", "view", nil, constant: 20, line: 24)], [inset])?
        .kind == .constantNegated)
    #expect(ReferenceDifference.Kind.constantNegated.cause == .insetSignFlipped)
    #expect(finding([], [gap])?.kind == .missing)
    #expect(
      finding([gap, record("notesView", "height", nil, nil, constant: 60, line: 34)], [gap])?.kind
        == .extra)
  }

  @Test("one constraint kept where another was meant: the kept one is the cause, the other named")
  func keptInsteadOfMissing() throws {
    // The chart's fixed height kept (line 35) and the footer's height deleted instead.
    let found = try #require(
      finding(
        shared + [record("tideChart", "height", nil, nil, constant: 360, line: 35)],
        shared + [record("footerBar", "height", nil, nil, constant: 44)]))
    #expect(found.kind == .extra)
    #expect(found.learner?.line == 35)
    #expect(found.missingBeside?.constraint.first.item == "footerBar")
  }

  @Test("a minimum made exact where an edge was missing: the relation, with the missing edge")
  func writtenDifferentlyAndOneMissing() throws {
    let found = try #require(
      finding(
        shared + [record("forecastList", "height", nil, nil, constant: 120, line: 40)],
        shared + [
          record("forecastList", "height", nil, nil, relation: ">=", constant: 120),
          record("forecastList", "bottom", "view.safeAreaLayoutGuide", nil, constant: -16),
        ]))
    #expect(found.kind == .relation)
    #expect(found.learner?.line == 40)
    #expect(found.missingBeside?.constraint.first.attribute == "bottom")
    // Two missing beside one written differently: no single cause.
    #expect(
      finding(
        [record("forecastList", "height", nil, nil, constant: 120, line: 40)],
        [
          record("forecastList", "height", nil, nil, relation: ">=", constant: 120),
          record("forecastList", "bottom", "view.safeAreaLayoutGuide", nil, constant: -16),
          record("forecastList", "leading", "view", nil),
        ]) == nil)
  }

  @Test("the same mistake in every row of a table is one difference; unrelated ones are none")
  func rows() throws {
    func rows(_ item: String) -> [ConstraintRecord] {
      (0..<3).flatMap { row in
        [
          record(
            "tableView.cells[0][\(row)].iconView", "leading",
            item.replacingOccurrences(
              of: "ROW", with: "\(row)"), nil, constant: item.hasSuffix("Guide") ? 0 : 16,
            line: 26)
        ]
      }
    }
    let found = try #require(
      finding(
        rows("tableView.cells[0][ROW].contentView"),
        rows("tableView.cells[0][ROW].contentView.layoutMarginsGuide")))
    #expect(found.kind == .item)
    #expect(
      ReferenceDifference.rowFree("tableView.cells[0][12].contentView.leading")
        == "tableView.cells[·][·].contentView.leading")
    #expect(ReferenceDifference.rowFree("pages[2].width") == "pages[2].width")
    // Two constraints written differently in two different ways: no single cause.
    #expect(
      finding(
        [
          record("unitLabel", "bottom", "distanceLabel", nil, line: 35),
          record("photoView", "height", "photoView", "width", multiplier: 2, line: 40),
        ],
        [
          record("unitLabel", "firstBaseline", "distanceLabel", nil),
          record("photoView", "height", "photoView", "width", multiplier: 3),
        ]) == nil)
  }
}
