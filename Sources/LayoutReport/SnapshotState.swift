/// What decided the layout of a settled snapshot, besides its frames: the traits the entry's
/// root view and the screen had, the root view's own layout margins, and the constraints the
/// learner's code held active then. The grader compares these, snapshot by snapshot, with the
/// reference solution's to say which trait a layout was chosen by (the vertical size class
/// where the horizontal was meant, the screen's where the window's was meant), or that it was
/// chosen from the traits before the change.
public struct SnapshotState: Sendable, Hashable, Codable {
  /// The root view's horizontal size class: `compact`, `regular` or `unspecified`.
  public var horizontalSizeClass: String
  /// The root view's vertical size class.
  public var verticalSizeClass: String
  /// The root view's Dynamic Type size, as UIKit's constant names it
  /// (`UICTContentSizeCategoryL`).
  public var contentSizeCategory: String
  /// The screen's horizontal size class (`UIScreen.main.traitCollection`), which a window in
  /// Split View does not share.
  public var screenHorizontalSizeClass: String
  /// The screen's vertical size class.
  public var screenVerticalSizeClass: String
  /// The root view's `directionalLayoutMargins` as set (top, leading, bottom, trailing), before
  /// the system minimum applies.
  public var rootMargins: [Double]
  /// The constraints made in the learner's code that were active, relating a named view.
  public var activeConstraints: [ConstraintRecord]
  /// The `additionalSafeAreaInsets` (top, left, bottom, right) of the entry controller and of
  /// its children, each by its class name (`TrackListViewController`), those that are not zero
  /// (added later; absent when none is set or in older reports).
  public var additionalSafeAreaInsets: [String: [Double]]?

  /// Creates a state.
  public init(
    horizontalSizeClass: String, verticalSizeClass: String, contentSizeCategory: String,
    screenHorizontalSizeClass: String, screenVerticalSizeClass: String, rootMargins: [Double],
    activeConstraints: [ConstraintRecord], additionalSafeAreaInsets: [String: [Double]]? = nil
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.contentSizeCategory = contentSizeCategory
    self.screenHorizontalSizeClass = screenHorizontalSizeClass
    self.screenVerticalSizeClass = screenVerticalSizeClass
    self.rootMargins = rootMargins
    self.activeConstraints = activeConstraints
    self.additionalSafeAreaInsets = additionalSafeAreaInsets
  }
}
