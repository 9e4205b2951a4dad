/// How a checked label or text view sets its text, in a settled snapshot: what the grader names a
/// font Dynamic Type does not scale from, or a text view that scrolls where it should size itself.
public struct TextStateRecord: Sendable, Hashable, Codable {
  /// The font's text style (`UICTFontTextStyleBody`), nil for a font of a fixed size.
  public var textStyle: String?
  /// Its point size.
  public var pointSize: Double
  /// `adjustsFontForContentSizeCategory`.
  public var adjustsFontForContentSizeCategory: Bool
  /// The text size the view's traits have (`UICTContentSizeCategoryL` by default).
  public var contentSizeCategory: String
  /// For a text view, `isScrollEnabled`; nil for a label.
  public var scrollEnabled: Bool?

  /// Creates a record.
  public init(
    textStyle: String?, pointSize: Double, adjustsFontForContentSizeCategory: Bool,
    contentSizeCategory: String, scrollEnabled: Bool? = nil
  ) {
    self.textStyle = textStyle
    self.pointSize = pointSize
    self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory
    self.contentSizeCategory = contentSizeCategory
    self.scrollEnabled = scrollEnabled
  }

  /// UIKit's default text size, `UIContentSizeCategory.large`.
  public static let defaultContentSizeCategory = "UICTContentSizeCategoryL"
}
