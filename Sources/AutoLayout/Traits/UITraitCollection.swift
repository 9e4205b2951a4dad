/// Reading direction of an interface.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Left to right (English).
  case leftToRight = 0
  /// Right to left (Arabic, Hebrew).
  case rightToLeft = 1
}

/// Whether a view's content follows the reading direction or is forced one way.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the app's direction.
  case unspecified = 0
  /// Media playback controls: always left to right.
  case playback = 1
  /// Spatial controls: always left to right.
  case spatial = 2
  /// Always left to right.
  case forceLeftToRight = 3
  /// Always right to left.
  case forceRightToLeft = 4
}

/// Compact or regular available space along one axis.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// Not known yet.
  case unspecified = 0
  /// Constrained space.
  case compact = 1
  /// Ample space.
  case regular = 2
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// Not known.
  case unspecified = -1
  /// An iPhone or iPod touch.
  case phone = 0
  /// An iPad.
  case pad = 1
}

/// The user's preferred text size (Dynamic Type).
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

/// The environment a view lives in: size classes, idiom, text size, scale, direction.
public final class UITraitCollection: Equatable, CustomStringConvertible, Sendable {
  /// Horizontal size class.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// Vertical size class.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Phone or pad.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// Dynamic Type size.
  public let preferredContentSizeCategory: UIContentSizeCategory
  /// Points-to-pixels scale.
  public let displayScale: CGFloat
  /// Reading direction.
  public let layoutDirection: UIUserInterfaceLayoutDirection

  /// Creates a trait collection; unspecified traits get UIKit's "unspecified" values.
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

  /// Creates a trait collection with only the horizontal size class set.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified)
  }

  /// Creates a trait collection with only the vertical size class set.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass)
  }

  /// Creates a trait collection with only the content size category set.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(
      horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Whether every trait specified in `other` has the same value here.
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

  /// A readable summary of the traits.
  public var description: String {
    "<UITraitCollection; HorizontalSizeClass = \(horizontalSizeClass), "
      + "VerticalSizeClass = \(verticalSizeClass), UserInterfaceIdiom = \(userInterfaceIdiom), "
      + "PreferredContentSizeCategory = \(preferredContentSizeCategory.rawValue), "
      + "DisplayScale = \(formatPoints(displayScale))>"
  }
}
