/// Distances in from the four edges of a rectangle, in points: top, left, bottom, right. Used by
/// `layoutMargins`, `safeAreaInsets`, `contentInset` and `additionalSafeAreaInsets`; positive
/// values go inwards.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The distance in from the top edge.
  public var top: CGFloat
  /// The distance in from the left edge.
  public var left: CGFloat
  /// The distance in from the bottom edge.
  public var bottom: CGFloat
  /// The distance in from the right edge.
  public var right: CGFloat

  /// Insets with the four distances, in points.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of zero on every edge.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()

  /// How the insets print, as UIKit's `NSStringFromUIEdgeInsets` does: `{top, left, bottom,
  /// right}`, such as `{44, 0, 34, 0}` (docs/UIKitFacts.md §8.9).
  public var description: String {
    "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
  }

  static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }
}

/// Distances in from the four edges of a rectangle that follow the reading direction: leading and
/// trailing instead of left and right, so they flip in right-to-left languages. Used by
/// `directionalLayoutMargins` and `systemMinimumLayoutMargins`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The distance in from the top edge.
  public var top: CGFloat
  /// The distance in from the leading edge (the left one in left-to-right layouts).
  public var leading: CGFloat
  /// The distance in from the bottom edge.
  public var bottom: CGFloat
  /// The distance in from the trailing edge (the right one in left-to-right layouts).
  public var trailing: CGFloat

  /// Insets with the four distances, in points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()

  /// How the insets print: `{top, leading, bottom, trailing}`.
  public var description: String {
    "{\(formatPoints(top)), \(formatPoints(leading)), \(formatPoints(bottom)), \(formatPoints(trailing))}"
  }

  /// The absolute insets these directional insets mean in the given layout direction.
  func absolute(_ direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
    direction == .rightToLeft
      ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}

extension UIEdgeInsets {
  /// The directional insets these absolute insets mean in the given layout direction.
  func directional(_ direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
    direction == .rightToLeft
      ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
      : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }

  /// Edge-by-edge maximum of two sets of insets.
  func maxed(with other: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: Swift.max(top, other.top), left: Swift.max(left, other.left),
      bottom: Swift.max(bottom, other.bottom), right: Swift.max(right, other.right))
  }
}

/// A horizontal and a vertical offset, in points.
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset (positive: to the right).
  public var horizontal: CGFloat
  /// The vertical offset (positive: down).
  public var vertical: CGFloat
  /// An offset with the two distances.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// The zero offset.
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// The zero offset.
  public static let zero = UIOffset()
}

extension CGRect {
  /// The rectangle made smaller by `insets` on each edge (larger for negative insets).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}

/// Formats a point value the way UIKit's logs do: integers without a fraction, others with up to
/// six significant digits (`%g`).
func formatPoints(_ value: CGFloat) -> String {
  let v = Double(value)
  if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
  return String(format: "%g", v)
}
