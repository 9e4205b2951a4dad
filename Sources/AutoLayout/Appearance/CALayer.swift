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

/// The Core Animation layer behind a view, which draws its corners, border and shadow. Layout never
/// reads these, and nothing is drawn here; they are kept so that code setting them compiles and
/// runs.
@preconcurrency @MainActor
open class CALayer {
  /// The radius of the rounded corners, in points; 0 (square) by default. Set `masksToBounds` (or
  /// the view's `clipsToBounds`) to clip the content too.
  public var cornerRadius: CGFloat = 0
  /// Corners the radius applies to.
  public var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner,
    .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// Whether the content is clipped to the rounded bounds; false by default.
  public var masksToBounds = false
  /// The width of the border drawn inside the bounds, 0 by default. A border takes no room in
  /// layout.
  public var borderWidth: CGFloat = 0
  /// Border colour.
  public var borderColor: CGColor?
  /// Shadow colour.
  public var shadowColor: CGColor?
  /// The shadow's opacity, from 0 (no shadow, the default) to 1.
  public var shadowOpacity: Float = 0
  /// Where the shadow falls, (0, −3) by default.
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius, 3 by default.
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
