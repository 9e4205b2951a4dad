/// Insets for the four edges of a rectangle, in points (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Inset of the top edge.
  public var top: CGFloat
  /// Inset of the left edge.
  public var left: CGFloat
  /// Inset of the bottom edge.
  public var bottom: CGFloat
  /// Inset of the right edge.
  public var right: CGFloat

  /// Creates insets from the four edge values.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()

  /// The description UIKit's `NSStringFromUIEdgeInsets` gives: `{top, left, bottom, right}`.
  public var description: String {
    "{\(formatPoints(top)), \(formatPoints(left)), \(formatPoints(bottom)), \(formatPoints(right))}"
  }

  static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }
}

/// Insets that follow the reading direction: leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// Inset of the top edge.
  public var top: CGFloat
  /// Inset of the leading edge (left in left-to-right layouts).
  public var leading: CGFloat
  /// Inset of the bottom edge.
  public var bottom: CGFloat
  /// Inset of the trailing edge (right in left-to-right layouts).
  public var trailing: CGFloat

  /// Creates insets from the four edge values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Creates insets of zero on every edge.
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()

  /// `{top, leading, bottom, trailing}`.
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

/// A horizontal and vertical offset (UIKit's `UIOffset`).
public struct UIOffset: Hashable, Sendable {
  /// Horizontal offset.
  public var horizontal: CGFloat
  /// Vertical offset.
  public var vertical: CGFloat
  /// Creates an offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  /// Creates a zero offset.
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// The zero offset.
  public static let zero = UIOffset()
}

extension CGRect {
  /// The rectangle shrunk by the given insets (UIKit's `inset(by:)`).
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
