import Checkout
import Foundation

/// A subcommand of the `Benchmarks` executable.
protocol BenchmarkCommand: Sendable {
  /// The word that selects the subcommand.
  static var name: String { get }
  /// One line saying what it measures.
  static var summary: String { get }
  /// The usage line (after `Benchmarks`).
  static var usage: String { get }
  /// Runs the subcommand with the arguments after its name.
  static func run(_ arguments: [String]) throws
}

/// Every subcommand, in the order `--help` lists them.
let benchmarkCommands: [any BenchmarkCommand.Type] = [
  SolverBenchmark.self,
  GradeBenchmark.self,
  FirstVerdictBenchmark.self,
  ReliabilityBenchmark.self,
  ListBenchmark.self,
  EditorBenchmark.self,
  SaveVerdictBenchmark.self,
  LogScanBenchmark.self,
  ScalingChild.self,
]

/// A command-line mistake: reported with the usage line and exit code 64.
struct BenchmarkUsageError: Error {
  var message: String
}

func benchmarkUsage() -> String {
  var text = "USAGE: Benchmarks <subcommand> [arguments]\n\nSUBCOMMANDS:\n"
  for command in benchmarkCommands {
    text += "  " + command.name.padding(toLength: 24, withPad: " ", startingAt: 0)
    text += command.summary + "\n"
  }
  return text
}

/// The folder shared by every worktree (`LAYOUTLINGS_SHARED`, else `../shared` beside the
/// checkout).
func sharedFolder() -> URL {
  if let path = ProcessInfo.processInfo.environment["LAYOUTLINGS_SHARED"], !path.isEmpty {
    return URL(fileURLWithPath: path)
  }
  let root = Checkout.root ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  return root.deletingLastPathComponent().appendingPathComponent("shared")
}
