/// A named image the harness provides to `UIImage(named:)`, with its size in points; registered
/// before any learner code runs.
public struct ImageAsset: Sendable, Hashable, Codable {
  /// The name passed to `UIImage(named:)`.
  public var name: String
  /// The image's size in points.
  public var size: ViewSize

  /// Creates an image.
  public init(name: String, size: ViewSize) {
    self.name = name
    self.size = size
  }
}
