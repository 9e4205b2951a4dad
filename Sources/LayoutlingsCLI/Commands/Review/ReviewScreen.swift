import FullScreen
import Terminal

/// Draws a `ReviewState`: where the review is, the item (question and answer, or the exercise
/// to redo and its verdict), the rating choices, and the keys.
struct ReviewScreen {
  var state: ReviewState
  var styler: Styler

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
    let total = state.items.count
    guard let item = state.current else {
      return [styler.apply(.bold, to: "Review"), "Done: \(state.outcomes.count) rated"]
    }
    let what = item.kind == .card ? "Card" : "Exercise"
    return [
      styler.apply(.bold, to: "Review") + ": item \(state.index + 1) of \(total)",
      "\(what) \(item.id) (\(item.stateName), due \(TimeText.iso8601(item.due)))",
    ]
  }

  func body() -> [String] {
    guard let item = state.current else { return summary() }
    var lines: [String]
    switch item.kind {
    case .card:
      lines = markdown("## Question (\(item.title))\n\n" + (item.question ?? ""))
      guard state.isRevealed else { return lines }
      lines += [""] + markdown("## Answer\n\n" + (item.answer ?? ""))
    case .exercise:
      var parts = ["## Redo: \(item.title)"]
      if let instructions = item.instructions { parts.append(instructions) }
      if let path = state.copyPath {
        parts.append("A fresh starter is in `\(path)`.")
      }
      if let device = item.device { parts.append(device.sentence) }
      parts.append(
        "Solve it again without looking at your old file, grade it with **g**, then rate it.")
      lines = markdown(parts.joined(separator: "\n\n"))
      if let grade = state.grade {
        lines += [""] + grade.verdictLines(width: width, styler: styler)
      }
    }
    let choices = ReviewGrading.shownChoices(item, state: state)
    guard !choices.isEmpty else { return lines }
    return lines + [""]
      + RatingPrompt.lines(choices: choices, given: nil, width: width, styler: styler)
  }

  /// What the review did: counts per rating and the items skipped.
  func summary() -> [String] {
    ReviewSummary.lines(state: state)
  }

  private func markdown(_ text: String) -> [String] {
    MarkdownRenderer(width: width, styler: styler).renderLines(text)
  }

  func footer() -> [String] {
    var message = [""]
    if let text = state.message, !text.isEmpty {
      message = Array(TextLayout.wrap(text, toWidth: width).prefix(2))
    }
    return message + [keys()]
  }

  private func keys() -> String {
    ScreenKeys.line(ReviewKeys.shown(state), width: width, styler: styler)
  }
}

/// The lines that close a review, on screen and after the terminal is given back.
enum ReviewSummary {
  static func lines(state: ReviewState) -> [String] {
    let total = state.items.count
    guard total > 0 else { return ["Nothing to review now."] }
    var lines = ["Reviewed \(state.outcomes.count) of \(total) due."]
    let counts = ["again", "hard", "good", "easy"].compactMap { name -> String? in
      let count = state.outcomes.filter { $0.rating == name }.count
      return count == 0 ? nil : "\(count) \(name)"
    }
    if !counts.isEmpty { lines.append("Ratings: " + counts.joined(separator: ", ") + ".") }
    if !state.skipped.isEmpty { lines.append("Skipped (still due): \(state.skipped.count).") }
    let left = total - state.outcomes.count - state.skipped.count
    if left > 0 { lines.append("Not reached: \(left).") }
    return lines
  }
}
