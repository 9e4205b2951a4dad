import Terminal

/// The rating prompt after a pass.
enum RatingPrompt {
  /// The prompt, or the rating already given. The choices share one line when it fits in
  /// `width`, else get one line each.
  static func lines(choices: [RatingChoice], given: String?, width: Int, styler: Styler)
    -> [String]
  {
    if let given { return ["Rated \(given)."] }
    guard !choices.isEmpty else { return [] }
    let labels = choices.map { choice in
      "  " + styler.apply(.bold, to: String(choice.key)) + " " + choice.name + " ("
        + IntervalText.short(choice.interval) + ")" + suggestion(choice)
    }
    let heading = "How well did you know it? Next review after each rating:"
    let oneLine = labels.joined(separator: " ")
    if TextLayout.visibleWidth(of: oneLine) <= width { return [heading, oneLine] }
    return [heading] + labels
  }

  /// ` ← suggested (2 hints revealed)` for the suggested choice, else nothing.
  static func suggestion(_ choice: RatingChoice) -> String {
    guard let reason = choice.suggestionReason else { return "" }
    return " ← suggested (\(reason))"
  }
}
