import ArgumentParsing
import Course
import Foundation
import Terminal

/// `layoutlings report`: the learner's progress as Markdown, HTML, JSON or CSV, or with
/// `--class DIR` the merged JSON reports of many learners as HTML, CSV or Markdown.
struct ReportCommand: Command {
  static let path = ["report"]
  static let format = Option(
    "format", valueName: "format", help: "The report's format.",
    allowedValues: ReportFormat.allCases.map(\.rawValue))
  static let output = Option(
    "output", short: "o", valueName: "file", help: "Write the report to this file.")
  static let classFolder = Option(
    "class", valueName: "dir",
    help: "Merge the learners' JSON reports (*.json) in this folder (html, csv or md).")
  static let includePath = Flag(
    "include-path",
    help: "Name the workspace's folder (its absolute path) in the report; left out by default.")
  static let spec = CommandSpec(
    "report", abstract: "Export progress as a report.",
    discussion: "The format is the one --format names or, without it, the one the extension of "
      + "the output file names (.md, .html, .json, .csv). Without -o the report goes to "
      + "standard output, as Markdown unless --format says otherwise.",
    options: [format.spec, output.spec, classFolder.spec, includePath.spec])

  /// The format, from `--format` or else from the extension of `-o FILE`.
  var format: ReportFormat
  /// `-o FILE`: the file to write; nil means standard output.
  var output: String?
  /// `--class DIR`: merge the learners' JSON reports in this folder into one class report.
  var classDirectory: String?
  /// `--include-path`: the report names the workspace's absolute path.
  var includesPath = false

  init(format: ReportFormat, output: String? = nil, classDirectory: String? = nil) {
    self.format = format
    self.output = output
    self.classDirectory = classDirectory
  }

  /// Takes the format from `--format` or the output's extension.
  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    let output = arguments.value(of: Self.output)
    let named = arguments.value(of: Self.format).flatMap(ReportFormat.init(rawValue:))
    let implied = output.flatMap(ReportFormat.init(pathExtensionOf:))
    let choices = "md, html, json or csv"
    let format: ReportFormat
    switch (named, implied, output) {
    case (let named?, let implied?, let output?) where named != implied:
      throw Self.usageError(
        .conflictingOptions(
          "--format \(named.rawValue)", "-o \(output)",
          reason: "the file's extension names the \(implied.rawValue) format"), in: program)
    case (let named?, _, _):
      format = named
    case (nil, let implied?, _):
      format = implied
    case (nil, nil, let output?):
      throw Self.usageError(
        .missingOption(
          "--format <format>",
          reason: "the extension of '\(output)' names no format; give --format \(choices)"),
        in: program)
    case (nil, nil, nil):
      // Standard output is read by a person or piped on: Markdown reads well either way.
      format = .markdown
    }
    self.init(format: format, output: output, classDirectory: arguments.value(of: Self.classFolder))
    includesPath = arguments.isSet(Self.includePath)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    if let folder = classDirectory {
      return try runClass(folder, context: context)
    }
    let session = try LearnerSession(
      paths: CommandPaths(options: options, context: context), readsOnly: true)
    let report = try session.store.progressReport(
      at: session.now, learnerName: learnerName(context),
      workspace: includesPath ? session.workspace.home.path : nil)
    let text: String
    switch format {
    case .json:
      do {
        text = try ReportJSON.text(report)
      } catch {
        throw CommandFailure(.internalError, "cannot encode the report: \(error)")
      }
    case .csv: text = ReportCSV.text(report)
    case .markdown: text = ReportMarkdown.text(report)
    case .html: text = ReportHTML.page(report)
    }
    try deliver(text, context: context)
    sayWorkspace(session.place, context: context)
    return .success
  }

  /// `LAYOUTLINGS_LEARNER`, else the login name; nil when neither is set.
  private func learnerName(_ context: CommandContext) -> String? {
    for key in ["LAYOUTLINGS_LEARNER", "USER"] {
      if let value = context.environment[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
      {
        return value
      }
    }
    return nil
  }

  private func runClass(_ folder: String, context: CommandContext) throws -> ExitCode {
    guard format != .json else {
      throw CommandFailure(
        .usage,
        "--class writes html, csv or md; JSON stays one file per learner (layoutlings report "
          + "--format json), which is what --class reads")
    }
    guard !folder.isEmpty else {
      throw CommandFailure(.usage, "--class is empty")
    }
    let url = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: context.currentDirectory)
      .standardizedFileURL
    let contents: ClassFolder
    do {
      contents = try ClassFolder.read(url)
    } catch {
      switch error {
      case .missing: throw CommandFailure(.noInput, error.description)
      case .unreadable: throw CommandFailure(.ioError, error.description)
      }
    }
    for rejection in contents.rejections {
      context.warn("Warning: skipped \(rejection.file): \(rejection.reason)")
    }
    guard !contents.entries.isEmpty else {
      throw CommandFailure(.dataError, "no learner report (*.json) could be read in \(url.path)")
    }
    let report = ClassReport(contents.entries)
    let text: String
    switch format {
    case .csv: text = ClassReportFormats.csv(report)
    case .markdown: text = ClassReportFormats.markdown(report)
    case .html, .json: text = ClassReportFormats.html(report)
    }
    try deliver(text, context: context)
    return .success
  }

  /// Writes `text` to `-o FILE` (`ReportOutputFile`) or to standard output; a failed write to
  /// standard output (a full disk behind `>`) is an error too.
  private func deliver(_ text: String, context: CommandContext) throws {
    guard let output else {
      do {
        try context.output.write(text)
      } catch let error as TerminalError {
        let reason: String
        if case .systemCall(_, let code) = error {
          reason = ReportOutputFile.posixReason(code)
        } else {
          reason = error.description
        }
        throw CommandFailure(.ioError, "cannot write the report to standard output: \(reason)")
      }
      return
    }
    try ReportOutputFile.write(
      text, to: output, from: context.currentDirectory, fileName: "report.\(format.rawValue)")
  }

  /// Says on standard error which workspace a report written to a file was read from (the
  /// report itself names it only with `--include-path`).
  private func sayWorkspace(_ place: WorkspacePlace, context: CommandContext) {
    guard let output else { return }
    context.warn("Report of the progress in the workspace \(place.path) written to \(output).")
  }
}
