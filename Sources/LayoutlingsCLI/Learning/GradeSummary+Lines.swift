import Grader
import Terminal

/// How the screens (the course, watch mode, reviews) write a graded attempt: the verdict, its
/// pictures and the rating prompt, wrapped to a width, through the one `VerdictRenderer`.
extension GradeSummary {
  /// The verdict's lines, explanations wrapped, what the program printed, then the warning if
  /// there is one. UIKit's logs go where `logs` says (the screens with `u` fold them).
  func verdictLines(
    width: Int, styler: Styler, logs: VerdictText.LogPlacement = .afterVerdict
  ) -> [String] {
    let printed = ProgramOutputText.lines(programOutput, width: width, styler: styler)
    return VerdictRenderer(styler: styler, width: width).text(
      verdict, exercise: exerciseID, wrap: true, logs: logs)
      + (printed.isEmpty ? [] : [""] + printed)
      + (warning.map { [styler.apply(.color(.yellow), to: "Warning: \($0)")] } ?? [])
  }

  /// Every picture, expected beside actual, each under its title; a note when the program never
  /// ran far enough to have frames.
  func pictureLines(width: Int, height: Int, styler: Styler) -> [String] {
    guard !pictures.isEmpty else {
      return ["No picture: the program did not produce any frames (\(headline))."]
    }
    return VerdictRenderer(styler: styler, width: width).pictures(pictures, height: height)
  }
}
