extension UIView {
  /// Records the frame and superview size the autoresizing constraints are made from, now.
  ///
  /// UIKit makes a view's `NSAutoresizingMaskLayoutConstraint`s when its frame, mask or superview
  /// changes, from the frame and the superview's bounds at that moment (docs/UIKitFacts.md §5).
  /// Taking them then, rather than at the next layout pass, is what lets the view follow a
  /// superview whose frame changes before that pass: the margins the mask keeps fixed are the
  /// ones the view had when it was placed, not ones measured against the superview's new size.
  func captureAutoresizingSnapshot() {
    guard let superview = storedSuperview else {
      autoresizingSnapshot = nil
      return
    }
    autoresizingSnapshot = (storedFrame, superview.storedFrame.size)
  }
}
