/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  /// The mask's bits.
  public let rawValue: UInt
  /// Wraps mask bits.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Top left.
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
  /// Top right.
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
  /// Bottom left.
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
  /// Bottom right.
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The appearance properties of a view's layer (stored only; layout never reads them).
@preconcurrency @MainActor
open class CALayer {
  /// Corner radius in points.
  public var cornerRadius: CGFloat = 0
  /// Corners the radius applies to.
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner,
    .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// Whether sublayers are clipped to the bounds.
  public var masksToBounds = false
  /// Border width in points.
  public var borderWidth: CGFloat = 0
  /// Border colour.
  public var borderColor: CGColor?
  /// Shadow colour.
  public var shadowColor: CGColor?
  /// Shadow opacity, 0…1.
  public var shadowOpacity: Float = 0
  /// Shadow offset.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// Shadow blur radius.
  public var shadowRadius: CGFloat = 3
  /// Opacity.
  public var opacity: Float = 1
  /// Background colour.
  public var backgroundColor: CGColor?
  /// Layer name.
  public var name: String?
  /// Z position.
  public var zPosition: CGFloat = 0

  /// Creates a layer.
  public init() {}
}
