/// The layout cycle, observable: which callbacks UIKit made, in order, between two marks.
///
/// ```swift
/// let mark = stage.callbackMark
/// vc.expand()                      // the step's code
/// stage.layout()
/// let trace = stage.callbacks(since: mark)
/// trace.count(of: .layoutSubviews, on: vc.cardView)      // how often it ran
/// trace.callbacks(on: vc)          // [.viewWillLayoutSubviews, .updateViewConstraints, …]
/// ```
extension LayoutStage {
  /// A mark to read callbacks from.
  public var callbackMark: Int { LayoutCallbackLog.shared.mark }

  /// The callbacks UIKit made since `mark`, in order (docs/UIKitFacts.md §14 says which each
  /// change makes).
  public func callbacks(since mark: Int) -> [LayoutCallbackRecord] {
    LayoutCallbackLog.shared.records(since: Swift.max(mark, callbackStart))
  }
}
