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
    #expect(found.alsoMissing?.constraint.first.item == "footerBar")
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
    #expect(found.alsoMissing?.constraint.first.attribute == "bottom")
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
