/// Decodes key presses from the bytes a terminal sends; a pure function over bytes, so it can be
/// tested without a terminal.
public enum KeyDecoder {
  /// Decodes the first key in `bytes`.
  /// - Parameters:
  ///   - bytes: input bytes, oldest first.
  ///   - isFinal: `true` when no more bytes will follow soon, so an unfinished sequence must be
  ///     decoded as it is (a lone ESC becomes `.escape`).
  /// - Returns: the key and how many bytes it used, or `nil` when `bytes` is empty or (if not
  ///   final) holds only the start of a longer sequence.
  public static func decode(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (key: Key, length: Int)? {
    guard let first = bytes.first else { return nil }
    switch first {
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x09: return (.tab, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x1B: return decodeEscape(bytes, isFinal: isFinal)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(first - 1 + UInt8(ascii: "a")))), 1)
    case 0x20...0x7E: return (.character(Character(Unicode.Scalar(first))), 1)
    case 0xC2...0xF4: return decodeUTF8(bytes, isFinal: isFinal)
    default: return (.unknown([first]), 1)
    }
  }

  /// Decodes every key in `bytes`, treating the end as final.
  public static func decodeAll(_ bytes: [UInt8]) -> [Key] {
    var keys: [Key] = []
    var rest = bytes[...]
    while let (key, length) = decode(rest, isFinal: true) {
      keys.append(key)
      rest = rest.dropFirst(length)
    }
    return keys
  }

  private static func decodeEscape(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (
    key: Key, length: Int
  )? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return isFinal ? (.escape, 1) : nil }
    switch bytes[start + 1] {
    case UInt8(ascii: "["):
      return decodeControlSequence(bytes, isFinal: isFinal)
    case UInt8(ascii: "O"):
      guard bytes.count > 2 else { return isFinal ? (.escape, 1) : nil }
      let key: Key
      switch bytes[start + 2] {
      case UInt8(ascii: "A"): key = .up
      case UInt8(ascii: "B"): key = .down
      case UInt8(ascii: "C"): key = .right
      case UInt8(ascii: "D"): key = .left
      case UInt8(ascii: "H"): key = .home
      case UInt8(ascii: "F"): key = .end
      default: key = .unknown(Array(bytes.prefix(3)))
      }
      return (key, 3)
    default:
      // ESC then another key (Alt+key): report the Escape; the next key follows on its own.
      return (.escape, 1)
    }
  }

  /// `ESC [` parameters (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
  private static func decodeControlSequence(
    _ bytes: ArraySlice<UInt8>, isFinal: Bool
  ) -> (key: Key, length: Int)? {
    var index = bytes.startIndex + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) {
        let length = index - bytes.startIndex + 1
        let parameters = String(decoding: bytes[(bytes.startIndex + 2)..<index], as: UTF8.self)
        return (
          controlSequenceKey(final: byte, parameters: parameters, bytes.prefix(length)), length
        )
      }
      guard (0x20...0x3F).contains(byte) else {
        let length = index - bytes.startIndex
        return (.unknown(Array(bytes.prefix(length))), length)
      }
      index += 1
    }
    return isFinal ? (.unknown(Array(bytes)), bytes.count) : nil
  }

  private static func controlSequenceKey(
    final: UInt8, parameters: String, _ sequence: ArraySlice<UInt8>
  ) -> Key {
    switch final {
    // Modifier parameters ("1;5A" for Ctrl-Up) still mean the arrow itself.
    case UInt8(ascii: "A"): return .up
    case UInt8(ascii: "B"): return .down
    case UInt8(ascii: "C"): return .right
    case UInt8(ascii: "D"): return .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "~"):
      switch parameters.split(separator: ";").first ?? "" {
      case "1", "7": return .home
      case "4", "8": return .end
      case "3": return .delete
      case "5": return .pageUp
      case "6": return .pageDown
      default: return .unknown(Array(sequence))
      }
    default: return .unknown(Array(sequence))
    }
  }

  /// A UTF-8 multi-byte character: lead byte C2–F4 and its continuation bytes.
  private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, isFinal: Bool) -> (
    key: Key, length: Int
  )? {
    let lead = bytes[bytes.startIndex]
    let expected = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    var length = 1
    while length < expected, length < bytes.count,
      (0x80...0xBF).contains(bytes[bytes.startIndex + length])
    {
      length += 1
    }
    if length < expected {
      // Ran out of bytes in the middle: wait for the rest unless nothing more is coming.
      if length == bytes.count, !isFinal { return nil }
      return (.unknown(Array(bytes.prefix(length))), length)
    }
    let text = String(decoding: bytes.prefix(length), as: UTF8.self)
    guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
      scalar != "\u{FFFD}"
    else { return (.unknown(Array(bytes.prefix(length))), length) }
    return (.character(Character(scalar)), length)
  }
}
