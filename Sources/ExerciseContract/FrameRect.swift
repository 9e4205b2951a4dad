/// A rectangle in points: origin and size.
public struct FrameRect: Sendable, Codable, Hashable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width (never negative).
  public var width: Double
  /// The height (never negative).
  public var height: Double

  /// Creates a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }
}
