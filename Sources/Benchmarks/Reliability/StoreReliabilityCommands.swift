/// `Benchmarks reliability concurrency [--json] [--seconds S] [--workers N]`.
enum ConcurrencyReliabilityCommand: BenchmarkCommand {
  static let name = "reliability concurrency"
  static let summary = "processes grading and rating one workspace: lost, doubled, busy"
  static let usage = "Benchmarks reliability concurrency [--json] [--seconds S] [--workers N]"

  static func run(_ arguments: [String]) throws {
    let options = try ReliabilityOptions(arguments, numbers: ["--seconds", "--workers"])
    try ConcurrencyReliability.run(
      json: options.json, seconds: options.numbers["--seconds"] ?? 60,
      workers: Int(options.numbers["--workers"] ?? 8))
  }
}

/// `Benchmarks reliability crash [--json] [--kills N] [--seed N]`.
enum CrashReliabilityCommand: BenchmarkCommand {
  static let name = "reliability crash"
  static let summary = "commands killed at random moments: the store opens, loses nothing"
  static let usage = "Benchmarks reliability crash [--json] [--kills N] [--seed N]"

  static func run(_ arguments: [String]) throws {
    let options = try ReliabilityOptions(arguments, numbers: ["--kills", "--seed"])
    try CrashReliability.run(
      json: options.json, kills: Int(options.numbers["--kills"] ?? 200),
      seed: UInt64(options.numbers["--seed"] ?? Double(0x5EED_C0DE)))
  }
}

/// `--json` and numeric options.
struct ReliabilityOptions {
  var json = false
  var numbers: [String: Double] = [:]

  init(_ arguments: [String], numbers names: Set<String>) throws {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--json" {
        json = true
      } else if names.contains(argument) {
        guard let text = remaining.popFirst(), let value = Double(text), value > 0 else {
          throw BenchmarkUsageError(message: "\(argument) needs a positive number")
        }
        numbers[argument] = value
      } else {
        throw BenchmarkUsageError(message: "Unexpected argument '\(argument)'")
      }
    }
  }
}
