import Grader
import Terminal

/// UIKit's console log in the full-screen course and watch: a verdict shows each diagnosis
/// (`Diagnostic.diagnosis`) in place of the log it explains, and the key `u` unfolds every log
/// of the verdict shown in place, and folds them again. Plain output writes the logs after the
/// verdict instead (`VerdictText.LogPlacement.afterVerdict`).
enum UIKitLogFold {
  /// Where a screen writes the logs.
  static func placement(shown: Bool) -> VerdictText.LogPlacement {
    shown ? .inline : .folded
  }

  /// The footer line saying what `u` does, for a verdict with a folded log; empty otherwise.
  static func footer(_ verdict: Verdict?, shown: Bool, styler: Styler) -> [String] {
    guard let verdict else { return [] }
    let count = VerdictText.foldedLineCount(verdict)
    guard count > 0 else { return [] }
    let what =
      shown ? "hides UIKit's log" : "shows UIKit's log (\(count) \(count == 1 ? "line" : "lines"))"
    return [styler.apply(.bold, to: ScreenKeys.log.key) + " " + what]
  }
}
