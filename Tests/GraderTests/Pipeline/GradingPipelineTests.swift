import ExerciseContract
import Foundation
import Grader
import LayoutReport
import Testing

/// Grading real files end to end: `swiftc`, the prebuilt engine, the sandbox, the report and the
/// verdict, one kind of mistake per test. Serialized: each test compiles a program, and the
/// machine's cores are better spent on one compilation at a time.
@Suite(.serialized) struct GradingPipelineTests {
  @Test func theLessonSolutionPasses() throws {
    let outcome = try GradingFixture.grade(try GradingFixture.lessonFile("Solution.swift"))
    let verdict = outcome.result.verdict
    #expect(verdict.status == .passed)
    #expect(verdict.score == 1)
    #expect(verdict.checks.count == 4)
    #expect(verdict.diagnostics.isEmpty)
    #expect(outcome.rootSizes["ipad-pro-11:landscape"] == ReportSize(width: 1194, height: 834))
    #expect(!outcome.isCached)
  }

  @Test func theLessonStarterFailsAndSaysWhy() throws {
    // The starter keeps the hard-coded frame (0, 0, 320, 240) on every device.
    let outcome = try GradingFixture.grade(try GradingFixture.lessonFile("Exercise.swift"))
    let verdict = outcome.result.verdict
    #expect(verdict.status == .failed)
    #expect(verdict.score == 0)
    let first = try #require(verdict.diagnostics.first)
    #expect(first.kind == .frameMismatch)
    // One cause for the four devices: the view still translates its mask, 320 × 240 everywhere.
    #expect(
      first.message.hasPrefix(
        "`panelView` is 320 × 240 at x = 0, y = 0 on every device: it still has its hard-coded"
          + " frame."))
    #expect(first.cause == .hardCodedFrame)
    // Blame through the real engine and harness: the mask's constraints hold maxX and maxY, and
    // the starter sets the frame on the line found here in its text.
    let frameLine =
      try #require(
        try GradingFixture.lessonFile("Exercise.swift").split(
          separator: "\n", omittingEmptySubsequences: false
        ).firstIndex {
          $0.contains("panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)")
        }
      ) + 1
    #expect(
      first.message.contains(
        "maxX = 320 and maxY = 240 come from the frame set on line \(frameLine)."))
    #expect(first.line == frameLine)
    #expect(verdict.diagnostics.filter { $0.kind == .frameMismatch }.count == 1)

    // The JSON contract: exactly these keys at each level.
    let json = try #require(
      try JSONSerialization.jsonObject(with: outcome.result.jsonData()) as? [String: Any])
    #expect(
      Set(json.keys) == [
        "exercise", "status", "score", "checks", "diagnostics", "durationMs", "programOutput",
      ])
    #expect(json["status"] as? String == "failed")
    let check = try #require((json["checks"] as? [[String: Any]])?.first)
    #expect(Set(check.keys) == ["device", "snapshot", "view", "expected", "actual", "ok"])
    #expect(check["actual"] as? [Double] == [0, 0, 320, 240])
    #expect(check["expected"] as? [Double] == [0, 0, 375, 406])
    let diagnostic = try #require((json["diagnostics"] as? [[String: Any]])?.first)
    #expect(
      Set(diagnostic.keys) == [
        "kind", "message", "file", "line", "column", "devices", "cause", "diagnosis",
      ])
    #expect(diagnostic["kind"] as? String == "frame-mismatch")
    #expect(diagnostic["cause"] as? String == "hard-coded-frame")
  }

  @Test func aCompileErrorPointsAtTheLearnersLine() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(panelView)
          panelView.widthAnchor.constraint(equalToConstant: "wide").isActive = true
        }
      }
      """
    let verdict = try GradingFixture.grade(source, name: "typo.swift").result.verdict
    #expect(verdict.status == .compileError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.kind == .compileError)
    #expect(error.file == "typo.swift")
    #expect(error.line == 9)
    #expect(
      error.message.contains(
        "error: cannot convert value of type 'String' to expected argument type 'CGFloat'"))
    #expect(error.message.contains(#"panelView.widthAnchor.constraint(equalToConstant: "wide")"#))
    #expect(!error.message.contains("main.swift"))
  }

  @Test func aFileWithoutTheEntryClassIsToldSoBeforeCompiling() throws {
    let source = "import UIKit\n\nclass PanelController: UIViewController {}\n"
    let verdict = try GradingFixture.grade(source).result.verdict
    #expect(verdict.status == .compileError)
    #expect(
      verdict.diagnostics.first?.message.hasPrefix(
        "This file does not declare `class HalfPanelViewController: UIViewController`") == true)
  }

  @Test func aStepThatDoesNotFitTheFileIsExplainedAsTheStep() throws {
    // The exercise calls `vc.enlargePanel()`, which this file does not have.
    var exercise = try GradingFixture.halfPanel()
    exercise.harness.steps.append(ExerciseStep(swift: "vc.enlargePanel()", snapshot: "large"))
    let source = try GradingFixture.lessonFile("Solution.swift")
    let verdict = try GradingSession(configuration: GradingFixture.configuration()).grade(
      LearnerFile(path: "panel.swift", contents: Array(source.utf8)), as: exercise
    ).result.verdict
    #expect(verdict.status == .compileError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.message.hasPrefix("Step 2 of the exercise runs this with your `vc`"))
    #expect(error.message.contains("vc.enlargePanel()"))
    #expect(error.message.contains("has no member 'enlargePanel'"))
    #expect(!verdict.diagnostics.contains { $0.message.contains("main.swift") })
  }

  @Test func aTrapIsARuntimeErrorAtItsLine() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()
        var label: UILabel!

        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(panelView)
          label.text = "boom"
        }
      }
      """
    let verdict = try GradingFixture.grade(source, name: "trap.swift").result.verdict
    #expect(verdict.status == .runtimeError)
    let error = try #require(verdict.diagnostics.first)
    #expect(error.kind == .runtimeError)
    #expect(error.file == "trap.swift")
    #expect(error.line == 10)
    #expect(
      error.message.contains("Unexpectedly found nil while implicitly unwrapping an Optional"))
    #expect(!error.message.contains("Learner/"))
  }

  @Test func anEndlessLoopTimesOut() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          var turns = 0
          while turns >= 0 { turns = (turns + 1) % 7 }
          view.addSubview(panelView)
        }
      }
      """
    let verdict = try GradingFixture.grade(
      source, configuration: GradingFixture.configuration(cpuSeconds: 1)
    ).result.verdict
    #expect(verdict.status == .timeout)
    #expect(verdict.diagnostics.map(\.kind) == [.timeout])
    #expect(verdict.diagnostics.first?.message.contains("endless loop") == true)
  }

  @Test func conflictingConstraintsNameTheLearnersLines() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          panelView.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(panelView)
          NSLayoutConstraint.activate([
            panelView.leftAnchor.constraint(equalTo: view.leftAnchor),
            panelView.rightAnchor.constraint(equalTo: view.rightAnchor),
            panelView.topAnchor.constraint(equalTo: view.topAnchor),
            panelView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
            panelView.heightAnchor.constraint(equalToConstant: 100),
          ])
        }
      }
      """
    let verdict = try GradingFixture.grade(source, name: "conflict.swift").result.verdict
    // The engine breaks the 100 pt height, so the frames are right; the conflict still fails it.
    #expect(verdict.status == .failed)
    #expect(verdict.score == 1)
    let conflict = try #require(verdict.diagnostics.first)
    #expect(conflict.kind == .unsatisfiableConstraints)
    #expect(conflict.file == "conflict.swift")
    #expect(conflict.line == 15)
    #expect(conflict.message.contains("UIKit broke the one made at conflict.swift:15."))
    #expect(conflict.message.contains("Unable to simultaneously satisfy constraints."))
    #expect(conflict.message.contains("  conflict.swift:14: <NSLayoutConstraint"))
  }

  @Test func anAmbiguousViewIsExplainedAtItsConstraint() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          panelView.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(panelView)
          NSLayoutConstraint.activate([
            panelView.leftAnchor.constraint(equalTo: view.leftAnchor),
            panelView.rightAnchor.constraint(equalTo: view.rightAnchor),
            panelView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
          ])
        }
      }
      """
    let verdict = try GradingFixture.grade(source, name: "floating.swift").result.verdict
    #expect(verdict.status == .failed)
    let ambiguity = try #require(verdict.diagnostics.first)
    #expect(ambiguity.kind == .ambiguousLayout)
    #expect(ambiguity.view == "panelView")
    // Nothing places it vertically; the height is the only vertical constraint it has.
    #expect(ambiguity.line == 13)
    #expect(ambiguity.message.hasPrefix("`panelView` has an ambiguous layout"))
  }

  @Test func aForgottenAutoresizingMaskIsNamed() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)
          view.addSubview(panelView)
          NSLayoutConstraint.activate([
            panelView.leftAnchor.constraint(equalTo: view.leftAnchor),
            panelView.rightAnchor.constraint(equalTo: view.rightAnchor),
            panelView.topAnchor.constraint(equalTo: view.topAnchor),
            panelView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
          ])
        }
      }
      """
    let verdict = try GradingFixture.grade(source).result.verdict
    #expect(verdict.status == .failed)
    // The mask is named once: the view was constrained, and the mask it still translates fights
    // those constraints (mask-translating, not the hard-coded frame, which the constraints would
    // replace), also saying the mask's constraints conflict (the separate "Did you forget…" hint
    // would say it again).
    #expect(!verdict.diagnostics.contains { $0.kind == .autoresizingMask })
    let frames = try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
    #expect(frames.cause == .maskTranslating)
    #expect(
      frames.message.split(separator: "\n").first?.hasSuffix(
        "the mask is still translating."
          + " Its mask's constraints also conflict with yours (UIKit's log says which).") == true)
    let conflict = try #require(
      verdict.diagnostics.first { $0.kind == .unsatisfiableConstraints && $0.line == 12 })
    #expect(conflict.diagnosis?.contains("`panelView`'s autoresizing mask") == true)
  }

  @Test func aViewNeverAddedAndAConstraintNeverActivated() throws {
    let source = """
      import UIKit

      class HalfPanelViewController: UIViewController {
        let panelView = UIView()

        override func viewDidLoad() {
          super.viewDidLoad()
          panelView.translatesAutoresizingMaskIntoConstraints = false
          let width = panelView.widthAnchor.constraint(equalToConstant: 100)
          _ = width
        }
      }
      """
    let verdict = try GradingFixture.grade(source, name: "forgot.swift").result.verdict
    #expect(verdict.status == .failed)
    let missing = try #require(verdict.diagnostics.first)
    #expect(missing.kind == .missingView)
    #expect(missing.message.hasPrefix("`panelView` was never added to the view hierarchy"))
    let inactive = try #require(verdict.diagnostics.first { $0.kind == .inactiveConstraint })
    #expect(inactive.file == "forgot.swift")
    #expect(inactive.line == 9)
    #expect(inactive.message.contains("is never activated"))
    #expect(verdict.checks.allSatisfy { $0.actual == nil })
  }

  @Test func anUnchangedFileIsAnsweredFromTheCache() throws {
    // A comment only this run writes makes the first grading a miss even on a warm cache.
    let source = try GradingFixture.lessonFile("Solution.swift") + "\n// run \(UUID().uuidString)\n"
    let configuration = GradingFixture.configuration(verdictCache: true)
    let first = try GradingFixture.grade(source, configuration: configuration)
    let second = try GradingFixture.grade(source, configuration: configuration)
    #expect(!first.isCached)
    #expect(second.isCached)
    #expect(second.result.verdict == first.result.verdict)
    #expect(second.result.verdict.status == .passed)
    #expect(second.rootSizes == first.rootSizes)
  }

  @Test func framesOfAnyFileHaveTheContractShape() throws {
    let spec = HarnessSpec(
      entry: .viewController("HalfPanelViewController"), devices: ["iphone-x:landscape"],
      recording: .everyView)
    let outcome = try GradingSession(configuration: GradingFixture.configuration()).layOut(
      LearnerFile(
        path: "Solution.swift",
        contents: Array(try GradingFixture.lessonFile("Solution.swift").utf8)),
      spec: spec)
    guard case .laidOut(let report) = outcome else {
      Issue.record("no report: \(outcome)")
      return
    }
    let json = try #require(
      try JSONSerialization.jsonObject(with: report.framesJSON()) as? [String: Any])
    #expect(Array(json.keys) == ["results"])
    let result = try #require((json["results"] as? [[String: Any]])?.first)
    #expect(
      Set(result.keys) == ["device", "orientation", "size", "scale", "snapshots", "log", "errors"])
    #expect(result["device"] as? String == "iphone-x")
    #expect(result["orientation"] as? String == "landscape")
    #expect(result["size"] as? [Double] == [812, 375])
    let snapshot = try #require((result["snapshots"] as? [[String: Any]])?.first)
    #expect(Set(snapshot.keys) == ["name", "views"])
    let views = try #require(snapshot["views"] as? [[String: Any]])
    #expect(views.map { $0["path"] as? String } == ["view", "panelView"])
    #expect(
      Set(views[1].keys) == [
        "path", "class", "frame", "frameInRoot", "superview", "hidden", "ambiguous",
      ])
    #expect(views[0]["superview"] is NSNull)
    #expect(views[1]["superview"] as? String == "view")
    // The panel is the root view's subview: its frame and its root-space frame are the same.
    #expect(views[1]["frameInRoot"] as? [Double] == views[1]["frame"] as? [Double])
    // Landscape iPhone X: 812 × 375, so the panel is 812 × 187.5; 187.5 pt is 562.5 pixels at
    // @3x, and frames are rounded to the pixel grid half up: 563 px = 187.67 pt.
    let frame = try #require(views[1]["frame"] as? [Double])
    #expect(frame.count == 4)
    #expect(Array(frame.prefix(3)) == [0, 0, 812])
    #expect(abs((frame.last ?? 0) - 563.0 / 3) < 1e-9)
  }
}
