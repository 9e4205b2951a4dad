import CSQLite
import Foundation

extension Statement {
  /// The number of parameters (the largest parameter index; SQLite counts from 1).
  public var parameterCount: Int {
    Int(sqlite3_bind_parameter_count(handle))
  }

  /// The parameter names by position, prefix included (`:id`); nil for a plain `?`.
  public var parameterNames: [String?] {
    guard parameterCount > 0 else {
      return []
    }
    return (1...parameterCount).map { index in
      sqlite3_bind_parameter_name(handle, Int32(index)).map { String(cString: $0) }
    }
  }

  /// The index (from 1) of the parameter called `name`.
  ///
  /// `name` may carry its prefix (`:id`, `@id`, `$id`) or not (`id`, tried with each prefix).
  public func parameterIndex(named name: String) -> Int? {
    let hasPrefix = name.first.map { ":@$?".contains($0) } ?? false
    let candidates = hasPrefix ? [name] : [":" + name, "@" + name, "$" + name]
    for candidate in candidates {
      let index = sqlite3_bind_parameter_index(handle, candidate)
      if index > 0 {
        return Int(index)
      }
    }
    return nil
  }

  /// Binds a value to the parameter at `index`, counted from 1 as in SQL (`?1` is index 1).
  ///
  /// `nil` binds `NULL`. The statement must be reset first if it has been stepped.
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) for an index outside `1...parameterCount`.
  public func bind(_ value: (any SQLiteValueConvertible)?, at index: Int) throws {
    try bindValue(value?.sqliteValue ?? .null, at: index)
  }

  /// Binds a value to the parameter called `name` (see `parameterIndex(named:)`).
  ///
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) when the statement has no such parameter.
  public func bind(_ value: (any SQLiteValueConvertible)?, named name: String) throws {
    guard let index = parameterIndex(named: name) else {
      throw unknownParameter(name)
    }
    try bindValue(value?.sqliteValue ?? .null, at: index)
  }

  /// Binds every parameter from `arguments`.
  ///
  /// Positional arguments must match `parameterCount` exactly. Named arguments must each name a
  /// parameter, and every parameter must get a value; a forgotten one would otherwise be `NULL`.
  /// - Throws: `SQLiteError` (`SQLITE_RANGE`) naming the missing or extra argument.
  public func bind(_ arguments: StatementArguments) throws {
    switch arguments.storage {
    case .positional(let values):
      guard values.count == parameterCount else {
        throw SQLiteError(
          code: .range,
          message: "expected \(parameterCount) argument(s), got \(values.count)",
          sql: sql)
      }
      for (offset, value) in values.enumerated() {
        try bindValue(value, at: offset + 1)
      }
    case .named(let pairs):
      var bound = Set<Int>()
      for (name, value) in pairs {
        guard let index = parameterIndex(named: name) else {
          throw unknownParameter(name)
        }
        try bindValue(value, at: index)
        bound.insert(index)
      }
      let names = parameterNames
      for index in names.indices where !bound.contains(index + 1) {
        let name = names[index] ?? "?"
        throw SQLiteError(
          code: .range,
          message: "no value for parameter \(index + 1) (\(name))",
          sql: sql)
      }
    }
  }

  private func bindValue(_ value: SQLiteValue, at index: Int) throws {
    guard index >= 1 && index <= parameterCount else {
      throw SQLiteError(
        code: .range,
        message: "parameter index \(index) is out of range (the statement has "
          + "\(parameterCount) parameter(s), counted from 1)",
        sql: sql)
    }
    let position = Int32(index)
    let code: Int32
    switch value {
    case .null:
      code = sqlite3_bind_null(handle, position)
    case .integer(let number):
      code = sqlite3_bind_int64(handle, position, number)
    case .real(let number):
      code = sqlite3_bind_double(handle, position, number)
    case .text(let text):
      var text = text
      code = text.withUTF8 { bytes in
        csqlite_bind_text(
          handle, position,
          bytes.baseAddress.map { UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self) },
          sqlite3_uint64(bytes.count))
      }
    case .blob(let data):
      code = data.withUnsafeBytes { bytes in
        csqlite_bind_blob(handle, position, bytes.baseAddress, sqlite3_uint64(bytes.count))
      }
    }
    guard code == SQLITE_OK else {
      throw database.error(code: code, sql: sql)
    }
  }

  private func unknownParameter(_ name: String) -> SQLiteError {
    let known = parameterNames.compactMap { $0 }
    let list = known.isEmpty ? "no named parameters" : known.joined(separator: ", ")
    return SQLiteError(
      code: .range, message: "no parameter named \(name) (the statement has \(list))", sql: sql)
  }
}
