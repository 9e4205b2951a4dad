/// What a tableau symbol stands for. Symbols are dense `Int32` ids recycled through a free list.
enum SymbolKind: UInt8 {
  /// A free id, not in use.
  case unused
  /// A user variable: unrestricted in sign.
  case external
  /// A slack of an inequality (or the artificial variable of a feasibility test): `>= 0`.
  case slack
  /// An error of an optional constraint: `>= 0`, minimized in the objective.
  case error
  /// The marker of a required equality: fixed at zero, never enters the basis.
  case dummy

  /// Whether the symbol must stay non-negative (it can block a pivot and leave the basis).
  @inline(__always) var isRestricted: Bool { self == .slack || self == .error }

  /// Whether the symbol may enter the basis during optimization.
  @inline(__always) var canEnter: Bool { self == .slack || self == .error }
}

/// The relative size below which the result of adding two numbers is treated as cancellation noise.
let cancellationTolerance = 1e-12

/// Returns `a + b`, or exactly zero when the sum is rounding noise relative to its operands.
@inline(__always)
func cancellingSum(_ a: Double, _ b: Double) -> Double {
  let sum = a + b
  if abs(sum) <= cancellationTolerance * max(abs(a), abs(b)) { return 0 }
  return sum
}
