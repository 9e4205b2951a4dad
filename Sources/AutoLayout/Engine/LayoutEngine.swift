import Cassowary

/// One Cassowary solver for one view tree: turns `NSLayoutConstraint`s into linear constraints over
/// four variables per view or guide, keeps UIKit's own constraints (autoresizing, intrinsic size,
/// guides, root size) in step with the views, and recovers from unsatisfiable constraints the way
/// UIKit does.
@MainActor
final class LayoutEngine {
  /// One constraint in the solver.
  final class Record {
    let constraint: NSLayoutConstraint
    var solverConstraint: Constraint
    var isBroken: Bool

    init(_ constraint: NSLayoutConstraint, _ solverConstraint: Constraint, isBroken: Bool) {
      self.constraint = constraint
      self.solverConstraint = solverConstraint
      self.isBroken = isBroken
    }
  }

  /// The priority level a broken constraint is kept at (docs/UIKitFacts.md §4.3: above required).
  static let brokenConstraintLevel = 1100.0

  let solver = Solver()
  weak var root: UIView?
  /// Fitting engines (`systemLayoutSizeFitting`) aim the root's size at a target instead of pinning it.
  let fitting: FittingTarget?
  /// Whether reports go to the layout log (fitting engines stay quiet: the window's engine reports).
  let reportsProblems: Bool

  private var records: [ObjectIdentifier: Record] = [:]
  private var owners: [ObjectIdentifier: NSLayoutConstraint] = [:]
  private var systemSlots: [ObjectIdentifier: [String: NSLayoutConstraint]] = [:]
  private var slotOrder: [ObjectIdentifier: [String]] = [:]
  private var dirtyViews: [UIView] = []
  /// Increases whenever the solver's constraints change.
  private(set) var revision = 0

  struct FittingTarget {
    let size: CGSize
    let horizontal: UILayoutPriority
    let vertical: UILayoutPriority
  }

  init(root: UIView, fitting: FittingTarget? = nil) {
    self.root = root
    self.fitting = fitting
    self.reportsProblems = fitting == nil
  }

  /// Installs every constraint of a subtree that joined this engine's tree, oldest first, and marks
  /// its views for a refresh of their UIKit-made constraints.
  func adopt(subtree: UIView) {
    var constraints: [NSLayoutConstraint] = []
    for view in subtree.subtreePreorder {
      constraints.append(contentsOf: view.installedConstraints)
      view.systemConstraintsDirty = true
      noteDirty(view)
    }
    constraints.sort { $0.activationSequence < $1.activationSequence }
    for constraint in constraints { add(constraint) }
  }

  /// Removes everything a subtree that leaves the tree had in the solver.
  func forget(subtree: UIView) {
    for view in subtree.subtreePreorder {
      for constraint in view.installedConstraints { remove(constraint) }
      removeSystemConstraints(of: view)
    }
  }

  /// Drops the engine (its tree was merged into another).
  func discard() {
    records.removeAll()
    owners.removeAll()
    systemSlots.removeAll()
    slotOrder.removeAll()
    dirtyViews.removeAll()
    solver.reset()
  }

  func noteDirty(_ view: UIView) {
    dirtyViews.append(view)
  }

  var hasDirtyViews: Bool { !dirtyViews.isEmpty }

  // MARK: Adding and removing constraints

  func add(_ constraint: NSLayoutConstraint) {
    guard records[ObjectIdentifier(constraint)] == nil,
      let solverConstraint = makeSolverConstraint(constraint)
    else { return }
    insert(constraint, solverConstraint)
  }

  func remove(_ constraint: NSLayoutConstraint) {
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    owners.removeValue(forKey: ObjectIdentifier(record.solverConstraint))
    try? solver.remove(record.solverConstraint)
    revision += 1
  }

  func contains(_ constraint: NSLayoutConstraint) -> Bool {
    records[ObjectIdentifier(constraint)] != nil
  }

  func isBroken(_ constraint: NSLayoutConstraint) -> Bool {
    records[ObjectIdentifier(constraint)]?.isBroken ?? false
  }

  /// Re-solves after a constant changed (remove and re-add: the solver is incremental).
  func constantDidChange(_ constraint: NSLayoutConstraint) {
    guard let record = records[ObjectIdentifier(constraint)] else {
      // Not in the solver (its old constant could not be solved): try again with the new one.
      if constraint.container != nil { add(constraint) }
      return
    }
    let wasBroken = record.isBroken
    remove(constraint)
    guard let fresh = makeSolverConstraint(constraint) else { return }
    if wasBroken {
      addBroken(constraint, fresh)
    } else {
      insert(constraint, fresh)
    }
  }

  /// Re-adds a constraint whose (optional) priority changed.
  func priorityDidChange(_ constraint: NSLayoutConstraint) {
    guard records[ObjectIdentifier(constraint)] != nil else { return }
    remove(constraint)
    add(constraint)
  }

  /// Rebuilds every constraint (after a change of layout direction).
  func reinstallAll() {
    let all = records.values.map(\.constraint).sorted {
      $0.activationSequence < $1.activationSequence
    }
    for constraint in all { remove(constraint) }
    for constraint in all { add(constraint) }
  }

  private func register(
    _ constraint: NSLayoutConstraint, _ solverConstraint: Constraint, broken: Bool
  ) {
    records[ObjectIdentifier(constraint)] = Record(constraint, solverConstraint, isBroken: broken)
    owners[ObjectIdentifier(solverConstraint)] = constraint
    revision += 1
  }

  private func insert(_ constraint: NSLayoutConstraint, _ solverConstraint: Constraint) {
    do {
      try solver.add(solverConstraint)
      register(constraint, solverConstraint, broken: false)
    } catch let error {
      switch error {
      case .unsatisfiable(_, let conflicts):
        recover(constraint, solverConstraint, conflicts: conflicts)
      default:
        // Non-finite numbers cannot be solved; keep the layout going without the constraint.
        if reportsProblems {
          LayoutLog.shared.record(
            error: LayoutError(
              kind: .nonFiniteValue,
              message: "Constraint cannot be solved (\(error)): \(constraint)",
              sourceLocation: constraint.isSystemOwned ? nil : constraint.sourceLocation,
              constraintDescription: constraint.description))
        }
      }
    }
  }

  private func addBroken(_ constraint: NSLayoutConstraint, _ solverConstraint: Constraint) {
    let soft = Constraint(
      solverConstraint.expression, solverConstraint.relation,
      strength: .optional(Self.brokenConstraintLevel))
    if (try? solver.add(soft)) != nil { register(constraint, soft, broken: true) }
  }

  /// UIKit's recovery: log the conflict, break one constraint and keep it as a soft constraint at
  /// level 1100.
  ///
  /// Rule for which one breaks (UIKit's own rule is private; docs/UIKitFacts.md §4.3): the
  /// constraint being added, unless it was made by UIKit (autoresizing, guides, sizes) and the
  /// conflict involves one the program made; then the most recently activated program one breaks.
  private func recover(
    _ constraint: NSLayoutConstraint, _ solverConstraint: Constraint,
    conflicts: [Constraint]
  ) {
    let involved = conflicts.compactMap { owners[ObjectIdentifier($0)] }
    var victim = constraint
    if constraint.isSystemOwned,
      let programConstraint = involved.filter({ !$0.isSystemOwned })
        .max(by: { $0.activationSequence < $1.activationSequence })
    {
      victim = programConstraint
    }
    let listed = (involved + [constraint]).filter { $0.origin != .implicit }
      .sorted { $0.activationSequence < $1.activationSequence }
    if reportsProblems {
      LayoutLog.shared.append(UnsatisfiableReport.entry(listed: listed, broken: victim))
    }
    if victim === constraint {
      addBroken(constraint, solverConstraint)
      return
    }
    guard let victimRecord = records[ObjectIdentifier(victim)] else {
      addBroken(constraint, solverConstraint)
      return
    }
    remove(victim)
    insert(constraint, solverConstraint)
    addBroken(victim, victimRecord.solverConstraint)
  }

  // MARK: Building linear expressions

  func makeSolverConstraint(_ c: NSLayoutConstraint) -> Constraint? {
    var nodes = (c.first.items + (c.second?.items ?? [])).compactMap(hierarchyNode)
    if let space = c.coordinateSpace { nodes.append(space) }
    guard let ancestor = UIView.nearestCommonAncestor(of: nodes),
      let direction = c.first.items.first.flatMap(hierarchyNode)?
        .effectiveUserInterfaceLayoutDirection,
      let lhs = expression(c.first, in: ancestor, program: !c.isSystemOwned, direction: direction)
    else { return nil }
    var rhs = LinearExpression(constant: Double(c.constant))
    if let second = c.second {
      guard
        let secondExpression = expression(
          second, in: ancestor, program: !c.isSystemOwned,
          direction: direction)
      else {
        return nil
      }
      rhs = secondExpression * Double(c.multiplier) + Double(c.constant)
    }
    let relation: Relation
    switch c.relation {
    case .equal: relation = .equal
    case .lessThanOrEqual: relation = .lessThanOrEqual
    case .greaterThanOrEqual: relation = .greaterThanOrEqual
    }
    let strength: Strength = c.isRequired ? .required : .optional(Double(c.priority.rawValue))
    return Constraint(lhs - rhs, relation, strength: strength, weight: c.solverWeight)
  }

  /// The anchor's value as a linear expression in the ancestor's bounds coordinates. `program`
  /// constraints see a scroll view's edges as its content (UIKit's rule); UIKit's own do not.
  ///
  /// In right-to-left layouts leading and trailing are measured along a mirrored x-axis
  /// (leading = −maxX, trailing = −minX), so a positive constant still moves towards the trailing
  /// side, as in UIKit. The constraint's first item decides the direction.
  func expression(
    _ value: AnchorValue, in ancestor: UIView, program: Bool,
    direction: UIUserInterfaceLayoutDirection
  ) -> LinearExpression? {
    switch value.source {
    case .attribute(let item, let attribute):
      return attributeExpression(
        item, attribute, in: ancestor, program: program, direction: direction)
    case .offset(let from, let to):
      guard let a = expression(from, in: ancestor, program: program, direction: direction),
        let b = expression(to, in: ancestor, program: program, direction: direction)
      else { return nil }
      return b - a
    }
  }

  private func attributeExpression(
    _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute,
    in ancestor: UIView, program: Bool,
    direction: UIUserInterfaceLayoutDirection
  ) -> LinearExpression? {
    var item = item
    var attribute = attribute
    let (base, isMargin) = attribute.withoutMargin
    if isMargin {
      // A view's margin attributes are its margins guide's edges; a guide has no margins.
      if let view = item as? UIView { item = view.layoutMarginsGuide }
      attribute = base
    }
    if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
      let target =
        attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
      if target !== view, target.isDescendant(of: view) {
        return attributeExpression(
          target, attribute, in: ancestor, program: program, direction: direction)
      }
      guard let frame = frameTerms(of: view, in: ancestor) else { return nil }
      let offsets = view.baselineOffsets ?? (0, 0)
      if attribute == .firstBaseline {
        let top: LinearExpression = frame.y
        return top + Double(offsets.fromTop)
      }
      let bottom: LinearExpression = frame.y + frame.height
      return bottom + (-Double(offsets.fromBottom))
    }
    if attribute == .firstBaseline { attribute = .top }
    if attribute == .lastBaseline { attribute = .bottom }
    if program, let scrollView = item as? UIScrollView, scrollView === ancestor {
      // Inside a scroll view, its edges mean the content; its size and centre mean its frame.
      switch attribute {
      case .left, .right, .top, .bottom, .leading, .trailing: item = scrollView.contentLayoutGuide
      default: item = scrollView.frameLayoutGuide
      }
    }
    guard let frame = frameTerms(of: item, in: ancestor) else { return nil }
    if attribute == .leading || attribute == .trailing {
      guard direction == .rightToLeft else {
        return attribute == .leading ? frame.x : frame.x + frame.width
      }
      let maxX: LinearExpression = frame.x + frame.width
      return attribute == .leading ? maxX * -1 : frame.x * -1
    }
    switch attribute {
    case .left: return frame.x
    case .right: return frame.x + frame.width
    case .top: return frame.y
    case .bottom: return frame.y + frame.height
    case .centerX: return frame.x + frame.width * 0.5
    case .centerY: return frame.y + frame.height * 0.5
    case .width: return frame.width
    case .height: return frame.height
    default: return nil
    }
  }

  /// The item's origin and size as expressions in the ancestor's bounds coordinates.
  private func frameTerms(of item: AnyObject, in ancestor: UIView)
    -> (
      x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression
    )?
  {
    let variables: ItemVariables
    var parent: UIView?
    if let view = item as? UIView {
      variables = view.variables
      if view === ancestor {
        return (
          LinearExpression(), LinearExpression(), LinearExpression(variables.width),
          LinearExpression(variables.height)
        )
      }
      parent = view.storedSuperview
    } else if let guide = item as? UILayoutGuide {
      variables = guide.variables
      parent = guide.owningView
    } else {
      return nil
    }
    var x = LinearExpression(variables.minX)
    var y = LinearExpression(variables.minY)
    while let current = parent, current !== ancestor {
      x = x + LinearExpression(current.variables.minX)
      y = y + LinearExpression(current.variables.minY)
      parent = current.storedSuperview
    }
    guard parent === ancestor else { return nil }
    return (x, y, LinearExpression(variables.width), LinearExpression(variables.height))
  }

  // MARK: Reading the solution

  func frame(of variables: ItemVariables) -> CGRect {
    CGRect(
      x: solver.value(of: variables.minX), y: solver.value(of: variables.minY),
      width: solver.value(of: variables.width), height: solver.value(of: variables.height))
  }

  func isAmbiguous(_ variables: ItemVariables, includePosition: Bool) -> Bool {
    let all =
      includePosition
      ? [variables.minX, variables.minY, variables.width, variables.height]
      : [variables.width, variables.height]
    return all.contains { !solver.isUniquelyDetermined($0) }
  }

  /// The constraints in the solver that mention the view's variables along an axis.
  func constraintsAffecting(_ view: UIView, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
    let variables =
      axis == .horizontal
      ? [view.variables.minX, view.variables.width] : [view.variables.minY, view.variables.height]
    let ids = Set(variables.map(ObjectIdentifier.init))
    return records.values
      .filter { record in
        record.constraint.origin != .implicit
          && record.solverConstraint.expression.terms.contains {
            ids.contains(ObjectIdentifier($0.variable))
          }
      }
      .map(\.constraint)
      .sorted { $0.activationSequence < $1.activationSequence }
  }

  /// The constraints that hold `variable` where the solver put it
  /// (`Solver.determiningConstraints`), in the order they were added; the engine's own implicit
  /// constraints are left out.
  func constraintsDetermining(_ variable: Variable) -> [NSLayoutConstraint] {
    solver.determiningConstraints(of: variable)
      .compactMap { owners[ObjectIdentifier($0)] }
      .filter { $0.origin != .implicit }
  }

  // MARK: UIKit-made constraints

  /// Brings the UIKit-made constraints of every view marked dirty up to date.
  func syncSystemConstraints() {
    while !dirtyViews.isEmpty {
      let batch = dirtyViews
      dirtyViews.removeAll()
      for view in batch where view.systemConstraintsDirty {
        view.systemConstraintsDirty = false
        guard let root, view.isDescendant(of: root) else { continue }
        sync(view, specs: SystemConstraints.specs(for: view, in: self))
      }
    }
  }

  /// Brings one view's UIKit-made constraints up to date now (a stack view letting go of a view
  /// must not leave constraints on it behind until the next pass).
  func refreshSystemConstraints(of view: UIView) {
    guard let root, view.isDescendant(of: root) else { return }
    view.systemConstraintsDirty = false
    sync(view, specs: SystemConstraints.specs(for: view, in: self))
  }

  /// Replaces a view's UIKit-made constraints with the ones `specs` describe, keeping those that
  /// did not change. Constraints that go away or change leave the solver before new ones enter, so
  /// an old arrangement never conflicts with the new one half-way through.
  private func sync(_ view: UIView, specs: [SystemConstraintSpec]) {
    let key = ObjectIdentifier(view)
    var slots = systemSlots[key] ?? [:]
    let order = specs.map(\.key)
    let wanted = Set(order)
    let matching = Set(
      specs.filter { spec in slots[spec.key].map(spec.matches) ?? false }.map(\.key))
    for oldKey in slotOrder[key] ?? [] where !wanted.contains(oldKey) || !matching.contains(oldKey)
    {
      if let old = slots.removeValue(forKey: oldKey) {
        remove(old)
        old.isHeldByEngine = false
      }
    }
    for spec in specs {
      if let existing = slots[spec.key] {
        if existing.constant != spec.constant {
          existing.constant = spec.constant
          constantDidChange(existing)
        }
        continue
      }
      let constraint = spec.makeConstraint()
      constraint.isHeldByEngine = true
      constraint.systemOwner = view
      slots[spec.key] = constraint
      add(constraint)
    }
    systemSlots[key] = slots
    slotOrder[key] = order
  }

  private func removeSystemConstraints(of view: UIView) {
    let key = ObjectIdentifier(view)
    for slot in slotOrder[key] ?? [] {
      if let constraint = systemSlots[key]?[slot] {
        remove(constraint)
        constraint.isHeldByEngine = false
      }
    }
    systemSlots.removeValue(forKey: key)
    slotOrder.removeValue(forKey: key)
    view.systemConstraintsDirty = true
  }

  /// The UIKit-made constraints currently kept for a view, in creation order.
  func systemConstraints(of view: UIView) -> [NSLayoutConstraint] {
    let key = ObjectIdentifier(view)
    return (slotOrder[key] ?? []).compactMap { systemSlots[key]?[$0] }
  }
}

/// The solver's linear expression (named apart from Foundation's `Expression`).
typealias LinearExpression = Cassowary.Expression
