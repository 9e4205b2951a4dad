/// Reads the members of one JSON object in a course file, reporting every problem it meets.
///
/// Names in messages are JSON paths from the file's top level: `title`, `entry.view`,
/// `steps[1].snapshot`. Members not in `allowed` are reported as unknown fields, and repeated
/// keys are ignored after the first (the parser's duplicate list reports them).
struct JSONFields {
  let object: JSONObject
  let position: SourcePosition
  let path: String
  let file: SourceFile

  /// Fields of `value`, which must be an object; reports and returns `nil` otherwise.
  init?(_ value: JSONValue, path: String, allowed: [String], file: SourceFile) {
    guard let object = value.objectValue else {
      let what = path.isEmpty ? "the top level" : "\"\(path)\""
      file.report(at: value.position, "\(what) must be an object, found \(value.typeDescription)")
      return nil
    }
    self.object = object
    self.position = value.position
    self.path = path
    self.file = file
    for member in object.members where !allowed.contains(member.key) {
      file.report(at: member.keyPosition, "unknown field \"\(name(member.key))\"")
    }
  }

  /// The path of member `key` as messages name it.
  func name(_ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The value of `key`; when it is absent and `required`, reports a missing field.
  func value(_ key: String, required: Bool) -> JSONValue? {
    if let value = object[key] { return value }
    if required { file.report(at: position, "missing field \"\(name(key))\"") }
    return nil
  }

  /// The string at `key`; reports a missing field, a wrong type, or blank text.
  func string(_ key: String, required: Bool) -> String? {
    guard let value = value(key, required: required) else { return nil }
    return file.nonBlankString(value, name: name(key))
  }

}

extension SourceFile {
  /// The text of `value`, which must be a string with something other than white space.
  func nonBlankString(_ value: JSONValue, name: String) -> String? {
    guard let text = value.stringValue else {
      report(at: value.position, "\"\(name)\" must be a string, found \(value.typeDescription)")
      return nil
    }
    guard !text.isBlank else {
      report(at: value.position, "\"\(name)\" must not be empty")
      return nil
    }
    return text
  }

  /// The elements of `value`, which must be an array.
  func array(_ value: JSONValue, name: String) -> [JSONValue]? {
    guard let elements = value.arrayValue else {
      report(at: value.position, "\"\(name)\" must be an array, found \(value.typeDescription)")
      return nil
    }
    return elements
  }

  /// The number in `value`.
  func number(_ value: JSONValue, name: String) -> JSONNumber? {
    guard let number = value.numberValue else {
      report(at: value.position, "\"\(name)\" must be a number, found \(value.typeDescription)")
      return nil
    }
    return number
  }

  /// `[width, height]` with two positive numbers.
  func size(_ value: JSONValue, name: String) -> ViewSize? {
    guard let elements = value.arrayValue, elements.count == 2,
      let width = elements[0].numberValue?.value, let height = elements[1].numberValue?.value,
      width > 0, height > 0
    else {
      report(at: value.position, "\"\(name)\" must be [width, height] with two positive numbers")
      return nil
    }
    // Far past any screen: a size this large only makes the layout's arithmetic overflow.
    guard width <= Self.maximumSide, height <= Self.maximumSide else {
      let literals = elements.compactMap { $0.numberValue?.literal }.joined(separator: ", ")
      report(
        at: value.position,
        "\"\(name)\" must be at most \(Int(Self.maximumSide)) points wide and high, found [\(literals)]"
      )
      return nil
    }
    return ViewSize(width: width, height: height)
  }

  /// The largest width or height a size may give, in points.
  static let maximumSide = 10_000.0

  /// Reports every repeated key the parser found.
  func reportDuplicateKeys(in document: JSONDocument) {
    for duplicate in document.duplicateKeys {
      report(
        at: duplicate.position,
        "duplicate key \"\(duplicate.key)\" (first at line \(duplicate.firstPosition.line))")
    }
  }
}

extension String {
  /// Whether the text is empty or only white space.
  var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
