/// The class an exercise's harness installs: a view controller, or a view at a fixed size.
///
/// Encoded as in `exercise.json`: `{"viewController": "Name"}` or
/// `{"view": "Name", "size": [width, height]}`.
public enum ExerciseEntry: Sendable, Hashable, Codable {
  /// A `UIViewController` subclass, made the root of each device's window.
  case viewController(String)
  /// A `UIView` subclass made with `init(frame:)` at `size` and laid out inside each device's
  /// window.
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

  /// The name the exercise's snippets use for the entry: `vc` or `view`.
  public var snippetName: String {
    switch self {
    case .viewController: "vc"
    case .view: "view"
    }
  }
}
