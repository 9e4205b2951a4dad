/// The values of the subcommands' options, read the same way by each: a missing or malformed
/// value is a usage error naming the option.
extension ArraySlice where Element == String {
  /// The next argument as a whole number above zero (`--reps 20`); `option` is how the error
  /// names it (`--reps <n>`).
  mutating func popPositiveInteger(for option: String) throws -> Int {
    guard let text = popFirst(), let value = Int(text), value > 0 else {
      throw BenchmarkUsageError(message: "Missing value for '\(option)'")
    }
    return value
  }
}

/// The arguments of a subcommand whose one option is `--reps N`: N, or `default` without it.
func repsOnly(_ arguments: [String], default reps: Int) throws -> Int {
  var reps = reps
  var remaining = arguments[...]
  while let argument = remaining.popFirst() {
    guard argument == "--reps" else {
      throw BenchmarkUsageError(message: "Unexpected argument '\(argument)'")
    }
    reps = try remaining.popPositiveInteger(for: "--reps <n>")
  }
  return reps
}
