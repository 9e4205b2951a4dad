extension UIView {
  /// Whether a layout pass of this view's tree would change anything: a view asked for layout or
  /// for `updateConstraints`, UIKit-made constraints are stale, or the solver's frames differ from
  /// the frames applied (a constraint changed since the last pass).
  ///
  /// The timeline asks before the layout pass it runs after every completion handler and before
  /// every sample, so that moving the clock through many handlers stays cheap.
  ///
  /// - Complexity: O(n) in the views of the tree.
  var treeHasPendingLayout: Bool {
    let root = rootView
    guard let engine = root.layoutEngineIfPresent, !engine.hasDirtyViews else { return true }
    for view in root.subtreePreorder {
      if view.needsLayoutFlag || view.needsUpdateConstraintsFlag || view.systemConstraintsDirty {
        return true
      }
      if view !== root, view.solvedFrame(in: engine) != view.storedFrame { return true }
    }
    return false
  }

  /// Runs a layout pass of the tree if one would change anything.
  func layoutTreeIfPending() {
    if treeHasPendingLayout { layoutIfNeeded() }
  }
}
