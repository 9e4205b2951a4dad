import LayoutReport
import Testing

@testable import Grader

/// A view's layout margins set up otherwise than the reference solution's, with the reference's
/// constraints: not preserving the superview's margins, or set as left and right in a
/// right-to-left layout. Frames are worked out by hand on a 375-point screen whose root margins
/// are 16 (docs/UIKitFacts.md §2.2) and a view's own margins 8 by default (§2.1).
@Suite("Layout margins set up otherwise than the reference's")
struct MarginSettingDifferenceTests {
  private let file = "Exercise.swift"

  private func pin(_ line: Int, _ first: (String, String), _ second: (String, String))
    -> ConstraintRecord
  {
    ConstraintRecord(
      description: "<line \(line)>", file: file, line: line, views: [first.0],
      equation: ConstraintEquation(
        first: .init(item: first.0, attribute: first.1), relation: "==",
        second: .init(item: second.0, attribute: second.1)))
  }

  private func layout(
    _ margins: [String: MarginsRecord], constraints: [ConstraintRecord]
  ) -> ProgramLayout {
    var device = ProgramLayout.Device(name: "iphone-x", constraints: constraints, frames: [:])
    device.margins = margins
    return ProgramLayout(devices: [device])
  }

  private func verdict(_ view: String, expected: ReportRect, actual: ReportRect) -> Verdict {
    var verdict = Verdict(status: .failed, score: 0, checks: [], diagnostics: [])
    verdict.checks = [
      Check(
        device: "iphone-x", snapshot: "initial", view: view, expected: expected, actual: actual,
        tolerance: 0.01, ok: false)
    ]
    verdict.diagnostics = [
      Diagnostic(
        kind: .frameMismatch, message: "`\(view)` is shifted.", device: "iphone-x", view: view)
    ]
    return verdict
  }

  /// A row across the screen, its thumbnail on the row's leading margin.
  private var rowConstraints: [ConstraintRecord] {
    [
      pin(30, ("rowView", "leading"), ("view", "leading")),
      pin(34, ("thumbnailView", "leading"), ("rowView.layoutMarginsGuide", "leading")),
    ]
  }

  @Test("a row that does not preserve the root view's margins: margins-not-preserved")
  func notPreserved() throws {
    // Preserving, the row's leading margin is max(8, 16 - 0) = 16, so the thumbnail is at
    // x = 16; with its own 8-point margin it is at x = 8.
    let reference = layout(
      [
        "initial/rowView": MarginsRecord(
          preservesSuperviewLayoutMargins: true, setting: nil, rightToLeft: false)
      ], constraints: rowConstraints)
    let learner = layout([:], constraints: rowConstraints)
    let explained = MarginSettingDifference.explaining(
      verdict(
        "thumbnailView", expected: ReportRect(x: 16, y: 52, width: 44, height: 44),
        actual: ReportRect(x: 8, y: 52, width: 44, height: 44)),
      learner: learner, reference: reference, file: file, source: "")
    let first = try #require(explained.diagnostics.first)
    #expect(first.cause == .marginsNotPreserved)
    #expect(first.view == "rowView")
    #expect(first.line == nil)
    #expect(
      first.message.hasPrefix("`rowView` does not preserve its superview's layout margins"))
    #expect(first.message.contains("`rowView.preservesSuperviewLayoutMargins = true`"))
    #expect(explained.diagnostics.count == 2)
  }

  @Test("the same row with another constraint too: the constraints say it, not the margins")
  func otherConstraintsAreNotTheMargins() throws {
    let reference = layout(
      [
        "initial/rowView": MarginsRecord(
          preservesSuperviewLayoutMargins: true, setting: nil, rightToLeft: false)
      ], constraints: rowConstraints)
    let learner = layout(
      [:], constraints: rowConstraints + [pin(36, ("thumbnailView", "top"), ("rowView", "top"))])
    let explained = MarginSettingDifference.explaining(
      verdict(
        "thumbnailView", expected: ReportRect(x: 16, y: 52, width: 44, height: 44),
        actual: ReportRect(x: 8, y: 44, width: 44, height: 44)),
      learner: learner, reference: reference, file: file, source: "")
    #expect(explained.diagnostics.map(\.cause) == [nil])
  }

  /// A card on the root margins (x = 16 to 359), laid out right to left, its avatar's leading
  /// (its right edge) on the card's leading margin.
  private var cardConstraints: [ConstraintRecord] {
    [pin(42, ("avatarView", "leading"), ("cardView.layoutMarginsGuide", "leading"))]
  }

  @Test("margins set as left and right on a right-to-left card: directional-margins, its line")
  func absoluteInRightToLeft() throws {
    // Leading 20 is the right margin right to left: the 40-point avatar ends at 359 - 20 = 339,
    // x = 299. Written as left 20 and right 8, the right margin is 8: x = 359 - 8 - 40 = 311.
    let reference = layout(
      [
        "initial/cardView": MarginsRecord(
          preservesSuperviewLayoutMargins: false, setting: "directional", rightToLeft: true)
      ], constraints: cardConstraints)
    let learner = layout(
      [
        "initial/cardView": MarginsRecord(
          preservesSuperviewLayoutMargins: false, setting: "absolute", rightToLeft: true)
      ], constraints: cardConstraints)
    let source = """
      import UIKit
      // The card's margins.
      cardView.layoutMargins = UIEdgeInsets(
        top: 12, left: 20, bottom: 12, right: 8)
      """
    let explained = MarginSettingDifference.explaining(
      verdict(
        "avatarView", expected: ReportRect(x: 299, y: 56, width: 40, height: 40),
        actual: ReportRect(x: 311, y: 56, width: 40, height: 40)),
      learner: learner, reference: reference, file: file, source: source)
    let first = try #require(explained.diagnostics.first)
    #expect(first.cause == .directionalMargins)
    #expect(first.line == 3)
    #expect(first.file == file)
    #expect(
      first.message.hasPrefix(
        "`cardView`'s margins are set with `layoutMargins` (line 3), whose left and right never"
          + " flip"))
    #expect(first.message.contains("`cardView.directionalLayoutMargins`"))
  }

  @Test("margins set as left and right in a left-to-right layout: not directional-margins")
  func absoluteInLeftToRight() {
    // Left to right, left and right are leading and trailing: the margins cannot be what moved
    // the avatar, and nothing is said of them.
    let learner: [String: MarginsRecord] = [
      "initial/cardView": MarginsRecord(
        preservesSuperviewLayoutMargins: false, setting: "absolute", rightToLeft: false)
    ]
    let reference: [String: MarginsRecord] = [
      "initial/cardView": MarginsRecord(
        preservesSuperviewLayoutMargins: false, setting: "directional", rightToLeft: false)
    ]
    #expect(
      MarginSettingDifference.find(learner: learner, reference: reference, snapshot: "initial")
        == nil)
  }
}
