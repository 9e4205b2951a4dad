/// The direction text and interfaces read in: left to right, or right to left (Arabic, Hebrew),
/// where leading means right.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right (English).
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew).
  case rightToLeft = 1
}

/// Whether a view's content follows the reading direction or is forced one way.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the superview, and at the root the app's direction; the default.
  case unspecified = 0
  /// For media playback controls (play, rewind), which always lay out left to right.
  case playback = 1
  /// For controls that stand for directions in space (a left-right balance), always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

/// How much room there is along one axis, in two steps: compact or regular. Phones are compact in
/// width in portrait and regular in height; in landscape their height is compact, and the largest
/// phones get a regular width; iPads are regular both ways in full screen (docs/UIKitFacts.md
/// §3.2).
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not known yet (a view outside a window, or a trait collection made without it).
  case unspecified = 0
  /// Constrained room: the width of a phone in portrait, the height of a phone in landscape.
  case compact = 1
  /// Ample room: the height of a phone in portrait, both dimensions of an iPad in full screen.
  case regular = 2
}

/// The kind of device the interface is for: phone or pad (docs/UIKitFacts.md §3.2).
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
}

/// The reader's preferred text size (Dynamic Type), from extra small to the five accessibility
/// sizes; `.large` is the default, and it is the size every exercise is graded at
/// (docs/UIKitFacts.md §3.3, §5.5).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
  /// The UIKit constant name, e.g. `UICTContentSizeCategoryL`.
  public let rawValue: String
  /// Wraps a raw category name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Not known.
  public static let unspecified = UIContentSizeCategory(
    rawValue: "_UICTContentSizeCategoryUnspecified")
  /// xSmall.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// xLarge.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// xxLarge.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// xxxLarge.
  public static let extraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryXXXL")
  /// AX1.
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// AX2.
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// AX3.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// AX4.
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// AX5.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// All categories from smallest to largest.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Position in `ordered` (Large when unspecified or unknown).
  var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { index >= 7 && self != .unspecified }

  /// Orders categories from smallest to largest.
  public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
    a.index < b.index
  }
}

/// The environment a view or controller lives in: size classes, device idiom, Dynamic Type size,
/// display scale and layout direction. Read it to adapt a layout
/// (`traitCollection.horizontalSizeClass == .compact`), and hear of changes in
/// `traitCollectionDidChange(_:)` (docs/UIKitFacts.md §3.2, §12).
public final class UITraitCollection: Equatable, CustomStringConvertible, Sendable {
  /// The room across the width: compact on phones in portrait (and most in landscape), regular on
  /// iPads in full screen and the largest phones in landscape (docs/UIKitFacts.md §3.2).
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The room down the height: regular on phones in portrait and on iPads, compact on phones in
  /// landscape (docs/UIKitFacts.md §3.2).
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Whether the device is a phone or a pad.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The reader's Dynamic Type size; `.large` by default (docs/UIKitFacts.md §3.3).
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// Pixels per point: 2 or 3 on the phones and pads here. Layout rounds frames to 1/scale of a
  /// point (docs/UIKitFacts.md §3.1, §8.3).
  public let displayScale: CGFloat
  /// The direction the interface reads in.
  public let layoutDirection: UIUserInterfaceLayoutDirection

  /// A trait collection with the traits you give; the others are unspecified.
  public init(
    horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
    userInterfaceIdiom: UIUserInterfaceIdiom = .unspecified,
    preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
    displayScale: CGFloat = 0,
    layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight
  ) {
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.userInterfaceIdiom = userInterfaceIdiom
    self.preferredContentSizeCategory = preferredContentSizeCategory
    self.displayScale = displayScale
    self.layoutDirection = layoutDirection
  }

  /// A trait collection with only the horizontal size class set, to compare with
  /// `containsTraits(in:)`.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }

  /// A trait collection with only the vertical size class set.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  /// A trait collection with only the Dynamic Type size set, for
  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Whether every trait `other` specifies has the same value here (unspecified traits in `other`
  /// match anything).
  public func containsTraits(in other: UITraitCollection?) -> Bool {
    guard let other else { return true }
    if other.horizontalSizeClass != .unspecified, other.horizontalSizeClass != horizontalSizeClass {
      return false
    }
    if other.verticalSizeClass != .unspecified, other.verticalSizeClass != verticalSizeClass {
      return false
    }
    if other.userInterfaceIdiom != .unspecified, other.userInterfaceIdiom != userInterfaceIdiom {
      return false
    }
    if other.preferredContentSizeCategory != .unspecified,
      other.preferredContentSizeCategory != preferredContentSizeCategory
    {
      return false
    }
    return true
  }

  /// Two collections are equal when every trait is.
  public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
    a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
      && a.userInterfaceIdiom == b.userInterfaceIdiom
      && a.preferredContentSizeCategory == b.preferredContentSizeCategory
      && a.displayScale == b.displayScale && a.layoutDirection == b.layoutDirection
  }

  /// A readable list of the traits, `<UITraitCollection; HorizontalSizeClass = Compact, …>` (UIKit
  /// prints more; docs/UIKitFacts.md §3.3).
  public var description: String {
    "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), "
      + "VerticalSizeClass = \(verticalSizeClass), UserInterfaceIdiom = \(userInterfaceIdiom), "
      + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
      + "DisplayScale = \(formatPoints(displayScale))>"
  }
}
