/// JSON written by hand where a document's member order or layout is part of a contract, or
/// where `JSONEncoder` would be the only reason to import Foundation.
public enum JSONText {
  /// A JSON string: quotes, backslashes and control characters escaped, everything else as is
  /// (so the text stays readable UTF-8).
  public static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }

  /// `{"name":value,…}` with the members in the order given; each value is JSON text already.
  public static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
  }

  /// A finite number: whole numbers without a fraction (`1`), others as Swift prints them, which
  /// reads back to the same `Double` (`0.5`, `0.6666666666666666`).
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  /// `[a,b]` of JSON texts.
  public static func array(_ items: [String]) -> String {
    "[" + items.joined(separator: ",") + "]"
  }
}
