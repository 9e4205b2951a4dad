extension NSLayoutConstraint {
  /// The part of a view or layout guide a constraint is about: an edge, a centre, a size, a
  /// baseline, or one of those measured inside the layout margins. Horizontal attributes relate
  /// only to horizontal ones and vertical to vertical; leading and trailing cannot be mixed with
  /// left and right (docs/UIKitFacts.md §4.5).
  public enum Attribute: Int, Sendable, CustomStringConvertible {
    /// The left edge, which does not flip in right-to-left layouts.
    case left = 1
    /// The right edge, which does not flip in right-to-left layouts.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The leading edge: left in left-to-right layouts, right in right-to-left ones.
    case leading = 5
    /// The trailing edge: right in left-to-right layouts, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom for a view without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the top for a view without text).
    case firstBaseline = 12
    /// The left edge of the layout margins: the left edge of `layoutMarginsGuide`
    /// (docs/UIKitFacts.md §2.5).
    case leftMargin = 13
    /// The right edge of the layout margins.
    case rightMargin = 14
    /// The top edge of the layout margins.
    case topMargin = 15
    /// The bottom edge of the layout margins.
    case bottomMargin = 16
    /// The leading edge of the layout margins (8 points inside a plain view's leading edge).
    case leadingMargin = 17
    /// The trailing edge of the layout margins.
    case trailingMargin = 18
    /// The horizontal centre of the area inside the left and right margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the area inside the top and bottom margins.
    case centerYWithinMargins = 20
    /// No attribute: the second attribute of a constraint that sets the first to a constant (`width
    /// == 100`).
    case notAnAttribute = 0

    /// The name UIKit prints for the attribute (`leading`, `centerXWithinMargins`, …).
    public var description: String {
      switch self {
      case .left: return "left"
      case .right: return "right"
      case .top: return "top"
      case .bottom: return "bottom"
      case .leading: return "leading"
      case .trailing: return "trailing"
      case .width: return "width"
      case .height: return "height"
      case .centerX: return "centerX"
      case .centerY: return "centerY"
      case .lastBaseline: return "lastBaseline"
      case .firstBaseline: return "firstBaseline"
      case .leftMargin: return "leftMargin"
      case .rightMargin: return "rightMargin"
      case .topMargin: return "topMargin"
      case .bottomMargin: return "bottomMargin"
      case .leadingMargin: return "leadingMargin"
      case .trailingMargin: return "trailingMargin"
      case .centerXWithinMargins: return "centerXWithinMargins"
      case .centerYWithinMargins: return "centerYWithinMargins"
      case .notAnAttribute: return "notAnAttribute"
      }
    }

    /// Axis the attribute lies on; nil for `.notAnAttribute`.
    var axis: NSLayoutConstraint.Axis? {
      switch self {
      case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins:
        return .horizontal
      case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin,
        .bottomMargin,
        .centerYWithinMargins:
        return .vertical
      case .notAnAttribute:
        return nil
      }
    }

    /// Width and height; everything else is a location.
    var isSize: Bool { self == .width || self == .height }

    /// Leading/trailing family (these flip in right-to-left layouts).
    var isDirectional: Bool {
      [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
    }

    /// Left/right family (these never flip).
    var isAbsoluteHorizontal: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// The attribute without its "margin" part and whether it had one.
    var withoutMargin: (attribute: Attribute, isMargin: Bool) {
      switch self {
      case .leftMargin: return (.left, true)
      case .rightMargin: return (.right, true)
      case .topMargin: return (.top, true)
      case .bottomMargin: return (.bottom, true)
      case .leadingMargin: return (.leading, true)
      case .trailingMargin: return (.trailing, true)
      case .centerXWithinMargins: return (.centerX, true)
      case .centerYWithinMargins: return (.centerY, true)
      default: return (self, false)
      }
    }
  }

  /// How the two sides of a constraint compare: equal, at most, or at least.
  public enum Relation: Int, Sendable, CustomStringConvertible {
    /// The first attribute is at most the rest: `<=`.
    case lessThanOrEqual = -1
    /// The first attribute equals the rest: `==`.
    case equal = 0
    /// The first attribute is at least the rest: `>=`.
    case greaterThanOrEqual = 1

    /// The relation as logs print it: `==`, `<=` or `>=`.
    public var description: String {
      switch self {
      case .lessThanOrEqual: return "<="
      case .equal: return "=="
      case .greaterThanOrEqual: return ">="
      }
    }
  }

  /// An axis for content hugging, compression resistance, stack views and debugging: horizontal or
  /// vertical.
  public enum Axis: Int, Sendable {
    /// Left to right: widths, x positions.
    case horizontal = 0
    /// Top to bottom: heights, y positions.
    case vertical = 1
  }
}

/// Where in a program a constraint was made, for logs and verdicts (Layoutlings' addition).
public struct SourceLocation: Hashable, Sendable, Codable, CustomStringConvertible {
  /// `Module/File.swift` as given by `#fileID`.
  public let fileID: String
  /// 1-based line.
  public let line: Int
  /// Creates a location.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }
  /// `File.swift:12`.
  public var description: String { "\(fileID):\(line)" }
}
