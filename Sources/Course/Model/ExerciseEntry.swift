/// The class an exercise's harness installs: a view controller, or a view at a fixed size.
///
/// Encoded as in `exercise.json`: `{"viewController": "Name"}` or
/// `{"view": "Name", "size": [width, height]}`.
public enum ExerciseEntry: Sendable, Hashable, Codable {
  /// A `UIViewController` subclass, made the root of each device's window.
  case viewController(String)
  /// A `UIView` subclass, laid out at `size` inside each device's window.
  case view(String, size: ViewSize)

  private enum CodingKeys: String, CodingKey {
    case viewController, view, size
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let name = try container.decodeIfPresent(String.self, forKey: .viewController) {
      self = .viewController(name)
    } else {
      let name = try container.decode(String.self, forKey: .view)
      self = .view(name, size: try container.decode(ViewSize.self, forKey: .size))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .viewController(let name):
      try container.encode(name, forKey: .viewController)
    case .view(let name, let size):
      try container.encode(name, forKey: .view)
      try container.encode(size, forKey: .size)
    }
  }

  /// The Swift class name.
  public var className: String {
    switch self {
    case .viewController(let name), .view(let name, _): name
    }
  }
}

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

/// A named image the harness provides to `UIImage(named:)`, with its size in points.
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
