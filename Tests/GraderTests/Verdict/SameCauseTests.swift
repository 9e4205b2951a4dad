import Grader
import LayoutReport
import Testing

/// A failed rule and another explanation of the same views are said once.
@Suite("One cause, said once")
struct SameCauseTests {
  private let hardCoded = Fixture.rect(0, 0, 320, 240)

  /// `panelView` with the frame 320 × 240 still translated on two devices, as the first exercise's
  /// starter leaves it, with the harness's `placement` of such a view.
  private func translatedPanel(log: [LogEntry] = []) -> LayoutReport {
    LayoutReport(
      results: ["iphone-x", "iphone-se"].map { device in
        Fixture.device(
          device,
          snapshots: [
            Snapshot(
              name: "initial",
              views: [
                ViewRecord(
                  path: "panelView", className: "UIView", frame: hardCoded,
                  frameInRoot: hardCoded, translatesAutoresizingMaskIntoConstraints: true,
                  placement: "autoresizingMask")
              ])
          ], log: log)
      })
  }

  /// The top half of each root view (375 × 812 for both fixture devices): 812 / 2 = 406.
  private func expected() throws -> ExpectedFrames {
    try Fixture.expected([
      ("iphone-x", "initial", "panelView", Fixture.rect(0, 0, 375, 406)),
      ("iphone-se", "initial", "panelView", Fixture.rect(0, 0, 375, 406)),
    ])
  }

  @Test(
    "placed by constraints and a hard-coded frame: the frame's explanation, with the rule's fact")
  func ruleAndHardCodedFrame() throws {
    let rules = ExerciseRules(rules: [.init(kind: .placedByConstraints, views: ["panelView"])])
    let verdict = Verdict(grading: translatedPanel(), against: try expected(), rules: rules)
    #expect(verdict.status == .failed)
    #expect(!verdict.diagnostics.contains { $0.kind == .rule })
    let about = verdict.diagnostics.filter { $0.view == "panelView" }
    #expect(about.count == 1)
    let first = about.first?.message.split(separator: "\n").first.map(String.init)
    #expect(
      first
        == "`panelView` is 320 × 240 at x = 0, y = 0 on every device: it still has its hard-coded"
        + " frame. The exercise asks that it be placed by constraints.")
    #expect(about.first?.cause == .hardCodedFrame)
  }

  @Test("without a cause to say it, the rule keeps its own paragraph")
  func ruleAlone() throws {
    // Frames right: nothing else explains the placement, so the rule says it.
    let report = translatedPanel()
    let rules = ExerciseRules(rules: [.init(kind: .placedByConstraints, views: ["panelView"])])
    let verdict = Verdict(
      grading: report,
      against: try Fixture.expected([
        ("iphone-x", "initial", "panelView", hardCoded),
        ("iphone-se", "initial", "panelView", hardCoded),
      ]), rules: rules)
    #expect(verdict.status == .failed)
    #expect(verdict.diagnostics.map(\.kind) == [.rule])
  }

  @Test("the hint about the mask is said with the wrong frames of the same view")
  func maskHintAndHardCodedFrame() throws {
    let conflict = LogEntry(
      kind: .unsatisfiable,
      text: "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      constraints: [
        ConstraintRecord(
          description: "<NSLayoutConstraint:0x1 UIView:0x2.width == 375   (active)>",
          file: Fixture.file, line: 21, views: ["panelView"]),
        ConstraintRecord(
          description:
            "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& UIView:0x2.width == 320   (active)>",
          broken: true, origin: .autoresizing, views: ["panelView"]),
      ])
    let verdict = Verdict(grading: translatedPanel(log: [conflict]), against: try expected())
    #expect(!verdict.diagnostics.contains { $0.kind == .autoresizingMask })
    let frames = try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
    #expect(
      frames.message.split(separator: "\n").first?.hasSuffix(
        "Its mask's constraints also conflict with yours (UIKit's log says which).") == true)
    // The conflict itself is still said, by its diagnosis.
    #expect(verdict.diagnostics.contains { $0.kind == .unsatisfiableConstraints })
  }

  @Test("no broken constraint: said by the conflict's diagnosis")
  func noBrokenConstraint() throws {
    let frame = Fixture.rect(20, 40, 100, 50)
    let conflict = LogEntry(
      kind: .unsatisfiable,
      text: "[LayoutConstraints] Unable to simultaneously satisfy constraints.",
      constraints: [
        ConstraintRecord(
          description: "<NSLayoutConstraint:0x1 UIView:0x2.width == 100   (active)>",
          file: Fixture.file, line: 12, broken: true, views: ["redView"]),
        ConstraintRecord(
          description: "<NSLayoutConstraint:0x3 UIView:0x2.width == 300   (active)>",
          file: Fixture.file, line: 14, views: ["redView"]),
      ])
    let report = LayoutReport(results: [
      Fixture.device(
        "iphone-x", snapshots: [Snapshot(name: "initial", views: [Fixture.view("redView", frame)])],
        log: [conflict])
    ])
    let verdict = Verdict(
      grading: report, against: try Fixture.expected([("iphone-x", "initial", "redView", frame)]),
      rules: ExerciseRules(rules: [.init(kind: .noBrokenConstraints)]))
    #expect(verdict.status == .failed)
    #expect(verdict.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
    #expect(
      verdict.diagnostics.first?.diagnosis
        == "`redView.width == 100` (line 12) conflicts with `redView.width == 300` (line 14);"
        + " UIKit broke the one on line 12. The exercise asks that UIKit break no constraint.")
  }
}
