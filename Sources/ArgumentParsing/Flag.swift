/// A flag declared once: the spec that help and the parser read, and the key a command reads it
/// back with (`arguments.isSet(Self.json)`), so a misspelt name cannot compile.
public struct Flag: Sendable, Equatable {
  /// What help and the parser know of it.
  public let spec: OptionSpec

  /// Declares the flag `--name` (and `-short`).
  public init(_ name: String, short: Character? = nil, help: String) {
    spec = .flag(name, short: short, help: help)
  }
}
