import Grader
import Terminal
import Testing

@testable import LayoutlingsCLI

/// UIKit's log folded behind its diagnosis on the screens, unfolded with `u`.
@Suite("UIKit's log folded behind u")
struct UIKitLogFoldTests {
  /// A conflict as the grader explains it: the first line, then three lines of log.
  private var conflictVerdict: Verdict {
    Verdict(
      status: .failed, score: 0, checks: [],
      diagnostics: [
        Diagnostic(
          kind: .unsatisfiableConstraints,
          message:
            "Some constraints conflict.\nUIKit logged:\nUnable to satisfy A.\nUnable to satisfy B.",
          file: "Exercise.swift", line: 29, device: "iphone-x",
          diagnosis: "`a.width == 300` (line 29) conflicts with `a.width == 100` (line 30);"
            + " UIKit broke the one on line 29.")
      ])
  }

  @Test("watch: the diagnosis shows, the footer offers u with the log's length, u toggles it")
  func watch() {
    var (state, _) = WatchMachine.start(
      exercise: watchedOne, watching: "inotify", size: TerminalSize(columns: 80, rows: 24))
    _ = WatchMachine.update(
      &state, with: .graded(GradeSummary(exerciseID: watchedOne.id, verdict: conflictVerdict)))
    var screen = WatchScreen(state: state, styler: .plain).lines()
    #expect(
      screen.contains(
        "Exercise.swift:29: `a.width == 300` (line 29) conflicts with `a.width == 100`"))
    #expect(!screen.contains { $0.contains("Unable to satisfy") })
    // The three lines after the message's first.
    #expect(screen[22] == "u shows UIKit's log (3 lines)")
    #expect(screen[23] == "n next  e edit  g grade  h hint  s picture  l list  r reset  q quit")

    #expect(WatchMachine.update(&state, with: .key(.character("u"))) == [])
    screen = WatchScreen(state: state, styler: .plain).lines()
    #expect(screen.contains("  Unable to satisfy A."))
    // The log unfolds under its diagnosis.
    let diagnosis = screen.firstIndex {
      $0.hasPrefix("Exercise.swift:29: `a.width == 300` (line 29)")
    }
    #expect(diagnosis.map { screen[$0 + 2] } == "  UIKit logged:")
    #expect(screen[22] == "u hides UIKit's log")

    _ = WatchMachine.update(&state, with: .key(.character("u")))
    screen = WatchScreen(state: state, styler: .plain).lines()
    #expect(!screen.contains { $0.contains("Unable to satisfy") })
  }

  @Test("watch: a verdict with no log has no u line")
  func watchWithoutLog() {
    var (state, _) = WatchMachine.start(
      exercise: watchedOne, watching: "inotify", size: TerminalSize(columns: 80, rows: 24))
    _ = WatchMachine.update(
      &state, with: .graded(GradeSummary(exerciseID: watchedOne.id, verdict: verdict(.failed))))
    let screen = WatchScreen(state: state, styler: .plain).lines()
    #expect(!screen.contains { $0.hasPrefix("u ") })
  }

  @Test("the course: the verdict panel folds the log and u unfolds it")
  func course() {
    var driver = MachineDriver(size: TerminalSize(columns: 80, rows: 24))
    driver.type("nnng")
    driver.send(.graded(GradeSummary(exerciseID: "01-first/01-one", verdict: conflictVerdict)))
    #expect(driver.state.panel == .verdict(exerciseID: "01-first/01-one"))
    #expect(!driver.screen.contains { $0.contains("Unable to satisfy") })
    #expect(driver.screen.contains("u shows UIKit's log (3 lines)"))
    #expect(driver.type("u") == [])
    #expect(driver.screen.contains("  Unable to satisfy B."))
    #expect(driver.screen.contains("u hides UIKit's log"))
  }

  @Test("plain output: the log after the verdict under its heading")
  func plain() {
    let lines = VerdictRenderer(styler: .plain, width: 80).text(conflictVerdict)
    #expect(
      lines == [
        "Failed (0 of 0 frames match)", "",
        "Exercise.swift:29: `a.width == 300` (line 29) conflicts with `a.width == 100` (line 30);"
          + " UIKit broke the one on line 29.",
        "", "UIKit's log (Exercise.swift:29, on iphone-x):", "  UIKit logged:",
        "  Unable to satisfy A.", "  Unable to satisfy B.",
      ])
  }
}

/// Explanations wrap at spaces, and a code span too long for a line breaks at its punctuation or
/// runs past the width, never inside an identifier.
@Suite("Explanations wrap without cutting identifiers")
struct ExplanationWrappingTests {
  private let rule =
    "The layout must use the item-and-attribute initializer"
    + " `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`, but"
    + " your code holds no active constraint."

  @Test("at 80 columns the 85-column span breaks after a colon")
  func eighty() {
    // The span with its backticks and comma is 85 columns: it fits no line. After
    // "…initializer" (54 columns) 80 - 54 - 1 = 25 are left, and the longest piece ending at
    // punctuation within them is "`NSLayoutConstraint(item:" (25); the other 60 fit the next line.
    #expect(
      ExplanationWrapping.lines(rule, width: 80) == [
        "The layout must use the item-and-attribute initializer `NSLayoutConstraint(item:",
        "attribute:relatedBy:toItem:attribute:multiplier:constant:)`, but your code holds",
        "no active constraint.",
      ])
  }

  @Test("at 40 columns every piece ends at a colon or a parenthesis")
  func forty() {
    let lines = ExplanationWrapping.lines(rule, width: 40)
    #expect(
      lines == [
        "The layout must use the",
        "item-and-attribute initializer",
        "`NSLayoutConstraint(item:attribute:",
        "relatedBy:toItem:attribute:multiplier:",
        "constant:)`, but your code holds no",
        "active constraint.",
      ])
    #expect(lines.allSatisfy { $0.count <= 40 })
  }

  @Test("an identifier longer than the line runs past it whole")
  func overflow() {
    let text = "Set `translatesAutoresizingMaskIntoConstraints` to false."
    #expect(
      ExplanationWrapping.lines(text, width: 20) == [
        "Set", "`translatesAutoresizingMaskIntoConstraints`", "to false.",
      ])
  }

  @Test("ordinary words wrap at spaces as before")
  func words() {
    #expect(
      ExplanationWrapping.lines("aaa bb cccc\n\ndd", width: 7) == ["aaa bb", "cccc", "", "dd"])
  }
}
