/// The constraints along the axis (docs/UIKitFacts.md §6.1, with the hidden-view and
/// proportional rules of UIKit's `_UIOrderedLayoutArrangement`, docs/AutoLayout.md "Stack views").
extension UIStackView {
  /// Every constraint the stack makes, along the axis first, then across it.
  func makeArrangementSpecs() -> [SystemConstraintSpec] {
    let items = arrangedSubviews
    let visible = items.filter { !$0.isHidden }
    let packsItems = items.count > 1 && alignment != .fill
    reconcileGuides(
      alignmentSpanner: packsItems, arrangementSpanner: !items.isEmpty && visible.isEmpty,
      gaps: usesGapGuides ? max(visible.count - 1, 0) : 0)
    guard !items.isEmpty else { return [] }
    var list = StackConstraintList()
    addCanvasConnectionsAlongAxis(to: &list, visible: visible)
    addSpacing(to: &list, items: items, visible: visible)
    addSizeDistribution(to: &list, items: items, visible: visible)
    addAlignment(to: &list, items: items, visible: visible)
    addTextWidthDisambiguation(to: &list, items: items)
    return list.specs
  }

  /// Equal spacing and equal centering measure their gaps with guides.
  var usesGapGuides: Bool { distribution == .equalSpacing || distribution == .equalCentering }

  /// What the arranged views are pinned to: the stack, or its margins guide.
  var canvasItem: AnyObject { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

  private var spacingRelation: NSLayoutConstraint.Relation {
    usesGapGuides ? .greaterThanOrEqual : .equal
  }

  // MARK: Canvas connections

  private func addCanvasConnectionsAlongAxis(to list: inout StackConstraintList, visible: [UIView])
  {
    let a = StackAxisAttributes(axis)
    let canvas = canvasItem
    if let first = visible.first, let last = visible.last {
      list.add(
        "UISV-canvas-connection", anchorValue(canvas, a.leading), .equal,
        anchorValue(first, a.leading))
      list.add(
        "UISV-canvas-connection", anchorValue(canvas, a.trailing), .equal,
        anchorValue(last, a.trailing))
    } else if let spanner = arrangementSpanner {
      // Every view is hidden: they hang from a guide that spans the stack and fits to zero.
      list.add(
        "UISV-canvas-connection", anchorValue(canvas, a.leading), .equal,
        anchorValue(spanner, a.leading))
      list.add(
        "UISV-canvas-connection", anchorValue(canvas, a.trailing), .equal,
        anchorValue(spanner, a.trailing))
      list.add(
        "UISV-spanning-fit", anchorValue(spanner, a.length), .equal, priority: UILayoutPriority(51))
    }
    if usesGapGuides {
      list.add(
        "UISV-canvas-fit", anchorValue(self, a.length), .equal, priority: UILayoutPriority(49))
    }
  }

  // MARK: Spacing

  /// The spacing after `view`: its custom spacing, else `spacing` (`spacingUseDefault` there means 0).
  func resolvedSpacing(after view: UIView) -> CGFloat {
    if let custom = customSpacings[ObjectIdentifier(view)] { return custom }
    return spacing == Self.spacingUseDefault ? 0 : spacing
  }

  /// The edge a gap starts from on the preceding view (its last baseline in a baseline-relative
  /// column, when it is visible).
  private func trailingGapAttribute(of view: UIView) -> NSLayoutConstraint.Attribute {
    if axis == .vertical, isBaselineRelativeArrangement, !view.isHidden { return .lastBaseline }
    return StackAxisAttributes(axis).trailing
  }

  /// The edge a gap ends at on the following view (its first baseline in a baseline-relative column).
  private func leadingGapAttribute(of view: UIView) -> NSLayoutConstraint.Attribute {
    if axis == .vertical, isBaselineRelativeArrangement, !view.isHidden { return .firstBaseline }
    return StackAxisAttributes(axis).leading
  }

  /// `following.leading == preceding.trailing + gap`: full spacing between visible views, half of
  /// it next to a hidden view with a visible view further on, else 0 (UIKit's
  /// `_expectedEdgeToEdgeSpacingForPrecedingItem:…`); system spacing stays symbolic.
  private func addGap(
    to list: inout StackConstraintList, identifier: String, preceding: UIView,
    following: AnyObject, followingAttribute: NSLayoutConstraint.Attribute,
    fraction: CGFloat, priority: UILayoutPriority
  ) {
    let first = anchorValue(following, followingAttribute)
    let second = anchorValue(preceding, trailingGapAttribute(of: preceding))
    let spacing = resolvedSpacing(after: preceding)
    if spacing == Self.spacingUseSystem {
      let system = SystemSpacing.points(after: second, before: first) * (fraction == 1 ? 1 : 0.5)
      list.add(
        identifier, first, spacingRelation, second, constant: system, priority: priority,
        symbolic: SymbolicConstant(
          name: "NSLayoutAnchorConstraintSpace", value: system,
          isSystemSpacing: true))
      return
    }
    let constant = PixelGrid.round(spacing, scale: displayScale) * fraction
    list.add(identifier, first, spacingRelation, second, constant: constant, priority: priority)
  }

  /// Visible neighbours are chained directly; hidden views collapse (`UISV-hiding`) and float at
  /// priority 50 where their neighbours are (`UISV-spacing-hidden`), so they never push.
  private func addSpacing(to list: inout StackConstraintList, items: [UIView], visible: [UIView]) {
    for (preceding, following) in zip(visible, visible.dropFirst()) {
      addGap(
        to: &list, identifier: "UISV-spacing", preceding: preceding, following: following,
        followingAttribute: leadingGapAttribute(of: following), fraction: 1, priority: .required)
    }
    let a = StackAxisAttributes(axis)
    let lastVisibleIndex = items.lastIndex { !$0.isHidden }
    var previousVisible: UIView?
    for (index, item) in items.enumerated() {
      guard item.isHidden else {
        previousVisible = item
        continue
      }
      list.add(
        "UISV-hiding", anchorValue(item, a.length), .equal,
        priority: StackConstraintList.hidingPriority)
      let hiddenSpacing = UILayoutPriority(50)
      if let preceding = previousVisible {
        let followedByVisible = lastVisibleIndex.map { $0 > index } ?? false
        addGap(
          to: &list, identifier: "UISV-spacing-hidden", preceding: preceding, following: item,
          followingAttribute: a.leading, fraction: followedByVisible ? 0.5 : 0,
          priority: hiddenSpacing)
      } else if let firstVisible = visible.first {
        addGap(
          to: &list, identifier: "UISV-spacing-hidden", preceding: item, following: firstVisible,
          followingAttribute: leadingGapAttribute(of: firstVisible), fraction: 0,
          priority: hiddenSpacing)
      } else if let spanner = arrangementSpanner {
        list.add(
          "UISV-spacing-hidden", anchorValue(item, a.leading), .equal,
          anchorValue(spanner, a.trailing),
          priority: hiddenSpacing)
      }
    }
  }

  // MARK: Sizes along the axis

  private func addSizeDistribution(
    to list: inout StackConstraintList, items: [UIView], visible: [UIView]
  ) {
    switch distribution {
    case .fill:
      addIndexTieBreakers(to: &list, visible: visible)
    case .fillEqually:
      addEqualLengths(to: &list, visible: visible)
    case .fillProportionally:
      if !addProportionalLengths(to: &list, items: items, visible: visible) {
        addEqualLengths(to: &list, visible: visible)
      }
    case .equalSpacing, .equalCentering:
      addGapGuides(to: &list, items: items, visible: visible)
    }
  }

  /// `view_i.width == view_0.width` (`UISV-fill-equally`).
  private func addEqualLengths(to list: inout StackConstraintList, visible: [UIView]) {
    guard let reference = visible.first else { return }
    let length = StackAxisAttributes(axis).length
    for view in visible.dropFirst() {
      list.add(
        "UISV-fill-equally", anchorValue(view, length), .equal, anchorValue(reference, length))
    }
  }

  /// `view_i.width == m_i × stack.width` with m_i = length_i / (Σ lengths + (n − 1) × spacing),
  /// priorities 999, 998, … by index (not below 751), required when m_i is 1; a view without a
  /// length gets `width == 0`. Returns false when UIKit falls back to equal lengths (the
  /// denominator is not larger than the spacing).
  private func addProportionalLengths(
    to list: inout StackConstraintList, items: [UIView],
    visible: [UIView]
  ) -> Bool {
    let plainSpacing =
      spacing == Self.spacingUseDefault || spacing == Self.spacingUseSystem ? 0 : spacing
    let lengths = visible.map { max(proportionalFillLength(of: $0), 0) }
    let denominator = lengths.reduce(0, +) + plainSpacing * CGFloat(visible.count - 1)
    guard denominator > max(plainSpacing * CGFloat(items.count - 1), 1) else { return false }
    let length = StackAxisAttributes(axis).length
    let reference: AnyObject = canvasItem
    for (view, viewLength) in zip(visible, lengths) {
      let multiplier = viewLength / denominator
      guard multiplier > 0 else {
        list.add("UISV-fill-proportionally", anchorValue(view, length), .equal)
        continue
      }
      let index = items.firstIndex { $0 === view } ?? 0
      let priority =
        multiplier == 1
        ? UILayoutPriority.required
        : UILayoutPriority(Float(max(999 - index, 751)))
      list.add(
        "UISV-fill-proportionally", anchorValue(view, length), .equal,
        anchorValue(reference, length),
        multiplier: multiplier, priority: priority)
    }
    return true
  }

  /// One `_UIOLAGapGuide` between each pair of visible views, edge to edge (equal spacing) or
  /// centre to centre (equal centering), all as long as the first: required for equal spacing,
  /// 150 − index (not below 50) for equal centering, so the views' own sizes win.
  private func addGapGuides(to list: inout StackConstraintList, items: [UIView], visible: [UIView])
  {
    let a = StackAxisAttributes(axis)
    let centering = distribution == .equalCentering
    for ((preceding, following), gap) in zip(zip(visible, visible.dropFirst()), gapGuides) {
      list.add(
        "UISV-distributing-edge", anchorValue(gap, a.leading), .equal,
        anchorValue(preceding, centering ? a.center : a.trailing))
      list.add(
        "UISV-distributing-edge", anchorValue(gap, a.trailing), .equal,
        anchorValue(following, centering ? a.center : a.leading))
    }
    guard let reference = gapGuides.first else { return }
    for (gap, preceding) in zip(gapGuides, visible).dropFirst() {
      let index = items.firstIndex { $0 === preceding } ?? 0
      let priority = centering ? UILayoutPriority(Float(max(150 - index, 50))) : .required
      list.add(
        "UISV-fill-equally", anchorValue(gap, a.length), .equal, anchorValue(reference, a.length),
        priority: priority)
    }
  }

  /// UIKit resolves a fill stack whose views could share the space in several ways "by index":
  /// the earlier view takes the space. Views with intrinsic sizes settle it through the weights of
  /// their hugging and compression resistance; for views without one, a pull towards zero at the
  /// lowest level, heavier for later views, does it (never listed, never logged).
  private func addIndexTieBreakers(to list: inout StackConstraintList, visible: [UIView]) {
    let length = StackAxisAttributes(axis).length
    for (position, view) in visible.enumerated() {
      list.add(
        nil, anchorValue(view, length), .equal, priority: StackConstraintList.tieBreakingPriority,
        weight: 1 + Self.tieBreakingStep * Double(position), origin: .implicit)
    }
  }
}
