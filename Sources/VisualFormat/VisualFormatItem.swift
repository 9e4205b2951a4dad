/// What one side of a resolved constraint refers to.
public enum VisualFormatItem: Hashable, Sendable, CustomStringConvertible {
  /// The view with this key in the views dictionary.
  case view(String)
  /// The superview of the named view (`|` with an explicit or flush connection).
  case superview(of: String)
  /// The layout margins guide of the named view's superview (`|-` and `-|`).
  case superviewMarginsGuide(of: String)

  /// The view name, `superview`, or `superview.layoutMarginsGuide`.
  public var description: String {
    switch self {
    case .view(let name): name
    case .superview: "superview"
    case .superviewMarginsGuide: "superview.layoutMarginsGuide"
    }
  }
}
