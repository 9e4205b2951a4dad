/// Values for the parameters of one statement, by position (`?`) or by name (`:name`).
///
///     try db.execute("INSERT INTO t(a, b) VALUES (?, ?)", arguments: [1, "one"])
///     try db.execute("INSERT INTO t(a, b) VALUES (:a, :b)", arguments: [":a": 2, ":b": nil])
///
/// Values are converted to `SQLiteValue` when the arguments are made.
public struct StatementArguments: Sendable, Equatable, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  enum Storage: Sendable, Equatable {
    case positional([SQLiteValue])
    case named([(name: String, value: SQLiteValue)])

    static func == (lhs: Storage, rhs: Storage) -> Bool {
      switch (lhs, rhs) {
      case (.positional(let left), .positional(let right)):
        return left == right
      case (.named(let left), .named(let right)):
        return left.map(\.name) == right.map(\.name) && left.map(\.value) == right.map(\.value)
      default:
        return false
      }
    }
  }

  let storage: Storage

  /// No arguments.
  public static let none = StatementArguments([])

  /// Arguments for `?` (or `?NNN`) parameters, the first for parameter 1.
  public init(_ values: [(any SQLiteValueConvertible)?]) {
    storage = .positional(values.map { $0?.sqliteValue ?? .null })
  }

  /// Arguments by parameter name, with or without the prefix (`:id`, `@id`, `$id` or `id`).
  public init(named values: [String: (any SQLiteValueConvertible)?]) {
    // Sorted so that the first missing name reported is the same on every run.
    let pairs = values.keys.sorted().map { name in
      (name: name, value: values[name].flatMap { $0?.sqliteValue } ?? .null)
    }
    storage = .named(pairs)
  }

  /// Positional arguments written as an array literal.
  public init(arrayLiteral elements: (any SQLiteValueConvertible)?...) {
    self.init(elements)
  }

  /// Named arguments written as a dictionary literal, bound in the order written.
  public init(dictionaryLiteral elements: (String, (any SQLiteValueConvertible)?)...) {
    storage = .named(elements.map { (name: $0.0, value: $0.1?.sqliteValue ?? .null) })
  }

  /// Whether there are no arguments.
  public var isEmpty: Bool {
    switch storage {
    case .positional(let values): values.isEmpty
    case .named(let pairs): pairs.isEmpty
    }
  }
}
