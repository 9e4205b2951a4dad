/// An option that may be given many times, declared once: the spec that help and the parser
/// read, and the key a command reads every value back with (`arguments.values(of: Self.device)`).
public struct ListOption: Sendable, Equatable {
  /// What help and the parser know of it.
  public let spec: OptionSpec

  private init(spec: OptionSpec) {
    self.spec = spec
  }

  /// Declares `--name <valueName>,...`: comma-separated lists, given any number of times.
  public static func list(
    _ name: String, short: Character? = nil, valueName: String,
    splitter: ListSplitter = .everyComma, help: String, allowedValues: [String] = []
  ) -> ListOption {
    ListOption(
      spec: OptionSpec(
        name, short: short, kind: .list(valueName: valueName, splitter: splitter), help: help,
        allowedValues: allowedValues))
  }

  /// Declares `--name <valueName> ...`: one value a use, given any number of times.
  public static func repeated(
    _ name: String, short: Character? = nil, valueName: String, help: String,
    allowedValues: [String] = []
  ) -> ListOption {
    ListOption(
      spec: OptionSpec(
        name, short: short, kind: .repeated(valueName: valueName), help: help,
        allowedValues: allowedValues))
  }
}
