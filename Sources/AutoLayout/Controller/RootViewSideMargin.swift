/// The leading and trailing value of a view controller's `systemMinimumLayoutMargins`, chosen by
/// the root view's width (as UIKit's `_horizontalContentMarginForViewWidth:…` is), not by the size
/// class: 16 pt for a view up to 375 pt wide, 20 pt for a wider one, on phones and pads, in both
/// orientations (docs/UIKitFacts.md §2, "Root-view side margins by width").
///
/// So an iPhone X in landscape (812 pt, compact width) has 20, an iPhone 12 in portrait (390 pt)
/// has 20, an iPhone 8 in portrait (375 pt) has 16, and an iPad window in a 320-pt Slide Over
/// column has 16.
public enum RootViewSideMargin {
  /// The widest view that still gets the narrow margin.
  public static let narrowWidthLimit: CGFloat = 375
  /// The margin of views up to `narrowWidthLimit` wide.
  public static let narrow: CGFloat = 16
  /// The margin of wider views.
  public static let wide: CGFloat = 20

  /// The side margin for a root view `width` points wide.
  public static func forViewWidth(_ width: CGFloat) -> CGFloat {
    width > narrowWidthLimit ? wide : narrow
  }
}
