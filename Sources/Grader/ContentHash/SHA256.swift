/// SHA-256 as specified in FIPS 180-4, fed incrementally.
///
///     var hasher = SHA256()
///     hasher.update(Array("abc".utf8))
///     let digest = hasher.finalize()   // ba7816bf…
public struct SHA256: Sendable {
  /// The digest length in bytes.
  public static let digestByteCount = 32

  /// FIPS 180-4 §4.2.2: the first 32 bits of the fractional parts of the cube roots of the first
  /// 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// FIPS 180-4 §5.3.3: the first 32 bits of the fractional parts of the square roots of the
  /// first 8 primes.
  private static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]

  private var state: [UInt32] = SHA256.initialState
  /// Bytes waiting for a full 64-byte block.
  private var pending: [UInt8] = []
  private var totalByteCount: UInt64 = 0

  /// Creates a hasher that has consumed no input.
  public init() {
    pending.reserveCapacity(64)
  }

  /// Returns the digest of `bytes` in one call.
  public static func hash<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
    var hasher = SHA256()
    hasher.update(bytes)
    return hasher.finalize()
  }

  /// Feeds more input.
  public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let consumed: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: $0) }
    if consumed == nil {
      Array(bytes).withUnsafeBufferPointer { update(buffer: $0) }
    }
  }

  private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
    totalByteCount &+= UInt64(buffer.count)
    var schedule = [UInt32](repeating: 0, count: 64)
    var index = 0
    if !pending.isEmpty {
      let taken = min(64 - pending.count, buffer.count)
      pending.append(contentsOf: buffer[0..<taken])
      index = taken
      if pending.count == 64 {
        let block = pending
        block.withUnsafeBufferPointer { compressBlock($0, at: 0, schedule: &schedule) }
        pending.removeAll(keepingCapacity: true)
      }
    }
    while buffer.count - index >= 64 {
      compressBlock(buffer, at: index, schedule: &schedule)
      index += 64
    }
    pending.append(contentsOf: buffer[index...])
  }

  /// Pads the message (FIPS 180-4 §5.1.1) and returns the 32-byte digest.
  public consuming func finalize() -> [UInt8] {
    let bitLength = totalByteCount &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 {
      tail.append(0)
    }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    var schedule = [UInt32](repeating: 0, count: 64)
    tail.withUnsafeBufferPointer { buffer in
      for start in stride(from: 0, to: buffer.count, by: 64) {
        compressBlock(buffer, at: start, schedule: &schedule)
      }
    }
    var digest: [UInt8] = []
    digest.reserveCapacity(SHA256.digestByteCount)
    for word in state {
      digest.append(UInt8(truncatingIfNeeded: word >> 24))
      digest.append(UInt8(truncatingIfNeeded: word >> 16))
      digest.append(UInt8(truncatingIfNeeded: word >> 8))
      digest.append(UInt8(truncatingIfNeeded: word))
    }
    return digest
  }

  /// FIPS 180-4 §6.2.2: the compression function over the 64-byte block at `start`.
  ///
  /// Written with masking shifts (`&>>`, `&<<`) and raw buffers: generic shifts and checked array
  /// accesses make an unoptimized build about ten times slower.
  private mutating func compressBlock(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int, schedule: inout [UInt32]
  ) {
    schedule.withUnsafeMutableBufferPointer { w in
      SHA256.roundConstants.withUnsafeBufferPointer { k in
        state.withUnsafeMutableBufferPointer { h in
          SHA256.compress(bytes, at: start, schedule: w, constants: k, state: h)
        }
      }
    }
  }

  private static func compress(
    _ bytes: UnsafeBufferPointer<UInt8>, at start: Int,
    schedule w: UnsafeMutableBufferPointer<UInt32>,
    constants k: UnsafeBufferPointer<UInt32>, state h: UnsafeMutableBufferPointer<UInt32>
  ) {
    for t in 0..<16 {
      let i = start &+ 4 &* t
      w[t] =
        UInt32(bytes[i]) &<< 24 | UInt32(bytes[i &+ 1]) &<< 16 | UInt32(bytes[i &+ 2]) &<< 8
        | UInt32(bytes[i &+ 3])
    }
    for t in 16..<64 {
      let x = w[t &- 15]
      let y = w[t &- 2]
      let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
      let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
      w[t] = w[t &- 16] &+ s0 &+ w[t &- 7] &+ s1
    }
    var a = h[0]
    var b = h[1]
    var c = h[2]
    var d = h[3]
    var e = h[4]
    var f = h[5]
    var g = h[6]
    var hh = h[7]
    for t in 0..<64 {
      let bigSigma1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
      let choose = (e & f) ^ (~e & g)
      let t1 = hh &+ bigSigma1 &+ choose &+ k[t] &+ w[t]
      let bigSigma0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let t2 = bigSigma0 &+ majority
      hh = g
      g = f
      f = e
      e = d &+ t1
      d = c
      c = b
      b = a
      a = t1 &+ t2
    }
    h[0] &+= a
    h[1] &+= b
    h[2] &+= c
    h[3] &+= d
    h[4] &+= e
    h[5] &+= f
    h[6] &+= g
    h[7] &+= hh
  }
}
