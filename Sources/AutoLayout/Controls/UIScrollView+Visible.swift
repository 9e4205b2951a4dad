/// `scrollRectToVisible(_:animated:)`: scrolling a scroll view just enough to show a rectangle of
/// its content (docs/UIKitFacts.md §9).
extension UIScrollView {
  /// Scrolls the content so that `rect`, in the scroll view's own coordinates (those of its
  /// content), is just visible; if it already is, nothing happens. The visible area is the bounds
  /// less the adjusted content inset; the scroll stops at the ends of the content and its inset,
  /// and a rectangle taller (or wider) than the visible area shows its top (or leading) edge. Here
  /// the change is immediate, animated or not, and the delegate is told once.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard !rect.isNull, !rect.isInfinite else { return }
    lastRectMadeVisible = LayoutStage.RectMadeVisible(rect: rect, offsetBefore: contentOffset)
    let inset = adjustedContentInset
    let size = bounds.size
    var offset = contentOffset
    offset.x = Self.visibleOffset(
      offset.x, showing: rect.minX, to: rect.maxX, visible: size.width - inset.left - inset.right,
      before: inset.left, after: inset.right, content: contentSize.width, side: size.width)
    offset.y = Self.visibleOffset(
      offset.y, showing: rect.minY, to: rect.maxY, visible: size.height - inset.top - inset.bottom,
      before: inset.top, after: inset.bottom, content: contentSize.height, side: size.height)
    if offset != contentOffset { contentOffset = offset }
  }

  /// The offset along one axis that shows `start...end`: unchanged when it is inside the visible
  /// part (which begins `before` past the offset and is `visible` long), else moved the least
  /// distance, its start first when it does not fit, then kept between `-before` and the end of
  /// the content plus `after`.
  private static func visibleOffset(
    _ offset: CGFloat, showing start: CGFloat, to end: CGFloat, visible: CGFloat,
    before: CGFloat, after: CGFloat, content: CGFloat, side: CGFloat
  ) -> CGFloat {
    let visibleStart = offset + before
    var wanted = offset
    if end - start > visible || start < visibleStart {
      wanted = start - before
    } else if end > visibleStart + visible {
      wanted = end - visible - before
    }
    guard wanted != offset else { return offset }
    let lowest = -before
    let highest = Swift.max(lowest, content + after - side)
    return Swift.min(Swift.max(wanted, lowest), highest)
  }
}
