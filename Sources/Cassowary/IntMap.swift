/// A hash map from non-negative integer keys to values, with open addressing.
///
/// Used only for lookups: nothing iterates it, so its layout never influences results. Deleting
/// shifts later entries back, so there are no tombstones and lookups stay short.
struct IntMap<Value> {
  private struct Slot {
    /// The key, or -1 for an empty slot.
    var key: Int
    var value: Value?
  }

  private var slots: [Slot] = []
  private(set) var count = 0
  private var mask = -1

  init() {}

  /// Creates an empty map with room for `capacity` entries before it grows.
  init(capacity: Int) {
    var size = 16
    while size * 3 < capacity * 4 { size *= 2 }
    slots = Array(repeating: Slot(key: -1, value: nil), count: size)
    mask = size - 1
  }

  /// Returns the value stored for `key`, if any.
  func value(for key: Int) -> Value? {
    if count == 0 { return nil }
    var index = Self.hash(key) & mask
    while true {
      let stored = slots[index].key
      if stored == key { return slots[index].value }
      if stored < 0 { return nil }
      index = (index + 1) & mask
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
    if (count + 1) * 4 > slots.count * 3 { grow() }
    var index = Self.hash(key) & mask
    while true {
      let stored = slots[index].key
      if stored == key {
        slots[index].value = value
        return
      }
      if stored < 0 {
        slots[index] = Slot(key: key, value: value)
        count += 1
        return
      }
      index = (index + 1) & mask
    }
  }

  /// Removes the value stored for `key`, if any.
  mutating func remove(_ key: Int) {
    if count == 0 { return }
    var index = Self.hash(key) & mask
    while slots[index].key != key {
      if slots[index].key < 0 { return }
      index = (index + 1) & mask
    }
    // Backward-shift deletion: move later members of the probe run into the hole.
    var hole = index
    var next = (hole + 1) & mask
    while slots[next].key >= 0 {
      let home = Self.hash(slots[next].key) & mask
      // The entry at `next` may fill the hole if its home is not in (hole, next].
      if (next - home) & mask >= (next - hole) & mask {
        slots[hole] = slots[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = Slot(key: -1, value: nil)
    count -= 1
  }

  private mutating func grow() {
    let old = slots
    let capacity = max(16, slots.count * 2)
    slots = Array(repeating: Slot(key: -1, value: nil), count: capacity)
    mask = capacity - 1
    count = 0
    for slot in old where slot.key >= 0 {
      if let value = slot.value { insert(value, for: slot.key) }
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
