/// UIKit's deferred layout pass for one view tree (docs/UIKitFacts.md §8.1): update constraints
/// bottom-up, solve, then lay out top-down, applying solved frames rounded to the pixel grid.
/// Safe-area and margin changes found while applying frames feed back into the guides, so the pass
/// repeats until nothing moves (at most `maximumRounds` times).
@MainActor
enum LayoutPass {
  static let maximumRounds = 12
  private static var running: Set<ObjectIdentifier> = []

  static func run(from view: UIView) {
    let root = view.rootView
    let key = ObjectIdentifier(root)
    // A layoutIfNeeded() from inside a layout callback is absorbed by the running pass.
    guard !running.contains(key) else { return }
    running.insert(key)
    defer { running.remove(key) }
    let engine = root.layoutEngine()
    for _ in 0..<maximumRounds {
      root.refreshMarginsAndSafeArea(notify: true)
      updateConstraints(root)
      engine.syncSystemConstraints()
      markViewsWithNewFrames(root, engine)
      let before = engine.revision
      layOut(root, engine)
      engine.syncSystemConstraints()
      if engine.revision == before, !engine.hasDirtyViews, !anyNeedsLayout(root),
        !anyNeedsUpdateConstraints(root)
      {
        break
      }
    }
  }

  /// Bottom-up `updateConstraints` for views that asked for it.
  private static func updateConstraints(_ view: UIView) {
    for subview in view.storedSubviews { updateConstraints(subview) }
    guard view.needsUpdateConstraintsFlag else { return }
    view.runUpdateConstraints()
  }

  private static func markViewsWithNewFrames(_ root: UIView, _ engine: LayoutEngine) {
    for view in root.subtreePreorder where view !== root {
      if view.solvedFrame(in: engine) != view.storedFrame {
        view.storedSuperview?.needsLayoutFlag = true
      }
    }
  }

  private static func layOut(_ view: UIView, _ engine: LayoutEngine) {
    if view.needsLayoutFlag {
      view.needsLayoutFlag = false
      view.runLayoutSubviews()
    }
    for subview in view.storedSubviews {
      // A view whose safe area or margins moved with its new frame has new guide constraints:
      // solve them before its subtree is laid out, so it is laid out once, with final frames
      // (UIKit updates the safe area as the frame is set, before layoutSubviews).
      if subview.refreshMarginsAndSafeArea(notify: true) {
        engine.syncSystemConstraints()
        markViewsWithNewFrames(subview, engine)
      }
      layOut(subview, engine)
    }
  }

  private static func anyNeedsLayout(_ root: UIView) -> Bool {
    root.subtreePreorder.contains { $0.needsLayoutFlag }
  }

  private static func anyNeedsUpdateConstraints(_ root: UIView) -> Bool {
    root.subtreePreorder.contains { $0.needsUpdateConstraintsFlag }
  }
}

extension UIView {
  /// The frame the engine solved for this view, rounded to the pixel grid, in superview coordinates.
  func solvedFrame(in engine: LayoutEngine) -> CGRect {
    PixelGrid.round(engine.frame(of: variables), scale: displayScale)
  }

  /// UIView's own `layoutSubviews`: give each subview the frame the engine solved.
  func applySolvedFramesToSubviews() {
    guard let engine = layoutEngineIfPresent else { return }
    for subview in storedSubviews { subview.applyLayoutFrame(subview.solvedFrame(in: engine)) }
  }

  /// Asks for `updateConstraints` before the next layout.
  public func setNeedsUpdateConstraints() { needsUpdateConstraintsFlag = true }

  /// Whether `updateConstraints` is pending.
  public func needsUpdateConstraints() -> Bool { needsUpdateConstraintsFlag }

  /// Runs pending `updateConstraints` calls in this subtree, bottom-up, and refreshes UIKit's
  /// own constraints.
  public func updateConstraintsIfNeeded() {
    for view in subtreePreorder.reversed() where view.needsUpdateConstraintsFlag {
      view.runUpdateConstraints()
    }
    layoutEngine().syncSystemConstraints()
  }

  /// The size the view's constraints give it for a target size, with the target at fitting priority
  /// (50) on both axes.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size the view's constraints give it when its size is pulled towards `targetSize` with the
  /// given priorities (required makes that dimension fixed).
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize,
    withHorizontalFittingPriority horizontal: UILayoutPriority,
    verticalFittingPriority vertical: UILayoutPriority
  ) -> CGSize {
    let engine = LayoutEngine(
      root: self,
      fitting: .init(
        size: targetSize, horizontal: horizontal,
        vertical: vertical))
    var constraints: [NSLayoutConstraint] = []
    for view in subtreePreorder { constraints.append(contentsOf: view.installedConstraints) }
    for constraint in constraints.sorted(by: { $0.activationSequence < $1.activationSequence }) {
      engine.add(constraint)
    }
    for view in subtreePreorder {
      view.systemConstraintsDirty = true
      engine.noteDirty(view)
    }
    engine.syncSystemConstraints()
    // Views were marked clean by the fitting engine; the tree's own engine must refresh them too.
    for view in subtreePreorder { view.markSystemConstraintsDirty() }
    let size = engine.frame(of: variables).size
    let scale = displayScale
    return CGSize(
      width: PixelGrid.round(size.width, scale: scale),
      height: PixelGrid.round(size.height, scale: scale))
  }
}
