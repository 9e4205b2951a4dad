/// The constraints across the axis (docs/UIKitFacts.md §6.2, with the canvas-connection rule of
/// UIKit's `_UIAlignedLayoutArrangement`, docs/AutoLayout.md "Stack views").
extension UIStackView {
  /// Which cross-axis edges the alignment lines the views up on, and which it only bounds.
  private struct CrossAxisRule {
    /// Attributes every view shares with the first one (`UISV-alignment`).
    var aligned: [NSLayoutConstraint.Attribute]
    /// Whether the views only have to stay below the top (`spacer.top <= view.top`).
    var topIsInequality: Bool
    /// Whether the views only have to stay above the bottom (`spacer.bottom >= view.bottom`).
    var bottomIsInequality: Bool
  }

  private func crossAxisRule(_ a: StackAxisAttributes) -> CrossAxisRule {
    switch alignment {
    case .fill:
      return CrossAxisRule(
        aligned: [a.crossLeading, a.crossTrailing], topIsInequality: false,
        bottomIsInequality: false)
    case .leading:
      return CrossAxisRule(
        aligned: [a.crossLeading], topIsInequality: false, bottomIsInequality: true)
    case .trailing:
      return CrossAxisRule(
        aligned: [a.crossTrailing], topIsInequality: true, bottomIsInequality: false)
    case .center:
      return CrossAxisRule(
        aligned: [a.crossCenter], topIsInequality: true, bottomIsInequality: true)
    case .firstBaseline:
      // Baselines only line up side by side; a column keeps its views between the spacer's edges.
      return CrossAxisRule(
        aligned: axis == .horizontal ? [.firstBaseline] : [], topIsInequality: true,
        bottomIsInequality: true)
    case .lastBaseline:
      return CrossAxisRule(
        aligned: axis == .horizontal ? [.lastBaseline] : [], topIsInequality: true,
        bottomIsInequality: true)
    }
  }

  /// The item the stack's top (`first == true`) or bottom is pinned to: the first arranged view
  /// when the alignment lines views up on that edge (or there is only one view), else the spacer.
  private func crossAxisConnectionItem(top: Bool, items: [UIView]) -> AnyObject? {
    let first = items[0]
    guard items.count > 1, let spanner = alignmentSpanner else { return first }
    switch alignment {
    case .fill: return first
    case .leading: return top ? first : spanner
    case .trailing: return top ? spanner : first
    case .center: return spanner
    case .firstBaseline: return axis == .horizontal && top ? first : spanner
    case .lastBaseline: return axis == .horizontal && !top ? first : spanner
    }
  }

  func addAlignment(to list: inout StackConstraintList, items: [UIView], visible: [UIView]) {
    let a = StackAxisAttributes(axis)
    let rule = crossAxisRule(a)
    let first = items[0]
    let canvas = canvasItem
    var anyCanvasInequality = false
    for top in [true, false] {
      guard let item = crossAxisConnectionItem(top: top, items: items) else { continue }
      let attribute = top ? a.crossLeading : a.crossTrailing
      let isInequality =
        item !== alignmentSpanner && (top ? rule.topIsInequality : rule.bottomIsInequality)
      let relation: NSLayoutConstraint.Relation =
        isInequality ? (top ? .lessThanOrEqual : .greaterThanOrEqual) : .equal
      anyCanvasInequality = anyCanvasInequality || isInequality
      list.add(
        "UISV-canvas-connection", anchorValue(canvas, attribute), relation,
        anchorValue(item, attribute))
    }
    if alignment == .center {
      list.add(
        "UISV-canvas-connection", anchorValue(canvas, a.crossCenter), .equal,
        anchorValue(first, a.crossCenter))
    }
    if anyCanvasInequality {
      list.add(
        "UISV-canvas-fit", anchorValue(self, a.breadth), .equal, priority: UILayoutPriority(49))
    }
    for attribute in rule.aligned {
      for item in items.dropFirst() {
        list.add(
          "UISV-alignment", anchorValue(first, attribute), .equal, anchorValue(item, attribute))
      }
    }
    if let spanner = alignmentSpanner {
      addSpanningBoundaries(to: &list, spanner: spanner, rule: rule, visible: visible)
    }
    guard alignment != .fill else { return }
    for item in items {
      list.add(
        "UISV-ambiguity-suppression", anchorValue(item, a.breadth), .equal,
        priority: UILayoutPriority(25))
    }
  }

  /// The spacer spans the visible views: equal to them on the aligned edge (at 999.5), bounding
  /// them on the other, and as thin as it can be (`UISV-spanning-fit` at 51).
  private func addSpanningBoundaries(
    to list: inout StackConstraintList, spanner: _UILayoutSpacer,
    rule: CrossAxisRule, visible: [UIView]
  ) {
    let a = StackAxisAttributes(axis)
    let aligned = UILayoutPriority(999.5)
    for item in visible {
      list.add(
        "UISV-spanning-boundary", anchorValue(spanner, a.crossLeading),
        rule.topIsInequality ? .lessThanOrEqual : .equal, anchorValue(item, a.crossLeading),
        priority: rule.topIsInequality ? .required : aligned)
      list.add(
        "UISV-spanning-boundary", anchorValue(spanner, a.crossTrailing),
        rule.bottomIsInequality ? .greaterThanOrEqual : .equal, anchorValue(item, a.crossTrailing),
        priority: rule.bottomIsInequality ? .required : aligned)
    }
    list.add(
      "UISV-spanning-fit", anchorValue(spanner, a.breadth), .equal, priority: UILayoutPriority(51))
  }
}
