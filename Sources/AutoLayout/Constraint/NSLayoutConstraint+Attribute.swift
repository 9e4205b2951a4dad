extension NSLayoutConstraint {
  /// The part of an item a constraint talks about.
  public enum Attribute: Int, Sendable, CustomStringConvertible {
    /// Left edge.
    case left = 1
    /// Right edge.
    case right = 2
    /// Top edge.
    case top = 3
    /// Bottom edge.
    case bottom = 4
    /// Leading edge (left in left-to-right layouts).
    case leading = 5
    /// Trailing edge (right in left-to-right layouts).
    case trailing = 6
    /// Width.
    case width = 7
    /// Height.
    case height = 8
    /// Horizontal centre.
    case centerX = 9
    /// Vertical centre.
    case centerY = 10
    /// Baseline of the last line of text (the bottom for views without text).
    case lastBaseline = 11
    /// Baseline of the first line of text (the top for views without text).
    case firstBaseline = 12
    /// Left layout margin.
    case leftMargin = 13
    /// Right layout margin.
    case rightMargin = 14
    /// Top layout margin.
    case topMargin = 15
    /// Bottom layout margin.
    case bottomMargin = 16
    /// Leading layout margin.
    case leadingMargin = 17
    /// Trailing layout margin.
    case trailingMargin = 18
    /// Horizontal centre between the left and right margins.
    case centerXWithinMargins = 19
    /// Vertical centre between the top and bottom margins.
    case centerYWithinMargins = 20
    /// No attribute: the constraint relates the first attribute to a constant.
    case notAnAttribute = 0

    /// The name UIKit prints (`leading`, `centerXWithinMargins`, …).
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

  /// Equal, at least, or at most.
  public enum Relation: Int, Sendable, CustomStringConvertible {
    /// `<=`.
    case lessThanOrEqual = -1
    /// `==`.
    case equal = 0
    /// `>=`.
    case greaterThanOrEqual = 1

    /// `==`, `<=` or `>=`.
    public var description: String {
      switch self {
      case .lessThanOrEqual: return "<="
      case .equal: return "=="
      case .greaterThanOrEqual: return ">="
      }
    }
  }

  /// Horizontal or vertical.
  public enum Axis: Int, Sendable {
    /// Left to right.
    case horizontal = 0
    /// Top to bottom.
    case vertical = 1
  }
}

/// Where in the learner's source a constraint was made.
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
