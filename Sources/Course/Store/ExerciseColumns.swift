import Foundation

/// The parts of an exercise the store keeps as JSON text, one column each.
struct ExerciseColumns {
  var entry: String
  var devices: String
  var checks: String
  var steps: String
  var rules: String
  var images: String
  var expected: String

  /// Encodes `exercise`'s structured parts with sorted keys, so equal parts give equal text.
  init(_ exercise: ExerciseSpec) throws {
    entry = try Self.text(exercise.entry)
    devices = try Self.text(exercise.devices)
    checks = try Self.text(exercise.checks)
    steps = try Self.text(exercise.steps)
    rules = try Self.text(exercise.rules)
    images = try Self.text(exercise.images)
    expected = try Self.text(exercise.expected)
  }

  static func text<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  static func decode<T: Decodable>(_ type: T.Type, from text: String, column: String) throws -> T {
    do {
      return try JSONDecoder().decode(type, from: Data(text.utf8))
    } catch {
      throw StoredValueError(description: "the stored \(column) cannot be read back: \(error)")
    }
  }
}

/// A value in the store that cannot be read back as the type it was written as.
struct StoredValueError: Error, CustomStringConvertible {
  let description: String
}
