import AutoLayout
import LayoutReport

/// The configuration of every named stack view in a hierarchy, for the grader to compare with
/// the reference solution's (`StackViewRecord`).
@MainActor
enum StackViewRecords {
  /// At most this many stacks are recorded (a list of cells each holding a stack counts each).
  static let limit = 256

  /// The stack views under `root` (itself included) that `names` names, in hierarchy order.
  static func all(under root: UIView, names: ViewNames) -> [StackViewRecord] {
    var records: [StackViewRecord] = []
    var pending: [UIView] = [root]
    while let view = pending.popLast(), records.count < limit {
      pending.append(contentsOf: view.subviews.reversed())
      guard let stack = view as? UIStackView, let path = names.name(of: stack) else { continue }
      records.append(record(of: stack, path: path, names: names))
    }
    return records
  }

  static func record(of stack: UIStackView, path: String, names: ViewNames) -> StackViewRecord {
    let arranged = stack.arrangedSubviews
    let others = stack.subviews.filter { view in !arranged.contains { $0 === view } }
    var members: [StackViewRecord.Member] = []
    for view in arranged + others {
      guard let name = names.name(of: view) else { continue }
      let isArranged = arranged.contains { $0 === view }
      let custom = isArranged ? stack.customSpacing(after: view) : UIStackView.spacingUseDefault
      members.append(
        StackViewRecord.Member(
          path: name, arranged: isArranged, hidden: view.isHidden, alpha: Double(view.alpha),
          customSpacingAfter: custom == UIStackView.spacingUseDefault ? nil : Double(custom)))
    }
    return StackViewRecord(
      path: path, axis: stack.axis == .vertical ? "vertical" : "horizontal",
      distribution: distributionName(stack.distribution),
      alignment: alignmentName(stack.alignment, vertical: stack.axis == .vertical),
      spacing: Double(stack.spacing),
      isLayoutMarginsRelativeArrangement: stack.isLayoutMarginsRelativeArrangement,
      members: members)
  }

  static func distributionName(_ distribution: UIStackView.Distribution) -> String {
    switch distribution {
    case .fill: "fill"
    case .fillEqually: "fillEqually"
    case .fillProportionally: "fillProportionally"
    case .equalSpacing: "equalSpacing"
    case .equalCentering: "equalCentering"
    }
  }

  /// The name UIKit's documentation uses on this axis (`.leading` in a column is `.top` in a row).
  static func alignmentName(_ alignment: UIStackView.Alignment, vertical: Bool) -> String {
    switch alignment {
    case .fill: "fill"
    case .leading: vertical ? "leading" : "top"
    case .firstBaseline: "firstBaseline"
    case .center: "center"
    case .trailing: vertical ? "trailing" : "bottom"
    case .lastBaseline: "lastBaseline"
    }
  }
}
