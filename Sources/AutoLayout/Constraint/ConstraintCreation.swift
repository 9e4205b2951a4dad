/// How a program wrote a constraint, which the engine remembers so a grader can ask for a way of
/// writing constraints by what was made, never by reading the source text.
public enum ConstraintCreation: String, Hashable, Sendable, CaseIterable {
  /// An anchor's `constraint(equalTo:…)` family (also `anchorWithOffset(to:)` distances).
  case anchor
  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  case itemAttribute
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`.
  case visualFormat
  /// UIKit made it (margins, guides, autoresizing masks, intrinsic sizes, stack views).
  case uikit
}

extension NSLayoutConstraint {
  /// How the constraint was made.
  var creation: ConstraintCreation {
    guard origin == .program else { return .uikit }
    if visualFormatSource != nil { return .visualFormat }
    return isFromItemAttributeInitializer ? .itemAttribute : .anchor
  }

  /// The views' system guides the constraint relates, by the property that returns them
  /// (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`, `keyboardLayoutGuide`),
  /// or `layoutGuide` for a guide the program made; in the order of its items, each once.
  var guideProperties: [String] {
    var names: [String] = []
    for item in first.items + (second?.items ?? []) {
      guard let guide = item as? UILayoutGuide else { continue }
      let name = Self.guideProperty(identifier: guide.identifier)
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// The property that returns UIKit's guide with this identifier.
  static func guideProperty(identifier: String) -> String {
    switch identifier {
    case "UIViewLayoutMarginsGuide": "layoutMarginsGuide"
    case "UIViewSafeAreaLayoutGuide": "safeAreaLayoutGuide"
    case "UIViewReadableContentGuide": "readableContentGuide"
    case "UIKeyboardLayoutGuide": "keyboardLayoutGuide"
    case "UIScrollView-contentLayoutGuide": "contentLayoutGuide"
    case "UIScrollView-frameLayoutGuide": "frameLayoutGuide"
    default: "layoutGuide"
    }
  }
}
