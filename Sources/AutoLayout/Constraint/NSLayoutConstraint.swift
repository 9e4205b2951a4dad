/// A rule layout must keep between two attributes of views or layout guides: `first.attribute =
/// multiplier × second.attribute + constant`, where `=` may also be `>=` or `<=` (or a single
/// attribute equal to a constant, as in `width == 100`).
///
/// Make one from anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`),
/// with the item-and-attribute initializer, or from a Visual Format Language string. It does
/// nothing until activated (`isActive = true`, `NSLayoutConstraint.activate(_:)`). Required
/// constraints (priority 1000) must all hold; optional ones are kept as well as the required ones
/// allow, higher priorities first (docs/UIKitFacts.md §4.1, §4.2). When required constraints
/// contradict each other, UIKit breaks one and logs "Unable to simultaneously satisfy constraints"
/// (§4.3).
///
/// Here every constraint also remembers the line of your file that made it (`sourceLocation`), so
/// logs and verdicts can point at it.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible,
  @preconcurrency CustomDebugStringConvertible
{
  /// Who made the constraint; UIKit-made ones print with their own class names.
  enum Origin: Equatable {
    /// Made by the program.
    case program
    /// Made from a view's autoresizing mask.
    case autoresizing(mask: UIView.AutoresizingMask)
    /// An intrinsic-content-size constraint (`NSContentSizeLayoutConstraint`).
    case contentSize(hugging: Float, compressionResistance: Float)
    /// Made by a view for its layout guides, or to pin a root view's size.
    case system
    /// Made by the engine only (sizes are never negative); never shown in logs.
    case implicit
  }

  let first: AnchorValue
  let second: AnchorValue?
  let origin: Origin
  let address = DebugAddress.next(.constraint)
  let symbolic: SymbolicConstant?
  /// For location constraints with no second item (autoresizing `minX == 20`): the view whose
  /// bounds the constant is measured in.
  weak var coordinateSpace: UIView?
  /// Order of activation; conflicts are listed and broken by it.
  var activationSequence = 0
  /// The view the constraint is installed on (nearest common ancestor of its items).
  weak var container: UIView?
  /// Why the constraint cannot be installed, recorded when it was made.
  var creationError: LayoutError?
  /// Set while the engine holds a UIKit-made constraint (these have no container view).
  var isHeldByEngine = false
  /// The weight of the constraint's error within its priority (UIKit-made tie-breakers only).
  var solverWeight = 1.0
  /// The view a UIKit-made constraint was made for (the view whose mask, guide or size it is).
  weak var systemOwner: UIView?
  /// Whether the program made it with `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
  var isFromItemAttributeInitializer = false

  /// Whether the first attribute must equal (`.equal`), be at least (`.greaterThanOrEqual`) or be
  /// at most (`.lessThanOrEqual`) the rest of the equation. Fixed when the constraint is made.
  public let relation: Relation
  /// What the second attribute is multiplied by, 1 unless you gave another; fixed when the
  /// constraint is made, so to change it make a new constraint and swap them.
  public let multiplier: CGFloat
  /// Where in your program the constraint was made (file and line); Layoutlings' addition, used in
  /// logs and verdicts.
  public let sourceLocation: SourceLocation
  /// For a constraint made from a Visual Format Language string: the string and the part of it this
  /// constraint stands for; nil otherwise. Layoutlings' addition.
  public internal(set) var visualFormatSource: VisualFormatSource?
  /// A name you give the constraint; it shows in quotes in logs (`<NSLayoutConstraint:0x…
  /// 'panelHeight' …>`), which makes a broken constraint easy to find (docs/UIKitFacts.md §4.4).
  /// nil by default.
  public var identifier: String?
  /// Whether the constraint is saved when its view is archived; false by default. There are no
  /// archives on Linux: kept so that code setting it compiles.
  public var shouldBeArchived = false

  /// The number added to the second attribute (or the whole right-hand side when there is no second
  /// item). The one part of a constraint you can change after making it: set it, then lay out
  /// (`layoutIfNeeded()`, inside an animation block to animate the change) (docs/UIKitFacts.md
  /// §7.3).
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      container?.layoutEngineIfPresent?.constantDidChange(self)
    }
  }

  private var storedPriority = UILayoutPriority.required

  /// How much the constraint matters, a number above 0 and at most 1000 (Interface Builder and the
  /// Visual Format Language take 1 to 1000): `.required` (1000, the default) must hold; anything
  /// lower is kept as well as the higher priorities allow, and a higher priority always wins over a
  /// lower one, never averaged with it (docs/UIKitFacts.md §4.1, §4.2).
  ///
  /// Set it before activating the constraint: switching an active constraint between required and
  /// optional is not supported (UIKit raised an exception for it; here it is recorded as an error),
  /// though changing between optional values is (§4.5).
  public var priority: UILayoutPriority {
    get { storedPriority }
    set { setPriority(newValue) }
  }

  init(
    first: AnchorValue, relation: Relation, second: AnchorValue?, multiplier: CGFloat,
    constant: CGFloat, location: SourceLocation, origin: Origin = .program,
    symbolic: SymbolicConstant? = nil, identifier: String? = nil
  ) {
    self.first = first
    self.second = second
    self.relation = relation
    self.multiplier = multiplier
    self.constant = constant
    self.sourceLocation = location
    self.origin = origin
    self.symbolic = symbolic
    self.identifier = identifier
    if origin == .program { ConstraintCensus.note(self) }
  }

  /// Makes `view1.attr1 relation multiplier × view2.attr2 + c`, the original way to write a
  /// constraint (`NSLayoutConstraint(item: panel, attribute: .top, relatedBy: .equal, toItem: view,
  /// attribute: .top, multiplier: 1, constant: 0)`). For a constant size, pass `nil` and
  /// `.notAnAttribute` as the second item and attribute. Unlike anchors it allows a multiplier on
  /// positions (`.centerX` at half of the superview's `.centerX`). The constraint is inactive until
  /// activated.
  public convenience init(
    item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
    toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat,
    constant c: CGFloat, file: String = #fileID, line: Int = #line
  ) {
    let location = SourceLocation(fileID: file, line: line)
    let firstItem = view1 as AnyObject
    let secondItem: AnyObject? = view2.map { $0 as AnyObject }
    let second = secondItem.flatMap {
      attr2 == .notAnAttribute ? nil : AnchorValue(item: $0, attribute: attr2)
    }
    self.init(
      first: AnchorValue(item: firstItem, attribute: attr1), relation: relation, second: second,
      multiplier: multiplier, constant: c, location: location)
    isFromItemAttributeInitializer = true
    creationError = ConstraintValidation.checkInitializer(
      firstItem, attr1, secondItem, attr2, multiplier: multiplier, location: location)
    if let creationError { LayoutLog.shared.record(error: creationError) }
  }

  /// The view or layout guide on the left-hand side of the equation (nil for a distance made with
  /// `anchorWithOffset(to:)`).
  public var firstItem: AnyObject? { first.item }
  /// The view or layout guide on the right-hand side, nil when the constraint sets the first
  /// attribute to a constant.
  public var secondItem: AnyObject? { second?.item }
  /// The attribute of `firstItem` the constraint sets.
  public var firstAttribute: Attribute { first.attribute }
  /// The attribute of `secondItem` it relates to, `.notAnAttribute` for a constant.
  public var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }

  /// The first item's attribute as an anchor.
  public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(value: first) }
  /// The second item's attribute as an anchor, nil for a constant.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    second.map { NSLayoutAnchor<AnyObject>(value: $0) }
  }

  /// Whether the constraint takes part in layout; false for a new constraint. Setting it to true
  /// installs the constraint on the nearest view that contains both items (so both must already be
  /// in the same view tree, or UIKit raises "Unable to activate constraint … because they have no
  /// common ancestor"); false removes it (docs/UIKitFacts.md §4.5). Keep a reference to a
  /// constraint you want to switch off or change later.
  public var isActive: Bool {
    get { container != nil || isHeldByEngine }
    set {
      if newValue { activate(at: nil) } else { deactivateNow() }
    }
  }

  /// Activates every constraint in the list, the usual way to switch on a layout's constraints
  /// together; the same as setting `isActive` on each, and faster in UIKit.
  public class func activate(
    _ constraints: [NSLayoutConstraint], file: String = #fileID,
    line: Int = #line
  ) {
    let location = SourceLocation(fileID: file, line: line)
    for constraint in constraints { constraint.activate(at: location) }
  }

  /// Deactivates every constraint in the list, as setting `isActive = false` on each does;
  /// deactivate the old set before activating a new one when switching layouts.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.deactivateNow() }
  }

  /// How the constraint prints, as in UIKit's logs: `<NSLayoutConstraint:0x… UIView:0x….height ==
  /// 200   (active)>`; edges between a view and its superview print in visual form
  /// (`H:|-(16)-[UILabel:0x…]`) (docs/UIKitFacts.md §4.4).
  public var description: String { ConstraintDescription.describe(self) }

  /// The same as `description`.
  public var debugDescription: String { description }

  var isRequired: Bool { storedPriority.isRequired }

  /// Whether the constraint was made by UIKit rather than by the program.
  var isSystemOwned: Bool { origin != .program }

  func activate(at location: SourceLocation?) {
    guard container == nil else { return }
    if let creationError {
      LayoutLog.shared.record(error: creationError)
      return
    }
    let items = first.items + (second?.items ?? [])
    let nodes = items.map(hierarchyNode)
    let views = nodes.compactMap { $0 } + (coordinateSpace.map { [$0] } ?? [])
    guard nodes.allSatisfy({ $0 != nil }), let ancestor = UIView.nearestCommonAncestor(of: views)
    else {
      LayoutLog.shared.record(error: ConstraintValidation.noCommonAncestor(self))
      return
    }
    ancestor.install(self)
  }

  func deactivateNow() {
    guard let container else { return }
    container.uninstall(self)
  }

  private func setPriority(_ newValue: UILayoutPriority) {
    guard newValue != storedPriority else { return }
    if newValue.rawValue <= 0 || newValue.rawValue > 1000 {
      LayoutLog.shared.record(
        error: LayoutError(
          kind: .invalidPriority,
          message:
            "It's illegal to set priority:\(formatPoints(CGFloat(newValue.rawValue))). Priorities "
            + "must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.",
          sourceLocation: sourceLocation, constraintDescription: description))
      return
    }
    if container != nil, newValue.isRequired != storedPriority.isRequired {
      LayoutLog.shared.record(
        error: LayoutError(
          kind: .priorityChangeOnInstalledConstraint,
          message:
            "Mutating a priority from required to not on an installed constraint (or vice-versa) "
            + "is not supported.  You passed priority \(formatPoints(CGFloat(newValue.rawValue))) and the "
            + "existing priority was \(formatPoints(CGFloat(storedPriority.rawValue))).",
          sourceLocation: sourceLocation, constraintDescription: description))
      return
    }
    storedPriority = newValue
    container?.layoutEngineIfPresent?.priorityDidChange(self)
  }
}

/// The view that stands for an item in the view tree: the view itself, or a guide's owning view.
@MainActor
func hierarchyNode(_ item: AnyObject) -> UIView? {
  if let view = item as? UIView { return view }
  if let guide = item as? UILayoutGuide { return guide.owningView }
  return nil
}
