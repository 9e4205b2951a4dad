/// One named option of a command: a flag, or an option that takes a value.
public struct OptionSpec: Sendable, Equatable {
  /// Whether an option takes a value, and how repeated uses combine.
  public enum Kind: Sendable, Equatable {
    /// Present or absent; takes no value (`--json`).
    case flag
    /// Takes one value and may be given at most once (`--exercise ID`).
    case single(valueName: String)
    /// Takes one value per use and may be given many times (`--tag a --tag b`).
    case repeated(valueName: String)
    /// Takes a comma-separated list and may be given many times (`--device a,b --device c`);
    /// `splitter` says where one item ends and the next starts.
    case list(valueName: String, splitter: ListSplitter = .everyComma)
  }

  /// The long name without its leading dashes (`device` for `--device`).
  public var name: String
  /// The one-letter name without its dash (`o` for `-o`), if the option has one.
  public var shortName: Character?
  /// Whether the option takes a value, and how repeated uses combine.
  public var kind: Kind
  /// One sentence for the help screen.
  public var help: String
  /// The only values accepted, in the order help lists them; empty means any value.
  public var allowedValues: [String]

  /// Creates an option spec.
  public init(
    _ name: String, short shortName: Character? = nil, kind: Kind, help: String,
    allowedValues: [String] = []
  ) {
    self.name = name
    self.shortName = shortName
    self.kind = kind
    self.help = help
    self.allowedValues = allowedValues
  }

  /// Creates a flag: an option that takes no value.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(name, short: short, kind: .flag, help: help)
  }

  /// Creates an option that takes one value and may be given at most once.
  public static func value(
    _ name: String, short: Character? = nil, valueName: String, help: String,
    allowedValues: [String] = []
  ) -> OptionSpec {
    OptionSpec(
      name, short: short, kind: .single(valueName: valueName), help: help,
      allowedValues: allowedValues)
  }

  /// `--name`.
  public var longForm: String { "--" + name }

  /// `-x`, if the option has a one-letter name.
  public var shortForm: String? { shortName.map { "-" + String($0) } }

  /// The placeholder of the option's value (`id`), or nil for a flag.
  public var valueName: String? {
    switch kind {
    case .flag: return nil
    case .single(let valueName), .repeated(let valueName), .list(let valueName, _): return valueName
    }
  }

  /// Whether the option takes a value.
  public var takesValue: Bool { valueName != nil }

  /// The value placeholder as help and usage show it: `<id>`, `<id> ...` or `<id>,...`.
  package var valuePlaceholder: String? {
    switch kind {
    case .flag: return nil
    case .single(let valueName): return "<\(valueName)>"
    case .repeated(let valueName): return "<\(valueName)> ..."
    case .list(let valueName, _): return "<\(valueName)>,..."
    }
  }

  /// How errors name the option when it was spelled `spelling`: `--home <dir>` or `-o <file>`.
  package func label(spelledAs spelling: String) -> String {
    guard let valueName else { return spelling }
    return "\(spelling) <\(valueName)>"
  }
}
