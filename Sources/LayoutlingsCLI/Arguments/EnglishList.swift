/// Joins words the way a sentence lists them: `a, b or c`, `a, b and c`.
enum EnglishList {
  /// `a`, `a or b`, `a, b or c`.
  static func or(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `a`, `a and b`, `a, b and c`.
  static func and(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
