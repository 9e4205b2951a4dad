/// The rectangle a program asked a scroll view to show, for a grader to say in which coordinates
/// it was given (a view's own bounds, its superview's, the root view's) from the engine's state.
extension LayoutStage {
  /// One call of `scrollRectToVisible(_:animated:)`.
  public struct RectMadeVisible: Hashable, Sendable {
    /// The rectangle as given, which UIKit reads in the scroll view's own coordinates.
    public let rect: CGRect
    /// The content offset when it was given.
    public let offsetBefore: CGPoint
  }

  /// The last rectangle given to `scrollView.scrollRectToVisible(_:animated:)`; nil when none was.
  public func rectMadeVisible(in scrollView: UIScrollView) -> RectMadeVisible? {
    scrollView.lastRectMadeVisible
  }
}
