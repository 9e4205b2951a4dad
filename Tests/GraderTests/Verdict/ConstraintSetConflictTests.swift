import LayoutReport
import Testing

@testable import Grader

/// A conflict from switching between two sets of constraints, said as the order of the switch.
/// The sets are those of a photo with its caption under it (tall) or beside it (wide): the tall
/// set's `photo.height == 200` and the wide set's `photo.bottom == safe.bottom - 16` cannot both
/// hold with `photo.top == safe.top + 16` on a screen whose safe area is not 232 tall.
@Suite("Conflicts from switching constraint sets")
struct ConstraintSetConflictTests {
  private func record(
    _ first: String, _ firstAttribute: String, _ second: String?, _ secondAttribute: String?,
    constant: Double = 0, line: Int, broken: Bool = false
  ) -> ConstraintRecord {
    ConstraintRecord(
      description: "<NSLayoutConstraint:0x1 …>", file: "Exercise.swift", line: line,
      broken: broken, origin: .code,
      equation: ConstraintEquation(
        first: .init(item: first, attribute: firstAttribute), relation: "==",
        second: second.map { .init(item: $0, attribute: secondAttribute ?? firstAttribute) },
        constant: constant))
  }

  private var top: ConstraintRecord {
    record("photo", "top", "view.safeAreaLayoutGuide", nil, constant: 16, line: 25)
  }
  private var height: ConstraintRecord {
    record("photo", "height", nil, nil, constant: 200, line: 28)
  }
  private var bottom: ConstraintRecord {
    record("photo", "bottom", "view.safeAreaLayoutGuide", nil, constant: -16, line: 37)
  }
  private var width: ConstraintRecord {
    record("photo", "width", nil, nil, constant: 200, line: 38)
  }
  private var tallTrailing: ConstraintRecord {
    record("photo", "trailing", "view.safeAreaLayoutGuide", nil, constant: -16, line: 27)
  }

  /// The conflict logged when the wide set (line 37 onwards) is activated on line 62 while the
  /// tall set's height (line 28) still holds.
  private func conflict(brokenBottom: Bool = true) -> LogEntry {
    LogEntry(
      kind: .unsatisfiable, text: "Unable to simultaneously satisfy constraints.",
      constraints: [
        top, height,
        record(
          "photo", "bottom", "view.safeAreaLayoutGuide", nil, constant: -16, line: 37,
          broken: brokenBottom),
      ], file: "Exercise.swift", line: 62)
  }

  @Test("the final constraints are the reference's, but the height of the old set took part")
  func activatedBeforeDeactivated() throws {
    // After turning back upright the tall set is active again, as in the reference; the wide
    // set's bottom (line 37) of the conflict is no longer active.
    let final = [top, height, tallTrailing]
    let found = try #require(
      ConstraintSetConflict.find(conflict(), learner: final, reference: final))
    #expect(found.cause == .activatedBeforeDeactivated)
    // Said with the one UIKit broke, of the set coming in, against the others of the conflict.
    #expect(found.activated?.line == 37)
    #expect(found.stale.map(\.line) == [25, 28])
  }

  @Test("both sets still active at the end, the extra constraints those of the conflict")
  func oldSetKeptActive() throws {
    let reference = [top, height, tallTrailing]
    let wideTop = record("photo", "top", "view.safeAreaLayoutGuide", nil, constant: 16, line: 35)
    let learner = [top, height, tallTrailing, wideTop, bottom, width]
    let found = try #require(
      ConstraintSetConflict.find(conflict(), learner: learner, reference: reference))
    #expect(found.cause == .oldSetKeptActive)
    // `photo.top` of the wide set (line 35) is the same equation as the tall set's: a copy of
    // one the reference has, not said.
    #expect(found.stale.map(\.line) == [37])
  }

  @Test("the activating line: the one call that activates the array the constraint is made in")
  func activatingLine() {
    let source = """
      wideConstraints = [
        photo.topAnchor.constraint(equalTo: safe.topAnchor, constant: 16),
        photo.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -16),
      ]
      NSLayoutConstraint.deactivate(wideConstraints)
      NSLayoutConstraint.activate(wideConstraints) // the new set
      """
    #expect(ConstraintSetConflict.activatingLine(of: bottom.with(line: 3), in: source) == 6)
    #expect(ConstraintSetConflict.activatingLine(of: bottom.with(line: 5), in: source) == nil)
  }

  @Test("a conflict whose constraints all hold at the end, as the reference's, is no switch")
  func edgePinnedTwiceIsNot() {
    // A learner who pinned the bottom and the height both, as the reference does (no set
    // deactivated): the conflict is real and stays; nothing was deactivated after it.
    let final = [top, height, bottom]
    #expect(ConstraintSetConflict.find(conflict(), learner: final, reference: final) == nil)
  }

  @Test("one constraint too many, or one the reference has and the learner not: no set kept")
  func otherDifferences() {
    let reference = [top, height, tallTrailing]
    // One extra bottom pin beside the height: an edge pinned twice, not a set left active.
    #expect(
      ConstraintSetConflict.find(
        conflict(), learner: [top, height, tallTrailing, bottom], reference: reference) == nil)
    // The learner lacks the reference's trailing constraint: another mistake.
    #expect(
      ConstraintSetConflict.find(conflict(), learner: [top, height, bottom], reference: reference)
        == nil)
  }
}

extension ConstraintRecord {
  fileprivate func with(line: Int) -> ConstraintRecord {
    var copy = self
    copy.line = line
    return copy
  }
}
