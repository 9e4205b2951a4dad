import Synchronization

/// A real-valued unknown of a constraint system.
///
/// Variables have identity semantics: two variables are the same only if they are the same object.
/// `Variable` deliberately does not conform to `Equatable`, because `==` between variables builds a
/// ``Constraint``. Use `===` to compare identities, or ``id`` for a deterministic order.
///
/// A variable may be used in several solvers. ``value`` is written by ``Solver/updateVariables()``;
/// do not share variables between threads while a solver updates them.
public final class Variable: @unchecked Sendable {
  /// A name used in descriptions and error messages.
  public let name: String
  /// A process-wide creation number: variables created earlier have smaller ids.
  public let id: Int
  /// The value written by the last ``Solver/updateVariables()`` of a solver that knows the variable.
  // A plain store with no run-time exclusivity check: only `updateVariables()` writes it.
  @exclusivity(unchecked) public internal(set) var value: Double = 0

  /// Creates a variable with an optional name.
  public init(_ name: String = "") {
    self.name = name
    self.id = VariableCounter.next()
  }
}

extension Variable: CustomStringConvertible {
  /// The variable's name, or `v<id>` when it has none.
  public var description: String { name.isEmpty ? "v\(id)" : name }
}

/// Hands out increasing variable ids, safely across threads.
enum VariableCounter {
  @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *)
  private static let counter = Atomic<Int>(0)
  nonisolated(unsafe) private static var legacyCounter = 0

  static func next() -> Int {
    if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, *) {
      return counter.wrappingAdd(1, ordering: .relaxed).oldValue
    }
    legacyCounter += 1
    return legacyCounter - 1
  }
}
