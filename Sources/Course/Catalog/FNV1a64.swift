/// The 64-bit FNV-1a hash (Fowler, Noll, Vo).
///
/// For each byte: `hash ^= byte; hash &*= 0x100000001b3`, starting from `0xcbf29ce484222325`
/// (the offset basis and prime published with FNV, see draft-eastlake-fnv). It is fast and
/// stable across platforms, which is all a change detector needs; it is not cryptographic.
public enum FNV1a64 {
  /// The FNV-1a 64-bit offset basis.
  public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
  /// The FNV 64-bit prime, 2^40 + 2^8 + 0xb3.
  public static let prime: UInt64 = 0x0000_0100_0000_01b3

  /// The hash of `bytes`.
  public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash = offsetBasis
    for byte in bytes {
      hash ^= UInt64(byte)
      hash &*= prime
    }
    return hash
  }
}
