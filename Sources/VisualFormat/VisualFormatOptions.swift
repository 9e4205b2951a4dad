/// The options of `constraints(withVisualFormat:options:metrics:views:)`, with UIKit's raw values
/// (`NSLayoutConstraint.FormatOptions`), so one maps onto the other by `rawValue`.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
  /// The bits, as in UIKit.
  public let rawValue: UInt

  /// Creates options from UIKit's bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Align all views on their left edges.
  public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
  /// Align all views on their right edges.
  public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
  /// Align all views on their top edges.
  public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
  /// Align all views on their bottom edges.
  public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
  /// Align all views on their leading edges.
  public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
  /// Align all views on their trailing edges.
  public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
  /// Align all views on their horizontal centres.
  public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
  /// Align all views on their vertical centres.
  public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
  /// Align all views on their last baselines (UIKit's `alignAllBaseline` too).
  public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
  /// Align all views on their first baselines.
  public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
  /// The bits that ask for alignment; bit `n` (1 ≤ n ≤ 12) aligns on the attribute whose raw
  /// value is `n`.
  public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)

  /// Leading to trailing (the default, no bits).
  public static let directionLeadingToTrailing = VisualFormatOptions([])
  /// Left to right, whatever the language direction.
  public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
  /// Right to left, whatever the language direction.
  public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
  /// The bits that choose the direction.
  public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

  /// Space views edge to edge (the default, no bits).
  public static let spacingEdgeToEdge = VisualFormatOptions([])
  /// Space views baseline to baseline (vertical layouts only).
  public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)
  /// The bits that choose the spacing.
  public static let spacingMask = VisualFormatOptions(rawValue: 1 << 19)
}

extension VisualFormatOptions {
  /// The horizontal direction as UIKit decodes it: only `2 << 16` exactly means right to left;
  /// any other non-zero direction bits mean left to right.
  var horizontalDirection: HorizontalDirection {
    switch rawValue & VisualFormatOptions.directionMask.rawValue {
    case 0: return .leadingToTrailing
    case VisualFormatOptions.directionRightToLeft.rawValue: return .rightToLeft
    default: return .leftToRight
    }
  }

  /// Whether baseline-to-baseline spacing is asked for.
  var spacesBaselineToBaseline: Bool { contains(.spacingBaselineToBaseline) }

  /// The attributes to align consecutive views on, in ascending raw value (UIKit's order).
  var alignmentAttributes: [VisualFormatAttribute] {
    guard rawValue & VisualFormatOptions.alignmentMask.rawValue != 0 else { return [] }
    return (1...12).compactMap { bit in
      rawValue & (1 << UInt(bit)) != 0 ? VisualFormatAttribute(rawValue: bit) : nil
    }
  }

  /// How horizontal layouts name edges and which view comes first.
  enum HorizontalDirection {
    case leadingToTrailing, leftToRight, rightToLeft
  }
}
