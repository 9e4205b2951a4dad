import Foundation
import Grader
import LayoutReport
import Testing

/// The compiler's warnings in the learner's file: shown verbatim at the learner's line and
/// column, after the verdict, for passing files too, and kept by the verdict cache.
@Suite(.serialized) struct CompilerWarningTests {
  /// The half-panel solution with an unused `let x` (line 8) and, on line 9, an unused `let y`
  /// after a `#selector` the neutralizer rewrites one byte wider. `marker` makes the file new to
  /// the verdict cache.
  static func source(marker: String) -> String {
    """
    import UIKit
    // \(marker)
    class HalfPanelViewController: UIViewController {
      let panelView = UIView()

      override func viewDidLoad() {
        super.viewDidLoad()
        let x = 5
        _ = #selector(tapped); let y = 1
        panelView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(panelView)
        NSLayoutConstraint.activate([
          panelView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          panelView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          panelView.topAnchor.constraint(equalTo: view.topAnchor),
          panelView.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
        ])
      }

      @objc func tapped() {}
    }

    """
  }

  @Test func aPassingFileReportsItsWarningsAtTheLearnersColumns() throws {
    let outcome = try GradingFixture.grade(Self.source(marker: "warnings"), name: "warn.swift")
    let verdict = outcome.result.verdict
    #expect(verdict.status == .passed)
    #expect(verdict.score == 1)
    let warnings = verdict.diagnostics.filter { $0.kind == .warning }
    // Exactly the learner's two: none from the harness or the appended action table.
    #expect(verdict.diagnostics.count == 2)
    #expect(warnings.map(\.file) == ["warn.swift", "warn.swift"])
    #expect(warnings.map(\.line) == [8, 9])
    // `x` is the 9th byte of `    let x = 5`; `y` the 32nd of `    _ = #selector(tapped); let y = 1`
    // (the compiled copy has `Selector("tapped")`, one byte wider, so `y` is its 33rd).
    #expect(warnings.map(\.column) == [9, 32])
    let first = try #require(warnings.first)
    #expect(
      first.message.hasPrefix("warning: initialization of immutable value 'x' was never used"))
    #expect(first.message.contains("\n    let x = 5\n        ^"))
    // The learner's text, not the rewritten copy.
    #expect(warnings[1].message.contains("_ = #selector(tapped); let y = 1"))

    let json = try #require(
      try JSONSerialization.jsonObject(with: outcome.result.jsonData()) as? [String: Any])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.first?["kind"] as? String == "warning")
    #expect(diagnostics.first?["line"] as? Int == 8)
    #expect(diagnostics.first?["column"] as? Int == 9)

    // Human output: the verdict first, the warnings last, with file:line:column.
    let text = VerdictText.render(verdict, exercise: "half-panel").split(separator: "\n")
    #expect(text.first == "half-panel: passed (4 of 4 frames match)")
    let heading = try #require(text.firstIndex(of: "Compiler warnings:"))
    let frames = try #require(text.firstIndex(of: "Frames:"))
    #expect(frames < heading)
    #expect(
      text[heading + 1].hasPrefix(
        "warn.swift:8:9: warning: initialization of immutable value 'x' was never used"))
  }

  @Test func theVerdictCacheKeepsTheWarnings() throws {
    let source = Self.source(marker: "run \(UUID().uuidString)")
    let configuration = GradingFixture.configuration(verdictCache: true)
    let first = try GradingFixture.grade(source, name: "warn.swift", configuration: configuration)
    let second = try GradingFixture.grade(source, name: "warn.swift", configuration: configuration)
    #expect(!first.isCached)
    #expect(second.isCached)
    #expect(second.result.verdict.diagnostics.map(\.kind) == [.warning, .warning])
    #expect(second.result.verdict == first.result.verdict)
  }
}
