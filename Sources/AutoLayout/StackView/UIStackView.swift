/// A view that lines up its arranged subviews in a row or a column and makes their constraints for
/// you: you choose the axis, how the views share the length (`distribution`), how they sit across
/// it (`alignment`) and the `spacing`, and constrain only the stack itself. A stack view draws
/// nothing and has no intrinsic size of its own: its size comes from its arranged views
/// (docs/UIKitFacts.md §6.5).
///
/// The constraints it makes carry UIKit's identifiers and priorities (`UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, `UISV-hiding`, …), so its logs read as on iOS (§6). Defaults:
/// horizontal, fill, fill, spacing 0, and no layout margins when made in code (§6.5).
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How the arranged views share the stack's length along its axis.
  public enum Distribution: Int, Sendable {
    /// The default: the views fill the length one after another at `spacing`; when there is too
    /// much or too little room, the view with the lowest content hugging (or compression
    /// resistance) priority stretches (or shrinks), and among equal priorities the first view
    /// stretches and the last shrinks (docs/UIKitFacts.md §6.1, §6.6).
    case fill = 0
    /// Every view gets the same length, whatever its content (docs/UIKitFacts.md §6.1).
    case fillEqually = 1
    /// The views' lengths are proportional to their intrinsic sizes, sharing the length less the
    /// spacing (docs/UIKitFacts.md §6.1).
    case fillProportionally = 2
    /// The views keep their intrinsic lengths and the gaps between them are made equal, at least
    /// `spacing` (docs/UIKitFacts.md §6.1).
    case equalSpacing = 3
    /// The views keep their intrinsic lengths and their centres are placed equally far apart,
    /// keeping at least `spacing` between them (docs/UIKitFacts.md §6.1).
    case equalCentering = 4
  }

  /// How the arranged views sit across the stack's axis.
  public enum Alignment: Int, Sendable {
    /// The default: every view is stretched across the stack (as tall as a row, as wide as a
    /// column).
    case fill = 0
    /// In a column, the views line up on their leading edges and keep their intrinsic widths; in a
    /// row this is `.top`.
    case leading = 1
    /// In a row, the views line up on the baselines of their first lines of text; for views at
    /// their intrinsic heights (docs/UIKitFacts.md §6.2).
    case firstBaseline = 2
    /// The views are centred across the axis at their intrinsic sizes.
    case center = 3
    /// In a column, the views line up on their trailing edges; in a row this is `.bottom`.
    case trailing = 4
    /// In a row, the views line up on the baselines of their last lines of text (docs/UIKitFacts.md
    /// §6.2).
    case lastBaseline = 5

    /// In a row, the views line up on their top edges and keep their intrinsic heights (the same
    /// value as `.leading`).
    public static var top: Alignment { .leading }
    /// In a row, the views line up on their bottom edges (the same value as `.trailing`).
    public static var bottom: Alignment { .trailing }
  }

  /// Pass it to `setCustomSpacing(_:after:)` to go back to the stack's `spacing` after that view
  /// (UIKit's `FLT_MAX`; docs/UIKitFacts.md §6.4).
  nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// Use it as `spacing` or a custom spacing to get the system spacing between the views, 8 points
  /// between ordinary edges (UIKit's `FLT_MIN`; docs/UIKitFacts.md §2.7, §6.4).
  nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The views the stack lines up, in order: first is leading (or top). Every arranged view is a
  /// subview, but a subview added with `addSubview(_:)` is not arranged.
  public private(set) var arrangedSubviews: [UIView] = []

  /// Whether the stack is a row (`.horizontal`, the default) or a column (`.vertical`).
  public var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if oldValue != axis { arrangementDidChange(reweighArrangedViews: true) } }
  }

  /// How the views share the length along the axis; `.fill` by default.
  public var distribution: Distribution = .fill {
    didSet { if oldValue != distribution { arrangementDidChange() } }
  }

  /// How the views sit across the axis; `.fill` by default.
  public var alignment: Alignment = .fill {
    didSet { if oldValue != alignment { arrangementDidChange() } }
  }

  /// The space between neighbouring arranged views, 0 by default: exact for the fill distributions,
  /// the least gap for equal spacing and equal centering. A hidden view takes its spacing with it.
  /// Stack spacings are rounded to the pixel grid (docs/UIKitFacts.md §6.1, §6.3, §6.4).
  public var spacing: CGFloat = 0 {
    didSet { if oldValue != spacing { arrangementDidChange() } }
  }

  /// In a column: whether `spacing` runs from one view's last baseline to the next view's first
  /// baseline instead of from bottom to top, so lines of text keep an even rhythm. False by default
  /// (docs/UIKitFacts.md §6.4).
  public var isBaselineRelativeArrangement = false {
    didSet { if oldValue != isBaselineRelativeArrangement { arrangementDidChange() } }
  }

  /// Whether the views are laid out inside the stack's layout margins instead of edge to edge;
  /// false by default. A stack made in code has zero margins, so set `layoutMargins` (or
  /// `directionalLayoutMargins`) too (docs/UIKitFacts.md §6.5).
  public var isLayoutMarginsRelativeArrangement = false {
    didSet {
      guard oldValue != isLayoutMarginsRelativeArrangement else { return }
      // Made now, so its edge constraints are in place before the arrangement uses it.
      if isLayoutMarginsRelativeArrangement { _ = layoutMarginsGuide }
      arrangementDidChange()
    }
  }

  /// Spacings set with `setCustomSpacing(_:after:)`, by arranged view.
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The guide that spans the arranged views across the axis (`'UISV-alignment-spanner'`).
  var alignmentSpanner: _UILayoutSpacer?
  /// The guide the hidden views hang from when every arranged view is hidden.
  var arrangementSpanner: _UILayoutSpacer?
  /// The gaps between visible views that equal spacing and equal centering make equal.
  var gapGuides: [_UIOLAGapGuide] = []

  // MARK: Initialisers

  /// Makes an empty horizontal stack with zero layout margins, as UIKit's does (docs/UIKitFacts.md
  /// §6.5).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    layoutMargins = .zero
  }

  /// Makes an empty stack view (there are no archives on Linux).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    layoutMargins = .zero
  }

  /// Makes a horizontal stack that arranges `views` in order, adding each as a subview and turning
  /// off its `translatesAutoresizingMaskIntoConstraints`.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Managing arranged subviews

  /// Adds a view at the end of `arrangedSubviews` (and as a subview if it is not one), turning off
  /// its `translatesAutoresizingMaskIntoConstraints`: the stack makes its constraints
  /// (docs/UIKitFacts.md §6.5).
  open func addArrangedSubview(_ view: UIView) {
    let index =
      arrangedSubviews.contains { $0 === view }
      ? arrangedSubviews.count - 1 : arrangedSubviews.count
    insertArrangedSubview(view, at: index)
  }

  /// Inserts a view into `arrangedSubviews` at `stackIndex` (moving it if it is already arranged)
  /// and makes it a subview. An index past the end raises UIKit's "index out of bounds for arranged
  /// subview" exception (docs/UIKitFacts.md §6.5).
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    guard view !== self else { return }
    let existing = arrangedSubviews.firstIndex { $0 === view }
    let count = arrangedSubviews.count - (existing == nil ? 0 : 1)
    guard stackIndex >= 0, stackIndex <= count else {
      LayoutLog.shared.record(
        error: LayoutError(
          kind: .arrangedSubviewIndexOutOfBounds,
          message:
            "index out of bounds for arranged subview: index = \(stackIndex) expected to be less "
            + "than or equal to \(count)",
          sourceLocation: nil, exceptionName: "NSInvalidArgumentException"))
      return
    }
    if let existing { arrangedSubviews.remove(at: existing) }
    arrangedSubviews.insert(view, at: stackIndex)
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    arrangementDidChange(reweighArrangedViews: true)
  }

  /// Stops arranging a view; it stays a subview, sitting where its own constraints put it. To take
  /// it out of the stack altogether call `removeFromSuperview()`, which also unarranges it
  /// (docs/UIKitFacts.md §6.5).
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    letGo(of: view, at: index)
  }

  /// Sets the space after one arranged view, instead of `spacing` there;
  /// `UIStackView.spacingUseDefault` goes back to `spacing`, `UIStackView.spacingUseSystem` asks
  /// for the system spacing. Ignored for a view that is not arranged (docs/UIKitFacts.md §6.4).
  public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
    let key = ObjectIdentifier(arrangedSubview)
    let old = customSpacings[key]
    customSpacings[key] = spacing == Self.spacingUseDefault ? nil : spacing
    if customSpacings[key] != old { arrangementDidChange() }
  }

  /// The space after an arranged view set with `setCustomSpacing(_:after:)`, or
  /// `UIStackView.spacingUseDefault` when none was set.
  public func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// A subview that leaves the stack also leaves `arrangedSubviews`, as in UIKit.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if let index = arrangedSubviews.firstIndex(where: { $0 === subview }) {
      letGo(of: subview, at: index)
    }
  }

  private func letGo(of view: UIView, at index: Int) {
    arrangedSubviews.remove(at: index)
    customSpacings[ObjectIdentifier(view)] = nil
    arrangementDidChange(reweighArrangedViews: true)
    view.markSystemConstraintsDirty()
    // The old arrangement must leave the solver now: the view may join another stack before the
    // next layout pass.
    layoutEngineIfPresent?.refreshSystemConstraints(of: self)
  }

  /// Marks the stack's constraints for a refresh on the next layout pass, and tells an enclosing
  /// stack (its proportional sizes and baselines may depend on this one).
  func arrangementDidChange(reweighArrangedViews: Bool = false) {
    markSystemConstraintsDirty()
    setNeedsLayout()
    if reweighArrangedViews {
      for view in arrangedSubviews { view.markSystemConstraintsDirty() }
    }
    storedSuperview?.arrangedSubviewDidChange(self)
  }

  // MARK: Hooks from UIView

  override func arrangedSubviewDidChange(_ subview: UIView) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    arrangementDidChange()
  }

  override func arrangementConstraintSpecs() -> [SystemConstraintSpec] {
    makeArrangementSpecs()
  }

  /// Ties between equal priorities go by index in `arrangedSubviews`: along the axis the first
  /// view's hugging is the weakest (it stretches first) and its compression resistance the
  /// strongest (the last view shrinks first).
  override func intrinsicSizeWeight(
    ofSubview subview: UIView, axis: NSLayoutConstraint.Axis,
    isCompressionResistance: Bool
  ) -> Double {
    guard axis == self.axis, let index = arrangedSubviews.firstIndex(where: { $0 === subview })
    else { return 1 }
    let rank = isCompressionResistance ? arrangedSubviews.count - 1 - index : index
    return 1 + Self.tieBreakingStep * Double(rank)
  }

  /// How much heavier each later (hugging) or earlier (compression) view's error counts.
  static let tieBreakingStep = 0.001

  override var arrangementConstraintsListedAsInstalled: [NSLayoutConstraint] {
    guard let engine = layoutEngineIfPresent else { return [] }
    return engine.systemConstraints(of: self).filter { $0.identifier?.hasPrefix("UISV-") ?? false }
  }

  // MARK: Baselines

  /// The view whose first baseline is the stack's: the first visible arranged view's, or in a row
  /// aligned centre, bottom or last baseline, the tallest view's (docs/UIKitFacts.md §6.5).
  open override var forFirstBaselineLayout: UIView {
    baselineView(first: true)?.forFirstBaselineLayout ?? self
  }

  /// The view whose last baseline is the stack's: the last visible arranged view's, or in a row
  /// aligned centre, top or first baseline, the tallest view's (docs/UIKitFacts.md §6.5).
  open override var forLastBaselineLayout: UIView {
    baselineView(first: false)?.forLastBaselineLayout ?? self
  }

  // MARK: Description

  /// How the stack prints: the view's description followed by ` axis=horiz distribution=fill
  /// alignment=fill` (docs/UIKitFacts.md §6.5).
  open override var description: String {
    var text =
      super.description + " axis=\(axis == .horizontal ? "horiz" : "vert")"
      + " distribution=\(distribution.name) alignment=\(alignment.name(for: axis))"
    if axis == .vertical, isBaselineRelativeArrangement { text += " baselineRelative" }
    if isLayoutMarginsRelativeArrangement { text += " layoutMarginsRelative" }
    if arrangedSubviews.isEmpty { text += " NO ARRANGED SUBVIEWS" }
    return text
  }
}

extension UIStackView.Distribution {
  /// The name UIKit's description uses.
  var name: String {
    switch self {
    case .fill: return "fill"
    case .fillEqually: return "fillEqually"
    case .fillProportionally: return "fillProportionally"
    case .equalSpacing: return "equalSpacing"
    case .equalCentering: return "equalCentering"
    }
  }
}

extension UIStackView.Alignment {
  /// The name UIKit's description uses (`top`/`bottom` in rows, `leading`/`trailing` in columns).
  func name(for axis: NSLayoutConstraint.Axis) -> String {
    switch self {
    case .fill: return "fill"
    case .leading: return axis == .horizontal ? "top" : "leading"
    case .firstBaseline: return "firstBaseline"
    case .center: return "center"
    case .trailing: return axis == .horizontal ? "bottom" : "trailing"
    case .lastBaseline: return "lastBaseline"
    }
  }
}
