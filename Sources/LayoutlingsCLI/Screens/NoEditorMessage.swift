/// What a screen says when `e` finds no editor: how to set one (`--edit-cmd`, or the variables
/// in the order they are read) and what to do meanwhile, before the path, so that a status line
/// too narrow for all of it cuts the path rather than the advice.
enum NoEditorMessage {
  /// The sentence for the file at `path`; `gradeKey` is the key that grades it.
  static func text(path: String, gradeKey: Character = "g") -> String {
    "No editor is set: pass --edit-cmd 'CMD' or set LAYOUTLINGS_EDITOR, VISUAL or EDITOR. "
      + "Meanwhile edit the file in yours and press \(gradeKey): \(path)"
  }
}
