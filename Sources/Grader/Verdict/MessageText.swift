import Foundation
import LayoutReport

/// Small pieces of English the explanations are built from.
enum MessageText {
  /// A number of points as a person writes it: at most two decimals, no trailing zeros, no
  /// negative zero (`16`, `0.5`, `20.33`).
  static func points(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 {
      // Keep a tiny non-zero difference visible rather than printing it as 0.
      return value == 0 ? "0" : String(format: "%.2g", value)
    }
    if abs(rounded) >= 1e15 { return String(format: "%g", rounded) }
    if rounded == rounded.rounded() { return String(Int64(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }

  /// `[20, 40, 100, 50]`.
  static func rect(_ rect: ReportRect) -> String {
    "[" + rect.values.map(points).joined(separator: ", ") + "]"
  }

  /// `a`, `a and b`, `a, b and c`.
  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: ""
    case 1: items[0]
    default: items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
  }

  /// `ViewController.swift:14`, `ViewController.swift` or nil.
  static func location(file: String?, line: Int?) -> String? {
    guard let file else { return nil }
    return line.map { "\(file):\($0)" } ?? file
  }

  /// Text with every `0x…` address replaced by `0x`, so the same constraints logged on two
  /// devices (different objects, different addresses) compare equal.
  static func maskingAddresses(_ text: String) -> String {
    var result = ""
    var characters = text[...]
    while let first = characters.first {
      if characters.hasPrefix("0x"), let next = characters.dropFirst(2).first, next.isHexDigit {
        result += "0x"
        characters = characters.dropFirst(2).drop { $0.isHexDigit }
      } else {
        result.append(first)
        characters = characters.dropFirst()
      }
    }
    return result
  }

  /// The first line of a constraint listing: where the constraint came from, then UIKit's
  /// description; `(broken)` marks the one UIKit broke.
  static func constraintLine(_ constraint: ConstraintRecord) -> String {
    let source: String
    switch constraint.origin {
    case .code:
      source = location(file: constraint.file, line: constraint.line) ?? "your code"
    case .storyboard: source = "storyboard"
    case .autoresizing: source = "UIKit, from an autoresizing mask"
    case .system: source = "UIKit"
    }
    return "  \(source): \(constraint.description)" + (constraint.broken ? "  (broken)" : "")
  }

  /// The first constraint made in the learner's code, for pointing a diagnostic at a line.
  static func firstCodeLocation(_ constraints: [ConstraintRecord]) -> ConstraintRecord? {
    constraints.first { $0.origin == .code && $0.file != nil }
  }
}
