extension UIView {
  // MARK: Constraints installed on this view

  /// The constraints installed on this view. Activating a constraint installs it on the nearest
  /// view that contains all of its items (often the superview of the views it relates), so this
  /// lists the constraints between this view's subviews, and to itself, that were activated or
  /// added with `addConstraint(_:)`, not every constraint that names the view (docs/UIKitFacts.md
  /// §4.5). A stack view's own `UISV-…` constraints are here too.
  public var constraints: [NSLayoutConstraint] {
    installedConstraints + arrangementConstraintsListedAsInstalled
  }

  /// Installs a constraint on this view, the older way to activate it: the view must be an ancestor
  /// of every item the constraint names (or one of them), otherwise UIKit reports that "the view
  /// hierarchy is not prepared for the constraint" (docs/UIKitFacts.md §4.5). Prefer
  /// `constraint.isActive = true` or `NSLayoutConstraint.activate(_:)`, which find the right view
  /// themselves.
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

  /// Installs several constraints on this view, as `addConstraint(_:)` does for one; common with
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`. Prefer
  /// `NSLayoutConstraint.activate(_:)`.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { addConstraint(constraint) }
  }

  /// Uninstalls a constraint installed on this view, the older way to deactivate it; prefer
  /// `isActive = false` or `NSLayoutConstraint.deactivate(_:)`.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.container === self else { return }
    uninstall(constraint)
  }

  /// Uninstalls several constraints installed on this view; prefer
  /// `NSLayoutConstraint.deactivate(_:)`.
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

  /// The view's leading edge: its left edge in left-to-right layouts and its right edge in
  /// right-to-left ones, so a constraint to it flips with the language (docs/UIKitFacts.md §8.4).
  /// Prefer it to `leftAnchor`. Relate it to other horizontal anchors only: leading and trailing
  /// cannot be mixed with left and right.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The view's trailing edge: its right edge in left-to-right layouts, its left edge in
  /// right-to-left ones. To keep a view 16 points inside its superview's trailing edge, the
  /// constant is negative: `view.trailingAnchor.constraint(equalTo: superview.trailingAnchor,
  /// constant: -16)`, or swap the two anchors.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The view's left edge, which stays on the left in right-to-left layouts; use `leadingAnchor`
  /// unless the layout must not flip. Cannot be related to leading or trailing anchors.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge, which stays on the right in right-to-left layouts; use `trailingAnchor`
  /// unless the layout must not flip. Cannot be related to leading or trailing anchors.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's top edge. To keep clear of the status bar and the sensor housing, relate it to
  /// `safeAreaLayoutGuide.topAnchor` rather than to the root view's top.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge. To stay above the home indicator, relate it to
  /// `safeAreaLayoutGuide.bottomAnchor`; to keep a view 20 points above its superview's bottom the
  /// constant is negative (`constant: -20`).
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The view's width, a dimension: make it a constant (`constraint(equalToConstant: 100)`) or
  /// relate it to another dimension, with a multiplier if you like (`constraint(equalTo:
  /// other.widthAnchor, multiplier: 0.5)`).
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The view's height, a dimension: make it a constant (`constraint(equalToConstant: 44)`) or
  /// relate it to another dimension, with a multiplier (`constraint(equalTo: view.heightAnchor,
  /// multiplier: 0.5)` for half the height).
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The view's horizontal centre. Equal centre anchors centre one view in another; with a constant
  /// the centre moves right by that many points.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The view's vertical centre. Equal centre anchors centre one view in another; with a constant
  /// the centre moves down by that many points.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }
  /// The baseline of the first line of text in the view (the view `forFirstBaselineLayout` names):
  /// for a label, its top plus the font's ascender. A view without text uses its top edge
  /// (docs/UIKitFacts.md §5.2, §8.5).
  public var firstBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
  }
  /// The baseline of the last line of text in the view (the view `forLastBaselineLayout` names):
  /// for a label, its bottom minus the font's descender. A view without text uses its bottom edge
  /// (docs/UIKitFacts.md §5.2, §8.5).
  public var lastBaselineAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline)
  }

  // MARK: Content hugging and compression resistance

  /// How strongly the view resists growing larger than its `intrinsicContentSize` along `axis`: the
  /// priority of its `size <= intrinsic` constraint. When two views could take extra room, the one
  /// that hugs less stretches. 250 (`.defaultLow`) on both axes for views made in code, labels and
  /// image views included; 750 for switches, steppers and activity indicators (docs/UIKitFacts.md
  /// §5.1).
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
  }

  /// Sets how strongly the view resists growing beyond its intrinsic size along an axis. Raise it
  /// (to 251, say, or `.defaultHigh`) on the view that should keep its natural size, so its
  /// neighbour takes the extra room (docs/UIKitFacts.md §4.2, §5.1).
  public func setContentHuggingPriority(
    _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis,
    file: String = #fileID, line: Int = #line
  ) {
    if axis == .horizontal {
      huggingPriorities.horizontal = priority
    } else {
      huggingPriorities.vertical = priority
    }
    prioritySettings[.init(kind: .hugging, axis: axis)] = line
    markSystemConstraintsDirty()
  }

  /// How strongly the view resists becoming smaller than its `intrinsicContentSize` along `axis`:
  /// the priority of its `size >= intrinsic` constraint. When there is not enough room, the view
  /// with the lower resistance shrinks (a label truncates). 750 (`.defaultHigh`) on both axes for
  /// views made in code (docs/UIKitFacts.md §5.1).
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis)
    -> UILayoutPriority
  {
    axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size along an axis. Lower it
  /// (to 749, or `.defaultLow`) on the view that may be cut short, so the one you care about keeps
  /// its text (docs/UIKitFacts.md §4.2, §5.1).
  public func setContentCompressionResistancePriority(
    _ priority: UILayoutPriority,
    for axis: NSLayoutConstraint.Axis,
    file: String = #fileID, line: Int = #line
  ) {
    if axis == .horizontal {
      compressionPriorities.horizontal = priority
    } else {
      compressionPriorities.vertical = priority
    }
    prioritySettings[.init(kind: .compressionResistance, axis: axis)] = line
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
