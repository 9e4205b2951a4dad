/// A safe area's insets from the screen's edges, in points.
public struct DeviceInsets: Sendable, Hashable {
  /// From the top edge.
  public var top: Double
  /// From the left edge.
  public var left: Double
  /// From the bottom edge.
  public var bottom: Double
  /// From the right edge.
  public var right: Double

  /// No inset on any side.
  public static let zero = DeviceInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}
