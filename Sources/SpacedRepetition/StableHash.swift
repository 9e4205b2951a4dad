/// Hashes that stay the same across runs and platforms, unlike `Hasher`, which is seeded per
/// process.
enum StableHash {
  /// The 64-bit FNV-1a hash of the string's UTF-8 bytes.
  static func fnv1a(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash &*= 0x0000_0100_0000_01B3
    }
    return hash
  }
}
