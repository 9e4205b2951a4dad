/// The words of a command line sorted by meaning, before they are turned into typed values.
public struct ParsedArguments: Sendable, Equatable {
  /// The subcommand words that selected the command (`["dev", "check"]`); empty for the root.
  public var commandPath: [String]
  /// The positional words given to each argument, keyed by argument name.
  public var arguments: [String: [String]]
  /// The values given to each option, keyed by long name, in the order given (lists split).
  public var optionValues: [String: [String]]
  /// The long names of the flags that were given.
  public var flags: Set<String>

  /// Creates parsed arguments.
  public init(
    commandPath: [String], arguments: [String: [String]] = [:],
    optionValues: [String: [String]] = [:], flags: Set<String> = []
  ) {
    self.commandPath = commandPath
    self.arguments = arguments
    self.optionValues = optionValues
    self.flags = flags
  }

  /// The single word given to the argument `name`, if any.
  public func argument(_ name: String) -> String? {
    arguments[name]?.first
  }

  /// The last value given to the option `name`, if any.
  public func value(of name: String) -> String? {
    optionValues[name]?.last
  }

  /// Every value given to the option `name`, in order; empty if none.
  public func values(of name: String) -> [String] {
    optionValues[name] ?? []
  }

  /// Whether the flag `name` was given.
  public func isSet(_ name: String) -> Bool {
    flags.contains(name)
  }
}
