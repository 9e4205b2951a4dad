import Cassowary

/// An invisible rectangle in a view's coordinate space that constraints can use (UIKit's
/// `UILayoutGuide`): margins, safe area, readable content, or one the program adds as a spacer.
@preconcurrency @MainActor
open class UILayoutGuide: @preconcurrency CustomStringConvertible {
  let address = DebugAddress.next(.view)
  lazy var variables = ItemVariables(owner: self)

  /// The view that owns the guide (set by `addLayoutGuide(_:)`).
  public internal(set) weak var owningView: UIView?

  /// A name shown in logs (`'UIViewLayoutMarginsGuide'`).
  public var identifier = ""

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)`.
  public init() {}

  /// The solved rectangle in the owning view's coordinates (after the last layout pass).
  public var layoutFrame: CGRect {
    guard let owner = owningView, let engine = owner.layoutEngineIfPresent else { return .zero }
    return PixelGrid.round(engine.frame(of: variables), scale: owner.displayScale)
  }

  /// Leading edge.
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

  /// Whether another solution gives the guide a different frame.
  public var hasAmbiguousLayout: Bool {
    guard let owner = owningView else { return false }
    LayoutPass.run(from: owner)
    return owner.layoutEngineIfPresent?.isAmbiguous(variables, includePosition: true) ?? false
  }

  /// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`, `_UILayoutSpacer:0x…'UISV-alignment-spanner'`.
  var layoutDebugName: String {
    "\(typeDisplayName(of: self)):\(address)" + (identifier.isEmpty ? "" : "'\(identifier)'")
  }

  /// `<UILayoutGuide: 0x…; frame = (0 0; 0 0), owningView = …>`.
  open var description: String {
    let f = layoutFrame
    return "<\(typeDisplayName(of: self)): \(address) - \"\(identifier)\", layoutFrame = "
      + "{{\(formatPoints(f.origin.x)), \(formatPoints(f.origin.y))}, "
      + "{\(formatPoints(f.size.width)), \(formatPoints(f.size.height))}}>"
  }
}

extension UIView {
  /// Guides added to the view (system guides included once they were asked for).
  public var layoutGuides: [UILayoutGuide] { storedGuides }

  /// Adds a guide to the view's coordinate space.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    if let old = guide.owningView, old !== self { old.removeLayoutGuide(guide) }
    guard !storedGuides.contains(where: { $0 === guide }) else { return }
    guide.owningView = self
    storedGuides.append(guide)
  }

  /// Removes a guide and the constraints that use it.
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
