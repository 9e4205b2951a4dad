/// A positional argument declared once: the spec that help and the parser read, and the key a
/// command reads its words back with (`arguments.value(of: Self.file)`).
public struct Argument: Sendable, Equatable {
  /// What help and the parser know of it.
  public let spec: ArgumentSpec

  /// Declares the argument `<name>`.
  public init(
    _ name: String, arity: ArgumentSpec.Arity = .required, help: String,
    allowedValues: [String] = []
  ) {
    spec = ArgumentSpec(name, arity: arity, help: help, allowedValues: allowedValues)
  }
}
