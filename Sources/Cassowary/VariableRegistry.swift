/// The variables a solver knows, with their symbols and how many constraints use each.
struct VariableRegistry {
  struct Entry {
    let variable: Variable
    let symbol: Int32
    var references: Int
  }

  private var index = IntMap<Int>()
  private(set) var entries: [Entry] = []

  init() {}

  /// Creates an empty registry with room for `capacity` variables.
  init(capacity: Int) {
    index = IntMap(capacity: capacity)
    entries.reserveCapacity(capacity)
  }

  var isEmpty: Bool { entries.isEmpty }

  func symbol(of variable: Variable) -> Int32? {
    guard let position = index.value(for: variable.id) else { return nil }
    return entries[position].symbol
  }

  /// Counts one more use of `variable`, creating its symbol on first use.
  mutating func retain(_ variable: Variable, tableau: inout Tableau) -> Int32 {
    if let position = index.value(for: variable.id) {
      entries[position].references += 1
      return entries[position].symbol
    }
    let symbol = tableau.allocateSymbol(.external)
    index.insert(entries.count, for: variable.id)
    entries.append(Entry(variable: variable, symbol: symbol, references: 1))
    return symbol
  }

  /// Counts one use less; returns the symbol when the variable is no longer used (and forgotten).
  mutating func release(_ variable: Variable) -> Int32? {
    guard let position = index.value(for: variable.id) else { return nil }
    entries[position].references -= 1
    if entries[position].references > 0 { return nil }
    let symbol = entries[position].symbol
    index.remove(variable.id)
    let last = entries.removeLast()
    if position < entries.count {
      entries[position] = last
      index.insert(position, for: last.variable.id)
    }
    return symbol
  }

  /// Undoes `retain` calls that did not create a symbol.
  mutating func undoRetain(_ variable: Variable) {
    if let position = index.value(for: variable.id) { entries[position].references -= 1 }
  }
}
