import FileWatching
import Foundation
import FullScreen
import Grader
import Terminal

/// Runs the interactive course in the terminal: one event loop over keys, resizes and the
/// working copy of the exercise in focus (the watcher watch mode uses), feeding them to
/// `InteractiveMachine`, performing the effects it asks for, and drawing again. A save of the
/// file in focus is graded as `g` grades it.
struct InteractiveRunner {
  let work: any CourseWork
  let environment: [String: String]
  let styler: Styler
  /// Whether the working copy's path is a terminal hyperlink.
  var hyperlinks: Hyperlinks = .off
  /// How saves are noticed.
  var options = FileWatcher.Options()
  /// Where the grader reports slow first-run work; shown on the bottom line.
  let progress: ProgressLine

  /// Runs until the learner quits; the terminal is given back however this ends.
  func run() throws {
    let outline = try work.outline()
    let place = try work.savedPlace()
    let terminal = try FullScreenTerminal(environment: environment, keysReportResizes: false)
    defer {
      progress.show = nil
      terminal.close()
    }
    progress.show = { line in try? terminal.drawBottomLine(line) }

    var state = InteractiveState.start(outline: outline, place: place, size: terminal.size)
    let source = SwitchableFileSource(options: options)
    // The exercise watched, with the path the watcher was given.
    var watched: (id: String, path: String)?
    var seen = SeenContents()
    func path(of id: String) -> String? { state.outline.exercise(id: id)?.workingCopyPath }
    func noteContents(of id: String) {
      guard let path = path(of: id) else { return }
      seen.note(FileManager.default.contents(atPath: path).map(Array.init), at: path)
    }

    let editor = EditorSession(
      launcher: EditorLauncher(environment: environment), terminal: terminal)
    let effects = InteractiveEffects(work: work) { id, file in
      // The working copy may have just been made from its starter: that is not a save.
      noteContents(of: id)
      switch try editor.open(file) {
      case .noEditor: return .noEditor(path: file.path)
      case .closed(let changed): return .editorClosed(exerciseID: id, changed: changed)
      case .returnedAtOnce: return .editorLeftOpen(exerciseID: id)
      case .failed(let message): return .failed(message)
      }
    }
    func perform(_ effect: InteractiveEffect) -> InteractiveEvent? {
      // What is graded counts as seen, so the watcher's report of the same save is dropped.
      if case .grade(let id, _) = effect { noteContents(of: id) }
      let outcome = effects.perform(effect)
      switch effect {
      case .prepareWorkingCopy(let id), .reset(let id): noteContents(of: id)
      default: break
      }
      return outcome
    }
    /// Watches the working copy of the exercise in focus, when the focus moved.
    func followFocus() throws {
      guard let exercise = state.watchedExercise else {
        source.stop()
        watched = nil
        return
      }
      guard exercise.id != watched?.id else { return }
      try source.watch(exercise.workingCopyPath)
      watched = (exercise.id, exercise.workingCopyPath)
      noteContents(of: exercise.id)
    }
    func handle(_ event: InteractiveEvent) throws {
      var pending = [event]
      while !pending.isEmpty {
        let next = pending.removeFirst()
        let requested = InteractiveMachine.update(&state, with: next)
        // Drawn before the work starts, so "Grading…" shows while it runs.
        try draw(state, on: terminal)
        for effect in requested {
          if let outcome = perform(effect) { pending.append(outcome) }
        }
      }
      try followFocus()
      try draw(state, on: terminal)
    }

    if let id = state.focus, case .exercise = state.page {
      _ = perform(.prepareWorkingCopy(exerciseID: id))
    }
    try followFocus()
    try draw(state, on: terminal)
    let loop = WatchEventLoop(
      file: source, keys: TerminalKeySource(reader: terminal.keys), resizes: terminal.resizeWatcher)
    try loop.run { event in
      switch event {
      case .key(let key): try handle(.key(key))
      case .resized: try handle(.resized(terminal.size))
      case .fileChanged(let change):
        if let watched, seen.isNew(change.contents, at: watched.path) {
          try handle(.fileChanged(exerciseID: watched.id))
        }
      case .fileMissing:
        if let watched {
          seen.note(nil, at: watched.path)
          try handle(.fileMissing(exerciseID: watched.id))
        }
      case .fileUnreadable(let error):
        if let watched {
          try handle(.fileUnreadable(exerciseID: watched.id, reason: error.description))
        }
      case .tick: break
      }
      return state.hasQuit ? .stop : .continue
    }
  }

  private func draw(_ state: InteractiveState, on terminal: FullScreenTerminal) throws {
    let lines = StageLog.measure("course: screen composed") {
      InteractiveScreen(state: state, styler: styler, hyperlinks: hyperlinks).lines()
    }
    try StageLog.measure("course: screen drawn") { try terminal.draw(lines) }
  }
}
