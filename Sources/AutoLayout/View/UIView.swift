/// A rectangle in a tree of views, laid out by constraints (the layout subset of UIKit's `UIView`).
///
/// Frames are in the superview's coordinate space; a layout pass (`layoutIfNeeded()`) solves the
/// constraints of the whole tree and applies the solved frames, rounded to the pixel grid.
@preconcurrency @MainActor
open class UIView: @preconcurrency CustomStringConvertible {
  /// Which edges and sizes follow the superview when it resizes.
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Wraps mask bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How content fills the view (stored only).
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// The intrinsic-size value meaning "no intrinsic size along this axis" (−1).
  nonisolated public static let noIntrinsicMetric: CGFloat = -1
  /// Target for `systemLayoutSizeFitting` asking for the smallest size: (0, 0).
  nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// Target for `systemLayoutSizeFitting` asking for the largest size.
  nonisolated public static let layoutFittingExpandedSize = CGSize(
    width: 10_000_000, height: 10_000_000)

  // MARK: Stored state (grouped here because extensions cannot store).

  let address = DebugAddress.next(.view)
  var storedFrame: CGRect
  var boundsOrigin = CGPoint.zero
  weak var storedSuperview: UIView?
  var storedSubviews: [UIView] = []
  var ownedEngine: LayoutEngine?
  lazy var variables = ItemVariables(owner: self)
  var installedConstraints: [NSLayoutConstraint] = []
  var storedGuides: [UILayoutGuide] = []
  var marginsGuideStorage: UILayoutGuide?
  var safeAreaGuideStorage: UILayoutGuide?
  var readableGuideStorage: UILayoutGuide?
  var customMargins: NSDirectionalEdgeInsets?
  var customMarginsAreAbsolute = false
  var currentSafeAreaInsets = UIEdgeInsets.zero
  var currentMargins: UIEdgeInsets?
  var huggingPriorities = (
    horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow
  )
  var compressionPriorities = (
    horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh
  )
  var needsLayoutFlag = true
  var needsUpdateConstraintsFlag = true
  var systemConstraintsDirty = true
  /// Frame and superview size the autoresizing constraints are made from, taken when the program
  /// set the frame or the mask or the view moved (`captureAutoresizingSnapshot()`); nil only
  /// while the view has no superview.
  var autoresizingSnapshot: (frame: CGRect, superviewSize: CGSize)?
  weak var owningViewController: UIViewController?
  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  public var traitChangeHandlers: [TraitChangeHandlerBox] = []
  /// `keyboardLayoutGuide`, once asked for.
  var keyboardGuideStorage: UIKeyboardLayoutGuide?
  var storedLayer: CALayer?
  var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// Whether the frame turns into constraints (autoresizing mask); true for views made in code.
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
      captureAutoresizingSnapshot()
      markSystemConstraintsDirty()
    }
  }

  /// How the view follows its superview's size changes while it translates its mask.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet {
      guard oldValue != autoresizingMask else { return }
      captureAutoresizingSnapshot()
      markSystemConstraintsDirty()
    }
  }

  /// Whether the view is hidden (hidden views still take part in layout; a stack view collapses
  /// its hidden arranged subviews).
  public var isHidden = false {
    didSet {
      guard oldValue != isHidden else { return }
      storedSuperview?.arrangedSubviewDidChange(self)
      AnimationRecorder.hiddenDidChange(self)
    }
  }
  /// Opacity, 0…1.
  public var alpha: CGFloat = 1 {
    didSet { if oldValue != alpha { AnimationRecorder.alphaDidChange(self, from: oldValue) } }
  }
  /// Background colour (stored only).
  public var backgroundColor: UIColor?
  /// Tint colour (stored only).
  public var tintColor: UIColor!
  /// An integer to find the view with `viewWithTag(_:)`.
  public var tag = 0
  /// A name for tests and accessibility.
  public var accessibilityIdentifier: String?
  /// A label for accessibility (stored only).
  public var accessibilityLabel: String?
  /// Whether subviews are clipped (stored only).
  public var clipsToBounds = false
  /// Whether touches reach the view (stored only).
  public var isUserInteractionEnabled = true
  /// How content fills the view (stored only).
  public var contentMode = ContentMode.scaleToFill
  /// Whether the view is opaque (stored only).
  public var isOpaque = true

  /// Reading direction the view's content follows; only leading/trailing flip.
  public var semanticContentAttribute = UISemanticContentAttribute.unspecified {
    didSet {
      guard oldValue != semanticContentAttribute else { return }
      markSubtreeSystemConstraintsDirty()
      invalidateEngineExpressions()
    }
  }

  /// When true, the view's margins grow so its content stays inside the superview's margins.
  public var preservesSuperviewLayoutMargins = false {
    didSet { setNeedsLayout() }
  }

  /// When true (default), margins are measured from the safe area rather than from the bounds.
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { setNeedsLayout() }
  }

  // MARK: Initialisers

  /// Creates a view with the given frame (in its future superview's coordinates).
  public init(frame: CGRect) {
    storedFrame = frame
    applyClassDefaults()
    if let forced = forcedSize { storedFrame.size = forced }
  }

  /// Creates a view from an archive; on Linux there are no archives, so this makes an empty view.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    applyClassDefaults()
  }

  /// Creates a view with a zero frame (calls `init(frame:)`, so subclasses' setup runs).
  public convenience init() { self.init(frame: .zero) }

  /// Hugging and compression defaults for the class (docs/UIKitFacts.md §5.1, "code" column).
  class var defaultContentHugging: (horizontal: Float, vertical: Float) { (250, 250) }

  private func applyClassDefaults() {
    let hug = Self.defaultContentHugging
    huggingPriorities = (UILayoutPriority(hug.horizontal), UILayoutPriority(hug.vertical))
  }

  /// Constraints a container class makes for its own arrangement (a stack view's), refreshed with
  /// the view's other UIKit-made constraints whenever `markSystemConstraintsDirty()` is called.
  func arrangementConstraintSpecs() -> [SystemConstraintSpec] { [] }

  /// Called when a subview was hidden or shown or invalidated its intrinsic size; a stack view
  /// rearranges.
  func arrangedSubviewDidChange(_ subview: UIView) {}

  /// The weight, within their priority, of a subview's intrinsic-size constraints along an axis
  /// (1 for ordinary views; a stack view breaks ties between its arranged views with it).
  func intrinsicSizeWeight(
    ofSubview subview: UIView, axis: NSLayoutConstraint.Axis,
    isCompressionResistance: Bool
  ) -> Double { 1 }

  /// UIKit-made constraints that UIKit would have installed on this view, listed by `constraints`.
  var arrangementConstraintsListedAsInstalled: [NSLayoutConstraint] { [] }

  /// A size the class always has whatever frame it is given (UISwitch: 51×31).
  var forcedSize: CGSize? { nil }

  /// Subclasses whose intrinsic size depends on their width (wrapping labels) react here.
  func sizeDidChangeHook() {}

  /// The font of a text view that adjusts it for the content size category (nil otherwise).
  var fontFollowingContentSizeCategory: UIFont? { nil }

  /// Takes a font chosen for a new content size category.
  func adoptFont(_ font: UIFont) {}

  /// Whether the view is a text view whose first/last baselines are not its top/bottom.
  /// Returns the distance of the first baseline from the top and of the last from the bottom.
  var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? { nil }

  /// The width constraints would give a wrapping label (used to compute its intrinsic height).
  var layoutWidthForIntrinsicSize: CGFloat? { nil }

  // MARK: Hierarchy

  /// The view this one is a subview of.
  public var superview: UIView? { storedSuperview }

  /// Subviews, back to front.
  public var subviews: [UIView] { storedSubviews }

  /// The window the view is in, if any.
  public var window: UIWindow? { rootView as? UIWindow }

  /// The topmost ancestor (the view itself when it has no superview).
  var rootView: UIView {
    var view = self
    while let parent = view.storedSuperview { view = parent }
    return view
  }

  /// Adds a view on top of the other subviews.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts a view at an index of `subviews`.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self else { return }
    if view.storedSuperview === self {
      storedSubviews.removeAll { $0 === view }
      storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
      return
    }
    if view.storedSuperview != nil { view.removeFromSuperview() }
    let oldWindow = view.window
    view.willMove(toSuperview: self)
    if window !== oldWindow { view.notifyWillMove(toWindow: window) }
    let movedEngine = view.ownedEngine
    view.ownedEngine = nil
    movedEngine?.discard()
    storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
    view.storedSuperview = self
    view.captureAutoresizingSnapshot()
    if let engine = layoutEngineIfPresent { engine.adopt(subtree: view) }
    view.markSubtreeSystemConstraintsDirty()
    markSystemConstraintsDirty()
    setNeedsLayout()
    didAddSubview(view)
    view.didMoveToSuperview()
    if window !== oldWindow { view.notifyDidMoveToWindow() }
  }

  /// Inserts a view just below a sibling.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let index = storedSubviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  /// Inserts a view just above a sibling.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSubviews.count
    insertSubview(view, at: index)
  }

  /// Moves a subview to the front.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: storedSubviews.count)
  }

  /// Moves a subview to the back.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Removes the view from its superview, along with every constraint that relates the view or its
  /// subviews to views outside it (as UIKit does).
  public func removeFromSuperview() {
    guard let parent = storedSuperview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil { notifyWillMove(toWindow: nil) }
    parent.willRemoveSubview(self)
    var ancestor: UIView? = parent
    while let current = ancestor {
      for constraint in current.installedConstraints where constraint.references(subtree: self) {
        current.uninstall(constraint)
      }
      ancestor = current.storedSuperview
    }
    parent.layoutEngineIfPresent?.forget(subtree: self)
    parent.storedSubviews.removeAll { $0 === self }
    storedSuperview = nil
    markSubtreeSystemConstraintsDirty()
    parent.setNeedsLayout()
    parent.markSystemConstraintsDirty()
    didMoveToSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
  }

  /// Whether the view is `view` or one of its descendants.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// The first view in the subtree (self included, depth first) with the tag.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Called before the superview changes.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the superview changed.
  open func didMoveToSuperview() {}
  /// Called before the window changes.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the window changed.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: UIView) {}

  private func notifyWillMove(toWindow newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for subview in storedSubviews { subview.notifyWillMove(toWindow: newWindow) }
  }

  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in storedSubviews { subview.notifyDidMoveToWindow() }
  }

  /// The nearest view that is an ancestor of (or equal to) every view given; nil if there is none.
  static func nearestCommonAncestor(of views: [UIView]) -> UIView? {
    guard var candidate = views.first else { return nil }
    for view in views.dropFirst() {
      var found: UIView?
      var current: UIView? = candidate
      while let c = current {
        if view.isDescendant(of: c) {
          found = c
          break
        }
        current = c.storedSuperview
      }
      guard let ancestor = found else { return nil }
      candidate = ancestor
    }
    return candidate
  }

  /// Every view in the subtree, parents before children.
  var subtreePreorder: [UIView] {
    var result: [UIView] = []
    var stack: [UIView] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.storedSubviews.reversed())
    }
    return result
  }

  // MARK: Overridable layout hooks (UIKit's open API; defaults in the +Layout/+Constraints files)

  /// The size the content wants; `noIntrinsicMetric` along an axis means "no preference".
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells the engine the intrinsic size changed; constraints are refreshed on the next pass.
  open func invalidateIntrinsicContentSize() {
    markSystemConstraintsDirty()
    storedSuperview?.setNeedsLayout()
    storedSuperview?.arrangedSubviewDidChange(self)
  }

  /// Lays out subviews: the default applies the frames the constraint engine solved.
  open func layoutSubviews() { applySolvedFramesToSubviews() }

  /// Updates the view's own constraints; called bottom-up before layout. Call super last.
  open func updateConstraints() { needsUpdateConstraintsFlag = false }

  /// Called when the effective layout margins change.
  open func layoutMarginsDidChange() {}

  /// Called when the safe-area insets change.
  open func safeAreaInsetsDidChange() {}

  /// Called when the traits (size classes, text size) change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The size that fits the content; the default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(bounds.size)`.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The view whose first baseline this view's first baseline follows (default: self).
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

  /// The view whose last baseline this view's last baseline follows (default: self).
  open var forLastBaselineLayout: UIView { self }

  /// Marks the view as needing `layoutSubviews` on the next pass.
  open func setNeedsLayout() {
    needsLayoutFlag = true
  }

  /// Lays out the view tree now if anything is pending (update constraints, solve, apply frames).
  open func layoutIfNeeded() { LayoutPass.run(from: self) }

  /// Called after the view was loaded from a storyboard (storyboards are Swift snippets here).
  open func awakeFromNib() {}

  /// Asks the view to become first responder (no keyboard on Linux; returns false).
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up first-responder status (returns true).
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Whether the view is the first responder (never, on Linux).
  open var isFirstResponder: Bool { false }

  /// Ends editing in the subtree (no keyboard on Linux; returns true).
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { true }

  /// Whether the view wants a constraint-based layout (informational on Linux).
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Layer

  /// The view's layer (stored appearance properties only).
  public var layer: CALayer {
    if let storedLayer { return storedLayer }
    let layer = CALayer()
    storedLayer = layer
    return layer
  }

  // MARK: Description

  /// `UILabel:0x7fb5e0c00030'Hello'`, the name used in constraint logs.
  var layoutDebugName: String {
    "\(typeDisplayName(of: self)):\(address)\(quotedDebugText(debugText))"
  }

  /// Text shown in quotes after the address in logs (a label's text, a button's title).
  var debugText: String? { accessibilityIdentifier }

  /// `<UIView: 0x…; frame = (0 0; 100 50)>`, like UIKit's.
  open var description: String {
    let f = frame
    var text =
      "<\(typeDisplayName(of: self)): \(address); frame = (\(formatPoints(f.origin.x)) "
      + "\(formatPoints(f.origin.y)); \(formatPoints(f.size.width)) \(formatPoints(f.size.height)))"
    if let accessibilityIdentifier { text += "; id = '\(accessibilityIdentifier)'" }
    return text + ">"
  }
}

extension NSLayoutConstraint {
  /// Whether the constraint involves a view of the subtree and something outside it.
  @MainActor func references(subtree root: UIView) -> Bool {
    let nodes = (first.items + (second?.items ?? [])).compactMap(hierarchyNode)
    let inside = nodes.contains { $0.isDescendant(of: root) }
    let outside =
      nodes.contains { !$0.isDescendant(of: root) }
      || (coordinateSpace.map { !$0.isDescendant(of: root) } ?? false)
    return inside && outside
  }
}
