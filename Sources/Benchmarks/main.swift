// `swift run -c release Benchmarks <subcommand> [arguments]`: measurements of the package's
// components. Each subcommand lives in its own file and is listed in `benchmarkCommands`.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, name != "-h", name != "--help", name != "help" else {
  print(benchmarkUsage())
  exit(arguments.isEmpty ? 64 : 0)
}
guard let command = benchmarkCommands.first(where: { $0.name == name }) else {
  FileHandle.standardError.write(
    Data("Error: unknown subcommand '\(name)'\n\(benchmarkUsage())\n".utf8))
  exit(64)
}
do {
  try command.run(Array(arguments.dropFirst()))
} catch let error as BenchmarkUsageError {
  FileHandle.standardError.write(Data("Error: \(error.message)\nUsage: \(command.usage)\n".utf8))
  exit(64)
} catch {
  FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
  exit(1)
}
