/// The checks UIKit makes when a constraint is created or activated, with UIKit's exception texts.
@MainActor
enum ConstraintValidation {
  private static let initializerPrefix =
    "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

  /// Checks a constraint made with `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  static func checkInitializer(
    _ item1: AnyObject, _ attr1: NSLayoutConstraint.Attribute,
    _ item2: AnyObject?, _ attr2: NSLayoutConstraint.Attribute,
    multiplier: CGFloat, location: SourceLocation
  ) -> LayoutError? {
    func fail(_ kind: LayoutError.Kind, _ text: String) -> LayoutError {
      LayoutError(
        kind: kind, message: initializerPrefix + text, sourceLocation: location,
        exceptionName: "NSInvalidArgumentException")
    }
    let isItem = { (object: AnyObject) in object is UIView || object is UILayoutGuide }
    if !isItem(item1) || (item2.map { !isItem($0) } ?? false) {
      return fail(.invalidItem, "Constraint items must each be a view or layout guide.")
    }
    if attr1 == .notAnAttribute {
      return fail(.invalidAttributePairing, "Invalid pairing of layout attributes.")
    }
    if !attr1.isSize, item2 == nil || attr2 == .notAnAttribute || multiplier == 0 {
      return fail(
        .locationEqualToConstant,
        "A multiplier of 0 or a nil second item together with a location for the first "
          + "attribute creates an illegal constraint of a location equal to a constant. "
          + "Location attributes must be specified in pairs.")
    }
    if item2 != nil, attr2 != .notAnAttribute, let message = pairingProblem(attr1, attr2) {
      return fail(.invalidAttributePairing, message)
    }
    return nil
  }

  /// Checks a constraint made from anchors (only direction mixing can be wrong; types rule out the rest).
  static func checkAnchors(_ constraint: NSLayoutConstraint) -> LayoutError? {
    guard let second = constraint.second else { return nil }
    let a = constraint.first.attribute
    let b = second.attribute
    guard a != .notAnAttribute, b != .notAnAttribute, let message = pairingProblem(a, b) else {
      return nil
    }
    return LayoutError(
      kind: .invalidAttributePairing, message: message,
      sourceLocation: constraint.sourceLocation,
      exceptionName: "NSInvalidArgumentException")
  }

  private static func pairingProblem(
    _ a: NSLayoutConstraint.Attribute,
    _ b: NSLayoutConstraint.Attribute
  ) -> String? {
    // Width and height may be related (aspect ratios); locations only along one axis.
    if a.isSize && b.isSize { return nil }
    if a.axis != b.axis || a.isSize != b.isSize {
      return "Invalid pairing of layout attributes."
    }
    if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
      return "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    }
    return nil
  }

  /// UIKit's `NSGenericException` for items in different view hierarchies.
  static func noCommonAncestor(_ constraint: NSLayoutConstraint) -> LayoutError {
    let firstAnchor = constraint.firstAnchorForMessage
    let secondAnchor = constraint.secondAnchorForMessage
    let message =
      "Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor) because "
      + "they have no common ancestor.  Does the constraint or its anchors reference items in different "
      + "view hierarchies?  That's illegal."
    return LayoutError(
      kind: .noCommonAncestor, message: message,
      sourceLocation: constraint.sourceLocation,
      exceptionName: "NSGenericException",
      constraintDescription: constraint.description)
  }
}

extension NSLayoutConstraint {
  /// `<NSLayoutXAxisAnchor:0x… "UIView:0x….leading">` for the first anchor.
  var firstAnchorForMessage: String { typedAnchorDescription(first) }
  /// The same for the second anchor (`nil` when there is none).
  var secondAnchorForMessage: String { second.map(typedAnchorDescription) ?? "(null)" }

  private func typedAnchorDescription(_ value: AnchorValue) -> String {
    let attribute = value.attribute
    let className: String
    if attribute.isSize || attribute == .notAnAttribute {
      className = "NSLayoutDimension"
    } else {
      className = attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
    }
    return "<\(className):\(DebugAddress.next(.anchor)) \"\(value.name)\">"
  }
}
