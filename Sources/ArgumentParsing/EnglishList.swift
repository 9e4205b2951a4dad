/// Joins words the way a sentence lists them: `a, b or c`, `a, b and c`.
package enum EnglishList {
  /// `a`, `a or b`, `a, b or c`.
  package static func or(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " or " + last
  }

  /// `a`, `a and b`, `a, b and c`.
  package static func and(_ items: [String]) -> String {
    guard let last = items.last else { return "" }
    guard items.count > 1 else { return last }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }
}
