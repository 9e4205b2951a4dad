import Grader
import LayoutReport
import Testing

@Suite("Explanations from the layout log")
struct LogDiagnosticTests {
  private let frame = Fixture.rect(20, 40, 100, 50)
  private let file = Fixture.file

  private let unsatisfiableText = """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x600001e77d90 UIView:0x7f9a77b3cd20.width == 300   (active)>",
        "<NSLayoutConstraint:0x600001e77e00 UIView:0x7f9a77b3cd20.width == 100   (active)>"
    )
    """

  private func conflict(
    address: String = "0x7f9a77b3cd20", autoresizing: Bool = true,
    translating: String = "redView"
  ) -> LogEntry {
    var constraints = [
      ConstraintRecord(
        description:
          "<NSLayoutConstraint:0x600001e77d90 UIView:\(address).width == 300   (active)>",
        file: file, line: 12, views: ["redView"]),
      ConstraintRecord(
        description:
          "<NSLayoutConstraint:0x600001e77e00 UIView:\(address).width == 100   (active)>",
        file: file, line: 14, broken: true, views: ["redView"]),
    ]
    if autoresizing {
      constraints.append(
        ConstraintRecord(
          description:
            "<NSAutoresizingMaskLayoutConstraint:0x600001e77f00 h=--& v=--& UIView:\(address).width == 0   (active)>",
          origin: .autoresizing, views: [translating, "view"]))
    }
    return LogEntry(
      kind: .unsatisfiable,
      text: unsatisfiableText.replacingOccurrences(of: "0x7f9a77b3cd20", with: address),
      constraints: constraints)
  }

  private func verdict(_ results: [DeviceResult]) throws -> Verdict {
    let expected = try Fixture.expected(
      results.map { ($0.name, "initial", "redView", frame) })
    return Verdict(grading: LayoutReport(results: results), against: expected)
  }

  private func device(
    _ id: String = "iphone-x", translates: Bool = true, ambiguous: Bool = false,
    log: [LogEntry] = [],
    errors: [ReportedError] = [], inactive: [ConstraintRecord] = []
  ) -> DeviceResult {
    Fixture.device(
      id,
      snapshots: [
        Snapshot(
          name: "initial",
          views: [
            Fixture.view("redView", frame, ambiguous: ambiguous, translates: translates)
          ])
      ], log: log, errors: errors, inactive: inactive)
  }

  private var unsatisfiableMessage: String {
    "Some constraints conflict; UIKit broke the one made at \(file):14.\n"
      + "UIKit logged:\n"
      + unsatisfiableText + "\n"
      + "Where each constraint was made:\n"
      + "  \(file):12: <NSLayoutConstraint:0x600001e77d90 UIView:0x7f9a77b3cd20.width == 300   (active)>\n"
      + "  \(file):14: <NSLayoutConstraint:0x600001e77e00 UIView:0x7f9a77b3cd20.width == 100   (active)>  (broken)\n"
      + "  UIKit, from an autoresizing mask: <NSAutoresizingMaskLayoutConstraint:0x600001e77f00"
      + " h=--& v=--& UIView:0x7f9a77b3cd20.width == 0   (active)>"
  }

  @Test(
    "unsatisfiable constraints: UIKit's text, each constraint's line, the broken one, and the autoresizing hint first"
  )
  func unsatisfiable() throws {
    let verdict = try verdict([device(log: [conflict()])])
    // The frame matches, but a conflict fails the exercise.
    #expect(verdict.checks.map(\.ok) == [true])
    #expect(verdict.score == 1)
    #expect(verdict.status == .failed)
    #expect(
      verdict.diagnostics == [
        Diagnostic(
          kind: .autoresizingMask,
          message:
            "Did you forget `translatesAutoresizingMaskIntoConstraints = false` on `redView`?"
            + " It is still true, so UIKit turns its autoresizing mask into constraints, and they"
            + " conflict with yours.",
          device: "iphone-x", view: "redView"),
        Diagnostic(
          kind: .unsatisfiableConstraints, message: unsatisfiableMessage, file: file, line: 14,
          device: "iphone-x", view: "redView",
          diagnosis: "`redView.width == 100` (line 14) conflicts with `redView.width == 300`"
            + " (line 12) and `redView`'s autoresizing mask (`redView.width == 0`); UIKit broke"
            + " the one on line 14."),
      ])
  }

  @Test("no autoresizing hint when the view no longer translates its mask, or no mask is involved")
  func noAutoresizingHint() throws {
    let cleared = try verdict([device(translates: false, log: [conflict()])])
    #expect(cleared.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
    let noMask = try verdict([device(log: [conflict(autoresizing: false)])])
    #expect(noMask.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
  }

  @Test("no autoresizing hint for a cell's content view, which UIKit sizes by its mask")
  func noHintForListContentViews() throws {
    for path in [
      "collectionView.cells[0][1].contentView", "view.cells[2][0].contentView",
      "tableView.headers[1].contentView", "tableView.footers[0].contentView",
    ] {
      let verdict = try verdict([device(log: [conflict(translating: path)])])
      #expect(verdict.diagnostics.map(\.kind) == [.unsatisfiableConstraints])
    }
    // A view of the learner's called contentView elsewhere still gets the hint.
    for path in ["card.contentView", "tableView.cells[0].contentView"] {
      let verdict = try verdict([device(log: [conflict(translating: path)])])
      #expect(verdict.diagnostics.map(\.kind) == [.autoresizingMask, .unsatisfiableConstraints])
    }
  }

  @Test("an autoresizing-conflict entry gives the hint on its own")
  func autoresizingEntry() throws {
    let entry = LogEntry(kind: .autoresizingConflict, text: "conflict", view: "redView")
    let verdict = try verdict([device(log: [entry])])
    #expect(verdict.diagnostics.map(\.kind) == [.autoresizingMask])
    #expect(verdict.status == .failed)
  }

  @Test("the same conflict on every device is said once, though addresses differ")
  func conflictEverywhere() throws {
    let verdict = try verdict([
      device("iphone-x", log: [conflict()]),
      device("iphone-se", log: [conflict(address: "0x7f9a77b3ff00")]),
    ])
    #expect(verdict.diagnostics.map(\.kind) == [.autoresizingMask, .unsatisfiableConstraints])
    #expect(verdict.diagnostics[1].message == unsatisfiableMessage)
  }

  @Test("a conflict on some devices names them")
  func conflictSomewhere() throws {
    let verdict = try verdict([device("iphone-x", log: [conflict()]), device("iphone-se")])
    #expect(
      verdict.diagnostics.map(\.message).map { $0.split(separator: "\n")[0] } == [
        "Did you forget `translatesAutoresizingMaskIntoConstraints = false` on `redView`?"
          + " It is still true on iphone-x, so UIKit turns its autoresizing mask into constraints,"
          + " and they conflict with yours.",
        "Some constraints conflict on iphone-x; UIKit broke the one made at \(file):14.",
      ])
  }

  @Test("a broken constraint UIKit made points the diagnostic at the first of the learner's")
  func brokenSystemConstraint() throws {
    var entry = conflict(autoresizing: false)
    entry.constraints[1].broken = false
    entry.constraints.append(
      ConstraintRecord(
        description:
          "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' UIView:0x2.width == 375   (active)>",
        broken: true))
    let diagnostic = try #require(try verdict([device(log: [entry])]).diagnostics.first)
    #expect(
      diagnostic.message.hasPrefix("Some constraints conflict; UIKit broke one it made itself.\n"))
    #expect(diagnostic.file == file)
    #expect(diagnostic.line == 12)
    #expect(
      diagnostic.message.hasSuffix(
        "\n  UIKit: <NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width'"
          + " UIView:0x2.width == 375   (active)>  (broken)"))
  }

  @Test("an ambiguous view lists the constraints affecting it, and fails even with the right frame")
  func ambiguous() throws {
    let leading = ConstraintRecord(
      description: "<NSLayoutConstraint:0x600001e77a00 UIView:0x7f9a77b3cd20.leading =="
        + " UIView:0x7f9a77b30000.leading + 20   (active)>",
      file: file, line: 20, views: ["redView", "view"])
    let entry = LogEntry(kind: .ambiguous, text: "", constraints: [leading], view: "redView")
    let verdict = try verdict([device(translates: false, ambiguous: true, log: [entry])])
    #expect(verdict.status == .failed)
    #expect(verdict.score == 1)
    #expect(
      verdict.diagnostics == [
        Diagnostic(
          kind: .ambiguousLayout,
          message:
            "`redView` has an ambiguous layout: more than one frame satisfies its constraints,"
            + " so UIKit picks one arbitrarily.\n"
            + "Constraints affecting it:\n"
            + "  \(file):20: <NSLayoutConstraint:0x600001e77a00 UIView:0x7f9a77b3cd20.leading =="
            + " UIView:0x7f9a77b30000.leading + 20   (active)>",
          file: file, line: 20, device: "iphone-x", view: "redView")
      ])
  }

  @Test("a view flagged ambiguous without a log entry still gets an explanation")
  func ambiguousFlagOnly() throws {
    let verdict = try verdict([device(translates: false, ambiguous: true)])
    #expect(
      verdict.diagnostics.map(\.message) == [
        "`redView` has an ambiguous layout: more than one frame satisfies its constraints,"
          + " so UIKit picks one arbitrarily."
      ])
  }

  @Test("a VFL error quotes UIKit's caret message and points at its line")
  func visualFormat() throws {
    let text =
      "Unable to parse constraint format: \n"
      + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
      + "H:|-0-[popUp]-0-| \n"
      + "             ^"
    let error = ReportedError(kind: .vflError, message: text, file: file, line: 31)
    let verdict = try verdict([device(translates: false, errors: [error])])
    #expect(verdict.status == .failed)
    #expect(
      verdict.diagnostics == [
        Diagnostic(
          kind: .vflError,
          message: "The visual format string at \(file):31 could not be parsed:\n" + text,
          file: file, line: 31, device: "iphone-x")
      ])
    // The same error logged by the engine rather than recorded as an error reads the same.
    let logged = LogEntry(kind: .vflError, text: text, file: file, line: 31)
    #expect(
      try self.verdict([device(translates: false, log: [logged])]).diagnostics
        == verdict.diagnostics)
  }

  @Test("exceptions and harness errors are explained with their location")
  func exceptionsAndHarness() throws {
    let exception = ReportedError(
      kind: .exception,
      message: "Unable to activate constraint with anchors because they have no common ancestor.",
      file: file, line: 22)
    let harness = ReportedError(
      kind: .harness, message: "no class named `WelcomeViewController` in the file")
    let verdict = try verdict([device(translates: false, errors: [exception, harness])])
    #expect(
      verdict.diagnostics.map(\.message) == [
        "The grader could not run the exercise: no class named `WelcomeViewController` in the file",
        "UIKit raised an exception at \(file):22; on iOS the app would crash here:\n"
          + "Unable to activate constraint with anchors because they have no common ancestor.",
      ])
    #expect(verdict.diagnostics.map(\.kind) == [.harnessError, .exception])
    #expect(verdict.diagnostics.map(\.line) == [nil, 22])
  }

  @Test("a constraint never activated is a note: the exercise can still pass")
  func inactive() throws {
    let height = ConstraintRecord(
      description: "<NSLayoutConstraint:0x600001e77f10 UIView:0x7f9a77b3cd20.height == 50>",
      file: file, line: 18, views: ["redView"])
    let verdict = try verdict([device(translates: false, inactive: [height])])
    #expect(verdict.status == .passed)
    #expect(
      verdict.diagnostics == [
        Diagnostic(
          kind: .inactiveConstraint,
          message: "The constraint made at \(file):18 is never activated:"
            + " <NSLayoutConstraint:0x600001e77f10 UIView:0x7f9a77b3cd20.height == 50>."
            + " Set its `isActive` to true or pass it to `NSLayoutConstraint.activate(_:)`.",
          file: file, line: 18, device: "iphone-x", view: "redView")
      ])
  }

  @Test("other log messages are notes")
  func message() throws {
    let entry = LogEntry(kind: .message, text: "Something UIKit says.")
    let verdict = try verdict([device(translates: false, log: [entry])])
    #expect(verdict.status == .passed)
    #expect(verdict.diagnostics.map(\.message) == ["UIKit logged:\nSomething UIKit says."])
  }
}
