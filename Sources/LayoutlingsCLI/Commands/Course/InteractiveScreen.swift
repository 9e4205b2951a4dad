import FullScreen
import Terminal

/// Draws an `InteractiveState` as the lines of one screen: two header lines (where the learner
/// is, and progress bars), the body between rules, and three footer lines (the exercise in
/// focus, the status message and the keys).
struct InteractiveScreen {
  /// The state to draw.
  var state: InteractiveState
  /// Colours and styles, or none.
  var styler: Styler
  /// Whether file paths are terminal hyperlinks.
  var hyperlinks: Hyperlinks = .off

  static let headerCount = 2
  /// The most lines a status message may take.
  static let messageLines = 2

  /// The whole screen, exactly one line per terminal row.
  func lines() -> [String] {
    ScreenFrame(
      size: state.size, header: header(), body: body(), scroll: state.scroll, footer: footer(),
      styler: styler
    ).render()
  }

  /// Rows the body has.
  var bodyHeight: Int {
    ScreenFrame.bodyHeight(
      rows: state.size.rows, headerCount: Self.headerCount, footerCount: footer().count)
  }

  private var width: Int { max(1, state.size.columns) }

  // MARK: Header

  func header() -> [String] {
    let outline = state.outline
    var title = outline.title
    if let module = state.page.moduleIndex {
      title = "\(module + 1). \(outline.modules[module].title)"
    }
    var place = ""
    if let (number, count) = state.page.placeInModule(of: outline) {
      place = number.map { "page \($0)/\(count)" } ?? "sources"
    }
    let first = sides(styler.apply(.bold, to: title), place)

    let course = ProgressBar(
      completed: outline.passedCount, total: outline.exerciseCount, width: 10)
    var second = "Course " + course.render(styler: styler)
    if let module = state.page.moduleIndex {
      let content = outline.modules[module]
      let bar = ProgressBar(
        completed: content.passedCount, total: content.exercises.count, width: 10)
      second = "Module " + bar.render(styler: styler) + "   " + second
    }
    return [first, second + " passed"]
  }

  /// `left` and `right` on one line, `right` against the right edge when there is room.
  private func sides(_ left: String, _ right: String) -> String {
    let gap = width - TextLayout.visibleWidth(of: left) - TextLayout.visibleWidth(of: right)
    guard !right.isEmpty, gap >= 2 else { return left }
    return left + String(repeating: " ", count: gap) + right
  }

  // MARK: Body

  func body() -> [String] {
    switch state.panel {
    case .page:
      let lines = markdown(pageMarkdown())
      guard let path = state.focusExercise?.workingCopyPath, case .exercise = state.page else {
        return lines
      }
      return ScreenLinks.linking(path, in: lines, with: hyperlinks)
    case .verdict(let id):
      guard let summary = state.grades[id] else { return [] }
      var lines = summary.verdictLines(
        width: width, styler: styler, logs: UIKitLogFold.placement(shown: state.showsLog))
      let prompt = RatingPrompt.lines(
        choices: summary.ratingChoices, given: state.ratings[id], width: width, styler: styler)
      if summary.isPassed, !prompt.isEmpty { lines += [""] + prompt }
      if summary.isPassed { lines += [""] + SolutionKey.hint(width: width) }
      return lines
    case .picture(let id):
      guard let summary = state.grades[id] else { return [] }
      return summary.pictureLines(width: width, height: bodyHeight - 4, styler: styler)
    case .hint(let hint):
      return markdown("## \(hint.heading) (\(hint.exerciseID))\n\n\(hint.markdown)")
        + [""] + TextLayout.wrap(hint.footer, toWidth: width)
    case .list(let picker):
      return ListPickerScreen(picker: picker, styler: styler).lines(
        width: width, height: bodyHeight)
    case .comparison(let review):
      return SolutionText.lines(review, styler: styler, width: width)
    }
  }

  private func markdown(_ text: String) -> [String] {
    MarkdownRenderer(width: width, styler: styler).renderLines(text)
  }

  /// The Markdown of the current page.
  func pageMarkdown() -> String {
    let outline = state.outline
    switch state.page {
    case .welcome:
      var parts = ["# \(outline.title)"]
      if let welcome = outline.welcome { parts.append(welcome) }
      if let first = outline.modules.first {
        parts.append(
          "Each lesson step is a page; the exercises follow their step. Press **n** to start "
            + "with *\(first.title)*.")
      } else {
        parts.append("This course has no modules yet.")
      }
      if let place = outline.workspace { parts.append(place.markdown) }
      return parts.joined(separator: "\n\n")
    case .lesson(let module, let step):
      let content = outline.modules[module]
      var parts: [String] = []
      if step == 0 {
        parts.append("# \(content.title)")
        if !content.introduction.isEmpty { parts.append(content.introduction) }
      }
      parts.append("## \(content.steps[step].title)")
      parts.append(content.steps[step].body)
      let following = content.exercisesAfter(step: step)
      if let first = following.first {
        parts.append("---")
        let title = content.exercises[first].title
        let all = content.exercises.count
        switch following.count {
        case all where all == 1: parts.append("Next comes this module's exercise. Press **n**.")
        case all: parts.append("Next come this module's \(all) exercises. Press **n**.")
        case 1: parts.append("Next comes the exercise *\(title)*. Press **n**.")
        default:
          parts.append(
            "Next come \(following.count) exercises, starting with *\(title)*. Press **n**.")
        }
      }
      return parts.joined(separator: "\n\n")
    case .exercise(let module, let index):
      let content = outline.modules[module]
      let exercise = content.exercises[index]
      // Counted in the order the pages come, so the last exercise page says "n of n".
      let number = content.readingPosition(ofExercise: index) + 1
      var parts = ["## Exercise \(number) of \(content.exercises.count): \(exercise.title)"]
      if let instructions = exercise.instructions { parts.append(instructions) }
      parts.append("Your file: `\(exercise.workingCopyPath)`")
      parts.append("Status: \(exercise.standing.rawValue).")
      parts.append(
        "Every save of it is graded here. Press **e** to edit it, or edit it in your own editor; "
          + "**g** grades it now.")
      return parts.joined(separator: "\n\n")
    }
  }

  // MARK: Footer

  func footer() -> [String] {
    var exerciseLine = "No exercise on this page."
    if let exercise = state.focusExercise {
      exerciseLine =
        "Exercise " + styler.apply(.bold, to: exercise.id) + ": \(exercise.title) ("
        + standing(exercise.standing) + ")"
    }
    var logKey: [String] = []
    if case .verdict(let id) = state.panel {
      logKey = UIKitLogFold.footer(state.grades[id]?.verdict, shown: state.showsLog, styler: styler)
    }
    return [exerciseLine] + message() + logKey + [keys()]
  }

  /// The status message wrapped to the width, on one or two lines (one empty line without one).
  private func message() -> [String] {
    guard let message = state.message, !message.isEmpty else { return [""] }
    var lines = TextLayout.wrap(message, toWidth: width)
    if lines.count > Self.messageLines {
      lines = Array(lines.prefix(Self.messageLines))
      lines[Self.messageLines - 1] = TextLayout.truncate(
        lines[Self.messageLines - 1] + " …", toWidth: width)
    }
    return lines
  }

  private func standing(_ standing: ExerciseStanding) -> String {
    switch standing {
    case .passed: return styler.apply(.color(.green), to: standing.rawValue)
    case .attempted: return styler.apply(.color(.yellow), to: standing.rawValue)
    case .notStarted: return standing.rawValue
    }
  }

  /// The keys line: every key with its word, shorter words when the terminal is narrow.
  func keys() -> String {
    if case .list(let picker) = state.panel, state.question == nil {
      return ListPickerScreen(picker: picker, styler: styler).keys(width: width)
    }
    var entries = ScreenKeys.course
    if case .reset = state.question { entries = ScreenKeys.resetQuestion }
    return ScreenKeys.line(entries, width: width, styler: styler)
  }
}
