import Foundation

/// A named rectangle to draw: a view's frame in points, in its container's coordinates.
public struct NamedRect: Sendable, Hashable {
  /// The label, usually the view's property path (`titleLabel`).
  public var name: String
  /// Left edge in points.
  public var x: Double
  /// Top edge in points.
  public var y: Double
  /// Width in points; negative widths are read as spanning to the left.
  public var width: Double
  /// Height in points; negative heights are read as spanning upwards.
  public var height: Double
  /// Whether to draw the rectangle so it stands out (colour, or `*` after its name without colour).
  public var isHighlighted: Bool

  /// Creates a rectangle from its origin and size.
  public init(
    name: String, x: Double, y: Double, width: Double, height: Double, isHighlighted: Bool = false
  ) {
    self.name = name
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.isHighlighted = isHighlighted
  }

  /// Creates a rectangle from a frame.
  public init(name: String, frame: CGRect, isHighlighted: Bool = false) {
    self.init(
      name: name, x: Double(frame.origin.x), y: Double(frame.origin.y),
      width: Double(frame.size.width), height: Double(frame.size.height),
      isHighlighted: isHighlighted)
  }

  /// The name with control characters (newlines, escapes) replaced by `?`, safe to draw.
  var displayName: String {
    String(
      name.map { character -> Character in
        character.unicodeScalars.contains { $0.properties.generalCategory == .control }
          ? "?" : character
      })
  }

  /// The rectangle as a `CGRect`.
  public var frame: CGRect { CGRect(x: x, y: y, width: width, height: height) }

  /// Left, top, right and bottom with a non-negative width and height.
  var standardized: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
    (min(x, x + width), min(y, y + height), max(x, x + width), max(y, y + height))
  }

  /// Whether every coordinate is a finite number.
  var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }

  /// Whether another frame differs from this one by more than `tolerance` in any coordinate.
  func differs(from other: NamedRect, tolerance: Double) -> Bool {
    let pairs = [(x, other.x), (y, other.y), (width, other.width), (height, other.height)]
    return pairs.contains { pair in
      !(abs(pair.0 - pair.1) <= tolerance)  // NaN compares false, so it counts as different
    }
  }
}
