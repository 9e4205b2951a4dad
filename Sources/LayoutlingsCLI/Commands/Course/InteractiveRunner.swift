import Foundation
import Terminal

/// Runs the interactive course in the terminal: draws the state, reads keys and resizes, feeds
/// them to `InteractiveMachine`, performs the effects it asks for, and draws again.
struct InteractiveRunner {
  let work: any CourseWork
  let environment: [String: String]
  let styler: Styler
  /// Where the grader reports slow first-run work; shown on the bottom line.
  let progress: ProgressLine

  /// Runs until the learner quits; the terminal is given back however this ends.
  func run() throws {
    let outline = try work.outline()
    let place = try work.savedPlace()
    let terminal = try FullScreenTerminal(environment: environment)
    defer {
      progress.show = nil
      terminal.close()
    }
    progress.show = { line in try? terminal.drawBottomLine(line) }

    var state = InteractiveState.start(outline: outline, place: place, size: terminal.size)
    let editor = EditorSession(
      launcher: EditorLauncher(environment: environment), terminal: terminal)
    let effects = InteractiveEffects(work: work, styler: styler) { id, file in
      switch try editor.open(file) {
      case .noEditor: return .noEditor(path: file.path)
      case .closed(let changed): return .editorClosed(exerciseID: id, changed: changed)
      case .failed(let message): return .failed(message)
      }
    }
    if let id = state.focus, case .exercise = state.page {
      _ = effects.perform(.prepareWorkingCopy(exerciseID: id))
    }
    try draw(state, on: terminal)
    while !state.hasQuit {
      let event: InteractiveEvent
      switch try terminal.nextInput() {
      case .key(let key): event = .key(key)
      case .resize: event = .resized(terminal.size)
      case .timeout: continue
      }
      var pending = [event]
      while !pending.isEmpty {
        let next = pending.removeFirst()
        let requested = InteractiveMachine.update(&state, with: next)
        // Drawn before the work starts, so "Grading…" shows while it runs.
        try draw(state, on: terminal)
        for effect in requested {
          if let outcome = effects.perform(effect) { pending.append(outcome) }
        }
      }
      try draw(state, on: terminal)
    }
  }

  private func draw(_ state: InteractiveState, on terminal: FullScreenTerminal) throws {
    try terminal.draw(InteractiveScreen(state: state, styler: styler).lines())
  }
}
