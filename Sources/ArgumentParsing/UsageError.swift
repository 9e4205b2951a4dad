/// A command line that cannot be understood, with what is wrong and how the command is used.
///
/// The entry point prints `fullText` to standard error and exits with ``ExitCode/usage`` (64).
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong with the command line.
  public enum Kind: Sendable, Equatable {
    /// An option no command here accepts, with the closest valid spelling if one is close.
    case unknownOption(String, suggestion: String?)
    /// A word that names no command, with the closest command name if one is close.
    case unknownCommand(String, suggestion: String?)
    /// A command that needs one of its subcommands and got none.
    case missingSubcommand(expected: [String])
    /// An option that takes a value came last or before another option (`--home <dir>`).
    case missingValue(option: String)
    /// A flag was given a value (`--json=yes`).
    case unexpectedValue(option: String, value: String)
    /// An option that may appear once appeared again.
    case duplicateOption(String)
    /// A required positional argument is missing (`<file>`).
    case missingArgument(String)
    /// Words left over after every positional argument was filled.
    case unexpectedArguments([String])
    /// A value the option or argument does not accept, why, and the closest valid value.
    case invalidValue(String, for: String, reason: String, suggestion: String?)
    /// An option the command needs in this situation is absent, and why it is needed.
    case missingOption(String, reason: String)
    /// Two options that contradict each other, and how.
    case conflictingOptions(String, String, reason: String)
  }

  /// What is wrong.
  public var kind: Kind
  /// The command the problem was found in (`layoutlings grade`).
  public var invocation: String
  /// That command's usage line without the `Usage: ` prefix.
  public var usage: String

  /// Creates a usage error for the command `invocation`, whose usage line is `usage`.
  public init(_ kind: Kind, invocation: String, usage: String) {
    self.kind = kind
    self.invocation = invocation
    self.usage = usage
  }

  /// Creates a usage error found in the command at `path` of `program`, quoting its usage line.
  public init(_ kind: Kind, at path: [String], in program: ProgramSpec) {
    let command = program.command(at: path) ?? program.root
    let knownPath = program.command(at: path) == nil ? [] : path
    self.init(
      kind, invocation: program.invocation(of: knownPath),
      usage: UsageFormatter.usage(of: command, at: knownPath, in: program))
  }

  /// One sentence that names the problem, and a suggestion when one is close.
  public var message: String {
    switch kind {
    case .unknownOption(let option, let suggestion):
      return "Unknown option '\(option)'" + Self.didYouMean(suggestion)
    case .unknownCommand(let word, let suggestion):
      return "Unknown command '\(word)'" + Self.didYouMean(suggestion)
    case .missingSubcommand(let expected):
      return "Missing subcommand (expected: \(expected.joined(separator: ", ")))"
    case .missingValue(let option):
      return "Missing value for '\(option)'"
    case .unexpectedValue(let option, let value):
      return "The flag '\(option)' takes no value, but was given '\(value)'"
    case .duplicateOption(let option):
      return "The option '\(option)' was given more than once"
    case .missingArgument(let argument):
      return "Missing expected argument '\(argument)'"
    case .unexpectedArguments(let words):
      let quoted = words.map { "'\($0)'" }.joined(separator: ", ")
      return words.count == 1
        ? "Unexpected argument \(quoted)" : "\(words.count) unexpected arguments: \(quoted)"
    case .invalidValue(let value, let label, let reason, let suggestion):
      return "The value '\(value)' is invalid for '\(label)': \(reason)"
        + Self.didYouMean(suggestion)
    case .missingOption(let option, let reason):
      return "Missing option '\(option)': \(reason)"
    case .conflictingOptions(let first, let second, let reason):
      return "'\(first)' conflicts with '\(second)': \(reason)"
    }
  }

  /// The message alone.
  public var description: String { message }

  /// The three-part report for standard error: `Error:`, `Usage:` and where to find help.
  public func fullText(width: Int = 80) -> String {
    var lines = TextWrapping.lines(
      of: TextWrapping.words(of: "Error: " + message), prefix: "", indent: 7, width: width)
    lines += TextWrapping.lines(
      of: TextWrapping.synopsisGroups(of: usage), prefix: "Usage: ", indent: 7, width: width)
    lines.append("  See '\(invocation) --help' for more information.")
    return lines.joined(separator: "\n")
  }

  private static func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }
}
