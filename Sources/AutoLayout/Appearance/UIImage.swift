import Foundation

/// An image; only its size matters for layout. `UIImage(named:)` looks the name up in a registry the
/// harness fills (`UIImage.registerImage(named:size:)`), standing in for the app's asset catalogue.
public final class UIImage: Hashable, Sendable, CustomStringConvertible {
  /// Size in points.
  public let size: CGSize
  /// Pixels per point.
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

  /// The registered image with this name, or nil (as UIKit returns nil for a missing asset).
  public convenience init?(named name: String) {
    guard let size = ImageRegistry.shared.size(named: name) else { return nil }
    self.init(size: size, name: name)
  }

  /// Same as `init(named:)`; the bundle and traits are ignored.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// An SF Symbol. Registered sizes win; others get a 20×20 default (the real size depends on the
  /// symbol, which is not public data).
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

  /// The same image (rendering modes do not change layout).
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }

  /// The same image (tints do not change layout).
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
