/// A hash map from non-negative integer keys to values, with open addressing.
///
/// Used only for lookups: nothing iterates it, so its layout never influences results. Deleting
/// shifts later entries back, so there are no tombstones and lookups stay short.
struct IntMap<Value> {
  private var keys: [Int] = []
  private var values: [Value?] = []
  private(set) var count = 0
  private var mask = -1

  init() {}

  /// Creates an empty map with room for `capacity` entries before it grows.
  init(capacity: Int) {
    var size = 16
    while size * 3 < capacity * 4 { size *= 2 }
    keys = Array(repeating: -1, count: size)
    values = Array(repeating: nil, count: size)
    mask = size - 1
  }

  /// Returns the value stored for `key`, if any.
  func value(for key: Int) -> Value? {
    if count == 0 { return nil }
    var slot = Self.hash(key) & mask
    while true {
      let stored = keys[slot]
      if stored == key { return values[slot] }
      if stored < 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  subscript(key: Int) -> Value? {
    get { value(for: key) }
    set {
      if let newValue { insert(newValue, for: key) } else { remove(key) }
    }
  }

  /// Stores `value` for `key`, replacing an older value.
  mutating func insert(_ value: Value, for key: Int) {
    precondition(key >= 0, "IntMap keys are non-negative")
    if (count + 1) * 4 > keys.count * 3 { grow() }
    var slot = Self.hash(key) & mask
    while true {
      let stored = keys[slot]
      if stored == key {
        values[slot] = value
        return
      }
      if stored < 0 {
        keys[slot] = key
        values[slot] = value
        count += 1
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// Removes the value stored for `key`, if any.
  mutating func remove(_ key: Int) {
    if count == 0 { return }
    var slot = Self.hash(key) & mask
    while keys[slot] != key {
      if keys[slot] < 0 { return }
      slot = (slot + 1) & mask
    }
    // Backward-shift deletion: move later members of the probe run into the hole.
    var hole = slot
    var next = (hole + 1) & mask
    while keys[next] >= 0 {
      let home = Self.hash(keys[next]) & mask
      // The entry at `next` may fill the hole if its home is not in (hole, next].
      let distanceToHome = (next - home) & mask
      let distanceToHole = (next - hole) & mask
      if distanceToHome >= distanceToHole {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = -1
    values[hole] = nil
    count -= 1
  }

  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let capacity = max(16, keys.count * 2)
    keys = Array(repeating: -1, count: capacity)
    values = Array(repeating: nil, count: capacity)
    mask = capacity - 1
    count = 0
    for index in oldKeys.indices where oldKeys[index] >= 0 {
      if let value = oldValues[index] { insert(value, for: oldKeys[index]) }
    }
  }

  @inline(__always)
  private static func hash(_ key: Int) -> Int {
    var z = UInt64(truncatingIfNeeded: key) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int(truncatingIfNeeded: z ^ (z >> 31)) & Int.max
  }
}
