import ArgumentParsing
import Foundation
import FullScreen

/// The options every command accepts, before or after its name.
public struct GlobalOptions: Sendable, Equatable {
  /// `--home DIR`: the workspace folder; nil means `LAYOUTLINGS_HOME` or the default one.
  public var home: String?
  /// `--course DIR`: the folder lessons are read from; nil means the default one.
  public var course: String?
  /// `--now ISO-8601`: the time to use as the current time; nil means the real clock.
  public var now: Date?
  /// `--no-color`: print without colours or styles.
  public var noColor: Bool
  /// `--edit-cmd CMD`: the editor command `e` runs; nil means `LAYOUTLINGS_EDITOR`, `VISUAL`,
  /// `EDITOR` (`EditorLauncher`).
  public var editCommand: String?

  /// Creates global options; the defaults are those of a command line without any.
  public init(
    home: String? = nil, course: String? = nil, now: Date? = nil, noColor: Bool = false,
    editCommand: String? = nil
  ) {
    self.home = home
    self.course = course
    self.now = now
    self.noColor = noColor
    self.editCommand = editCommand
  }

  /// The options, declared once: help lists them and `init(_:in:)` reads them by these keys.
  static let home = Option(
    "home", valueName: "dir",
    help: "Keep progress and working copies in this workspace folder (default: "
      + "$LAYOUTLINGS_HOME, else Data/ in the checkout).")
  static let course = Option(
    "course", valueName: "dir",
    help: "Read the lessons from this folder (default: Lessons/ in the checkout).")
  static let now = Option(
    "now", valueName: "date-time",
    help: "Use this instant as the current time, written as ISO-8601 with a time zone, "
      + "such as 2025-01-01T09:00:00Z.")
  static let noColor = Flag("no-color", help: "Print without colours or text styles.")
  static let editCommand = Option(
    "edit-cmd", valueName: "command",
    help: "Open exercises with this editor command, run by /bin/sh with the file after it, "
      + "such as 'code --wait' (default: $LAYOUTLINGS_EDITOR, $VISUAL, $EDITOR).")
  /// How help describes them.
  static let specs: [OptionSpec] = [
    home.spec, course.spec, now.spec, noColor.spec, editCommand.spec,
  ]

  /// Reads the global options out of sorted command-line words.
  ///
  /// - Throws: `UsageError` when `--now` is not an ISO-8601 date-time with a time zone.
  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    var now: Date?
    if let text = arguments.value(of: Self.now) {
      guard let date = ISO8601Timestamp.date(from: text) else {
        throw UsageError(
          .invalidValue(
            text, for: "--now <date-time>",
            reason: "expected an ISO-8601 date and time with a time zone, such as "
              + "2025-01-01T09:00:00Z or 2025-01-01T10:00:00+01:00",
            suggestion: nil),
          at: arguments.commandPath, in: program)
      }
      now = date
    }
    self.init(
      home: arguments.value(of: Self.home), course: arguments.value(of: Self.course), now: now,
      noColor: arguments.isSet(Self.noColor), editCommand: arguments.value(of: Self.editCommand))
  }

  /// The command line that repairs the store these options name.
  var repairCommand: String {
    var words = ["layoutlings"]
    if let home { words += ["--home", ShellWord.quoted(home)] }
    if let course { words += ["--course", ShellWord.quoted(course)] }
    return (words + ["dev", "repair-store"]).joined(separator: " ")
  }
}
