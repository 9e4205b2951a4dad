/// What a grader needs to judge how a layout was made rather than only where its views ended up:
/// how each view is placed, and the constraints the program holds active.
extension LayoutStage {
  /// What decides a view's frame.
  public enum Placement: String, Hashable, Sendable {
    /// Constraints: the view does not translate its autoresizing mask, and its frame is the one
    /// the engine solved.
    case constraints
    /// Its autoresizing mask (`translatesAutoresizingMaskIntoConstraints` is true): UIKit turns
    /// the frame the program gave, and the mask, into constraints (docs/UIKitFacts.md §5.3).
    case autoresizingMask
    /// A frame the program set by hand after the engine placed the view (in `layoutSubviews` or
    /// `viewDidLayoutSubviews`, say): what shows is not what the constraints give.
    case frame
  }

  /// How `view` is placed as of the last layout pass (call `layout()` first).
  public func placement(of view: UIView) -> Placement {
    if view.translatesAutoresizingMaskIntoConstraints { return .autoresizingMask }
    guard view.storedSuperview != nil, let engine = view.layoutEngineIfPresent else {
      return .constraints
    }
    let solved = view.solvedFrame(in: engine)
    let shown = view.storedFrame
    let close = { (a: CGFloat, b: CGFloat) in Swift.abs(a - b) < 0.01 }
    let same =
      close(solved.minX, shown.minX) && close(solved.minY, shown.minY)
      && close(solved.width, shown.width) && close(solved.height, shown.height)
    return same ? .constraints : .frame
  }

  /// The constraints the program made (its code and the exercise's snippets) that are active now,
  /// in the window's view order and each view's installation order.
  public func activeProgramConstraints() -> [LoggedConstraint] {
    window.subtreePreorder.flatMap { view in
      view.installedConstraints.filter { $0.origin == .program && $0.isActive }
    }.map { LoggedConstraint($0) }
  }
}
