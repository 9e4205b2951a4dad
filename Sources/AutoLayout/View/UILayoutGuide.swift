import Cassowary

/// An invisible rectangle that takes part in Auto Layout like a view, without being drawn or being
/// in the view tree: it lives in its owning view's coordinates and has the same anchors. Views give
/// you three ready-made ones (`layoutMarginsGuide`, `safeAreaLayoutGuide`, `readableContentGuide`);
/// make your own to stand for the space between views (equal gaps) or to group views, instead of
/// adding empty spacer views (docs/UIKitFacts.md §8.6).
@preconcurrency @MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
  let address = DebugAddress.next(.view)
  lazy var variables = ItemVariables(owner: self)

  /// The view the guide belongs to, set by `addLayoutGuide(_:)`; its frame is in that view's
  /// coordinates.
  public internal(set) weak var owningView: UIView?

  /// A name that shows in constraint logs, as `'UIViewLayoutMarginsGuide'` does for the margins
  /// guide; empty by default.
  public var identifier = ""

  /// Makes a guide; add it to a view with `addLayoutGuide(_:)` before constraining it.
  public init() {}

  /// The guide's rectangle in its owning view's coordinates, as the last layout pass solved it; (0,
  /// 0, 0, 0) before the first pass.
  public var layoutFrame: CGRect {
    guard let owner = owningView, let engine = owner.layoutEngineIfPresent else { return .zero }
    return PixelGrid.round(engine.frame(of: variables), scale: owner.displayScale)
  }

  /// The guide's leading edge: left in left-to-right layouts, right in right-to-left ones. For
  /// `layoutMarginsGuide` this is where the leading margin ends.
  public var leadingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .leading)
  }
  /// The guide's trailing edge: right in left-to-right layouts, left in right-to-left ones.
  public var trailingAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .trailing)
  }
  /// The guide's left edge, which does not flip in right-to-left layouts.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge, which does not flip in right-to-left layouts.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's top edge. `view.safeAreaLayoutGuide.topAnchor` lies below the status bar and the
  /// sensor housing.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge. `view.safeAreaLayoutGuide.bottomAnchor` lies above the home
  /// indicator.
  public var bottomAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .bottom)
  }
  /// The guide's width, a dimension you can set or relate to others (equal widths for equal gaps).
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height, a dimension you can set or relate to others.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  /// The guide's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor {
    NSLayoutXAxisAnchor(item: self, attribute: .centerX)
  }
  /// The guide's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor {
    NSLayoutYAxisAnchor(item: self, attribute: .centerY)
  }

  /// Whether the guide's constraints leave it more than one possible frame (debugging, as for
  /// views; docs/UIKitFacts.md §4.6).
  public var hasAmbiguousLayout: Bool {
    guard let owner = owningView else { return false }
    LayoutPass.run(from: owner)
    return owner.layoutEngineIfPresent?.isAmbiguous(variables, includePosition: true) ?? false
  }

  /// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`, `_UILayoutSpacer:0x…'UISV-alignment-spanner'`.
  var layoutDebugName: String {
    "\(typeDisplayName(of: self)):\(address)" + (identifier.isEmpty ? "" : "'\(identifier)'")
  }

  /// How the guide prints: `<UILayoutGuide: 0x…; frame = (0 0; 0 0), owningView = …>`.
  open var description: String {
    let f = layoutFrame
    return "<\(typeDisplayName(of: self)): \(address) - \"\(identifier)\", layoutFrame = "
      + "{{\(formatPoints(f.origin.x)), \(formatPoints(f.origin.y))}, "
      + "{\(formatPoints(f.size.width)), \(formatPoints(f.size.height))}}>"
  }
}

extension UIView {
  /// The layout guides added to the view, the system guides among them once they were first asked
  /// for.
  public var layoutGuides: [UILayoutGuide] { storedGuides }

  /// Adds a guide to the view, which becomes its owning view; only then can constraints relate it
  /// to the view and its subviews.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
    guard !storedGuides.contains(where: { $0 === guide }) else { return }
    guide.owningView = self
    storedGuides.append(guide)
  }

  /// Removes a guide from the view, with the constraints that use it.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    var ancestor: UIView? = self
    while let current = ancestor {
      for constraint in current.installedConstraints
      where (constraint.first.items + (constraint.second?.items ?? [])).contains(where: {
        $0 === guide
      }) {
        current.uninstall(constraint)
      }
      ancestor = current.storedSuperview
    }
    storedGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }
}

/// The four unknowns the engine solves for one view or guide: minX, minY, width, height, in the
/// superview's (for a guide: the owning view's) coordinate space.
final class ItemVariables {
  let minX: Variable
  let minY: Variable
  let width: Variable
  let height: Variable

  @MainActor init(owner: AnyObject) {
    let name = debugName(of: owner)
    minX = Variable(name + ".minX")
    minY = Variable(name + ".minY")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
  }
}
