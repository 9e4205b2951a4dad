/// Numbers as people write them in messages and keys.
enum NumberText {
  /// The shortest decimal that reads back as `value`, without a trailing `.0` (`0`, `0.25`, `16`).
  static func shortest(_ value: Double) -> String {
    let text = "\(value + 0)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
