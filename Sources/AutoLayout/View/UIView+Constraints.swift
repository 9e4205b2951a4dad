extension UIView {
  // MARK: Constraints installed on this view

  /// The constraints installed on this view (activated constraints whose nearest common ancestor is
  /// this view, or constraints added with `addConstraint`), and a stack view's own constraints.
  public var constraints: [NSLayoutConstraint] {
    installedConstraints + arrangementConstraintsListedAsInstalled
  }

  /// Installs a constraint on this view (the view must contain all of its items).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    guard !constraint.isActive else { return }
    if let error = constraint.creationError {
      LayoutLog.shared.record(error: error)
      return
    }
    let nodes = (constraint.first.items + (constraint.second?.items ?? [])).map(hierarchyNode)
    guard nodes.allSatisfy({ $0?.isDescendant(of: self) ?? false }) else {
      LayoutLog.shared.record(
        error: LayoutError(
          kind: .constraintNotInSubtree,
          message:
            "The view hierarchy is not prepared for the constraint: \(constraint)\n\tWhen added to a view, "
            + "the constraint's items must be descendants of that view (or the view itself). This will crash "
            + "if the constraint needs to be resolved before the view hierarchy is assembled. Break on "
            + "-[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.",
          sourceLocation: constraint.sourceLocation, exceptionName: "NSGenericException",
          constraintDescription: constraint.description))
      return
    }
    install(constraint)
  }

  /// Installs several constraints on this view.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Removes a constraint installed on this view.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.container === self else { return }
    uninstall(constraint)
  }

  /// Removes several constraints installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  func install(_ constraint: NSLayoutConstraint) {
    constraint.container = self
    constraint.activationSequence = ActivationCounter.next()
    installedConstraints.append(constraint)
    if let engine = layoutEngineIfPresent {
      engine.add(constraint)
    } else {
      _ = rootView.layoutEngine()
    }
    setNeedsLayout()
    storedSuperview?.setNeedsLayout()
  }

  func uninstall(_ constraint: NSLayoutConstraint) {
    installedConstraints.removeAll { $0 === constraint }
    layoutEngineIfPresent?.remove(constraint)
    constraint.container = nil
    setNeedsLayout()
  }

  // MARK: Engine access

  /// The engine of this view's tree, if one was made.
  var layoutEngineIfPresent: LayoutEngine? { rootView.ownedEngine }

  /// The engine of this view's tree, made (with every installed constraint) if needed.
  func layoutEngine() -> LayoutEngine {
    let root = rootView
    if let engine = root.ownedEngine { return engine }
    let engine = LayoutEngine(root: root)
    root.ownedEngine = engine
    engine.adopt(subtree: root)
    return engine
  }

  /// Marks this view's UIKit-made constraints (autoresizing, intrinsic size, guides) for refresh.
  func markSystemConstraintsDirty() {
    systemConstraintsDirty = true
    rootView.ownedEngine?.noteDirty(self)
  }

  func markSubtreeSystemConstraintsDirty() {
    for view in subtreePreorder { view.markSystemConstraintsDirty() }
  }

  func invalidateEngineExpressions() {
    layoutEngineIfPresent?.reinstallAll()
  }

  // MARK: Anchors

  /// Leading edge (left in left-to-right layouts).
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// Trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// Left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// Right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// Top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// Bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// Width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// Height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// Horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// Vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// First baseline (top for views without text).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// Last baseline (bottom for views without text).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }

  // MARK: Content hugging and compression resistance

  /// How much the view resists growing beyond its intrinsic size along an axis.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets how much the view resists growing beyond its intrinsic size.
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    markSystemConstraintsDirty()
  }

  /// How much the view resists shrinking below its intrinsic size along an axis.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets how much the view resists shrinking below its intrinsic size.
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority,
    for axis: NSLayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    markSystemConstraintsDirty()
  }
}

/// Hands out increasing numbers recording the order constraints entered the layout.
@MainActor
enum ActivationCounter {
  private static var value = 0
  static func next() -> Int {
    value += 1
    return value
  }
}
