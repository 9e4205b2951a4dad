/// Checks bytes against the Unicode Standard's table of well-formed UTF-8 (Table 3-7).
enum UTF8Validation {
  /// The offset of the first byte of the first ill-formed sequence, or `nil` if all is UTF-8.
  ///
  /// Overlong forms, encoded surrogates (U+D800–U+DFFF), values above U+10FFFF, stray
  /// continuation bytes and sequences cut short by the end are all ill-formed.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      guard let length = sequenceLength(bytes, at: index, lead: lead) else { return index }
      index += length
    }
    return nil
  }

  /// The length of the well-formed sequence starting with `lead` at `index`, or `nil`.
  private static func sequenceLength(_ bytes: [UInt8], at index: Int, lead: UInt8) -> Int? {
    // The allowed range of the second byte depends on the lead; later bytes are 80...BF.
    let secondRange: ClosedRange<UInt8>
    let length: Int
    switch lead {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: (length, secondRange) = (2, 0x80...0xBF)
    case 0xE0: (length, secondRange) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, secondRange) = (3, 0x80...0xBF)
    case 0xED: (length, secondRange) = (3, 0x80...0x9F)
    case 0xF0: (length, secondRange) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, secondRange) = (4, 0x80...0xBF)
    case 0xF4: (length, secondRange) = (4, 0x80...0x8F)
    default: return nil
    }
    guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
    for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
      return nil
    }
    return length
  }
}
