import Foundation
import LayoutReport
import Testing

@testable import Grader

/// The one line before UIKit's conflict log, and the log folded behind it.
@Suite("Conflict diagnosis and folded logs")
struct ConflictDiagnosisTests {
  private let file = Fixture.file
  private let frame = Fixture.rect(20, 40, 100, 50)

  /// UIKit's text for an unsatisfiable pair, with the lines the real log has around the list.
  private let text = """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.
    (
        "<NSLayoutConstraint:0x600001e77d90 UITextField:0x7f9a77b3cd20'Email'.width == 300   (active)>",
        "<NSLayoutConstraint:0x600001e77e00 UITextField:0x7f9a77b3cd20'Email'.leading == UILayoutGuide:0x7f9a77b3ce00'UIViewLayoutMarginsGuide'.leading   (active)>",
        "<NSLayoutConstraint:0x600001e77e50 UITextField:0x7f9a77b3cd20'Email'.trailing == UILayoutGuide:0x7f9a77b3ce00'UIViewLayoutMarginsGuide'.trailing   (active)>",
        "<NSLayoutConstraint:0x600001e77f00 'UIView-Encapsulated-Layout-Width' UIWindow:0x7f9a77b3cf00.width == 375   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600001e77e50 UITextField:0x7f9a77b3cd20'Email'.trailing == UILayoutGuide:0x7f9a77b3ce00'UIViewLayoutMarginsGuide'.trailing   (active)>
    """

  private var entry: LogEntry {
    LogEntry(
      kind: .unsatisfiable, text: text,
      constraints: [
        ConstraintRecord(
          description:
            "<NSLayoutConstraint:0x600001e77d90 UITextField:0x7f9a77b3cd20'Email'.width == 300   (active)>",
          file: file, line: 53, views: ["emailField"]),
        ConstraintRecord(
          description:
            "<NSLayoutConstraint:0x600001e77e00 UITextField:0x7f9a77b3cd20'Email'.leading == UILayoutGuide:0x7f9a77b3ce00'UIViewLayoutMarginsGuide'.leading   (active)>",
          file: file, line: 28, views: ["emailField", "view"]),
        ConstraintRecord(
          description:
            "<NSLayoutConstraint:0x600001e77e50 UITextField:0x7f9a77b3cd20'Email'.trailing == UILayoutGuide:0x7f9a77b3ce00'UIViewLayoutMarginsGuide'.trailing   (active)>",
          file: file, line: 29, broken: true, views: ["emailField", "view"]),
        ConstraintRecord(
          description:
            "<NSLayoutConstraint:0x600001e77f00 'UIView-Encapsulated-Layout-Width' UIWindow:0x7f9a77b3cf00.width == 375   (active)>",
          origin: .system),
      ])
  }

  private func verdict(_ log: [LogEntry], devices: [String] = ["iphone-x"]) throws -> Verdict {
    let results = devices.map { device in
      Fixture.device(
        device,
        snapshots: [Snapshot(name: "initial", views: [Fixture.view("emailField", frame)])],
        log: log)
    }
    return Verdict(
      grading: LayoutReport(results: results),
      against: try Fixture.expected(devices.map { ($0, "initial", "emailField", frame) }))
  }

  @Test("the broken constraint first, with its line, then the others it conflicts with")
  func sentence() throws {
    let verdict = try verdict([entry], devices: ["iphone-x", "iphone-se"])
    let conflict = try #require(verdict.diagnostics.first { $0.kind == .unsatisfiableConstraints })
    #expect(
      conflict.diagnosis
        == "`emailField.trailing == view.layoutMarginsGuide.trailing` (line 29) conflicts with"
        + " `emailField.width == 300` (line 53),"
        + " `emailField.leading == view.layoutMarginsGuide.leading` (line 28)"
        + " and one of UIKit's own constraints; UIKit broke the one on line 29.")
    #expect(conflict.line == 29)
    // The message keeps the whole text for `grade --json`: the first line, then UIKit's log.
    #expect(conflict.message.contains(text))
    #expect(conflict.foldedLines.first == "UIKit logged:")
  }

  @Test("a device phrase when the conflict happened on some devices only")
  func devicePhrase() throws {
    let results = [
      Fixture.device(
        "iphone-x",
        snapshots: [Snapshot(name: "initial", views: [Fixture.view("emailField", frame)])],
        log: [entry]),
      Fixture.device(
        "iphone-se",
        snapshots: [Snapshot(name: "initial", views: [Fixture.view("emailField", frame)])]),
    ]
    let verdict = Verdict(
      grading: LayoutReport(results: results),
      against: try Fixture.expected([
        ("iphone-x", "initial", "emailField", frame), ("iphone-se", "initial", "emailField", frame),
      ]))
    let conflict = try #require(verdict.diagnostics.first { $0.kind == .unsatisfiableConstraints })
    #expect(
      conflict.diagnosis?.hasSuffix(" own constraints on iphone-x; UIKit broke the one on line 29.")
        == true)
  }

  @Test("an autoresizing mask is named as the view's mask, and a broken mask constraint said so")
  func autoresizingMask() {
    let mask = ConstraintRecord(
      description:
        "<NSAutoresizingMaskLayoutConstraint:0x600001e77f00 h=--& v=--& UIView:0x7f9a77b3cd20.width == 0   (active)>",
      broken: true, origin: .autoresizing, views: ["avatarView"])
    let width = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x600001e77d90 UIView:0x7f9a77b3cd20.width == 80   (active)>",
      file: file, line: 38, views: ["avatarView"])
    let sentence = ConflictDiagnosis.sentence(
      LogEntry(kind: .unsatisfiable, text: "…", constraints: [width, mask]), devicePhrase: "")
    #expect(
      sentence
        == "`avatarView`'s autoresizing mask (`avatarView.width == 0`) conflicts with"
        + " `avatarView.width == 80` (line 38); UIKit broke the autoresizing mask's.")
  }

  @Test(
    "readable formulas: guides by property, unnamed objects by class, the visual format left alone")
  func formulas() {
    // Two objects and one name: naming by position would name the wrong one, so classes stay.
    let unnamed = ConstraintRecord(
      description:
        "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- UIWindow:0x7fb5e0c000c0.width == UIView:0x7fb5e0c000f0.maxX   (active)>",
      origin: .system, views: ["view"])
    #expect(ConstraintFormula.text(unnamed) == "UIWindow.width == UIView.maxX")
    let visual = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x2 V:[UIView:0x7fb5e0c00030]-(16)-[UIView:0x7fb5e0c00060]   (active)>",
      file: file, line: 36, views: ["avatarView", "bannerView"])
    #expect(ConstraintFormula.text(visual) == "V:[UIView]-(16)-[UIView]")
    let safe = ConstraintRecord(
      description:
        "<NSLayoutConstraint:0x3 UIStackView:0x7fb5e0c00030.top == UILayoutGuide:0x7fb5e0c00150'UIViewSafeAreaLayoutGuide'.top + 20   (active)>",
      file: file, line: 44, views: ["goalStack", "view"])
    #expect(ConstraintFormula.text(safe) == "goalStack.top == view.safeAreaLayoutGuide.top + 20")
  }

  @Test("a conflict that differs by device only in UIKit's own constraints is said once")
  func sameConflictOnTwoDevices() throws {
    // UIKit's window width is in the log: 375 on one phone, 414 on the other.
    func log(width: Int) -> LogEntry {
      var entry = entry
      entry.constraints[3] = ConstraintRecord(
        description:
          "<NSLayoutConstraint:0x600001e77f00 'UIView-Encapsulated-Layout-Width' UIWindow:0x7f9a77b3cf00.width == \(width)   (active)>",
        origin: .system)
      return entry
    }
    let results = [("iphone-x", 375), ("iphone-xr", 414)].map { device, width in
      Fixture.device(
        device,
        snapshots: [Snapshot(name: "initial", views: [Fixture.view("emailField", frame)])],
        log: [log(width: width)])
    }
    let verdict = Verdict(
      grading: LayoutReport(results: results),
      against: try Fixture.expected(
        ["iphone-x", "iphone-xr"].map { ($0, "initial", "emailField", frame) }))
    let conflicts = verdict.diagnostics.filter { $0.kind == .unsatisfiableConstraints }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.devices == ["iphone-x", "iphone-xr"])
    let lines = VerdictText.lines(for: verdict).map(\.text)
    // The log shown is the first device's; the heading says so.
    #expect(lines.contains("UIKit's log (\(file):29, on iphone-x; the same on iphone-xr):"))
    #expect(lines.contains { $0.contains("UIWindow:0x7f9a77b3cf00.width == 375") })
    #expect(!lines.contains { $0.contains("UIWindow:0x7f9a77b3cf00.width == 414") })
  }

  @Test("plain text: the diagnosis with the verdict, the log after the frames under a heading")
  func afterVerdict() throws {
    let verdict = try verdict([entry])
    let lines = VerdictText.lines(for: verdict).map(\.text)
    let diagnosisLine = try #require(lines.firstIndex { $0.hasPrefix("\(file):29: `emailField") })
    let frames = try #require(lines.firstIndex(of: "Frames:"))
    let heading = try #require(lines.firstIndex(of: "UIKit's log (\(file):29, on iphone-x):"))
    #expect(diagnosisLine < frames && frames < heading)
    #expect(lines[heading + 1] == "  UIKit logged:")
    #expect(
      lines[heading + 2] == "  [LayoutConstraints] Unable to simultaneously satisfy constraints.")
    // Nothing of the log comes before the frames.
    #expect(!lines[..<frames].contains { $0.contains("Unable to simultaneously") })
  }

  @Test("a screen folds the log and counts its lines; unfolded it is under its diagnosis")
  func foldedAndInline() throws {
    let verdict = try verdict([entry])
    let folded = VerdictText.lines(for: verdict, logs: .folded).map(\.text)
    #expect(!folded.contains { $0.contains("Unable to simultaneously") })
    #expect(!folded.contains { $0.hasPrefix("UIKit's log") })
    let conflict = try #require(verdict.diagnostics.first { $0.kind == .unsatisfiableConstraints })
    // "UIKit logged:" (1), the text (11 lines: the heading, the advice, "(", 4 constraints, ")",
    // an empty line and the two of the recovery), "Where each constraint was made:" (1), and
    // the 4 constraints.
    #expect(conflict.foldedLines.count == 1 + 11 + 1 + 4)
    #expect(VerdictText.foldedLineCount(verdict) == 17)
    let inline = VerdictText.lines(for: verdict, logs: .inline).map(\.text)
    #expect(inline.contains("  [LayoutConstraints] Unable to simultaneously satisfy constraints."))
    let diagnosis = try #require(inline.firstIndex { $0.hasPrefix("\(file):29: `emailField") })
    #expect(inline[diagnosis + 1] == "  UIKit logged:")
  }

  @Test("a message of several lines UIKit logged is folded behind its first line; one line is not")
  func loggedMessages() throws {
    let long = LogEntry(
      kind: .message, text: "[Warning] The first line.\n  A second line.\n  A third line.")
    let short = LogEntry(kind: .message, text: "[Warning] Only one line.")
    let verdict = try verdict([long, short])
    let logged = verdict.diagnostics.filter { $0.kind == .logMessage }
    #expect(logged.count == 2)
    #expect(logged.first?.diagnosis == "UIKit logged: [Warning] The first line.")
    #expect(
      logged.first?.foldedLines == [
        "[Warning] The first line.", "  A second line.", "  A third line.",
      ])
    #expect(logged.last?.diagnosis == nil)
  }

  @Test("grade --json adds the diagnosis and keeps the message whole")
  func json() throws {
    let verdict = try verdict([entry])
    let data = try GradeResult(exercise: "08/01", verdict: verdict, durationMs: 1).jsonData()
    let object = try #require(
      try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    let conflict = try #require(
      diagnostics.first { ($0["kind"] as? String) == "unsatisfiable-constraints" })
    #expect((conflict["diagnosis"] as? String)?.hasPrefix("`emailField.trailing") == true)
    #expect((conflict["message"] as? String)?.contains(text) == true)
    // Every diagnostic has the key; `null` where there is no log to fold.
    #expect(diagnostics.allSatisfy { $0.keys.contains("diagnosis") })
  }
}
