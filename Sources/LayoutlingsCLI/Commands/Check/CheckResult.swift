import Terminal

/// One working copy's result in `layoutlings check`, and the summary of them all.
struct CheckResult: Equatable {
  var exerciseID: String
  var passed: Bool
  /// The verdict's first line (`01-a/01-one: failed (1 of 2 frames match)`), or why the file
  /// could not be graded.
  var line: String

  /// `✓` or `✗` in colour, `ok` or `--` without (so the plain text stays ASCII).
  static func mark(_ passed: Bool, styler: Styler) -> String {
    guard styler.isEnabled else { return passed ? "ok" : "--" }
    return passed ? styler.apply(.color(.green), to: "✓") : styler.apply(.color(.red), to: "✗")
  }

  /// `Checked 4 working copies: 3 passed, 1 did not.`, then the ones that did not with how to
  /// see why; the command itself is `command(_:)`, on a line of its own.
  static func summary(_ results: [CheckResult]) -> [String] {
    let passing = results.filter(\.passed).count
    let noun = results.count == 1 ? "working copy" : "working copies"
    var lines = [
      "",
      "Checked \(results.count) \(noun): \(passing) passed, \(results.count - passing) did not.",
    ]
    let failing = results.filter { !$0.passed }
    if !failing.isEmpty {
      lines.append(
        "Not passing: " + failing.map(\.exerciseID).joined(separator: ", ") + ". See why with:")
    }
    return lines
  }

  /// The command that shows why the first failing copy fails, indented on a line of its own
  /// and never wrapped, so that it can be copied whole from a pipe or a narrow terminal; nil
  /// when every copy passed.
  static func command(_ results: [CheckResult]) -> String? {
    results.first { !$0.passed }.map { "  layoutlings grade \($0.exerciseID)" }
  }
}
