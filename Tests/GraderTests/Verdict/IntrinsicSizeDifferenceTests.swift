import LayoutReport
import Testing

@testable import Grader

/// A view ambiguous for want of a size of its own, where the reference solution's view, placed
/// by the same constraints, gives itself one.
@Suite("A missing intrinsic size")
struct IntrinsicSizeDifferenceTests {
  /// The rating view's leading and top pinned, in both programs; nothing gives its size.
  private let placing = [
    ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 …>", file: "Exercise.swift", line: 38, origin: .code,
      views: ["ratingView", "view"],
      equation: ConstraintEquation(
        first: .init(item: "ratingView", attribute: "leading"), relation: "==",
        second: .init(item: "view", attribute: "leading"), constant: 16)),
    ConstraintRecord(
      description: "<NSLayoutConstraint:0x2 …>", file: "Exercise.swift", line: 39, origin: .code,
      views: ["ratingView", "view"],
      equation: ConstraintEquation(
        first: .init(item: "ratingView", attribute: "top"), relation: "==",
        second: .init(item: "view", attribute: "top"), constant: 40)),
  ]

  private func layout(size: ReportRect, constraints: [ConstraintRecord]) -> ProgramLayout {
    ProgramLayout(devices: [
      .init(
        name: "iphone-se", constraints: constraints, frames: ["initial/ratingView": size])
    ])
  }

  private func ambiguousVerdict() -> Verdict {
    Verdict(
      status: .failed, score: 0, checks: [],
      diagnostics: [
        Diagnostic(
          kind: .ambiguousLayout, message: "`ratingView` has an ambiguous layout.",
          device: "iphone-se", view: "ratingView")
      ])
  }

  private let source = """
    class RatingView: UIView {
      override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: 116, height: 20)
      }
    }
    """

  @Test("the same constraints, and the solution's view has a size: said, with the attempt's line")
  func missing() throws {
    // 5 stars of 20 pt, 4 pt apart: 5 × 24 − 4 = 116 wide, 20 tall.
    let explained = IntrinsicSizeDifference.explaining(
      ambiguousVerdict(),
      learner: layout(size: Fixture.rect(16, 40, 0, 0), constraints: placing),
      reference: layout(size: Fixture.rect(16, 40, 116, 20), constraints: placing),
      file: "Exercise.swift", source: source)
    let lead = try #require(explained.diagnostics.first)
    #expect(lead.cause == .intrinsicSizeMissing)
    #expect(lead.line == 2)
    #expect(lead.message.hasPrefix("`ratingView` has no size of its own"))
    #expect(lead.message.contains("116 × 20 on iphone-se"))
    #expect(lead.message.contains("`sizeThatFits(_:)` (line 2)"))
  }

  @Test("a constraint written differently on the view is another mistake")
  func constraintsDiffer() {
    let width = ConstraintRecord(
      description: "<NSLayoutConstraint:0x3 …>", origin: .code, views: ["ratingView"],
      equation: ConstraintEquation(
        first: .init(item: "ratingView", attribute: "width"), relation: "==", second: nil,
        constant: 116))
    let explained = IntrinsicSizeDifference.explaining(
      ambiguousVerdict(),
      learner: layout(size: Fixture.rect(16, 40, 0, 0), constraints: placing),
      reference: layout(size: Fixture.rect(16, 40, 116, 20), constraints: placing + [width]),
      file: "Exercise.swift", source: source)
    #expect(explained.diagnostics.first?.cause == nil)
  }
}
