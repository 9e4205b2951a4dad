/// An attribute as the log spells it (`leading`, `topMargin`, `lastBaseline`, `minX`), with the
/// axis it lies on: the diagnoses compare attributes and axes, never spellings.
public struct LayoutAttribute: Hashable, Sendable {
  /// The log's spelling.
  public var name: String

  public init(_ name: String) { self.name = name }

  public enum Axis: String, Sendable { case horizontal, vertical }

  /// Nil for a spelling the course does not know.
  public var axis: Axis? {
    switch base {
    case "leading", "trailing", "left", "right", "centerX", "width", "minX", "midX", "maxX":
      return .horizontal
    case "top", "bottom", "centerY", "height", "firstBaseline", "lastBaseline", "baseline", "minY",
      "midY", "maxY":
      return .vertical
    default: return nil
    }
  }

  /// The attribute without `Margin` (`leadingMargin` → `leading`).
  public var base: String {
    name.hasSuffix("Margin") ? String(name.dropLast("Margin".count)) : name
  }

  /// A size (`width`, `height`) rather than a position.
  public var isSize: Bool { name == "width" || name == "height" }

  /// The first edge of its axis (`leading`, `left`, `top`, `minX`, `minY`).
  public var isLeadingEdge: Bool {
    ["leading", "left", "top", "minX", "minY"].contains(base)
  }

  /// The last edge of its axis (`trailing`, `right`, `bottom`, `maxX`, `maxY`).
  public var isTrailingEdge: Bool {
    ["trailing", "right", "bottom", "maxX", "maxY"].contains(base)
  }
}
