import LayoutReport

/// A verdict as lines of plain text for the terminal; each line says what it is so the CLI can
/// style it (colour, bold) without parsing.
///
/// Layout:
/// ```
/// 04-visual-format/02-top-row: failed (1 of 2 frames match)
///
/// ViewController.swift:14: `redView.width == 100` (line 14) conflicts with … UIKit broke …
/// `redView` is shifted 16 pt to the right on iphone-x (expected x = 20, got 36).
///
/// Frames:
///   ok    iphone-x  initial  blueView  [20, 100, 100, 50]
///   FAIL  iphone-x  initial  redView   expected [20, 40, 100, 50], got [36, 40, 100, 50]
///
/// UIKit's log (ViewController.swift:14, on iphone-x):
///   UIKit logged:
///   …
/// ```
/// A diagnostic with a diagnosis (one quoting UIKit's log) shows the diagnosis in place of its
/// message; where the log goes is `LogPlacement`'s to say.
/// A diagnostic's first line starts with `file:line: ` when it points into the learner's file
/// (`file:line:column: ` for a compiler warning); its further lines are indented by two spaces.
/// Compiler warnings follow the frames under `Compiler warnings:`.
public enum VerdictText {
  /// One line of text and what it shows.
  public struct Line: Sendable, Hashable {
    /// What a line shows.
    public enum Style: String, Sendable, Hashable {
      /// The headline of a passing verdict.
      case passedTitle
      /// The headline of any other verdict.
      case failedTitle
      /// The first line of a blocking diagnostic.
      case problem
      /// The first line of a diagnostic that is only a note.
      case note
      /// A further line of a diagnostic.
      case detail
      /// A section heading (`Frames:`).
      case heading
      /// A check that passed.
      case checkPassed
      /// A check that failed.
      case checkFailed
      /// An empty separator line.
      case blank
    }

    /// What the line shows.
    public var style: Style
    /// The text, without a line feed.
    public var text: String

    /// Creates a line.
    public init(_ style: Style, _ text: String) {
      self.style = style
      self.text = text
    }
  }

  /// Where the UIKit log a diagnosis folds (`Diagnostic.diagnosis`) is written.
  public enum LogPlacement: Sendable, Hashable {
    /// The diagnosis with its log unfolded under it, in place (a screen after `u`).
    case inline
    /// The diagnosis in place of the message; the log is left out (a screen shows it on a key).
    case folded
    /// The diagnosis in place of the message, and each log after the frames under its own
    /// heading (plain output, which cannot fold).
    case afterVerdict
  }

  /// The verdict as styled lines; `exercise` (an id) prefixes the headline when given.
  /// `displayPath` says how a file the diagnostics point into is written (the CLI shortens it to
  /// the current folder or `~`); the path as the grader has it by default.
  public static func lines(
    for verdict: Verdict, exercise: String? = nil, logs: LogPlacement = .afterVerdict,
    displayPath: @escaping (String) -> String = { $0 }
  ) -> [Line] {
    let verdict = verdict.withFiles(displayPath)
    var lines = [
      Line(verdict.status == .passed ? .passedTitle : .failedTitle, title(verdict, exercise))
    ]
    let explanations = verdict.diagnostics.filter { $0.kind != .warning }
    let warnings = verdict.diagnostics.filter { $0.kind == .warning }
    if !explanations.isEmpty {
      lines.append(Line(.blank, ""))
      for diagnostic in explanations {
        lines += diagnosticLines(diagnostic, folding: logs != .inline)
      }
    }
    if !verdict.checks.isEmpty {
      lines.append(Line(.blank, ""))
      lines.append(Line(.heading, "Frames:"))
      lines += checkLines(verdict.checks)
    }
    if logs == .afterVerdict {
      for diagnostic in explanations where diagnostic.diagnosis != nil {
        lines.append(Line(.blank, ""))
        lines.append(Line(.heading, logHeading(diagnostic)))
        lines += diagnostic.foldedLines.map { Line(.detail, "  " + $0) }
      }
    }
    // The compiler's warnings come last, under their own heading, so they never hide the verdict.
    if !warnings.isEmpty {
      lines.append(Line(.blank, ""))
      lines.append(Line(.heading, warnings.count == 1 ? "Compiler warning:" : "Compiler warnings:"))
      for warning in warnings {
        lines += diagnosticLines(warning)
      }
    }
    return lines
  }

  /// The verdict as one string, lines separated by line feeds, no trailing line feed.
  public static func render(
    _ verdict: Verdict, exercise: String? = nil, logs: LogPlacement = .afterVerdict
  ) -> String {
    lines(for: verdict, exercise: exercise, logs: logs).map(\.text).joined(separator: "\n")
  }

  private static func title(_ verdict: Verdict, _ exercise: String?) -> String {
    let matching = "\(verdict.passedCount) of \(verdict.checks.count) frames match"
    let outcome: String
    switch verdict.status {
    case .passed: outcome = "passed (\(matching))"
    case .failed: outcome = "failed (\(matching))"
    case .compileError: outcome = "does not compile"
    case .runtimeError: outcome = "runtime error"
    case .timeout: outcome = "timed out"
    }
    guard let exercise else { return outcome.prefix(1).uppercased() + outcome.dropFirst() }
    return "\(exercise): \(outcome)"
  }

  /// How many lines the diagnoses of `verdict` fold away (what a screen's key shows).
  public static func foldedLineCount(_ verdict: Verdict) -> Int {
    verdict.diagnostics.reduce(0) { $0 + $1.foldedLines.count }
  }

  /// `UIKit's log (Exercise.swift:34, on iphone-x; the same on iphone-se):`. The log shown is
  /// the first device's: a conflict said once for several devices has UIKit's own constraints
  /// in its log with each device's numbers.
  private static func logHeading(_ diagnostic: Diagnostic) -> String {
    var about: [String] = []
    if let place = MessageText.location(file: diagnostic.file, line: diagnostic.line) {
      about.append(place)
    }
    if let first = diagnostic.devices.first {
      let others = diagnostic.devices.dropFirst()
      about.append(
        "on \(first)" + (others.isEmpty ? "" : "; the same on " + MessageText.list(Array(others))))
    }
    return "UIKit's log" + (about.isEmpty ? "" : " (" + about.joined(separator: ", ") + ")") + ":"
  }

  private static func diagnosticLines(_ diagnostic: Diagnostic, folding: Bool = false) -> [Line] {
    let parts = diagnostic.message.split(separator: "\n", omittingEmptySubsequences: false)
    let column = diagnostic.line != nil ? diagnostic.column.map { ":\($0)" } ?? "" : ""
    let prefix =
      MessageText.location(file: diagnostic.file, line: diagnostic.line)
      .map { "\($0)\(column): " } ?? ""
    let style: Line.Style = diagnostic.kind.isBlocking ? .problem : .note
    if let diagnosis = diagnostic.diagnosis {
      let log = folding ? [] : diagnostic.foldedLines.map { Line(.detail, "  " + $0) }
      return [Line(style, prefix + diagnosis)] + log
    }
    let first = Line(style, prefix + (parts.first ?? ""))
    return [first] + parts.dropFirst().map { Line(.detail, "  " + $0) }
  }

  private static func checkLines(_ checks: [Check]) -> [Line] {
    let deviceWidth = checks.map(\.device.count).max() ?? 0
    let snapshotWidth = checks.map(\.snapshot.count).max() ?? 0
    let viewWidth = checks.map(\.view.count).max() ?? 0
    return checks.map { check in
      let columns = [
        check.ok ? "ok  " : "FAIL", pad(check.device, deviceWidth),
        pad(check.snapshot, snapshotWidth), pad(check.view, viewWidth),
      ]
      let frames: String
      if check.ok, let actual = check.actual {
        frames = MessageText.rect(actual)
      } else {
        frames =
          "expected \(MessageText.rect(check.expected)), got "
          + (check.actual.map(MessageText.rect) ?? "no frame")
      }
      return Line(
        check.ok ? .checkPassed : .checkFailed,
        "  " + columns.joined(separator: "  ") + "  " + frames)
    }
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}

extension Verdict {
  /// The verdict with every diagnostic's file written as `displayPath` writes it.
  fileprivate func withFiles(_ displayPath: (String) -> String) -> Verdict {
    var copy = self
    copy.diagnostics = diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      diagnostic.file = diagnostic.file.map(displayPath)
      return diagnostic
    }
    return copy
  }
}
