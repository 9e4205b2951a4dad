import ExerciseContract
import Foundation
import Grader
import LayoutReport
import Testing

/// Target-actions end to end: `#selector` actions run the learner's `@objc` method when an
/// exercise step taps the button, and an action nobody has is UIKit's crash, at its line.
@Suite(.serialized) struct ActionGradingTests {
  /// A box 100 × 50 pt at the top-left; tapping the button should make it 200 pt wide.
  /// Step 2 taps the button. Expected frames by hand: before, (0, 0, 100, 50); after the
  /// method sets the width constant to 200, (0, 0, 200, 50).
  static func exercise() throws -> GradingExercise {
    try GradingExercise(
      id: "test/tap-to-widen",
      harness: HarnessSpec(
        entry: .viewController("TapViewController"), devices: ["iphone-se"],
        recording: .paths(["box"]),
        steps: [
          ExerciseStep(snapshot: "initial"),
          ExerciseStep(swift: "vc.button.sendActions(for: .touchUpInside)", snapshot: "tapped"),
        ]),
      expected: Grader.ExpectedFrames(entries: [
        .init(
          device: "iphone-se", snapshot: "initial", view: "box",
          frame: ReportRect(x: 0, y: 0, width: 100, height: 50)),
        .init(
          device: "iphone-se", snapshot: "tapped", view: "box",
          frame: ReportRect(x: 0, y: 0, width: 200, height: 50)),
      ]),
      contentKey: "test-fixture")
  }

  static func source(action: String, method: String) -> String {
    """
    import UIKit

    class TapViewController: UIViewController {
      let box = UIView()
      let button = UIButton(type: .system)
      private var widthConstraint: NSLayoutConstraint!

      override func viewDidLoad() {
        super.viewDidLoad()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        view.addSubview(button)
        widthConstraint = box.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
          widthConstraint,
          box.heightAnchor.constraint(equalToConstant: 50),
          box.topAnchor.constraint(equalTo: view.topAnchor),
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        ])
        button.addTarget(self, action: \(action), for: .touchUpInside)
      }

      \(method)
    }

    """
  }

  private func grade(_ source: String) throws -> Verdict {
    try GradingSession(configuration: GradingFixture.configuration()).grade(
      LearnerFile(path: "taps.swift", contents: Array(source.utf8)), as: try Self.exercise()
    ).result.verdict
  }

  @Test func aPrivateObjCActionRunsWhenTheStepTapsTheButton() throws {
    let source = Self.source(
      action: "#selector(buttonTapped(_:))",
      method:
        "@objc private func buttonTapped(_ sender: UIButton) { widthConstraint.constant = 200 }")
    let verdict = try grade(source)
    #expect(verdict.status == .passed)
    #expect(verdict.checks.map(\.ok) == [true, true])
    #expect(verdict.checks.last?.actual == ReportRect(x: 0, y: 0, width: 200, height: 50))
  }

  @Test func anIBActionWithSenderAndEventRuns() throws {
    let source = Self.source(
      action: "#selector(widen(_:forEvent:))",
      method: """
        @IBAction func widen(_ sender: UIButton, forEvent event: UIEvent) {
            if event.type == .touches { widthConstraint.constant = 200 }
          }
        """)
    let verdict = try grade(source)
    #expect(verdict.status == .passed)
  }

  @Test func anActionNobodyHasIsUIKitsCrashAtTheAddTargetLine() throws {
    // A misspelled selector string: on iOS the tap raises NSInvalidArgumentException.
    let source = Self.source(
      action: "Selector((\"buttonTaped:\"))",
      method: "@objc func buttonTapped(_ sender: UIButton) { widthConstraint.constant = 200 }")
    let verdict = try grade(source)
    #expect(verdict.status == .runtimeError)
    // The layout still ran: the box kept its width, so the tapped check fails.
    #expect(verdict.checks.map(\.ok) == [true, false])
    let crash = try #require(verdict.diagnostics.first)
    #expect(crash.kind == .exception)
    #expect(crash.file == "taps.swift")
    #expect(crash.line == 20)
    #expect(
      crash.message.contains(
        "NSInvalidArgumentException: -[Learner.TapViewController buttonTaped:]:"
          + " unrecognized selector sent to instance 0x"))
  }
}
