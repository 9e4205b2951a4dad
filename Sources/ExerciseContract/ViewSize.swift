/// A width and height in points.
public struct ViewSize: Sendable, Hashable, Codable {
  /// The width in points.
  public var width: Double
  /// The height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}
