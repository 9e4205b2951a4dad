import Terminal

/// What `layoutlings` prints when it is not talking to a terminal (piped, in CI): the current
/// page as plain text and the exercise to work on, with no escape codes and no prompts.
///
/// On the first visit the welcome comes first, followed by the first lesson step. Nothing is
/// saved: the place only moves in the interactive course or with `layoutlings next`.
enum PlainCourseText {
  /// The lines to print and the exercise they name, if any.
  /// - Parameters:
  ///   - outline: the course.
  ///   - place: where the course was left; nil on the first visit.
  ///   - width: the width to wrap to.
  static func render(outline: CourseOutline, place: SavedPlace?, width: Int)
    -> (lines: [String], exerciseID: String?)
  {
    var (page, focus) = SavedPlace.resume(place, in: outline)
    let renderer = MarkdownRenderer(width: width, styler: .plain)
    var lines: [String] = []
    if page == .welcome {
      var welcome = "# \(outline.title)"
      if let text = outline.welcome { welcome += "\n\n" + text }
      lines += renderer.renderLines(welcome)
      if let first = outline.pages.dropFirst().first {
        page = first
        focus = outline.focusExercise(on: first, preferred: focus)
        lines.append("")
      }
    }
    if page != .welcome {
      let state = InteractiveState(
        outline: outline, page: page, focus: focus, size: TerminalSize(columns: width, rows: 24))
      lines += renderer.renderLines(InteractiveScreen(state: state, styler: .plain).pageMarkdown())
    }
    lines.append("")
    if let id = focus, let exercise = outline.exercise(id: id) {
      lines.append("Exercise: \(exercise.id): \(exercise.title) (\(exercise.standing.rawValue))")
      lines.append("File: \(exercise.workingCopyPath)")
    } else {
      lines.append("This course has no exercises yet.")
    }
    lines += TextLayout.wrap(
      "Run layoutlings in a terminal to step through the course one key at a time; "
        + "layoutlings grade FILE grades a file.", toWidth: width)
    if let place = outline.workspace { lines.append(place.line) }
    return (lines, focus)
  }
}
