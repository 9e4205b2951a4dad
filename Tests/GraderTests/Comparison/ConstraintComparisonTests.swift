import Grader
import LayoutReport
import Testing

/// Two programs' constraints compared as constraints, with what a difference means.
@Suite struct ConstraintComparisonTests {
  func record(
    _ item: String, _ attribute: String, _ relation: String = "==",
    other: (String, String)? = nil, multiplier: Double = 1, constant: Double = 0,
    line: Int
  ) -> ConstraintRecord {
    ConstraintRecord(
      description: "<NSLayoutConstraint>", file: "Exercise.swift", line: line,
      equation: ConstraintEquation(
        first: .init(item: item, attribute: attribute), relation: relation,
        second: other.map { .init(item: $0.0, attribute: $0.1) }, multiplier: multiplier,
        constant: constant))
  }

  /// The reference pins left, right and top and sets half the height (module 1, exercise 1).
  var reference: [ConstraintRecord] {
    [
      record("panelView", "left", other: ("view", "left"), line: 14),
      record("panelView", "right", other: ("view", "right"), line: 17),
      record("panelView", "top", other: ("view", "top"), line: 20),
      record("panelView", "height", other: ("view", "height"), multiplier: 0.5, line: 23),
    ]
  }

  @Test func theSameConstraintsWrittenOtherwiseDoNotDiffer() {
    // The root view first, the multiplier inverted.
    let learner = [
      record("view", "left", other: ("panelView", "left"), line: 3),
      record("view", "right", other: ("panelView", "right"), line: 4),
      record("panelView", "top", other: ("view", "top"), line: 5),
      record("view", "height", other: ("panelView", "height"), multiplier: 2, line: 6),
    ]
    let comparison = ConstraintComparison(learner: learner, reference: reference)
    #expect(comparison.isSame)
    #expect(comparison.shared.count == 4)
  }

  @Test func aWidthInsteadOfAPinnedEdgeIsListedBothWaysWithItsLines() {
    let learner = [
      record("panelView", "left", other: ("view", "left"), line: 3),
      record("panelView", "width", other: ("view", "width"), line: 4),
      record("panelView", "top", other: ("view", "top"), line: 5),
      record("panelView", "height", other: ("view", "height"), multiplier: 0.5, line: 6),
    ]
    let comparison = ConstraintComparison(learner: learner, reference: reference)
    #expect(comparison.referenceOnly.map(\.constraint.text) == ["panelView.right == view.right"])
    #expect(comparison.referenceOnly.map(\.line) == [17])
    #expect(comparison.learnerOnly.map(\.constraint.text) == ["panelView.width == view.width"])
    #expect(comparison.learnerOnly.map(\.line) == [4])
    #expect(comparison.shared.count == 3)
    let notes = ConstraintDifferenceRules.notes(for: comparison)
    #expect(notes.count == 1)
    #expect(
      notes.first?.hasPrefix(
        "You set panelView's width; the reference pins its right edge instead.") == true)
    #expect(notes.first?.contains("relative to view.width") == true)
  }

  @Test func aConstantWidthIsSaidToStayAsSet() {
    let learner = [record("panelView", "width", constant: 320, line: 4)]
    let mine = [record("panelView", "trailing", other: ("view", "trailing"), line: 9)]
    let comparison = ConstraintComparison(learner: learner, reference: mine)
    let notes = ConstraintDifferenceRules.notes(for: comparison)
    #expect(notes.count == 1)
    #expect(notes.first?.contains("stays as set") == true)
  }

  @Test func anotherGuideAndOtherSidesAreNamed() {
    let learner = [
      record("panelView", "top", other: ("view", "top"), constant: 20, line: 3),
      record("panelView", "left", other: ("view", "left"), line: 4),
    ]
    let reference = [
      record("panelView", "top", other: ("view.safeAreaLayoutGuide", "top"), line: 8),
      record("panelView", "leading", other: ("view", "leading"), line: 9),
    ]
    let notes = ConstraintDifferenceRules.notes(
      for: ConstraintComparison(learner: learner, reference: reference))
    #expect(notes.count == 2)
    #expect(
      notes.contains {
        $0.hasPrefix(
          "You measure panelView.top from view's own top edge; the reference from view's "
            + "safeAreaLayoutGuide.")
      })
    #expect(
      notes.contains {
        $0.hasPrefix("You use left and right for panelView where the reference uses leading and")
      })
  }

  @Test func aConstraintMadeTwiceCountsTwice() {
    let twice = [
      record("panelView", "width", constant: 100, line: 3),
      record("panelView", "width", constant: 100, line: 4),
    ]
    let comparison = ConstraintComparison(
      learner: twice, reference: [record("panelView", "width", constant: 100, line: 7)])
    #expect(comparison.learnerOnly.map(\.line) == [4])
    #expect(comparison.referenceOnly.isEmpty)
  }

  @Test func devicesThatDifferAlikeShareAGroup() {
    let frames = ["initial/panelView": ReportRect(x: 0, y: 0, width: 375, height: 406)]
    let reference = ProgramLayout(devices: [
      .init(name: "iphone-x", constraints: reference, frames: frames),
      .init(name: "iphone-se", constraints: reference, frames: frames),
      .init(name: "ipad-pro-11", constraints: [], frames: frames),
    ])
    let learner = ProgramLayout(devices: [
      .init(name: "iphone-x", constraints: self.reference, frames: frames),
      .init(name: "iphone-se", constraints: self.reference, frames: frames),
      .init(name: "ipad-pro-11", constraints: self.reference, frames: frames),
    ])
    let comparison = SolutionComparison(learner: learner, reference: reference)
    #expect(comparison.groups.map(\.devices) == [["iphone-x", "iphone-se"], ["ipad-pro-11"]])
    #expect(comparison.groups.first?.comparison.isSame == true)
    #expect(comparison.groups.last?.comparison.learnerOnly.count == 4)
    #expect(comparison.groups.allSatisfy { $0.sameFrames })
  }
}
