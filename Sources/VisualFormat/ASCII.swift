/// The ASCII bytes and character classes the VFL grammar is written in.
enum ASCII {
  static let bar = UInt8(ascii: "|")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")
  static let comma = UInt8(ascii: ",")
  static let colon = UInt8(ascii: ":")
  static let at = UInt8(ascii: "@")
  static let equals = UInt8(ascii: "=")
  static let less = UInt8(ascii: "<")
  static let greater = UInt8(ascii: ">")
  static let dot = UInt8(ascii: ".")
  static let underscore = UInt8(ascii: "_")
  static let zero = UInt8(ascii: "0")
  static let upperH = UInt8(ascii: "H")
  static let upperV = UInt8(ascii: "V")
  static let lowerX = UInt8(ascii: "x")
  static let upperX = UInt8(ascii: "X")
  static let lowerP = UInt8(ascii: "p")
  static let upperP = UInt8(ascii: "P")
  static let lowerE = UInt8(ascii: "e")
  static let upperE = UInt8(ascii: "E")

  /// `0`–`9`.
  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// `A`–`Z` or `a`–`z`.
  static func isLetter(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
  }

  /// A letter or `_`: what a C identifier starts with.
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    isLetter(byte) || byte == underscore
  }

  /// A letter, digit or `_`: what a C identifier continues with.
  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  /// `0`–`9`, `a`–`f`, `A`–`F`.
  static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte)
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
  }

  /// The byte with `A`–`Z` mapped to `a`–`z`.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
  }
}
