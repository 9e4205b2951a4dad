import Grader
import LayoutReport
import Terminal
import Testing

@testable import LayoutlingsCLI

/// The `c` key of the course and watch: on a passed verdict it asks for the comparison with the
/// reference solution and shows it; Esc goes back.
@Suite("c: the comparison with the reference solution, in the course and watch")
struct SolutionKeyTests {
  /// A reference that pins left and right, and a learner who set a width instead.
  static let review: SolutionReview = {
    func record(_ attribute: String, _ other: String, line: Int) -> ConstraintRecord {
      ConstraintRecord(
        description: "", file: "F.swift", line: line,
        equation: ConstraintEquation(
          first: .init(item: "panelView", attribute: attribute), relation: "==",
          second: .init(item: "view", attribute: other)))
    }
    let frames = ["initial/panelView": ReportRect(x: 0, y: 0, width: 375, height: 406)]
    let reference = ProgramLayout(devices: [
      .init(
        name: "iphone-x",
        constraints: [record("left", "left", line: 5), record("right", "right", line: 6)],
        frames: frames)
    ])
    let learner = ProgramLayout(devices: [
      .init(
        name: "iphone-x",
        constraints: [record("left", "left", line: 9), record("width", "width", line: 10)],
        frames: frames)
    ])
    return SolutionReview(
      exerciseID: "01-first/01-one", solution: "import UIKit\nclass One {}\n",
      learnerPath: "/w/01-first/01-one.swift",
      comparison: .compared(SolutionComparison(learner: learner, reference: reference)),
      durationMs: 0)
  }()

  @Test("in the course: only a passed verdict compares; the panel shows both and Esc goes back")
  func course() {
    var driver = MachineDriver(size: TerminalSize(columns: 64, rows: 30))
    driver.type("nnn")
    #expect(driver.type("c") == [])
    #expect(
      driver.state.message
        == "c compares your constraints with the reference solution once this exercise passes.")
    driver.send(
      .graded(GradeSummary(exerciseID: "01-first/01-one", verdict: bareVerdict(passed: true))))
    #expect(driver.screen.contains("Press c to compare your constraints with the reference"))
    #expect(driver.type("c") == [.compareSolution(exerciseID: "01-first/01-one")])
    driver.send(.solutionCompared(Self.review))
    let screen = driver.screen
    // The differences come first, then the reference.
    #expect(screen[3] == "Your constraints and the reference's")
    #expect(screen.contains("Reference solution for 01-first/01-one:"))
    #expect(screen.contains("1  import UIKit"))
    #expect(screen.contains("  The reference has, you do not:"))
    #expect(
      screen.contains {
        $0.hasPrefix("    - panelView.right == view.right") && $0.hasSuffix("reference line 6")
      })
    #expect(
      screen.contains {
        $0.hasPrefix("    + panelView.width == view.width") && $0.hasSuffix("your line 10")
      })
    // Back at the verdict the comparison came from.
    driver.send(.key(.escape))
    #expect(driver.state.panel == .verdict(exerciseID: "01-first/01-one"))
    driver.send(.key(.escape))
    #expect(driver.state.panel == .page)
  }

  @Test("in the course: back from the comparison, the rating prompt is there again")
  func ratingPromptAfterComparison() {
    var driver = MachineDriver(size: TerminalSize(columns: 100, rows: 30))
    driver.type("nnn")
    driver.send(
      .graded(
        GradeSummary(
          exerciseID: "01-first/01-one", verdict: bareVerdict(passed: true),
          ratingChoices: newCardChoices)))
    let heading = "How well did you know it? Next review after each rating:"
    #expect(driver.screen.contains(heading))
    #expect(driver.type("c") == [.compareSolution(exerciseID: "01-first/01-one")])
    driver.send(.solutionCompared(Self.review))
    #expect(!driver.screen.contains(heading))
    driver.send(.key(.enter))
    #expect(driver.screen.contains(heading))
    #expect(
      driver.state.message
        == "Passed! How well did you know it? Press 1-4 to rate, or n to go on.")
  }

  @Test("in watch: the same key and panel")
  func watch() {
    var (state, _) = WatchMachine.start(
      exercise: WatchedExercise(id: "01-a/01-one", title: "One", path: "/w/01-a/01-one.swift"),
      watching: "inotify", size: TerminalSize(columns: 70, rows: 30))
    #expect(WatchMachine.update(&state, with: .key(.character("c"))) == [])
    _ = WatchMachine.update(
      &state,
      with: .graded(GradeSummary(exerciseID: "01-a/01-one", verdict: bareVerdict(passed: true))))
    #expect(
      WatchMachine.update(&state, with: .key(.character("c")))
        == [.compareSolution(exerciseID: "01-a/01-one")])
    _ = WatchMachine.update(&state, with: .solutionCompared(Self.review))
    let screen = WatchScreen(state: state, styler: .plain).lines()
    #expect(screen.contains("Reference solution for 01-first/01-one:"))
    _ = WatchMachine.update(&state, with: .key(.enter))
    #expect(state.panel == .verdict)
  }
}
