import Foundation

/// An image. For layout only its size matters: an image view's intrinsic size is its image's size
/// in points (docs/UIKitFacts.md §5.2). `UIImage(named:)` finds the images an exercise registers,
/// standing in for the app's asset catalogue.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
  /// The image's size in points (pixels divided by `scale`).
  public let size: CGSize
  /// Pixels per point of the image (1, 2 or 3).
  public let scale: CGFloat
  /// The asset or symbol name it was loaded with.
  public let name: String?
  /// Whether it is an SF Symbol.
  public let isSymbolImage: Bool

  /// How the image is tinted (stored only).
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// Creates an image of a given size (not in UIKit; for tests and harnesses).
  public init(size: CGSize, scale: CGFloat = 1, name: String? = nil) {
    self.size = size
    self.scale = scale
    self.name = name
    self.isSymbolImage = false
  }

  private init(symbol: String, size: CGSize) {
    self.size = size
    self.scale = 1
    self.name = symbol
    self.isSymbolImage = true
  }

  /// An empty image (0×0).
  public convenience init() { self.init(size: .zero) }

  /// The image named `name` in the app's assets, nil when there is none (as UIKit returns nil for a
  /// missing asset). Here the assets are the images the exercise registers.
  public convenience init?(named name: String) {
    guard let size = ImageRegistry.shared.size(named: name) else { return nil }
    self.init(size: size, name: name)
  }

  /// The image named `name`; the bundle and traits are not used here.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// An SF Symbol by name (`"star.fill"`). The symbols' sizes are not public: here a symbol the
  /// exercise did not register is 20 × 20 points (docs/UIKitFacts.md §5.2, low confidence).
  public convenience init?(systemName name: String) {
    self.init(
      symbol: name,
      size: ImageRegistry.shared.size(named: "system:" + name) ?? CGSize(width: 20, height: 20))
  }

  /// Registers an image size for `UIImage(named:)` (prefix `system:` for `UIImage(systemName:)`).
  public static func registerImage(named name: String, size: CGSize) {
    ImageRegistry.shared.register(name: name, size: size)
  }

  /// Forgets every registered image.
  public static func removeAllRegisteredImages() { ImageRegistry.shared.removeAll() }

  /// The image drawn as it is (`.alwaysOriginal`) or as a template in the tint colour; its size is
  /// the same.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// The image tinted with a colour; its size is the same.
  public func withTintColor(_ color: UIColor) -> UIImage { self }

  /// Equal when size, scale and name are.
  public static func == (a: UIImage, b: UIImage) -> Bool {
    a.size == b.size && a.scale == b.scale && a.name == b.name && a.isSymbolImage == b.isSymbolImage
  }

  /// Hashes the name and size.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(size.width)
    hasher.combine(size.height)
  }

  /// `<UIImage: named(icon) {30, 30}>`.
  public var description: String {
    "<UIImage: \(name.map { "named(\($0)) " } ?? ""){\(formatPoints(size.width)), \(formatPoints(size.height))}>"
  }
}

/// Image sizes by name, shared by every thread.
final class ImageRegistry: @unchecked Sendable {
  static let shared = ImageRegistry()
  private let lock = NSLock()
  private var sizes: [String: CGSize] = [:]

  func register(name: String, size: CGSize) {
    lock.lock()
    sizes[name] = size
    lock.unlock()
  }

  func size(named name: String) -> CGSize? {
    lock.lock()
    defer { lock.unlock() }
    return sizes[name]
  }

  func removeAll() {
    lock.lock()
    sizes.removeAll()
    lock.unlock()
  }
}
