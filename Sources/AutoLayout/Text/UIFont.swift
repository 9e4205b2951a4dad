/// A font: the system font at a size and weight, or a Dynamic Type text style. Metrics come from
/// `SystemFontMetrics` (San Francisco's vertical metrics, docs/UIKitFacts.md §5.2).
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// Font weights (the values UIKit uses).
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The numeric weight, −1…1.
    public let rawValue: CGFloat
    /// Wraps a numeric weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Wraps a numeric weight.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultralight.
    public static let ultraLight = Weight(-0.8)
    /// Thin.
    public static let thin = Weight(-0.6)
    /// Light.
    public static let light = Weight(-0.4)
    /// Regular.
    public static let regular = Weight(0)
    /// Medium.
    public static let medium = Weight(0.23)
    /// Semibold.
    public static let semibold = Weight(0.3)
    /// Bold.
    public static let bold = Weight(0.4)
    /// Heavy.
    public static let heavy = Weight(0.56)
    /// Black.
    public static let black = Weight(0.62)
    /// Orders by the numeric weight.
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
  }

  /// Dynamic Type text styles.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's constant name.
    public let rawValue: String
    /// Wraps a constant name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title (34 pt at Large).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1 (28 pt).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2 (22 pt).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3 (20 pt).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline (17 pt semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline (15 pt).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body (17 pt).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout (16 pt).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote (13 pt).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1 (12 pt).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2 (11 pt).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// Size in points.
  public let pointSize: CGFloat
  /// Weight.
  public let weight: Weight
  /// The text style it was made for, if any.
  public let textStyle: TextStyle?
  /// PostScript-style name (`.SFUI-Regular`).
  public let fontName: String
  /// Family name.
  public let familyName: String
  /// Whether the font is italic.
  public let isItalic: Bool

  init(
    pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil, fontName: String? = nil,
    italic: Bool = false
  ) {
    self.pointSize = pointSize
    self.weight = weight
    self.textStyle = textStyle
    self.familyName = ".SF UI"
    self.isItalic = italic
    self.fontName =
      fontName
      ?? (weight >= .semibold
        ? (weight >= .bold ? ".SFUI-Bold" : ".SFUI-Semibold")
        : ".SFUI-Regular")
  }

  /// A named font. Only the system font's metrics are known, so every name measures like it.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let bold = fontName.lowercased().contains("bold")
    self.init(pointSize: fontSize, weight: bold ? .bold : .regular, fontName: fontName)
  }

  /// The system font.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// The system font at a weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The italic system font.
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular, italic: true)
  }

  /// The system font with monospaced digits (measured like the system font).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The font for a text style at the app's content-size category.
  @preconcurrency @MainActor
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font for a text style at the traits' content-size category (the app's when unspecified).
  @preconcurrency @MainActor
  public static func preferredFont(
    forTextStyle style: TextStyle,
    compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    if category == .unspecified { category = UIApplication.shared.preferredContentSizeCategory }
    return UIFont(
      pointSize: DynamicTypeSizes.pointSize(for: style, category: category),
      weight: DynamicTypeSizes.weight(for: style), textStyle: style)
  }

  /// The same font at another size.
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight, fontName: fontName, italic: isItalic)
  }

  /// Size a label uses by default (17).
  public static let labelFontSize: CGFloat = 17
  /// Size a button uses by default (18).
  public static let buttonFontSize: CGFloat = 18
  /// Standard small size (12).
  public static let smallSystemFontSize: CGFloat = 12
  /// Standard size (14).
  public static let systemFontSize: CGFloat = 14

  /// Whether widths are measured with the bold design.
  var measuresBold: Bool { weight >= .semibold }

  /// Distance between baselines of consecutive lines.
  public var lineHeight: CGFloat { SystemFontMetrics.lineHeight(pointSize: pointSize) }
  /// Height above the baseline.
  public var ascender: CGFloat { SystemFontMetrics.ascender(pointSize: pointSize) }
  /// Depth below the baseline (negative).
  public var descender: CGFloat { SystemFontMetrics.descender(pointSize: pointSize) }
  /// Extra space between lines (0 for the system font).
  public var leading: CGFloat { 0 }
  /// Height of capital letters (1443/2048 em, docs/UIKitFacts.md §5.2).
  public var capHeight: CGFloat { pointSize * 1443 / 2048 }
  /// Height of lowercase x (1078/2048 em, docs/UIKitFacts.md §5.2).
  public var xHeight: CGFloat { pointSize * 1078 / 2048 }

  /// Equal when size, weight, style and name are.
  public static func == (a: UIFont, b: UIFont) -> Bool {
    a.pointSize == b.pointSize && a.weight == b.weight && a.textStyle == b.textStyle
      && a.fontName == b.fontName && a.isItalic == b.isItalic
  }

  /// Hashes size and weight.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(pointSize)
    hasher.combine(weight)
  }

  /// `<UICTFont: …> font-family: ".SFUI-Regular"; font-size: 17.00pt`.
  public var description: String {
    "<UICTFont> font-family: \"\(fontName)\"; font-weight: \(weight >= .bold ? "bold" : "normal"); "
      + "font-size: \(String(format: "%.2f", Double(pointSize)))pt"
  }
}

/// Scales custom fonts and values like a text style does.
@preconcurrency @MainActor
public struct UIFontMetrics {
  let style: UIFont.TextStyle

  /// Metrics for a text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

  /// Metrics for the body style.
  public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  private var factor: CGFloat {
    let category = UIApplication.shared.preferredContentSizeCategory
    return DynamicTypeSizes.pointSize(for: style, category: category)
      / DynamicTypeSizes.pointSize(for: style, category: .large)
  }

  /// The font scaled for the app's content-size category.
  public func scaledFont(for font: UIFont) -> UIFont { font.withSize(font.pointSize * factor) }

  /// A value scaled for the app's content-size category.
  public func scaledValue(for value: CGFloat) -> CGFloat { value * factor }
}
