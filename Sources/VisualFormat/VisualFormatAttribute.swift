/// A constraint attribute; raw values are `NSLayoutConstraint.Attribute`'s.
public enum VisualFormatAttribute: Int, Sendable, CustomStringConvertible {
  /// No attribute: the constraint has no second item.
  case notAnAttribute = 0
  /// The left edge.
  case left = 1
  /// The right edge.
  case right = 2
  /// The top edge.
  case top = 3
  /// The bottom edge.
  case bottom = 4
  /// The leading edge (left in left-to-right languages).
  case leading = 5
  /// The trailing edge (right in left-to-right languages).
  case trailing = 6
  /// The width.
  case width = 7
  /// The height.
  case height = 8
  /// The horizontal centre.
  case centerX = 9
  /// The vertical centre.
  case centerY = 10
  /// The last baseline.
  case lastBaseline = 11
  /// The first baseline.
  case firstBaseline = 12

  /// UIKit's spelling, e.g. `leading`, `firstBaseline`.
  public var description: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    }
  }

  /// Whether the attribute lies on the horizontal axis (UIKit refuses to align a horizontal
  /// layout on these, and a vertical layout on the others).
  var isHorizontalAxis: Bool {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX: true
    case .notAnAttribute, .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline: false
    }
  }
}
