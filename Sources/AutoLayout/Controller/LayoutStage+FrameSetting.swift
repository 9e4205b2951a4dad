/// When the program last set a view's frame by hand, for a grader to say "the frame was computed
/// from a size that was not final yet" from the engine's own state rather than from frames.
extension LayoutStage {
  /// The moment a view's `frame` (or `bounds` or `center`, which set it) was last set by hand.
  public struct FrameSetting: Hashable, Sendable {
    /// The size of the superview's bounds then; nil when the view had no superview.
    public let superviewSize: CGSize?
    /// The layout callback UIKit was running then (`updateConstraints()`,
    /// `viewWillLayoutSubviews()`, `layoutSubviews()`…); nil outside them (`viewDidLoad()`, say).
    public let during: LayoutCallback?
  }

  /// When `view`'s frame was last set through `frame`, `bounds` or `center` (by the program, or by
  /// a UIKit view placing its own subviews); nil when it never was. Frames the layout engine
  /// solved do not count.
  public func frameSetting(of view: UIView) -> FrameSetting? { view.lastFrameSetting }
}
