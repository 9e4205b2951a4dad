/// Numbers of points as device references write them.
public enum PointsText {
  /// A plain decimal number: digits, optionally a point and more digits (no sign, no exponent).
  static func parse(_ text: Substring) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { ("0"..."9").contains($0) } })
    else { return nil }
    return Double(text)
  }

  /// The shortest text that reads back as `value`, without a trailing `.0` (`390`, `20.5`).
  public static func format(_ value: Double) -> String {
    let text = "\(value + 0)"
    return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
  }
}
