import Grader
import LayoutReport
import Terminal

/// The text `layoutlings grade` prints: the verdict line, the explanations most useful first, the
/// frame checks, and a picture of the first device whose frames are wrong.
struct VerdictPrinter {
  let styler: Styler
  /// Columns available for the picture.
  let width: Int

  /// Rows a picture may take.
  static let pictureHeight = 24

  func text(for outcome: GradeOutcome) -> String {
    let verdict = outcome.result.verdict
    var lines = VerdictText.lines(for: verdict, exercise: outcome.result.exercise).map(styled)
    if let picture = picture(verdict, rootSizes: outcome.rootSizes) {
      lines.append("")
      lines += picture
    }
    return lines.joined(separator: "\n")
  }

  /// A verdict without an exercise (why `frames` or `show` could not run a file).
  func text(for verdict: Verdict) -> String {
    VerdictText.lines(for: verdict).map(styled).joined(separator: "\n")
  }

  private func styled(_ line: VerdictText.Line) -> String {
    let style: TextStyle
    switch line.style {
    case .passedTitle: style = TextStyle.bold.foreground(.green)
    case .failedTitle: style = TextStyle.bold.foreground(.red)
    case .problem: style = TextStyle.plain.foreground(.red)
    case .note: style = TextStyle.plain.foreground(.yellow)
    case .heading: style = .bold
    case .checkPassed: style = TextStyle.plain.foreground(.green)
    case .checkFailed: style = TextStyle.plain.foreground(.red)
    case .detail, .blank: style = .plain
    }
    return styler.apply(style, to: line.text)
  }

  /// Expected and actual frames of the first failing check's device and snapshot, side by side.
  private func picture(_ verdict: Verdict, rootSizes: [String: ReportSize]) -> [String]? {
    guard let failing = verdict.checks.first(where: { !$0.ok }),
      let size = rootSizes[failing.device]
    else { return nil }
    let checks = verdict.checks.filter {
      $0.device == failing.device && $0.snapshot == failing.snapshot
    }
    let expected = LayoutPicture(
      containerWidth: size.width, containerHeight: size.height,
      rects: checks.map { NamedRect(name: $0.view, frame: $0.expected.cgRect) })
    let actual = LayoutPicture(
      containerWidth: size.width, containerHeight: size.height,
      rects: checks.compactMap { check in
        check.actual.map { NamedRect(name: check.view, frame: $0.cgRect) }
      })
    let snapshots = Set(verdict.checks.map(\.snapshot))
    let place =
      snapshots.count > 1 ? "\(failing.device), snapshot \(failing.snapshot)" : failing.device
    let heading = styler.apply(.bold, to: "On \(place):")
    let drawing = LayoutPicture.sideBySide(
      expected: expected, actual: actual, width: width, height: Self.pictureHeight, styler: styler,
      tolerance: failing.tolerance)
    return [heading]
      + drawing.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}
