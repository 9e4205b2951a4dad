/// The messages UIKit stops an app with (or warns with just before) when a constraint ties views
/// that are not in one view hierarchy, and the views they name: anchors
/// (`<NSLayoutYAxisAnchor:0x6000 "UILabel:0x1270105c0.top">`), items
/// (`<UIView: 0x7fe2f3833a20; frame = …>`) and the view a constraint was added to
/// (`view:<UIView: 0x…; frame = …>`).
enum HierarchyMessage {
  static let noCommonAncestor: [UInt8] = Array("because they have no common ancestor".utf8)
  static let unableToInstall: [UInt8] = Array("Unable to install constraint on view".utf8)
  static let notPrepared: [UInt8] = Array(
    "The view hierarchy is not prepared for the constraint".utf8)
  static let impossible: [UInt8] = Array(
    "Impossible to set up layout with view hierarchy unprepared for constraint".utf8)

  /// Every view `text` names as `Class:0x…` or `Class: 0x…`, once each, in order; anchors and
  /// constraints and layers (`NSLayoutXAxisAnchor:0x…`, `NSLayoutConstraint:0x…`,
  /// `CALayer: 0x…`) are not views.
  static func views(in text: Substring) -> [LoggedView] {
    var found: [LoggedView] = []
    var searchFrom = text.startIndex
    while let colon = text[searchFrom...].firstIndex(of: ":") {
      searchFrom = text.index(after: colon)
      var hexStart = searchFrom
      if hexStart < text.endIndex, text[hexStart] == " " { hexStart = text.index(after: hexStart) }
      guard text[hexStart...].hasPrefix("0x") else { continue }
      let digits = text[text.index(hexStart, offsetBy: 2)...].prefix { $0.isHexDigit }
      guard !digits.isEmpty else { continue }
      let className = String(
        text[..<colon].reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
          .reversed())
      guard !className.isEmpty, !className.hasSuffix("Anchor"), !className.hasSuffix("Constraint"),
        !className.hasSuffix("Layer"),
        className.first?.isLetter == true || className.first == "_"
      else { continue }
      let address = "0x" + digits
      if !found.contains(where: { $0.address == address }) {
        found.append(LoggedView(className: className, address: address))
      }
    }
    return found
  }
}
