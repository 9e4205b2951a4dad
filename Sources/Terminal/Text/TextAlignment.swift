/// Where text sits inside a wider column.
public enum TextAlignment: Sendable, Hashable {
  case left, center, right
}
