import FullScreen

/// What watch mode says after `e`: the watcher grades a saved file, so a changed file needs no
/// grading here (it would be graded twice).
enum WatchEditing {
  static func event(_ outcome: EditorSession.Outcome, path: String) -> WatchModeEvent {
    switch outcome {
    case .noEditor:
      .editorClosed(
        "No editor is set: pass --edit-cmd 'CMD' or set LAYOUTLINGS_EDITOR, VISUAL or EDITOR."
          + " The file is \(path).")
    case .closed(changed: true): .editorClosed("Editor closed; the saved file is being graded.")
    case .closed(changed: false): .editorClosed("Editor closed; the file did not change.")
    case .returnedAtOnce: .editorClosed(SavesAreGraded.editorLeftOpen)
    case .failed(let message): .editorClosed(message)
    }
  }
}
