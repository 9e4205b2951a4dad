/// A linear relation between two layout attributes: `first = multiplier × second + constant`.
///
/// Mirrors UIKit's class: the item/attribute initializer, `isActive`, `activate`/`deactivate`,
/// a mutable `constant` and `priority`, and a `description` in UIKit's log format. Every
/// constraint remembers where in the learner's source it was made (`sourceLocation`).
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

  /// The relation's kind.
  public let relation: Relation
  /// Multiplier of the second attribute (read-only, as in UIKit).
  public let multiplier: CGFloat
  /// Where the program made this constraint.
  public let sourceLocation: SourceLocation
  /// For a constraint made by `constraints(withVisualFormat:options:metrics:views:)`: the format
  /// string and the part of it the constraint stands for.
  public internal(set) var visualFormatSource: VisualFormatSource?
  /// A name shown in logs.
  public var identifier: String?
  /// Not used on Linux; kept for source compatibility.
  public var shouldBeArchived = false

  /// The constant added to the second attribute; changing it re-solves the layout.
  public var constant: CGFloat {
    didSet {
      guard constant != oldValue else { return }
      container?.layoutEngineIfPresent?.constantDidChange(self)
    }
  }

  private var storedPriority = UILayoutPriority.required

  /// How strongly the constraint must hold. Changing between required and optional on an active
  /// constraint is refused and recorded as an error, as UIKit throws for it.
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

  /// Creates `item1.attr1 <relation> multiplier × item2.attr2 + c`, UIKit's original initializer.
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
    creationError = ConstraintValidation.checkInitializer(
      firstItem, attr1, secondItem, attr2, multiplier: multiplier, location: location)
    if let creationError { LayoutLog.shared.record(error: creationError) }
  }

  /// The first view or guide (nil for composed anchors).
  public var firstItem: AnyObject? { first.item }
  /// The second view or guide, nil for a constant.
  public var secondItem: AnyObject? { second?.item }
  /// The first attribute.
  public var firstAttribute: Attribute { first.attribute }
  /// The second attribute, `.notAnAttribute` for a constant.
  public var secondAttribute: Attribute { second?.attribute ?? .notAnAttribute }

  /// The first anchor.
  public var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor<AnyObject>(value: first) }
  /// The second anchor, nil for a constant.
  public var secondAnchor: NSLayoutAnchor<AnyObject>? {
    second.map { NSLayoutAnchor<AnyObject>(value: $0) }
  }

  /// Whether the constraint takes part in layout. Setting it installs it on the nearest common
  /// ancestor of its items (or records UIKit's "no common ancestor" error).
  public var isActive: Bool {
    get { container != nil || isHeldByEngine }
    set {
      if newValue { activate(at: nil) } else { deactivateNow() }
    }
  }

  /// Activates every constraint in the list (faster than one at a time in UIKit; same result here).
  public class func activate(
    _ constraints: [NSLayoutConstraint], file: String = #fileID,
    line: Int = #line
  ) {
    let location = SourceLocation(fileID: file, line: line)
    for constraint in constraints { constraint.activate(at: location) }
  }

  /// Deactivates every constraint in the list.
  public class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.deactivateNow() }
  }

  /// UIKit's log form, e.g. `<NSLayoutConstraint:0x… UIView:0x….height == 200   (active)>`.
  public var description: String { ConstraintDescription.describe(self) }

  /// Same as `description`.
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
