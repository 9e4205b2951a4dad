/// A constraint as the explanations write it: `UILabel 0x7fa0 'Title'.leading == UIView
/// 0x7fa1.leading + 10 @750`, with each view as the whole block knows it; an unknown form as
/// the log printed it.
public enum ConstraintText {
  public static func describe(_ constraint: LoggedConstraint, in block: ConflictBlock) -> String {
    guard let relation = constraint.relation else { return constraint.text }
    func anchor(_ anchor: LoggedConstraint.Anchor) -> String {
      "\(block.known(anchor.view).displayName).\(anchor.attribute.name)"
    }
    var text = anchor(relation.first) + " " + relation.kind.rawValue + " "
    if let second = relation.second {
      if relation.multiplier != 1 { text += number(relation.multiplier) + " × " }
      text += anchor(second)
      if relation.constant != 0 {
        text += (relation.constant < 0 ? " - " : " + ") + number(abs(relation.constant))
      }
    } else {
      text += number(relation.constant)
    }
    if relation.priority < 1000 { text += " @" + number(relation.priority) }
    if let identifier = constraint.identifier { text += "  '\(identifier)'" }
    if let mask = constraint.autoresizingMask { text += "  (autoresizing mask \(mask))" }
    return text
  }

  /// `8`, `0.5`, `54.6667`: no trailing `.0`.
  public static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
