/// One positional argument of a command, such as the `FILE` of `grade FILE`.
public struct ArgumentSpec: Sendable, Equatable {
  /// How many words the argument takes.
  public enum Arity: Sendable, Equatable {
    /// Exactly one word.
    case required
    /// One word or none.
    case optional
    /// Any number of words, including none; only the last argument may have this arity.
    case zeroOrMore
  }

  /// The placeholder name shown as `<name>`.
  public var name: String
  /// How many words the argument takes.
  public var arity: Arity
  /// One sentence for the help screen.
  public var help: String
  /// The only values accepted, in the order help lists them; empty means any value.
  public var allowedValues: [String]

  /// Creates an argument spec.
  public init(_ name: String, arity: Arity = .required, help: String, allowedValues: [String] = [])
  {
    self.name = name
    self.arity = arity
    self.help = help
    self.allowedValues = allowedValues
  }

  /// `<name>`, as help and errors show the argument.
  public var label: String { "<\(name)>" }

  /// The argument as the usage line shows it: `<file>`, `[<id>]` or `[<command> ...]`.
  package var synopsis: String {
    switch arity {
    case .required: return label
    case .optional: return "[\(label)]"
    case .zeroOrMore: return "[\(label) ...]"
    }
  }
}
