import Grader
import Terminal

/// How every command writes a verdict: `grade`, the course, `watch`, `review`, and `frames` or
/// `show` when a file cannot be run. The text is the grader's (`VerdictText`: headline,
/// explanations most useful first, the frame checks, compiler warnings), styled by what each line
/// shows; the pictures draw the grader's per-check results (`VerdictPictures`).
struct VerdictRenderer {
  let styler: Styler
  /// Columns the text may wrap to and the pictures may take.
  let width: Int
  /// How the learner's file is written.
  var displayPath = DisplayPath.current

  /// The verdict's lines. With `wrap`, explanations wrap to `width` keeping their indentation
  /// (the screens); frame checks are a table and never wrap.
  /// `logs` says where UIKit's logs go (`VerdictText.LogPlacement`): after the verdict unless a
  /// screen folds them.
  func text(
    _ verdict: Verdict, exercise: String? = nil, wrap: Bool = false,
    logs: VerdictText.LogPlacement = .afterVerdict
  ) -> [String] {
    let lines = VerdictText.lines(
      for: verdict, exercise: exercise, logs: logs, displayPath: { displayPath($0) })
    return lines.flatMap { line -> [String] in
      let style = Self.style(of: line.style)
      switch line.style {
      case .blank:
        return [styler.apply(style, to: line.text)]
      case .checkPassed, .checkFailed:
        guard wrap else { return [styler.apply(style, to: line.text)] }
        return Self.wrapCheck(line.text, width: width).map { styler.apply(style, to: $0) }
      default:
        guard wrap else { return [styler.apply(style, to: line.text)] }
        return Self.wrapKeepingIndent(line.text, width: width).map { styler.apply(style, to: $0) }
      }
    }
  }

  /// Each picture, expected beside actual, under its title (`height` rows each).
  func pictures(_ pictures: [VerdictPicture], height: Int) -> [String] {
    var lines: [String] = []
    for picture in pictures {
      if !lines.isEmpty { lines.append("") }
      lines.append(styler.apply(.bold, to: picture.title))
      let drawing = LayoutPicture.sideBySide(
        expected: picture.expected, actual: picture.actual, width: width, height: max(4, height),
        styler: styler, differing: picture.differing)
      // The rows of the pictures fit `width`; the notes, numbering and "frames that differ"
      // lines below them wrap at spaces rather than at the terminal's edge.
      lines += drawing.components(separatedBy: "\n").flatMap { line in
        TextLayout.visibleWidth(of: line) > width ? TextLayout.wrap(line, toWidth: width) : [line]
      }
    }
    return lines
  }

  /// A frame check too wide for the screen, on more lines: `got […]` under `expected […]`, and
  /// when even that is too wide, both under the check's name (a passed check's one frame under
  /// its name), so a number is never cut at the screen's edge. One that fits, or cannot be
  /// split, is kept.
  static func wrapCheck(_ text: String, width: Int) -> [String] {
    guard text.count > width else { return [text] }
    guard let expected = text.range(of: "expected ["), let got = text.range(of: ", got [")
    else {
      // A passed check: its one frame under its name.
      guard let frame = text.range(of: "  [", options: .backwards) else { return [text] }
      let head = String(text[..<frame.lowerBound])
      let framePart = String(text[frame.lowerBound...].drop(while: { $0 == " " }))
      return [head, String(repeating: " ", count: 8) + framePart]
    }
    let column = text.distance(from: text.startIndex, to: expected.lowerBound)
    let head = String(text[..<expected.lowerBound])
    let expectedPart = String(text[expected.lowerBound..<got.lowerBound]) + ","
    let gotPart = String(text[text.index(after: got.lowerBound)...].drop(while: { $0 == " " }))
    if column + expectedPart.count <= width {
      return [head + expectedPart, String(repeating: " ", count: column) + gotPart]
    }
    // Under the name, indented past `FAIL`.
    let indent = String(repeating: " ", count: 8)
    var trimmedHead = head
    while trimmedHead.last == " " { trimmedHead.removeLast() }
    let both = indent + expectedPart + " " + gotPart
    if both.count <= width { return [trimmedHead, both] }
    return [trimmedHead, indent + expectedPart, indent + gotPart]
  }

  /// Wraps `text` to `width` at spaces, never inside an identifier (`ExplanationWrapping`),
  /// keeping its leading spaces on every line it becomes.
  static func wrapKeepingIndent(_ text: String, width: Int) -> [String] {
    let indent = String(text.prefix { $0 == " " })
    let room = max(10, width - indent.count)
    return ExplanationWrapping.lines(String(text.dropFirst(indent.count)), width: room).map {
      indent + $0
    }
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
