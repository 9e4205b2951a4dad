/// The words of a command line sorted by meaning, before they are turned into typed values.
///
/// Commands read them with the keys they declared (``Flag``, ``Option``, ``ListOption``,
/// ``Argument``), never with a name written again. When the parser made them it also records
/// which names the command declared, and reading a key the command does not declare stops a
/// debug build at once: a key left out of a command's spec is found by the first test that
/// decodes the command.
public struct ParsedArguments: Sendable, Equatable {
  /// The subcommand words that selected the command (`["dev", "check"]`); empty for the root.
  public var commandPath: [String]
  /// The positional words given to each argument, keyed by argument name.
  public var arguments: [String: [String]]
  /// The values given to each option, keyed by long name, in the order given (lists split).
  public var optionValues: [String: [String]]
  /// The long names of the flags that were given.
  public var flags: Set<String>
  /// The long names of the options the command and the program declare; nil when unknown.
  public var declaredOptions: Set<String>?
  /// The names of the positional arguments the command declares; nil when unknown.
  public var declaredArguments: Set<String>?

  /// Creates parsed arguments.
  public init(
    commandPath: [String], arguments: [String: [String]] = [:],
    optionValues: [String: [String]] = [:], flags: Set<String> = [],
    declaredOptions: Set<String>? = nil, declaredArguments: Set<String>? = nil
  ) {
    self.commandPath = commandPath
    self.arguments = arguments
    self.optionValues = optionValues
    self.flags = flags
    self.declaredOptions = declaredOptions
    self.declaredArguments = declaredArguments
  }

  /// What was said; which names were declared is not part of it.
  public static func == (left: ParsedArguments, right: ParsedArguments) -> Bool {
    left.commandPath == right.commandPath && left.arguments == right.arguments
      && left.optionValues == right.optionValues && left.flags == right.flags
  }

  /// Whether `flag` was given.
  public func isSet(_ flag: Flag) -> Bool {
    isSet(declaredOption(flag.spec.name))
  }

  /// The value given to `option`, if any (the last one, were it given twice).
  public func value(of option: Option) -> String? {
    value(of: declaredOption(option.spec.name))
  }

  /// Every value given to `option`, in order; empty if none.
  public func values(of option: ListOption) -> [String] {
    values(of: declaredOption(option.spec.name))
  }

  /// The word given to `argument`, if any (the first, for one that takes many).
  public func value(of argument: Argument) -> String? {
    self.argument(declaredArgument(argument.spec.name))
  }

  /// Every word given to `argument`, in order; empty if none.
  public func values(of argument: Argument) -> [String] {
    arguments[declaredArgument(argument.spec.name)] ?? []
  }

  /// The single word given to the argument `name`, if any.
  func argument(_ name: String) -> String? {
    arguments[name]?.first
  }

  /// The last value given to the option `name`, if any.
  func value(of name: String) -> String? {
    optionValues[name]?.last
  }

  /// Every value given to the option `name`, in order; empty if none.
  func values(of name: String) -> [String] {
    optionValues[name] ?? []
  }

  /// Whether the flag `name` was given.
  func isSet(_ name: String) -> Bool {
    flags.contains(name)
  }

  private func declaredOption(_ name: String) -> String {
    assert(
      declaredOptions?.contains(name) ?? true,
      "--\(name) is read, but '\(commandPath.joined(separator: " "))' does not declare it")
    return name
  }

  private func declaredArgument(_ name: String) -> String {
    assert(
      declaredArguments?.contains(name) ?? true,
      "<\(name)> is read, but '\(commandPath.joined(separator: " "))' does not declare it")
    return name
  }
}
