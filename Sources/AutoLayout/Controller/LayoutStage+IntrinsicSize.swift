/// Whether layout still uses an intrinsic content size the view no longer answers, for a grader
/// to say "the size was never invalidated" from the engine's own state rather than from frames.
extension LayoutStage {
  /// The intrinsic size a view's content-size constraints were made from, beside the one it
  /// answers now.
  public struct StaleIntrinsicSize: Hashable, Sendable {
    /// What layout uses: the constants of the view's content-size constraints, `noIntrinsicMetric`
    /// on an axis that has none.
    public let used: CGSize
    /// What `intrinsicContentSize` answers now.
    public let current: CGSize
  }

  /// The view's intrinsic size when layout still uses an older answer than the one
  /// `intrinsicContentSize` gives now (a property the size depends on changed and
  /// `invalidateIntrinsicContentSize()` was not called); nil when they agree, when the view has
  /// no layout engine yet, or when its content-size constraints are due to be made again anyway.
  public func staleIntrinsicSize(of view: UIView) -> StaleIntrinsicSize? {
    guard let engine = view.layoutEngineIfPresent, !view.systemConstraintsDirty else { return nil }
    var used = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    for constraint in engine.systemConstraints(of: view) {
      guard case .contentSize = constraint.origin, constraint.relation == .lessThanOrEqual
      else { continue }
      if constraint.firstAttribute == .width { used.width = constraint.constant }
      if constraint.firstAttribute == .height { used.height = constraint.constant }
    }
    let current = view.intrinsicContentSize
    func normalised(_ value: CGFloat) -> CGFloat {
      value == UIView.noIntrinsicMetric || value < 0 ? UIView.noIntrinsicMetric : value
    }
    let differs =
      Swift.abs(normalised(current.width) - used.width) > 0.001
      || Swift.abs(normalised(current.height) - used.height) > 0.001
    return differs ? StaleIntrinsicSize(used: used, current: current) : nil
  }
}
