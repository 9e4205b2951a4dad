/// How much a constraint matters, a number above 0 and at most 1000 (1 to 1000 in Interface Builder
/// and the Visual Format Language). 1000 (`.required`) must hold; below it a constraint is optional
/// and layout keeps it as well as it can, meeting every higher priority first: a higher priority
/// always wins outright, it is never averaged with a lower one (docs/UIKitFacts.md §4.1, §4.2).
/// Make one from a number (`UILayoutPriority(999)`) or from a named value (`.defaultHigh - 1`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
  CustomStringConvertible
{
  /// The numeric priority.
  public var rawValue: Float
  /// Wraps a numeric priority.
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Wraps a numeric priority.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// 1000: the constraint must hold; the priority every constraint gets unless you set another
  /// (docs/UIKitFacts.md §4.1).
  public static let required = UILayoutPriority(1000)
  /// 750: the compression resistance views get by default, so below it content may be squeezed
  /// (docs/UIKitFacts.md §4.1, §5.1).
  public static let defaultHigh = UILayoutPriority(750)
  /// 510: the priority of a window resize the user drags, on platforms with resizable scenes.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// 500: the priority with which a scene keeps its size.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// 490: below a scene's wish to keep its size.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// 250: the content hugging views get by default, so above it a view keeps its intrinsic size
  /// rather than stretching (docs/UIKitFacts.md §4.1, §5.1).
  public static let defaultLow = UILayoutPriority(250)
  /// 50: the priority with which `systemLayoutSizeFitting(_:)` asks for the target size, so nearly
  /// every constraint of yours beats it (docs/UIKitFacts.md §8.7).
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
