/// Stand-in object addresses for descriptions (`UIView:0x7fb5e0c00030`).
///
/// Linux has no Objective-C object addresses worth printing, and real pointers would change from
/// run to run; these come from per-kind counters so a program's logs are the same every run.
@MainActor
enum DebugAddress {
  enum Kind {
    case view, constraint, anchor, object
  }

  private static var counters: [Int] = [0, 0, 0, 0]

  static func next(_ kind: Kind) -> String {
    let (slot, base, step): (Int, UInt64, UInt64)
    switch kind {
    case .view: (slot, base, step) = (0, 0x7fb5_e0c0_0000, 0x30)
    case .constraint: (slot, base, step) = (1, 0x6000_03c0_0000, 0x50)
    case .anchor: (slot, base, step) = (2, 0x6000_01a0_0000, 0x40)
    case .object: (slot, base, step) = (3, 0x6000_02b0_0000, 0x10)
    }
    counters[slot] += 1
    return "0x" + String(base + UInt64(counters[slot]) * step, radix: 16)
  }
}

/// `UILabel:0x7fb5e0c00030'Hello'`: the name UIKit's logs give a view or layout guide.
@MainActor
func debugName(of item: AnyObject?) -> String {
  guard let item else { return "nil" }
  if let view = item as? UIView { return view.layoutDebugName }
  if let guide = item as? UILayoutGuide { return guide.layoutDebugName }
  return "\(typeDisplayName(of: item))"
}

/// The class name as UIKit prints it: UIKit's own classes bare, the learner's module-qualified.
func typeDisplayName(of object: AnyObject) -> String {
  let full = String(reflecting: type(of: object))
  let prefix = "AutoLayout."
  return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
}

/// Text shown after a view's address: up to 25 characters, then `...`.
func quotedDebugText(_ text: String?) -> String {
  guard let text, !text.isEmpty else { return "" }
  let shown = text.count > 25 ? String(text.prefix(25)) + "..." : text
  return "'\(shown)'"
}
