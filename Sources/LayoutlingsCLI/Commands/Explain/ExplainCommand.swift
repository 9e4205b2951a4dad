import ArgumentParsing
import ConstraintLog
import Foundation

/// `layoutlings explain [FILE] [--json]`: the "Unable to simultaneously satisfy constraints."
/// blocks of a console log from the learner's own app, each with its views, its constraints, the
/// one UIKit broke, and what is most likely wrong in the course's words with the lesson that
/// teaches the fix. Reads standard input to its end without a file, so a paste works.
struct ExplainCommand: Command {
  static let path = ["explain"]
  static let file = Argument(
    "file", arity: .optional, help: "The log to read (default: standard input).")
  static let json = Flag("json", help: "Print the blocks and their diagnoses as JSON.")
  static let spec = CommandSpec(
    "explain", abstract: "Explain the Auto Layout conflicts of a console log from your own app.",
    discussion: "Reads the log from FILE, or from standard input until it ends (paste it, then "
      + "press Ctrl-D; or pbpaste | layoutlings explain). Every \"Unable to simultaneously "
      + "satisfy constraints.\" block is listed with its views, its constraints and the one "
      + "UIKit broke, then the likely cause, the fix and the lesson that teaches it; so are "
      + "ambiguity reports (_autolayoutTrace, hasAmbiguousLayout) and the messages UIKit stops "
      + "with when a constraint's views are not in one hierarchy. Exits 65 "
      + "when the log holds no block. The JSON is described in docs/Explain.md.",
    arguments: [file.spec],
    options: [json.spec])

  /// The log's path; nil reads standard input.
  var file: String?
  /// `--json`.
  var json = false

  init(file: String? = nil, json: Bool = false) {
    self.file = file
    self.json = json
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    file = arguments.value(of: Self.file)
    json = arguments.isSet(Self.json)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let (bytes, name) = try read(context: context)
    let log: ConstraintLog
    do {
      log = try ConstraintLog.read([UInt8](bytes))
    } catch {
      throw CommandFailure(.dataError, "\(name) holds binary bytes, not a console log.")
    }
    guard !log.blocks.isEmpty else {
      throw CommandFailure(
        .dataError,
        "\(name) holds no \"Unable to simultaneously satisfy constraints.\" block, no "
          + "ambiguity report, no crash message about a constraint's views, and no warning of a "
          + "cell's content view with a height of zero.")
    }
    if json {
      try context.say(ExplainJSON.text(log))
    } else {
      try context.say(ExplainText(log: log, width: context.columns).lines())
    }
    return .success
  }

  /// The bytes of the file or of standard input, and how messages name them.
  private func read(context: CommandContext) throws -> (Data, String) {
    guard let file else { return (context.readInput(), "Standard input") }
    let url =
      file.hasPrefix("/")
      ? URL(fileURLWithPath: file)
      : context.currentDirectory.appendingPathComponent(file)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CommandFailure(.noInput, "\(file) does not exist.")
    }
    guard !isFolder.boolValue else { throw CommandFailure(.noInput, "\(file) is a folder.") }
    do {
      return (try Data(contentsOf: url), file)
    } catch {
      throw CommandFailure(.ioError, "\(file) could not be read.")
    }
  }
}
