/// A SHA-256 digest that names content: cache keys for verdicts and prebuilt modules.
public struct ContentHash: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The 32 digest bytes.
  public let bytes: [UInt8]

  /// Wraps a digest; nil unless `bytes` holds exactly 32 bytes.
  public init?(bytes: [UInt8]) {
    guard bytes.count == SHA256.digestByteCount else { return nil }
    self.bytes = bytes
  }

  /// Parses 64 hexadecimal digits (either case).
  public init?(hexadecimal: String) {
    let digits = Array(hexadecimal.utf8)
    guard digits.count == 2 * SHA256.digestByteCount else { return nil }
    var bytes: [UInt8] = []
    for pair in stride(from: 0, to: digits.count, by: 2) {
      guard let high = Self.nibble(digits[pair]), let low = Self.nibble(digits[pair + 1]) else {
        return nil
      }
      bytes.append(high << 4 | low)
    }
    self.bytes = bytes
  }

  /// Wraps bytes that SHA-256 produced, which are always 32.
  init(digest: [UInt8]) {
    bytes = digest
  }

  /// The digest of `content`.
  public init<Bytes: Sequence>(of content: Bytes) where Bytes.Element == UInt8 {
    bytes = SHA256.hash(content)
  }

  /// The digest of the UTF-8 encoding of `text`.
  public init(of text: String) {
    self.init(of: Array(text.utf8))
  }

  /// 64 lowercase hexadecimal digits.
  public var hexadecimal: String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// The first `count` hexadecimal digits: enough for a directory name.
  public func prefix(_ count: Int) -> String {
    String(hexadecimal.prefix(count))
  }

  /// The hexadecimal digits.
  public var description: String {
    hexadecimal
  }

  /// Decodes 64 hexadecimal digits.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let hash = ContentHash(hexadecimal: text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "not 64 hexadecimal digits: \(text)"))
    }
    self = hash
  }

  /// Encodes the hexadecimal digits.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexadecimal)
  }

  private static func nibble(_ digit: UInt8) -> UInt8? {
    switch digit {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
