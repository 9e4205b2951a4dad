/// An option that takes one value, declared once: the spec that help and the parser read, and
/// the key a command reads its value back with (`arguments.value(of: Self.device)`).
public struct Option: Sendable, Equatable {
  /// What help and the parser know of it.
  public let spec: OptionSpec

  /// Declares `--name <valueName>` (and `-short`), given at most once.
  public init(
    _ name: String, short: Character? = nil, valueName: String, help: String,
    allowedValues: [String] = []
  ) {
    spec = .value(
      name, short: short, valueName: valueName, help: help, allowedValues: allowedValues)
  }
}
