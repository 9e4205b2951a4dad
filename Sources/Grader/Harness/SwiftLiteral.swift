/// Swift source spellings of values, for generated code.
enum SwiftLiteral {
  /// A string literal that evaluates to `text`: quotes, backslashes and control characters are
  /// escaped, so no text can end the literal or start an interpolation.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  /// `[a, b]` of string literals.
  static func stringArray(_ items: [String]) -> String {
    "[" + items.map(string).joined(separator: ", ") + "]"
  }

  /// A floating-point literal that reads back as exactly `value` (`30.0`, `0.25`, `1e-05`).
  static func double(_ value: Double) -> String {
    guard value.isFinite else { return "0.0" }
    return "\(value)"
  }

  /// `[0.25, 0.5]`.
  static func doubleArray(_ items: [Double]) -> String {
    "[" + items.map(double).joined(separator: ", ") + "]"
  }

  /// Whether `name` is a plain ASCII Swift identifier, safe to paste as a type name.
  static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first,
      first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first)
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
