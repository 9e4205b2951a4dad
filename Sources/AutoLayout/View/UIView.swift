/// A rectangle on screen that draws content and holds subviews: UIKit's `UIView`, with the parts
/// Auto Layout uses. Its `frame` is in its superview's coordinates; constraints between its
/// anchors, its intrinsic content size and its margins decide where layout puts it, and a layout
/// pass (`layoutIfNeeded()`, or the next turn of the run loop) solves the constraints of the whole
/// tree and applies the frames, rounded to the screen's pixel grid (docs/UIKitFacts.md §8.1, §8.3).
@preconcurrency @MainActor
open class UIView: @preconcurrency CustomStringConvertible {
  /// Which of a view's margins and sizes stretch when its superview changes size, for views that
  /// still translate their frame into constraints (`translatesAutoresizingMaskIntoConstraints`). An
  /// empty mask (the default for views made in code) keeps the frame's distances from the
  /// superview's left and top and its size (docs/UIKitFacts.md §5.3).
  public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Wraps mask bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The distance from the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches with the superview's.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance from the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance from the superview's top edge stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches with the superview's.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance from the superview's bottom edge stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// How a view fits its content (an image view's image) into its bounds when their sizes differ:
  /// scaled to fill (the default), scaled to fit or to fill keeping the aspect ratio, or placed at
  /// an edge at its own size. Layout is the same whichever you choose; only the drawing differs
  /// (not drawn here).
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
  /// The line of the program's last call that set each content priority
  /// (`LayoutStage.prioritySettings(of:)`); a priority never set is absent.
  var prioritySettings: [LayoutStage.PriorityKey: Int] = [:]
  var needsLayoutFlag = true
  var needsUpdateConstraintsFlag = true
  var systemConstraintsDirty = true
  /// Frame and superview size the autoresizing constraints are made from, taken when the program
  /// set the frame or the mask or the view moved (`captureAutoresizingSnapshot()`); nil only
  /// while the view has no superview.
  var autoresizingSnapshot: (frame: CGRect, superviewSize: CGSize)?
  /// The superview's size, and the layout callback running, when the frame (or bounds or center)
  /// was last set by hand (`LayoutStage.frameSetting(of:)`); nil until then.
  var lastFrameSetting: LayoutStage.FrameSetting?
  weak var owningViewController: UIViewController?
  /// Handlers registered with `registerForTraitChanges(_:handler:)`.
  public var traitChangeHandlers: [TraitChangeHandlerBox] = []
  /// `keyboardLayoutGuide`, once asked for.
  var keyboardGuideStorage: UIKeyboardLayoutGuide?
  var storedLayer: CALayer?
  var attachedGestureRecognizers: [UIGestureRecognizer] = []

  /// Whether UIKit turns the view's frame and `autoresizingMask` into constraints
  /// (`NSAutoresizingMaskLayoutConstraint`s) that hold the frame where you set it.
  ///
  /// True for views you make in code, false for views placed in Interface Builder
  /// (docs/UIKitFacts.md §5.3). Set it to false on every view you position with your own
  /// constraints: otherwise its frame constraints (a zero frame for `UIView()`) fight yours and the
  /// console reports "Unable to simultaneously satisfy constraints".
  /// `UIStackView.addArrangedSubview(_:)` sets it to false for you.
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
      captureAutoresizingSnapshot()
      markSystemConstraintsDirty()
    }
  }

  /// How the view follows its superview's size changes while it translates its frame into
  /// constraints: each flexible part stretches, the rest keep their size or distance. Empty by
  /// default for views made in code (docs/UIKitFacts.md §5.3, §5.6).
  public var autoresizingMask: AutoresizingMask = [] {
    didSet {
      guard oldValue != autoresizingMask else { return }
      captureAutoresizingSnapshot()
      markSystemConstraintsDirty()
    }
  }

  /// Whether the view is hidden; false by default. A hidden view is not drawn and gets no touches,
  /// but keeps its frame and its constraints, so it still takes room in a layout; only a
  /// `UIStackView` collapses a hidden arranged subview (docs/UIKitFacts.md §6.3).
  public var isHidden = false {
    didSet {
      guard oldValue != isHidden else { return }
      storedSuperview?.arrangedSubviewDidChange(self)
      AnimationRecorder.hiddenDidChange(self)
    }
  }
  /// The view's opacity, from 0 (transparent) to 1 (opaque, the default); animatable. Layout
  /// ignores it: a view at alpha 0 keeps its place.
  public var alpha: CGFloat = 1 {
    didSet { if oldValue != alpha { AnimationRecorder.alphaDidChange(self, from: oldValue) } }
  }
  /// The colour that fills the view's bounds; nil (the default) is transparent. Kept but not drawn
  /// here, and layout ignores it.
  public var backgroundColor: UIColor?
  /// The colour controls and templates draw in, inherited from the superview when not set (the
  /// app's tint, system blue, by default). Kept but not drawn here.
  public var tintColor: UIColor!
  /// A number you choose to find the view again with `viewWithTag(_:)`; 0 by default.
  public var tag = 0
  /// A name for UI tests to find the view by; nil by default. Layoutlings shows it in the view's
  /// `description`.
  public var accessibilityIdentifier: String?
  /// What VoiceOver says for the view; nil by default. Kept, with no effect on layout.
  public var accessibilityLabel: String?
  /// Whether subviews are cut off at the view's bounds; false by default, so subviews can draw
  /// outside. Layout ignores it.
  public var clipsToBounds = false
  /// Whether touches and other events reach the view and its subviews; true by default. Kept, with
  /// no effect on layout.
  public var isUserInteractionEnabled = true
  /// How the view fits its content into its bounds; `.scaleToFill` by default. Layout ignores it.
  public var contentMode = ContentMode.scaleToFill
  /// A drawing hint: whether the view fills its whole bounds with opaque content; true by default.
  /// Layout ignores it.
  public var isOpaque = true

  /// Whether the view's content should flip for right-to-left languages: `.unspecified` (the
  /// default) follows the superview, `.forceLeftToRight` and `.forceRightToLeft` fix the direction
  /// for the view and its subviews, `.playback` and `.spatial` always stay left to right. Only
  /// leading, trailing and directional margins flip (docs/UIKitFacts.md §3.3, §8.4).
  public var semanticContentAttribute = UISemanticContentAttribute.unspecified {
    didSet {
      guard oldValue != semanticContentAttribute else { return }
      markSubtreeSystemConstraintsDirty()
      invalidateEngineExpressions()
    }
  }

  /// Whether the view's margins grow so that its content also stays inside its superview's margins:
  /// each margin becomes at least the superview's margin minus the view's distance from the
  /// superview's edge. False by default (docs/UIKitFacts.md §2.4).
  public var preservesSuperviewLayoutMargins = false {
    didSet { setNeedsLayout() }
  }

  /// Whether the layout margins are measured from the edges of the safe area rather than from the
  /// bounds; true by default, so a root view's margins on an iPhone X add to the 44-point top
  /// inset. With false, margins are measured from the bounds, and the safe area is left to
  /// `safeAreaLayoutGuide` (docs/UIKitFacts.md §2.3).
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { setNeedsLayout() }
  }

  // MARK: Initialisers

  /// Makes a view with a frame, in the coordinates of the superview it will be added to. Subclasses
  /// override it (and `init(coder:)`) to build their subviews. A view made in code translates its
  /// frame into constraints until you set `translatesAutoresizingMaskIntoConstraints` to false.
  public init(frame: CGRect) {
    storedFrame = frame
    applyClassDefaults()
    if let forced = forcedSize { storedFrame.size = forced }
  }

  /// Makes a view from a storyboard or nib archive. There are no archives on Linux: this makes an
  /// empty view, so a subclass that builds its subviews here behaves as on iOS.
  public required init?(coder: NSCoder) {
    storedFrame = .zero
    applyClassDefaults()
  }

  /// Makes a view with a zero frame, through `init(frame:)`, so a subclass's setup there runs. Give
  /// it constraints, or a frame, to see it.
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

  /// The view this one was added to as a subview; nil until it is added.
  public var superview: UIView? { storedSuperview }

  /// The view's direct subviews, from back to front: the last one draws on top.
  public var subviews: [UIView] { storedSubviews }

  /// The window the view is in, nil when it is not in one. Safe-area insets and trait changes reach
  /// a view only through its window.
  public var window: UIWindow? { rootView as? UIWindow }

  /// The topmost ancestor (the view itself when it has no superview).
  var rootView: UIView {
    var view = self
    while let parent = view.storedSuperview { view = parent }
    return view
  }

  /// Adds `view` as the frontmost subview, taking it from its previous superview first. A view must
  /// be in the same tree as the views its constraints name before those constraints are activated.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Adds `view` as a subview at `index` of `subviews` (0 is the back).
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

  /// Adds `view` as a subview just behind `sibling`.
  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let index = storedSubviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  /// Adds `view` as a subview just in front of `sibling`.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? storedSubviews.count
    insertSubview(view, at: index)
  }

  /// Moves a subview to the front, on top of its siblings; its frame and constraints stay as they
  /// are.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: storedSubviews.count)
  }

  /// Moves a subview to the back, behind its siblings; its frame and constraints stay as they are.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.storedSuperview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Takes the view out of its superview. Constraints between the view (or its subviews) and views
  /// outside it are removed too, as UIKit does; constraints inside the view's own subtree stay
  /// (docs/UIKitFacts.md §8.9).
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

  /// Whether this view is `view` itself or somewhere below it in the view tree.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// The first view with `tag` in this view's subtree, this view included, searching depth first;
  /// nil when there is none.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// Called just before the view is added to `newSuperview`, or removed (nil). Does nothing by
  /// default.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called just after the view was added to a superview or removed from one. Does nothing by
  /// default.
  open func didMoveToSuperview() {}
  /// Called just before the view enters `newWindow`, or leaves its window (nil). Does nothing by
  /// default.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called just after the view entered or left a window; from here on `safeAreaInsets` and
  /// `traitCollection` are the window's. Does nothing by default.
  open func didMoveToWindow() {}
  /// Called after a subview was added. Does nothing by default.
  open func didAddSubview(_ subview: UIView) {}
  /// Called just before a subview is removed. Does nothing by default.
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

  /// The size the view's content needs, which layout keeps unless stronger constraints say
  /// otherwise: a label's text, a button's title and padding, an image view's image.
  /// `UIView.noIntrinsicMetric` (−1) on an axis means no preference; a plain `UIView` has none on
  /// either axis, so it needs constraints for its width and height (docs/UIKitFacts.md §5.1, §5.2).
  ///
  /// Layout turns it into two constraints per axis, `size <= intrinsic` at the content-hugging
  /// priority and `size >= intrinsic` at the compression-resistance priority (§4.2). Override it in
  /// a custom view, and call `invalidateIntrinsicContentSize()` when it changes.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// Tells layout that `intrinsicContentSize` has changed, so it is read again on the next layout
  /// pass (docs/UIKitFacts.md §5.1). Labels, buttons and image views call it themselves when their
  /// text or image changes.
  open func invalidateIntrinsicContentSize() {
    markSystemConstraintsDirty()
    storedSuperview?.setNeedsLayout()
    storedSuperview?.arrangedSubviewDidChange(self)
  }

  /// Places the view's subviews. The default gives each subview the frame its constraints solved
  /// to; override it to adjust frames after that (call `super` first). Never call it yourself: call
  /// `setNeedsLayout()` or `layoutIfNeeded()` (docs/UIKitFacts.md §8.1).
  open func layoutSubviews() { applySolvedFramesToSubviews() }

  /// Where a view can make or change its own constraints before layout, in one batch: UIKit calls
  /// it bottom-up (subviews first) during a layout pass when `setNeedsUpdateConstraints()` was
  /// called. Call `super` as the last step (docs/UIKitFacts.md §8.1).
  open func updateConstraints() { needsUpdateConstraintsFlag = false }

  /// Called when the view's margins in effect change: set by you, or moved by the safe area or the
  /// superview's margins. Does nothing by default (docs/UIKitFacts.md §2.1).
  open func layoutMarginsDidChange() {}

  /// Called when the view's `safeAreaInsets` change, for instance when it enters a window or the
  /// device rotates. Not called while they stay zero (docs/UIKitFacts.md §2.3). Does nothing by
  /// default.
  open func safeAreaInsetsDidChange() {}

  /// Called when the view's traits change (size classes after a rotation, the Dynamic Type size),
  /// with the traits it had before. Does nothing by default; on iOS 17 and later
  /// `registerForTraitChanges(_:handler:)` does the same for chosen traits.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// The size that best fits the view's content within `size`; a plain view answers its current
  /// size. Labels and buttons answer their text's size. Used by `sizeToFit()`, not by Auto Layout.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin. For views laid
  /// out by frames; with constraints, rely on `intrinsicContentSize`.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The view whose first baseline stands for this view's `firstBaselineAnchor`; by default the
  /// same as `forLastBaselineLayout` (docs/UIKitFacts.md §5.2). Override it in a container to align
  /// with a label inside.
  open var forFirstBaselineLayout: UIView { forLastBaselineLayout }

  /// The view whose last baseline stands for this view's `lastBaselineAnchor`; the view itself by
  /// default, so a view without text uses its bottom (docs/UIKitFacts.md §5.2).
  open var forLastBaselineLayout: UIView { self }

  /// Marks the view as needing `layoutSubviews()`: the layout happens in the next layout pass, at
  /// the end of the current turn of the run loop, together with any other pending changes. Use
  /// `layoutIfNeeded()` to lay out at once (docs/UIKitFacts.md §8.1).
  open func setNeedsLayout() {
    needsLayoutFlag = true
  }

  /// Lays out now whatever is pending: constraints are updated and solved, and every view that
  /// needs it gets its new frame. Inside an animation block, call it on the common superview of
  /// what changed so the frames animate (docs/UIKitFacts.md §7.3, §8.1). Here the whole tree the
  /// view belongs to is laid out, which gives the same frames.
  open func layoutIfNeeded() { LayoutPass.run(from: self) }

  /// Called after the view was loaded from a storyboard or nib, once its outlets are connected.
  /// Here storyboards are the exercise's Swift snippets, run before `viewDidLoad()`. Does nothing
  /// by default.
  open func awakeFromNib() {}

  /// Asks to become the first responder, the object that receives key presses (a text field shows
  /// the keyboard). There is no keyboard here: returns false.
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }

  /// Gives up being the first responder (a text field hides the keyboard). Returns true.
  @discardableResult
  open func resignFirstResponder() -> Bool { true }

  /// Whether the view is the first responder; never here, as there is no keyboard.
  open var isFirstResponder: Bool { false }

  /// Makes the text field or view being edited in this subtree resign first responder, hiding the
  /// keyboard. There is no keyboard here: returns true.
  @discardableResult
  open func endEditing(_ force: Bool) -> Bool { true }

  /// A custom view class answers true when it relies on constraints UIKit would not otherwise know
  /// to set up (it makes them in `updateConstraints()`). False by default; here every view lays out
  /// with constraints either way.
  open class var requiresConstraintBasedLayout: Bool { false }

  // MARK: Layer

  /// The Core Animation layer that draws the view: corner radius, border, shadow. Kept, not drawn,
  /// and ignored by layout.
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

  /// How the view prints: `<UIView: 0x…; frame = (0 0; 100 50)>`, class, address and frame (origin
  /// and size), as UIKit prints it (docs/UIKitFacts.md §8.9).
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
