/// Text made safe inside HTML or XML (SVG): element content and quoted attribute values.
public enum MarkupText {
  /// `text` with `& < > " '` as character references and control characters (other than line
  /// feed and tab) as their visible Unicode pictures (U+2400…), so that any text renders as
  /// text: it can neither open a tag nor end a `<style>`, an attribute or a CDATA section, and
  /// every character left is one XML 1.0 allows.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\n", "\t": result.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20:
        result.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case "\u{7F}":
        result += "\u{2421}"
      case _ where (0x80...0x9F).contains(scalar.value):
        // C1 controls have no pictures: name them by code point.
        result += "[U+00\(String(scalar.value, radix: 16, uppercase: true))]"
      case "\u{FFFE}", "\u{FFFF}":
        // Not characters, and not allowed in XML.
        result += "\u{FFFD}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
