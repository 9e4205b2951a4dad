import Foundation
import FullScreen
import Terminal

/// Runs a review session in the terminal, like `InteractiveRunner`, and returns how it ended.
struct ReviewRunner {
  let work: any ReviewWork
  let environment: [String: String]
  let styler: Styler
  /// Where the grader reports slow first-run work; shown on the bottom line.
  let progress: ProgressLine

  /// Goes through `items` until they are done or the learner quits.
  func run(items: [ReviewItem]) throws -> ReviewState {
    let terminal = try FullScreenTerminal(environment: environment)
    defer {
      progress.show = nil
      terminal.close()
    }
    progress.show = { line in try? terminal.drawBottomLine(line) }
    let editor = EditorSession(
      launcher: EditorLauncher(environment: environment), terminal: terminal)
    let effects = ReviewEffects(work: work) { try editor.open($0) }

    var (state, first) = ReviewMachine.start(items: items, size: terminal.size)
    var pending = first.compactMap(effects.perform)
    while true {
      while !pending.isEmpty {
        let event = pending.removeFirst()
        let requested = ReviewMachine.update(&state, with: event)
        try draw(state, on: terminal)
        pending += requested.compactMap(effects.perform)
      }
      try draw(state, on: terminal)
      if state.hasQuit { return state }
      switch try terminal.nextInput() {
      case .key(let key): pending.append(.key(key))
      case .resize: pending.append(.resized(terminal.size))
      case .timeout: break
      }
    }
  }

  private func draw(_ state: ReviewState, on terminal: FullScreenTerminal) throws {
    try terminal.draw(ReviewScreen(state: state, styler: styler).lines())
  }
}
