import LayoutReport
import Testing

@testable import Grader

/// Notes of constraints never activated that the reference never activates either.
@Suite("Constraints the reference leaves inactive too")
struct InactiveLikeReferenceTests {
  /// `photo.leading == view.layoutMarginsGuide.leading`, made in both sets: on line 33 in the
  /// compact set, on line 49 in the regular one.
  private func leading(line: Int) -> ConstraintRecord {
    ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 …>", file: "Exercise.swift", line: line,
      origin: .code,
      equation: ConstraintEquation(
        first: .init(item: "photo", attribute: "leading"), relation: "==",
        second: .init(item: "view.layoutMarginsGuide", attribute: "leading"), constant: 0))
  }

  private func layout(_ active: [ConstraintRecord]) -> ProgramLayout {
    let state = SnapshotState(
      horizontalSizeClass: "compact", verticalSizeClass: "regular",
      contentSizeCategory: "UICTContentSizeCategoryL", screenHorizontalSizeClass: "compact",
      screenVerticalSizeClass: "regular", rootMargins: [0, 16, 0, 16], activeConstraints: active)
    return ProgramLayout(devices: [
      .init(
        name: "iphone-x", constraints: active, frames: [:],
        states: [.init(snapshot: "initial", state: state)])
    ])
  }

  private var verdict: Verdict {
    Verdict(
      status: .failed, score: 0.5, checks: [],
      diagnostics: [
        Diagnostic(
          kind: .inactiveConstraint, message: "never activated", file: "Exercise.swift",
          line: 49, device: "iphone-x")
      ])
  }

  private var report: LayoutReport {
    LayoutReport(results: [
      DeviceResult(
        device: "iphone-x", orientation: .portrait, size: ReportSize(width: 375, height: 812),
        scale: 3, snapshots: [], inactiveConstraints: [leading(line: 49)])
    ])
  }

  @Test("the regular set's copy of a compact constraint, inactive on a phone in both programs")
  func leftOut() {
    // Each program holds one copy active (the compact set's); the learner's second copy is
    // inactive, as the reference's is.
    let explained = InactiveLikeReference.explaining(
      verdict, report: report, learner: layout([leading(line: 33)]),
      reference: layout([leading(line: 29)]))
    #expect(explained.diagnostics.isEmpty)
  }

  @Test("a constraint the reference holds active (or two copies of) is still noted")
  func kept() {
    let none = InactiveLikeReference.explaining(
      verdict, report: report, learner: layout([]), reference: layout([leading(line: 29)]))
    #expect(none.diagnostics.count == 1)
    let twice = InactiveLikeReference.explaining(
      verdict, report: report, learner: layout([leading(line: 33)]),
      reference: layout([leading(line: 29), leading(line: 45)]))
    #expect(twice.diagnostics.count == 1)
  }
}
