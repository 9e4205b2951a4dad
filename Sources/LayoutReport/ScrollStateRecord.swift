/// A scroll view's insets in a settled snapshot, and how much of it the keyboard covers: what
/// the grader names a keyboard's content inset from (set, kept, or counting the home
/// indicator's strip twice). Recorded for the scroll views an exercise checks.
public struct ScrollStateRecord: Sendable, Hashable, Codable {
  /// `contentInset`, as the program set it.
  public var contentInset: ReportInsets
  /// `adjustedContentInset`: the content inset with the safe area the scroll view adds.
  public var adjustedContentInset: ReportInsets
  /// `verticalScrollIndicatorInsets`.
  public var verticalIndicatorInsets: ReportInsets
  /// The height of the scroll view the docked keyboard covers, in points (0 with no keyboard).
  public var keyboardOverlap: Double

  /// Creates a record.
  public init(
    contentInset: ReportInsets, adjustedContentInset: ReportInsets,
    verticalIndicatorInsets: ReportInsets, keyboardOverlap: Double
  ) {
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset
    self.verticalIndicatorInsets = verticalIndicatorInsets
    self.keyboardOverlap = keyboardOverlap
  }
}

/// Insets in points, as the report writes `UIEdgeInsets`.
public struct ReportInsets: Sendable, Hashable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  /// Creates insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Every number, for the report's check that they are finite.
  var numbers: [(String, Double)] {
    [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
  }
}

/// A view inside a scroll view whose rectangle was given to `scrollRectToVisible(_:animated:)` in
/// other coordinates than the scroll view's own: the scroll view showed another place.
public struct MadeVisibleRecord: Sendable, Hashable, Codable {
  /// The scroll view, as the report names it.
  public var scrollView: String
  /// Whose coordinates the rectangle was in: `own-bounds` (the view's `bounds`, at 0, 0),
  /// `superview` (its `frame`, in a superview that is not the scroll view) or `root-view`
  /// (converted to the root view).
  public var coordinates: String

  /// Creates a record.
  public init(scrollView: String, coordinates: String) {
    self.scrollView = scrollView
    self.coordinates = coordinates
  }
}
