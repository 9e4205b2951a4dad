extension NSLayoutConstraint {
  /// The options of `constraints(withVisualFormat:options:metrics:views:)`: alignment of the views
  /// in the string, the direction of horizontal layouts and how vertical spaces are measured.
  /// Names and raw values are UIKit's (docs/UIKitFacts.md §1.4).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    /// The bits, as in UIKit.
    public let rawValue: UInt

    /// Creates options from UIKit's bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align all views on their left edges.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// Align all views on their right edges.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// Align all views on their top edges.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// Align all views on their bottom edges.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// Align all views on their leading edges.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// Align all views on their trailing edges.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// Align all views on their horizontal centres.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// Align all views on their vertical centres.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// Align all views on the baselines of their last lines of text.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// Align all views on the baselines of their first lines of text.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// The bits that ask for alignment.
    public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)

    /// Lay horizontal strings out from leading to trailing (the default; no bits).
    public static let directionLeadingToTrailing = FormatOptions([])
    /// Lay horizontal strings out from left to right, whatever the language direction.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// Lay horizontal strings out from right to left, whatever the language direction.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// The bits that choose the direction.
    public static let directionMask = FormatOptions(rawValue: 3 << 16)

    /// Measure vertical spaces from edge to edge (the default; no bits).
    public static let spacingEdgeToEdge = FormatOptions([])
    /// Measure vertical spaces from baseline to baseline (vertical strings only).
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
    /// The bits that choose the spacing.
    public static let spacingMask = FormatOptions(rawValue: 1 << 19)

    /// The last baseline, under its name from before iOS 11.
    @available(*, deprecated, renamed: "alignAllLastBaseline")
    public static let alignAllBaseline = FormatOptions(rawValue: 1 << 11)
  }
}
