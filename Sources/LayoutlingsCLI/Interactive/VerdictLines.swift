import Grader
import Terminal

/// How the screens write a graded attempt: the verdict's text, its pictures and the rating
/// prompt, wrapped to a width.
enum VerdictLines {
  /// The verdict's lines (headline, explanations, frame checks), styled by what each shows.
  /// Explanations wrap with their indentation kept; frame checks are a table and never wrap.
  static func verdict(_ summary: GradeSummary, width: Int, styler: Styler) -> [String] {
    VerdictText.lines(for: summary.verdict, exercise: summary.exerciseID).flatMap { line in
      let style = style(of: line.style)
      switch line.style {
      case .checkPassed, .checkFailed, .blank:
        return [styler.apply(style, to: line.text)]
      default:
        return wrapKeepingIndent(line.text, width: width).map { styler.apply(style, to: $0) }
      }
    }
  }

  /// Every picture of the attempt, expected beside actual, each under its title; a note when the
  /// program never ran far enough to have frames.
  static func pictures(_ summary: GradeSummary, width: Int, height: Int, styler: Styler) -> [String]
  {
    guard !summary.pictures.isEmpty else {
      return ["No picture: the program did not produce any frames (\(summary.headline))."]
    }
    var lines: [String] = []
    for picture in summary.pictures {
      if !lines.isEmpty { lines.append("") }
      lines.append(styler.apply(.bold, to: picture.title))
      let drawing = LayoutPicture.sideBySide(
        expected: picture.expected, actual: picture.actual, width: width, height: max(4, height),
        styler: styler, tolerance: picture.tolerance)
      lines += drawing.components(separatedBy: "\n")
    }
    return lines
  }

  /// The rating prompt after a pass, or the rating already given.
  /// The choices share one line when it fits in `width`, else get one line each.
  static func rating(choices: [RatingChoice], given: String?, width: Int, styler: Styler)
    -> [String]
  {
    if let given { return ["Rated \(given)."] }
    guard !choices.isEmpty else { return [] }
    let labels = choices.map { choice in
      "  " + styler.apply(.bold, to: String(choice.key)) + " " + choice.name + " ("
        + IntervalText.short(choice.interval) + ")"
    }
    let heading = "How well did you know it? Next review after each rating:"
    let oneLine = labels.joined(separator: " ")
    if TextLayout.visibleWidth(of: oneLine) <= width { return [heading, oneLine] }
    return [heading] + labels
  }

  /// Wraps `text` to `width`, keeping its leading spaces on every line it becomes.
  static func wrapKeepingIndent(_ text: String, width: Int) -> [String] {
    let indent = String(text.prefix { $0 == " " })
    let room = max(10, width - indent.count)
    return TextLayout.wrap(String(text.dropFirst(indent.count)), toWidth: room).map { indent + $0 }
  }

  private static func style(of style: VerdictText.Line.Style) -> TextStyle {
    switch style {
    case .passedTitle: return TextStyle.bold.foreground(.green)
    case .failedTitle: return TextStyle.bold.foreground(.red)
    case .problem: return .color(.red)
    case .note: return .color(.yellow)
    case .heading: return .bold
    case .checkPassed: return .color(.green)
    case .checkFailed: return .color(.red)
    case .detail, .blank: return .plain
    }
  }
}
