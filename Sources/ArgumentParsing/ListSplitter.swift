/// Where a list option's value (`a,b,c`) splits into items.
///
/// Most lists split at every comma; a list whose items may hold commas themselves (a custom
/// screen's `,safe=T:L:B:R` in `--device`) brings its own rule.
public struct ListSplitter: Sendable, Equatable {
  /// Names the rule, for equality and for tests.
  public let name: String
  private let split: @Sendable (String) -> [String]

  /// Creates a rule called `name` that splits a value with `split`.
  public init(name: String, split: @escaping @Sendable (String) -> [String]) {
    self.name = name
    self.split = split
  }

  /// The items of `value`; an empty item stays, for the parser to refuse.
  public func items(_ value: String) -> [String] { split(value) }

  /// Every comma separates two items.
  public static let everyComma = ListSplitter(name: "every comma") { value in
    value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
  }

  public static func == (left: ListSplitter, right: ListSplitter) -> Bool {
    left.name == right.name
  }
}
