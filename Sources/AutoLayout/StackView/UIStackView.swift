/// A view that lines up its arranged subviews in a row or a column by making the constraints for
/// them (UIKit's `UIStackView`).
///
/// The stack view makes UIKit's own constraints (`UISV-canvas-connection`, `UISV-spacing`,
/// `UISV-alignment`, …; docs/UIKitFacts.md §6) with UIKit's identifiers and priorities; they are
/// refreshed in the update-constraints phase of each pass, so hiding an arranged subview, changing
/// the spacing or the axis takes effect on the next `layoutIfNeeded()` (inside an animation block
/// too). A stack view has no intrinsic size of its own: its size comes from the constraints to its
/// arranged views (their intrinsic sizes plus the spacing along the axis, the largest across it).
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the space along the axis.
  public enum Distribution: Int, Sendable {
    /// Views keep their sizes; hugging and compression resistance decide who stretches or shrinks
    /// (ties go by index in `arrangedSubviews`).
    case fill = 0
    /// Every view gets the same size along the axis.
    case fillEqually = 1
    /// Sizes are proportional to the views' intrinsic sizes.
    case fillProportionally = 2
    /// Views keep their sizes; the gaps between them are equal (at least `spacing`).
    case equalSpacing = 3
    /// The centres of the views are equally far apart (gaps at least `spacing`).
    case equalCentering = 4
  }

  /// How arranged views are placed across the axis.
  public enum Alignment: Int, Sendable {
    /// Views fill the stack across the axis.
    case fill = 0
    /// Views line up on the leading edge (vertical stacks) or the top (horizontal stacks).
    case leading = 1
    /// Views line up on the first baseline (horizontal stacks).
    case firstBaseline = 2
    /// Views are centred across the axis.
    case center = 3
    /// Views line up on the trailing edge (vertical stacks) or the bottom (horizontal stacks).
    case trailing = 4
    /// Views line up on the last baseline (horizontal stacks).
    case lastBaseline = 5

    /// Views line up on the top (horizontal stacks); the same value as `leading`.
    public static var top: Alignment { .leading }
    /// Views line up on the bottom (horizontal stacks); the same value as `trailing`.
    public static var bottom: Alignment { .trailing }
  }

  /// Passed to `setCustomSpacing(_:after:)`: go back to the stack's `spacing` (UIKit's `FLT_MAX`).
  nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
  /// As `spacing` or a custom spacing: the system spacing between the two views (UIKit's `FLT_MIN`).
  nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

  /// The views the stack arranges, in order (a subset of `subviews`).
  public private(set) var arrangedSubviews: [UIView] = []

  /// Row (`.horizontal`, the default) or column (`.vertical`).
  public var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if oldValue != axis { arrangementDidChange(reweighArrangedViews: true) } }
  }

  /// How the views share the space along the axis.
  public var distribution: Distribution = .fill {
    didSet { if oldValue != distribution { arrangementDidChange() } }
  }

  /// How the views are placed across the axis.
  public var alignment: Alignment = .fill {
    didSet { if oldValue != alignment { arrangementDidChange() } }
  }

  /// The space between adjacent arranged views (the least space for the equal-spacing and
  /// equal-centering distributions); `UIStackView.spacingUseSystem` asks for the system spacing.
  public var spacing: CGFloat = 0 {
    didSet { if oldValue != spacing { arrangementDidChange() } }
  }

  /// Vertical stacks only: spacing is measured from one view's last baseline to the next view's
  /// first baseline.
  public var isBaselineRelativeArrangement = false {
    didSet { if oldValue != isBaselineRelativeArrangement { arrangementDidChange() } }
  }

  /// Whether the views are laid out inside the stack's layout margins rather than its edges.
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

  /// Creates an empty horizontal stack with zero layout margins (as UIKit's `init(frame:)` does).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    layoutMargins = .zero
  }

  /// Creates an empty stack view (Linux has no archives to read arranged subviews from).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    layoutMargins = .zero
  }

  /// Creates a horizontal stack that arranges `views` in order (adding them as subviews).
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // MARK: Managing arranged subviews

  /// Adds a view to the end of `arrangedSubviews` (and as a subview if it is not one yet).
  open func addArrangedSubview(_ view: UIView) {
    let index =
      arrangedSubviews.contains { $0 === view }
      ? arrangedSubviews.count - 1 : arrangedSubviews.count
    insertArrangedSubview(view, at: index)
  }

  /// Inserts a view into `arrangedSubviews` at `stackIndex` (moving it there if it is already
  /// arranged) and makes it a subview. An index past the end is recorded as UIKit's exception.
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

  /// Removes a view from `arrangedSubviews`; it stays a subview (call `removeFromSuperview()` to
  /// take it out of the stack altogether), as in UIKit.
  open func removeArrangedSubview(_ view: UIView) {
    guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
    letGo(of: view, at: index)
  }

  /// Sets the space after one arranged view, replacing `spacing` there;
  /// `UIStackView.spacingUseDefault` restores `spacing`. Ignored for views that are not arranged.
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

  /// A subview leaving the stack also leaves `arrangedSubviews` (UIKit's rule).
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

  /// The first visible view's first baseline; in a horizontal stack aligned to the centre, the
  /// bottom or the last baseline, the tallest view's (as UIKit).
  open override var forFirstBaselineLayout: UIView {
    baselineView(first: true)?.forFirstBaselineLayout ?? self
  }

  /// The last visible view's last baseline; in a horizontal stack aligned to the centre, the top
  /// or the first baseline, the tallest view's (as UIKit).
  open override var forLastBaselineLayout: UIView {
    baselineView(first: false)?.forLastBaselineLayout ?? self
  }

  // MARK: Description

  /// `<UIStackView: 0x…; frame = (0 0; 320 44)> axis=horiz distribution=fill alignment=fill`.
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
