import Grader
import Testing

/// Digests from FIPS 180-2 Appendix B and the NIST example values for SHA-256.
@Suite("SHA-256")
struct SHA256Tests {
  private func hex(_ bytes: [UInt8]) -> String {
    ContentHash(bytes: bytes)?.hexadecimal ?? "not a digest"
  }

  @Test("one block: \"abc\"")
  func abc() {
    #expect(
      hex(SHA256.hash(Array("abc".utf8)))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test("empty message")
  func empty() {
    #expect(
      hex(SHA256.hash([UInt8]()))
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test("448-bit message: padding needs a second block")
  func twoBlocks() {
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
    #expect(
      hex(SHA256.hash(Array(message.utf8)))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test("896-bit message")
  func longMessage() {
    let message =
      "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
    #expect(
      hex(SHA256.hash(Array(message.utf8)))
        == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
  }

  @Test("one million times 'a', fed in uneven pieces")
  func millionA() {
    var hasher = SHA256()
    let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 999)
    var fed = 0
    while fed < 1_000_000 {
      let count = min(piece.count, 1_000_000 - fed)
      hasher.update(piece[0..<count])
      fed += count
    }
    #expect(
      hex(hasher.finalize())
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  /// Lengths around the 55/56/64-byte padding boundaries (digests from coreutils `sha256sum`).
  @Test(
    "padding boundaries",
    arguments: [
      (55, "d5e285683cd4efc02d021a5c62014694958901005d6f71e89e0989fac77e4072"),
      (56, "04c26261370ee7541549d16dee320c723e3fd14671e66a099afe0a377c16888e"),
      (63, "75220b47218278e656f2013bb8f0c455a25eaf01e86c64924e9d48d89776d6f2"),
      (64, "7ce100971f64e7001e8fe5a51973ecdfe1ced42befe7ee8d5fd6219506b5393c"),
      (65, "9537c5fdf120482f7d58d25e9ed583f52c02b4e304ea814db1633ad565aed7e9"),
      (119, "000b48d4edf0fa7bee3c6236ecd2785baa5db4eeb8bb54341b029e0d9fa5fb0c"),
      (120, "13f05a0b594787f5ecd315edc96141bd3243203d1b7d4f0836f37308b276ba98"),
    ])
  func paddingBoundaries(length: Int, digest: String) {
    #expect(hex(SHA256.hash([UInt8](repeating: UInt8(ascii: "x"), count: length))) == digest)
  }

  @Test("feeding byte by byte or in splits gives the one-shot digest")
  func incremental() {
    let message = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
    for split in [0, 1, 3, 55, message.count] {
      var hasher = SHA256()
      hasher.update(message[0..<split])
      hasher.update(message[split...])
      #expect(
        hex(hasher.finalize())
          == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
    var byteByByte = SHA256()
    for byte in message { byteByByte.update([byte]) }
    #expect(
      hex(byteByByte.finalize())
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test("a non-contiguous sequence hashes like its bytes")
  func lazySequence() {
    let bytes = "abc".utf8.lazy.map { $0 }
    #expect(
      hex(SHA256.hash(bytes))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }
}
