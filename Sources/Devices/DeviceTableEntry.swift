/// One device of the table: a real screen as UIKit shows it.
public struct DeviceTableEntry: Sendable, Hashable, Decodable {
  /// Phone or pad.
  public enum Idiom: String, Sendable, Hashable, Decodable {
    case phone, pad
  }

  /// A size class, as the table spells it.
  public enum SizeClass: String, Sendable, Hashable, Decodable {
    case compact, regular
  }

  /// What the device shows in one orientation.
  public struct Traits: Sendable, Hashable, Decodable {
    /// The window's safe-area insets.
    public var safeArea: DeviceInsets
    /// The horizontal size class.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class.
    public var verticalSizeClass: SizeClass
    /// A view controller's root view's minimum leading and trailing margin.
    public var rootMargin: Double

    /// Creates traits.
    public init(
      safeArea: DeviceInsets, horizontalSizeClass: SizeClass, verticalSizeClass: SizeClass,
      rootMargin: Double
    ) {
      self.safeArea = safeArea
      self.horizontalSizeClass = horizontalSizeClass
      self.verticalSizeClass = verticalSizeClass
      self.rootMargin = rootMargin
    }

    private enum CodingKeys: String, CodingKey {
      case safeArea, sizeClass, rootMargin
    }

    /// `{"safeArea": [top, left, bottom, right], "sizeClass": [horizontal, vertical],
    /// "rootMargin": 16}`.
    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let insets = try container.decode([Double].self, forKey: .safeArea)
      let classes = try container.decode([SizeClass].self, forKey: .sizeClass)
      guard insets.count == 4 else {
        throw DecodingError.dataCorruptedError(
          forKey: .safeArea, in: container, debugDescription: "expected [top, left, bottom, right]")
      }
      guard classes.count == 2 else {
        throw DecodingError.dataCorruptedError(
          forKey: .sizeClass, in: container, debugDescription: "expected [horizontal, vertical]")
      }
      safeArea = DeviceInsets(top: insets[0], left: insets[1], bottom: insets[2], right: insets[3])
      horizontalSizeClass = classes[0]
      verticalSizeClass = classes[1]
      rootMargin = try container.decode(Double.self, forKey: .rootMargin)
    }
  }

  /// The id references use.
  public var id: String
  /// The marketing name.
  public var name: String
  /// Other ids that name the same screen.
  public var aliases: [String]
  /// Phone or pad.
  public var idiom: Idiom
  /// The width in points, in portrait.
  public var width: Double
  /// The height in points, in portrait.
  public var height: Double
  /// Pixels per point.
  public var scale: Double
  /// What the device shows held upright.
  public var portrait: Traits
  /// What the device shows turned on its side.
  public var landscape: Traits

  /// Creates an entry.
  public init(
    id: String, name: String, aliases: [String] = [], idiom: Idiom, width: Double,
    height: Double, scale: Double, portrait: Traits, landscape: Traits
  ) {
    self.id = id
    self.name = name
    self.aliases = aliases
    self.idiom = idiom
    self.width = width
    self.height = height
    self.scale = scale
    self.portrait = portrait
    self.landscape = landscape
  }

  /// The traits in `orientation`.
  public func traits(in orientation: DeviceOrientation) -> Traits {
    orientation == .portrait ? portrait : landscape
  }

  /// The width and height as the device is held in `orientation`.
  public func size(in orientation: DeviceOrientation) -> (width: Double, height: Double) {
    orientation == .portrait ? (width, height) : (height, width)
  }
}
