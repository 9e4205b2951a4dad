import Foundation

/// A Swift type that can be bound to a statement parameter and read back from a column.
///
/// Reading is strict: a value is read only from the storage class it is written as (an `Int` from
/// `INTEGER`, a `String` from `TEXT`, …), except that `Double` also reads `INTEGER`. A `NULL`
/// reads only as an optional.
///
/// | Swift type | stored as |
/// |---|---|
/// | `Int`, `Int64` | `INTEGER` |
/// | `Bool` | `INTEGER` 0 or 1 (any non-zero integer reads as `true`) |
/// | `Double` | `REAL` (a NaN is stored as `NULL` by SQLite) |
/// | `String` | `TEXT` (UTF-8) |
/// | `Data`, `[UInt8]` | `BLOB` (an empty one stays an empty `BLOB`, not `NULL`) |
/// | `Date` | `TEXT` in ISO-8601, UTC, milliseconds: `2024-03-01T12:34:56.789Z` |
/// | `Optional` | `NULL` for `nil` |
public protocol SQLiteValueConvertible: Sendable {
  /// The value to store.
  var sqliteValue: SQLiteValue { get }

  /// Reads a value, or fails when `sqliteValue` has a storage class this type does not read.
  init?(sqliteValue: SQLiteValue)
}

extension SQLiteValue: SQLiteValueConvertible {
  /// The value itself.
  public var sqliteValue: SQLiteValue {
    self
  }

  /// Wraps any value, `NULL` included.
  public init?(sqliteValue: SQLiteValue) {
    self = sqliteValue
  }
}

extension Optional: SQLiteValueConvertible where Wrapped: SQLiteValueConvertible {
  /// The wrapped value, or `NULL` for `nil`.
  public var sqliteValue: SQLiteValue {
    self?.sqliteValue ?? .null
  }

  /// Reads `nil` from `NULL`, otherwise what `Wrapped` reads.
  public init?(sqliteValue: SQLiteValue) {
    if sqliteValue.isNull {
      self = .none
    } else if let wrapped = Wrapped(sqliteValue: sqliteValue) {
      self = .some(wrapped)
    } else {
      return nil
    }
  }
}

extension Int64: SQLiteValueConvertible {
  /// The integer as `INTEGER`.
  public var sqliteValue: SQLiteValue {
    .integer(self)
  }

  /// Reads an `INTEGER`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue else {
      return nil
    }
    self = value
  }
}

extension Int: SQLiteValueConvertible {
  /// The integer as `INTEGER`.
  public var sqliteValue: SQLiteValue {
    .integer(Int64(self))
  }

  /// Reads an `INTEGER` that fits in `Int`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue, let converted = Int(exactly: value) else {
      return nil
    }
    self = converted
  }
}

extension Bool: SQLiteValueConvertible {
  /// `INTEGER` 1 for `true`, 0 for `false`.
  public var sqliteValue: SQLiteValue {
    .integer(self ? 1 : 0)
  }

  /// Reads an `INTEGER`: zero is `false`, anything else `true`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .integer(let value) = sqliteValue else {
      return nil
    }
    self = value != 0
  }
}

extension Double: SQLiteValueConvertible {
  /// The number as `REAL`.
  public var sqliteValue: SQLiteValue {
    .real(self)
  }

  /// Reads a `REAL`, or an `INTEGER` converted to the nearest `Double`.
  public init?(sqliteValue: SQLiteValue) {
    switch sqliteValue {
    case .real(let value):
      self = value
    case .integer(let value):
      self = Double(value)
    default:
      return nil
    }
  }
}

extension String: SQLiteValueConvertible {
  /// The string as UTF-8 `TEXT`.
  public var sqliteValue: SQLiteValue {
    .text(self)
  }

  /// Reads `TEXT`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .text(let value) = sqliteValue else {
      return nil
    }
    self = value
  }
}

extension Data: SQLiteValueConvertible {
  /// The bytes as a `BLOB`.
  public var sqliteValue: SQLiteValue {
    .blob(self)
  }

  /// Reads a `BLOB`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .blob(let value) = sqliteValue else {
      return nil
    }
    self = value
  }
}

extension Array: SQLiteValueConvertible where Element == UInt8 {
  /// The bytes as a `BLOB`.
  public var sqliteValue: SQLiteValue {
    .blob(Data(self))
  }

  /// Reads a `BLOB`.
  public init?(sqliteValue: SQLiteValue) {
    guard case .blob(let value) = sqliteValue else {
      return nil
    }
    self = Array(value)
  }
}

extension Date: SQLiteValueConvertible {
  /// The date as ISO-8601 `TEXT` in UTC with milliseconds, for example `2024-03-01T12:34:56.789Z`.
  ///
  /// The date is rounded to the nearest millisecond.
  public var sqliteValue: SQLiteValue {
    .text(Timestamp.format(self))
  }

  /// Reads ISO-8601 `TEXT`: the format written above, or SQLite's `YYYY-MM-DD HH:MM:SS[.SSS]`
  /// (UTC when no offset is given), or a bare `YYYY-MM-DD` (midnight UTC).
  public init?(sqliteValue: SQLiteValue) {
    guard case .text(let text) = sqliteValue, let date = Timestamp.parse(text) else {
      return nil
    }
    self = date
  }
}
