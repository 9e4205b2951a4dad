/// MT19937 seeded and read the way CPython's `random` module does, so that tests can feed the
/// scheduler exactly the `random()` values py-fsrs drew.
///
/// `next()` packs two 32-bit outputs `a` and `b` as `(a >> 5) << 37 | (b >> 6) << 11 | rest`,
/// so the top 53 bits are the ones Python's `random()` builds its double from.
struct MersenneTwister: RandomNumberGenerator {
  private static let size = 624
  private static let shift = 397
  private var state: [UInt32]
  private var index: Int

  /// Seeds like `init_genrand`.
  init(seed: UInt32) {
    state = [UInt32](repeating: 0, count: Self.size)
    state[0] = seed
    for i in 1..<Self.size {
      let previous = state[i - 1]
      state[i] = 1_812_433_253 &* (previous ^ (previous >> 30)) &+ UInt32(i)
    }
    index = Self.size
  }

  /// Seeds like `init_by_array`.
  init(key: [UInt32]) {
    self.init(seed: 19_650_218)
    let n = Self.size
    var i = 1
    var j = 0
    for _ in 0..<max(n, key.count) {
      let previous = state[i - 1]
      state[i] = (state[i] ^ ((previous ^ (previous >> 30)) &* 1_664_525)) &+ key[j] &+ UInt32(j)
      i += 1
      j += 1
      if i >= n {
        state[0] = state[n - 1]
        i = 1
      }
      if j >= key.count { j = 0 }
    }
    for _ in 0..<(n - 1) {
      let previous = state[i - 1]
      state[i] = (state[i] ^ ((previous ^ (previous >> 30)) &* 1_566_083_941)) &- UInt32(i)
      i += 1
      if i >= n {
        state[0] = state[n - 1]
        i = 1
      }
    }
    state[0] = 0x8000_0000
  }

  /// Seeds like Python's `random.seed(n)` for a non-negative integer `n`.
  init(pythonSeed seed: UInt64) {
    let low = UInt32(truncatingIfNeeded: seed)
    let high = UInt32(truncatingIfNeeded: seed >> 32)
    self.init(key: high == 0 ? [low] : [low, high])
  }

  /// The next tempered 32-bit output (`genrand_int32`).
  mutating func nextUInt32() -> UInt32 {
    if index >= Self.size { regenerate() }
    var y = state[index]
    index += 1
    y ^= y >> 11
    y ^= (y << 7) & 0x9D2C_5680
    y ^= (y << 15) & 0xEFC6_0000
    y ^= y >> 18
    return y
  }

  mutating func next() -> UInt64 {
    let a = UInt64(nextUInt32())
    let b = UInt64(nextUInt32())
    return (a >> 5) << 37 | (b >> 6) << 11 | (a & 0x1F) << 6 | (b & 0x3F)
  }

  private mutating func regenerate() {
    let n = Self.size
    for k in 0..<n {
      let y = (state[k] & 0x8000_0000) | (state[(k + 1) % n] & 0x7FFF_FFFF)
      var value = state[(k + Self.shift) % n] ^ (y >> 1)
      if y & 1 != 0 { value ^= 0x9908_B0DF }
      state[k] = value
    }
    index = 0
  }
}
