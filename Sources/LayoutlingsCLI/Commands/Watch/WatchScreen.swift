import FullScreen
import Terminal

/// Draws watch mode: the exercise and its file on top, then the verdict with its explanations,
/// the rating prompt after a pass and the pictures; or a hint, or the list.
struct WatchScreen {
  var state: WatchState
  var styler: Styler
  /// Whether the watched file's path is a terminal hyperlink.
  var hyperlinks: Hyperlinks = .off

  private var width: Int { max(1, state.size.columns) }

  /// The whole screen, one line per terminal row.
  func lines() -> [String] {
    ScreenFrame(
      size: state.size, header: header(), body: body(), scroll: state.scroll, footer: footer(),
      styler: styler
    ).render()
  }

  /// Rows the body has.
  var bodyHeight: Int {
    ScreenFrame.bodyHeight(rows: state.size.rows, headerCount: 2, footerCount: footer().count)
  }

  func header() -> [String] {
    guard let exercise = state.exercise else {
      return [styler.apply(.bold, to: "layoutlings watch"), "No exercise left to watch."]
    }
    return [
      styler.apply(.bold, to: "layoutlings watch") + ": \(exercise.id): \(exercise.title)",
      "Watching \(hyperlinks.file(exercise.path)) (\(state.watching))",
    ]
  }

  func body() -> [String] {
    switch state.panel {
    case .hint(let hint):
      return MarkdownRenderer(width: width, styler: styler).renderLines(
        "## \(hint.heading)\n\n\(hint.markdown)") + [""]
        + TextLayout.wrap(hint.footer, toWidth: width)
    case .list(let picker):
      return ListPickerScreen(picker: picker, styler: styler).lines(
        width: width, height: bodyHeight)
    case .picture:
      guard let grade = state.grade else { return ["No verdict to draw yet."] }
      return grade.pictureLines(width: width, height: bodyHeight - 4, styler: styler)
    case .comparison(let review):
      return SolutionText.lines(review, styler: styler, width: width)
    case .verdict:
      var lines: [String] = []
      if let problem = state.fileProblem {
        lines += TextLayout.wrap(problem, toWidth: width) + [""]
      }
      guard let grade = state.grade else {
        if state.exercise != nil {
          lines.append(state.isGrading ? "Grading…" : "Waiting for a save…")
        }
        return lines
      }
      lines += grade.verdictLines(
        width: width, styler: styler, logs: UIKitLogFold.placement(shown: state.showsLog))
      if grade.isPassed {
        let prompt = RatingPrompt.lines(
          choices: grade.ratingChoices, given: state.rating, width: width, styler: styler)
        if !prompt.isEmpty { lines += [""] + prompt }
        lines += [""] + SolutionKey.hint(width: width)
      }
      if !grade.pictures.isEmpty {
        lines += [""] + grade.pictureLines(width: width, height: 16, styler: styler)
      }
      return lines
    }
  }

  func footer() -> [String] {
    var status = state.isGrading ? ["Grading…"] : [""]
    if let message = state.message, !message.isEmpty {
      status = Array(TextLayout.wrap(message, toWidth: width).prefix(2))
    }
    if case .list(let picker) = state.panel, !state.isResetAsked {
      return status + [ListPickerScreen(picker: picker, styler: styler).keys(width: width)]
    }
    var entries = ScreenKeys.watch
    if state.isResetAsked {
      entries = ScreenKeys.resetQuestion
    } else if let grade = state.grade, grade.isPassed, state.rating == nil,
      !grade.ratingChoices.isEmpty
    {
      entries.insert(ScreenKeys.rate, at: 0)
    }
    let logKey =
      state.panel == .verdict
      ? UIKitLogFold.footer(state.grade?.verdict, shown: state.showsLog, styler: styler) : []
    return status + logKey + [ScreenKeys.line(entries, width: width, styler: styler)]
  }
}
