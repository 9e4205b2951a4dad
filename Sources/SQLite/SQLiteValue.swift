import Foundation

/// A value as SQLite stores it: one of its five storage classes.
public enum SQLiteValue: Sendable, Hashable, CustomStringConvertible {
  /// SQL `NULL`.
  case null
  /// A 64-bit signed integer.
  case integer(Int64)
  /// An IEEE 754 double. SQLite stores a NaN as `NULL`.
  case real(Double)
  /// UTF-8 text; embedded NUL characters are kept.
  case text(String)
  /// Raw bytes.
  case blob(Data)

  /// The storage class name as SQL's `typeof()` spells it, upper-cased: `NULL`, `INTEGER`, …
  public var storageClass: String {
    switch self {
    case .null: "NULL"
    case .integer: "INTEGER"
    case .real: "REAL"
    case .text: "TEXT"
    case .blob: "BLOB"
    }
  }

  /// Whether this is `NULL`.
  public var isNull: Bool {
    self == .null
  }

  /// The value written as an SQL literal: `NULL`, `42`, `1.5`, `'it''s'`, `X'00FF'`.
  public var description: String {
    switch self {
    case .null:
      return "NULL"
    case .integer(let value):
      return String(value)
    case .real(let value):
      return String(value)
    case .text(let value):
      return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
    case .blob(let bytes):
      return "X'" + bytes.map { SQLiteValue.hexByte($0) }.joined() + "'"
    }
  }

  /// The description cut to `limit` characters with `…`, for error messages.
  func abbreviatedDescription(limit: Int = 60) -> String {
    let full = description
    guard full.count > limit else {
      return full
    }
    return String(full.prefix(limit)) + "…"
  }

  private static func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
  }
}
