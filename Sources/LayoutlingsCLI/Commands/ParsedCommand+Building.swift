import Foundation

extension ParsedCommand {
  /// Turns sorted command-line words into the typed command they select.
  ///
  /// - Throws: ``UsageError`` for values only the command can judge, such as a report format
  ///   that is neither given nor implied by the output file.
  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    let path = arguments.commandPath
    func error(_ kind: UsageError.Kind) -> UsageError { UsageError(kind, at: path, in: program) }
    func required(_ name: String) throws(UsageError) -> String {
      guard let value = arguments.argument(name) else {
        throw error(.missingArgument("<\(name)>"))
      }
      return value
    }
    switch path {
    case []:
      self = .interactive
    case ["watch"]:
      self = .watch(poll: arguments.isSet("poll"))
    case ["list"]:
      self = .list(json: arguments.isSet("json"))
    case ["grade"]:
      self = .grade(
        GradeArguments(
          file: try required("file"), exercise: arguments.value(of: "exercise"),
          json: arguments.isSet("json")))
    case ["frames"]:
      self = .frames(
        FramesArguments(
          file: try required("file"), controller: arguments.value(of: "controller"),
          devices: arguments.values(of: "device"), json: arguments.isSet("json")))
    case ["show"]:
      self = .show(
        ShowArguments(
          file: try required("file"), device: arguments.value(of: "device"),
          svgOutput: arguments.value(of: "svg"), play: arguments.isSet("play"),
          exercise: arguments.value(of: "exercise")))
    case ["hint"]:
      self = .hint(exercise: arguments.argument("id"))
    case ["reset"]:
      self = .reset(exercise: try required("id"))
    case ["next"]:
      self = .next
    case ["rate"]:
      let word = try required("rating")
      guard let rating = ReviewRating(rawValue: word) else {
        let names = ReviewRating.allCases.map(\.rawValue)
        throw error(
          .invalidValue(
            word, for: "<rating>", reason: "expected " + EnglishList.or(names),
            suggestion: Suggestion.closest(to: word, among: names)))
      }
      self = .rate(exercise: try required("id"), rating: rating)
    case ["review"]:
      self = .review(json: arguments.isSet("json"))
    case ["report"]:
      self = .report(try Self.reportArguments(arguments, error: error))
    case ["dev", "check"]:
      self = .devCheck
    case ["dev", "repair-store"]:
      self = .devRepairStore
    default:
      // Only reachable if the command table gains a command this switch does not know.
      throw error(.unknownCommand(path.joined(separator: " "), suggestion: nil))
    }
  }

  /// The report's arguments, with the format taken from `--format` or the output's extension.
  private static func reportArguments(
    _ arguments: ParsedArguments, error: (UsageError.Kind) -> UsageError
  ) throws(UsageError) -> ReportArguments {
    let output = arguments.value(of: "output")
    let named = arguments.value(of: "format").flatMap(ReportFormat.init(rawValue:))
    let implied = output.flatMap(ReportFormat.init(pathExtensionOf:))
    let choices = "md, html, json or csv"
    let format: ReportFormat
    switch (named, implied, output) {
    case (let named?, let implied?, let output?) where named != implied:
      throw error(
        .conflictingOptions(
          "--format \(named.rawValue)", "-o \(output)",
          reason: "the file's extension names the \(implied.rawValue) format"))
    case (let named?, _, _):
      format = named
    case (nil, let implied?, _):
      format = implied
    case (nil, nil, let output?):
      throw error(
        .missingOption(
          "--format <format>",
          reason: "the extension of '\(output)' names no format; give --format \(choices)"))
    case (nil, nil, nil):
      throw error(
        .missingOption(
          "--format <format>",
          reason: "give --format \(choices), or -o FILE with one of those extensions"))
    }
    return ReportArguments(
      format: format, output: output, classDirectory: arguments.value(of: "class"))
  }
}

extension GlobalOptions {
  /// Reads the global options out of sorted command-line words.
  ///
  /// - Throws: ``UsageError`` when `--now` is not an ISO-8601 date-time with a time zone.
  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    var now: Date?
    if let text = arguments.value(of: "now") {
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
      home: arguments.value(of: "home"), course: arguments.value(of: "course"), now: now,
      noColor: arguments.isSet("no-color"))
  }
}
