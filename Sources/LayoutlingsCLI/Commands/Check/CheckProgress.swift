import Terminal

/// The progress bar `layoutlings check` redraws on one line of a terminal while it grades
/// (`[████░░░░] 3/8 grading 01-a/01-one`), cleared before each result is printed; nothing
/// without a terminal.
struct CheckProgress {
  let output: any TextSink
  let styler: Styler
  let isShown: Bool
  /// The terminal's width: the line is cut to fit, so it never wraps.
  let width: Int

  static let barWidth = 20

  func show(done: Int, of total: Int, working id: String) {
    guard isShown else { return }
    let bar = ProgressBar(completed: done, total: total, width: Self.barWidth).render(
      styler: styler)
    let text = TextLayout.truncate(bar + " grading " + id, toWidth: width - 1)
    try? output.write("\r\u{1B}[2K" + text)
  }

  func clear() {
    guard isShown else { return }
    try? output.write("\r\u{1B}[2K")
  }
}
