import Course
import Foundation

/// `layoutlings report`: the learner's progress as Markdown, HTML, JSON or CSV, or with
/// `--class DIR` the merged JSON reports of many learners as HTML, CSV or Markdown.
struct ReportCommand {
  let options: GlobalOptions
  let context: CommandContext
  let arguments: ReportArguments
  private let command = ["report"]

  func run() throws -> ExitCode {
    if let folder = arguments.classDirectory {
      return try runClass(folder)
    }
    let session = try StoreSession(options: options, context: context, command: command)
    let report = try session.run(command: command) {
      try session.store.progressReport(
        at: session.now, learnerName: learnerName, workspace: session.workspace.home.path)
    }
    let text: String
    switch arguments.format {
    case .json:
      do {
        text = try ReportJSON.text(report)
      } catch {
        throw CommandFailure(.internalError, command: command, "cannot encode the report: \(error)")
      }
    case .csv: text = ReportCSV.text(report)
    case .markdown: text = ReportMarkdown.text(report)
    case .html: text = ReportHTML.page(report)
    }
    try deliver(text)
    return .success
  }

  /// `LAYOUTLINGS_LEARNER`, else the login name; nil when neither is set.
  private var learnerName: String? {
    for key in ["LAYOUTLINGS_LEARNER", "USER"] {
      if let value = context.environment[key]?.trimmingCharacters(in: .whitespaces), !value.isEmpty
      {
        return value
      }
    }
    return nil
  }

  private func runClass(_ folder: String) throws -> ExitCode {
    guard arguments.format != .json else {
      throw CommandFailure(
        .usage, command: command,
        "--class writes html, csv or md; JSON stays one file per learner (layoutlings report "
          + "--format json), which is what --class reads")
    }
    guard !folder.isEmpty else {
      throw CommandFailure(.usage, command: command, "--class is empty")
    }
    let url = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: context.currentDirectory)
      .standardizedFileURL
    let contents: ClassFolder
    do {
      contents = try ClassFolder.read(url)
    } catch {
      switch error {
      case .missing: throw CommandFailure(.noInput, command: command, error.description)
      case .unreadable: throw CommandFailure(.ioError, command: command, error.description)
      }
    }
    for rejection in contents.rejections {
      try context.errors.write(
        "layoutlings report: skipped \(rejection.file): \(rejection.reason)\n")
    }
    guard !contents.entries.isEmpty else {
      throw CommandFailure(
        .dataError, command: command, "no learner report (*.json) could be read in \(url.path)")
    }
    let report = ClassReport(contents.entries)
    let text: String
    switch arguments.format {
    case .csv: text = ClassReportFormats.csv(report)
    case .markdown: text = ClassReportFormats.markdown(report)
    case .html, .json: text = ClassReportFormats.html(report)
    }
    try deliver(text)
    return .success
  }

  /// Writes `text` to `-o FILE` (replacing it whole) or to standard output.
  private func deliver(_ text: String) throws {
    guard let output = arguments.output else {
      try context.output.write(text)
      return
    }
    let url = URL(fileURLWithPath: output, relativeTo: context.currentDirectory).standardizedFileURL
    do {
      try Data(text.utf8).write(to: url, options: .atomic)
    } catch {
      throw CommandFailure(
        .ioError, command: command, "cannot write \(output): \(error.localizedDescription)")
    }
  }
}
