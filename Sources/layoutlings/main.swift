// The course's command-line entry point: parse, answer help and version, hand over the command.
import Foundation
import LayoutlingsCLI

/// Runs a parsed command and returns the status to exit with.
///
/// `grade`, `frames` and `show` are implemented; every other command says it is not available on
/// standard error and exits with `ExitCode.unavailable` (69).
func run(_ command: ParsedCommand, options: GlobalOptions) -> ExitCode {
  if let status = GradingCommands.run(command, options: options, context: .standard()) {
    return status
  }
  let name = (["layoutlings"] + command.commandPath).joined(separator: " ")
  writeToStandardError("\(name): not available in this build yet.")
  return .unavailable
}

func writeToStandardError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

let status: ExitCode
do {
  let (options, command) = try LayoutlingsCLI.parse(Array(CommandLine.arguments.dropFirst()))
  switch command {
  case .help(let topic):
    print(LayoutlingsCLI.helpText(for: topic))
    status = .success
  case .version:
    print(LayoutlingsCLI.versionText)
    status = .success
  default:
    status = run(command, options: options)
  }
} catch {
  writeToStandardError(error.fullText())
  status = LayoutlingsCLI.exitCode(for: error)
}
exit(status.rawValue)
