/// How strongly the engine tries to satisfy a constraint: 1…1000, where 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The numeric priority.
  public var rawValue: Float
  /// Wraps a numeric priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Wraps a numeric priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold.
  public static let required = UILayoutPriority(1000)
  /// 750: default compression resistance.
  public static let defaultHigh = UILayoutPriority(750)
  /// 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: default content hugging.
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the priority `systemLayoutSizeFitting` uses for the target size.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Orders by the numeric value.
  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool {
    a.rawValue < b.rawValue
  }
  /// A priority raised by `b`.
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue + b)
  }
  /// A priority lowered by `b`.
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority {
    UILayoutPriority(a.rawValue - b)
  }

  /// The number, without a fraction when it has none.
  public var description: String { formatPoints(CGFloat(rawValue)) }

  var isRequired: Bool { rawValue >= 1000 }
}
