/// How the program set a view's own layout margins, for a grader to tell margins written as left
/// and right (`layoutMargins`) from margins written as leading and trailing
/// (`directionalLayoutMargins`), which only a right-to-left layout tells apart.
extension LayoutStage {
  /// The property the program last set a view's own margins through.
  public enum MarginsSetting: String, Hashable, Sendable {
    /// `layoutMargins`, a `UIEdgeInsets` of left and right that never flip.
    case absolute
    /// `directionalLayoutMargins`, an `NSDirectionalEdgeInsets` of leading and trailing.
    case directional
  }

  /// How the program last set `view`'s own margins; nil when it set none (the class's default,
  /// or the root view's system minimum).
  public func marginsSetting(of view: UIView) -> MarginsSetting? {
    guard view.customMargins != nil else { return nil }
    return view.customMarginsAreAbsolute ? .absolute : .directional
  }
}
