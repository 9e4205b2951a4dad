/// What the solver remembers about a constraint it holds.
struct ConstraintRecord {
  let constraint: Constraint
  /// The constraint's variables with their combined coefficients, in first-appearance order.
  let variables: [Term]
  /// The symbol that identifies the constraint's row: slack, error (optional) or dummy.
  let marker: Int32
  /// The second error symbol of an optional constraint, or -1.
  let other: Int32
  /// The optional level, or `nil` when required.
  let priority: Double?
  let weight: Double
  /// Position in the order of additions (for deterministic explanations).
  let serial: Int
  /// Whether this is the internal constraint of an edit variable.
  let isEdit: Bool
}

/// Identity key of an object, for lookups in an `IntMap`.
@inline(__always)
func identityKey(_ object: AnyObject) -> Int {
  Int(bitPattern: UInt(bitPattern: ObjectIdentifier(object))) & Int.max
}
