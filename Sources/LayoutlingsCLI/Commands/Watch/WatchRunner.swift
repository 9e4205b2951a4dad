import FileWatching
import Foundation
import FullScreen
import Grader
import Terminal

/// Runs watch mode in the terminal: one event loop over keys, resizes and the working copy,
/// feeding `WatchMachine` and drawing after every change.
struct WatchRunner {
  let work: any WatchWork
  let environment: [String: String]
  let styler: Styler
  /// Whether the watched file's path is a terminal hyperlink.
  var hyperlinks: Hyperlinks = .off
  let options: FileWatcher.Options
  /// Where the grader reports slow first-run work; shown on the bottom line.
  let progress: ProgressLine

  /// Runs until the learner quits; the terminal is given back however this ends.
  func run() throws {
    let first = try work.currentExercise()
    let source = SwitchableFileSource(options: options)
    if let first { try source.watch(first.path) }
    let terminal = try FullScreenTerminal(environment: environment, keysReportResizes: false)
    defer {
      progress.show = nil
      terminal.close()
    }
    progress.show = { line in try? terminal.drawBottomLine(line) }
    let editor = EditorSession(
      launcher: EditorLauncher(environment: environment), terminal: terminal)
    let effects = WatchEffects(
      work: work,
      edit: { path in try WatchEditing.event(editor.open(URL(fileURLWithPath: path)), path: path) })

    var (state, initial) = WatchMachine.start(
      exercise: first, watching: source.backendName, size: terminal.size)
    var seen = SeenContents()
    func noteContents() {
      guard let path = state.exercise?.path else { return }
      seen.note(FileManager.default.contents(atPath: path).map(Array.init), at: path)
    }
    func perform(_ effect: WatchModeEffect) -> WatchModeEvent? {
      // What is graded counts as seen, so the watcher's report of the same bytes is dropped; a
      // reset's starter is the program's write, not a save.
      if case .grade = effect { noteContents() }
      let outcome = effects.perform(effect)
      if case .reset = effect { noteContents() }
      return outcome
    }
    func handle(_ events: [WatchModeEvent]) throws {
      var pending = events
      while !pending.isEmpty {
        let event = pending.removeFirst()
        if case .advanced(let exercise) = event {
          try source.watch(exercise.path)
        }
        let requested = WatchMachine.update(&state, with: event)
        try draw(state, on: terminal)
        pending += requested.compactMap(perform)
      }
    }
    try draw(state, on: terminal)
    try handle(initial.compactMap(perform))

    let loop = WatchEventLoop(
      file: source, keys: TerminalKeySource(reader: terminal.keys), resizes: terminal.resizeWatcher)
    try loop.run { event in
      switch event {
      case .fileChanged(let change):
        if let path = state.exercise?.path, seen.isNew(change.contents, at: path) {
          try handle([.fileChanged])
        }
      case .fileMissing:
        if let path = state.exercise?.path { seen.note(nil, at: path) }
        try handle([.fileMissing])
      case .fileUnreadable(let error): try handle([.fileUnreadable(error.description)])
      case .key(let key): try handle([.key(key)])
      case .resized: try handle([.resized(terminal.size)])
      case .tick: break
      }
      return state.hasQuit ? .stop : .continue
    }
  }

  private func draw(_ state: WatchState, on terminal: FullScreenTerminal) throws {
    let lines = StageLog.measure("watch: screen composed") {
      WatchScreen(state: state, styler: styler, hyperlinks: hyperlinks).lines()
    }
    try StageLog.measure("watch: screen drawn") { try terminal.draw(lines) }
  }
}
