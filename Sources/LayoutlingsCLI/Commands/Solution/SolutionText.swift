import ArgumentParsing
import Grader
import Terminal

/// `layoutlings solution` as text: how the learner's constraints differ from the reference
/// solution's, then the reference with line numbers (highlighted on a terminal). The differences
/// come first so that they are on the first screen of the course's and watch's comparison panel,
/// which show the same lines.
enum SolutionText {
  /// The whole text at `width` columns.
  static func lines(_ review: SolutionReview, styler: Styler, width: Int) -> [String] {
    var lines = comparisonLines(review, styler: styler, width: width)
    lines += ["", styler.apply(.bold, to: "Reference solution for \(review.exerciseID):"), ""]
    lines += solutionLines(review.solution, styler: styler)
    return lines
  }

  /// The reference, each line numbered as constraints' lines are.
  static func solutionLines(_ solution: String, styler: Styler) -> [String] {
    var source = solution.components(separatedBy: "\n")
    while source.last == "" { source.removeLast() }
    let coloured = SwiftHighlighter.highlight(lines: source, styler: styler)
    let digits = String(source.count).count
    return coloured.enumerated().map { index, line in
      let number = String(index + 1)
      let padded = String(repeating: " ", count: digits - number.count) + number
      return styler.apply(.dim, to: padded) + "  " + line
    }
  }

  /// The comparison: per group of devices, the constraints only the reference has, those only
  /// the learner has, and what the difference means.
  static func comparisonLines(_ review: SolutionReview, styler: Styler, width: Int) -> [String] {
    let comparison: SolutionComparison
    switch review.comparison {
    case .unavailable(let reason):
      return TextLayout.wrap(reason, toWidth: width)
    case .compared(let compared):
      comparison = compared
    }
    var lines = [styler.apply(.bold, to: "Your constraints and the reference's")]
    if comparison.isSame {
      let every = comparison.groups.count == 1 ? " on every device the exercise checks" : ""
      return lines
        + TextLayout.wrap(
          "You make the same constraints as the reference\(every).", toWidth: width)
    }
    for (index, group) in comparison.groups.enumerated() {
      let devices = EnglishList.and(group.devices)
      let heading =
        comparison.groups.count == 1
        ? "On every device the exercise checks (\(devices)):"
        : "On \(devices):"
      if index > 0 { lines.append("") }
      lines += TextLayout.wrap(heading, toWidth: width)
      lines += groupLines(group, learnerPath: review.learnerPath, styler: styler, width: width)
    }
    return lines
  }

  private static func groupLines(
    _ group: SolutionComparison.Group, learnerPath: String, styler: Styler, width: Int
  ) -> [String] {
    let comparison = group.comparison
    if comparison.isSame {
      return TextLayout.wrap("  You make the same constraints as the reference.", toWidth: width)
    }
    var lines: [String] = []
    if !comparison.referenceOnly.isEmpty || !comparison.referenceUncompared.isEmpty {
      lines.append("  The reference has, you do not:")
      lines += comparison.referenceOnly.flatMap {
        entryLines($0, place: "reference line", mark: "-", styler: styler, width: width)
      }
      lines += comparison.referenceUncompared.flatMap {
        TextLayout.wrap("    - \($0) (not compared)", toWidth: width)
      }
    }
    if !comparison.learnerOnly.isEmpty || !comparison.learnerUncompared.isEmpty {
      lines.append("  You have, the reference does not:")
      lines += comparison.learnerOnly.flatMap {
        entryLines($0, place: "your line", mark: "+", styler: styler, width: width)
      }
      lines += comparison.learnerUncompared.flatMap {
        TextLayout.wrap("    + \($0) (not compared)", toWidth: width)
      }
    }
    if !comparison.shared.isEmpty {
      let count = comparison.shared.count
      lines.append("  Both have \(count) more constraint\(count == 1 ? "" : "s").")
    }
    lines.append("")
    if group.sameFrames {
      lines += TextLayout.wrap(
        "Both are correct: your constraints and the reference's give every checked view the "
          + "same frame on \(group.devices.count == 1 ? "this device" : "these devices").",
        toWidth: width)
    } else {
      lines += TextLayout.wrap(
        "Your file (as it is now) gives some checked views other frames than the reference "
          + "here.", toWidth: width)
    }
    for note in group.notes {
      let wrapped = TextLayout.wrap(note, toWidth: max(10, width - 2))
      lines += wrapped.enumerated().map { ($0.offset == 0 ? "- " : "  ") + $0.element }
    }
    return lines
  }

  /// `    - panelView.trailing == view.trailing      reference line 23`, the place at the
  /// right edge when it fits, on the next line otherwise.
  private static func entryLines(
    _ entry: ConstraintComparison.Entry, place: String, mark: String, styler: Styler, width: Int
  ) -> [String] {
    let text = "    \(mark) \(entry.constraint.text)"
    guard let line = entry.line else { return TextLayout.wrap(text, toWidth: width) }
    let location = "\(place) \(line)"
    let room = width - TextLayout.visibleWidth(of: text) - TextLayout.visibleWidth(of: location)
    if room >= 2 {
      return [text + String(repeating: " ", count: room) + styler.apply(.dim, to: location)]
    }
    return TextLayout.wrap(text, toWidth: width) + ["      " + styler.apply(.dim, to: location)]
  }
}
