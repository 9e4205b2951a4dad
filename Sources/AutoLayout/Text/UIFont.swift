/// A font: the system font (San Francisco) at a size and weight, or the font of a Dynamic Type text
/// style. A label's or button's font decides its intrinsic size: a line of the system font is
/// 1.193359375 × its size tall (20.287 points at 17 points, 20.3333 once a label rounds it up on a
/// 3x screen), and the text's width follows its characters (docs/UIKitFacts.md §5.2, §5.4). Here
/// every font measures like the system font; widths are close to a device's, heights exact.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
  /// How heavy the strokes are, from `.ultraLight` (−0.8) through `.regular` (0) to `.black`
  /// (0.62); UIKit's values (docs/UIKitFacts.md §5.5).
  public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The numeric weight, −1…1.
    public let rawValue: CGFloat
    /// Wraps a numeric weight.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Wraps a numeric weight.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultralight, −0.8.
    public static let ultraLight = Weight(-0.8)
    /// Thin, −0.6.
    public static let thin = Weight(-0.6)
    /// Light, −0.4.
    public static let light = Weight(-0.4)
    /// Regular, 0: the system font's default weight.
    public static let regular = Weight(0)
    /// Medium, 0.23.
    public static let medium = Weight(0.23)
    /// Semibold, 0.3: the weight of the headline style. Measured with the bold widths here
    /// (docs/UIKitFacts.md §5.5).
    public static let semibold = Weight(0.3)
    /// Bold, 0.4.
    public static let bold = Weight(0.4)
    /// Heavy, 0.56.
    public static let heavy = Weight(0.56)
    /// Black, 0.62.
    public static let black = Weight(0.62)
    /// Orders by the numeric weight.
    public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
  }

  /// A Dynamic Type text style: a role for text (body, headline, caption) whose size follows the
  /// reader's text-size setting. Use it with `UIFont.preferredFont(forTextStyle:)`; the sizes below
  /// are those at the default Large setting (docs/UIKitFacts.md §5.5).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    /// UIKit's constant name.
    public let rawValue: String
    /// Wraps a constant name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Large title: 34 points at the default size (docs/UIKitFacts.md §5.5).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// Title 1: 28 points at the default size.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// Title 2: 22 points at the default size.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// Title 3: 20 points at the default size.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// Headline: 17 points, semibold, at the default size.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// Subheadline: 15 points at the default size.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// Body: 17 points at the default size, the style for running text.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// Callout: 16 points at the default size.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// Footnote: 13 points at the default size.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// Caption 1: 12 points at the default size.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// Caption 2: 11 points at the default size.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The font's size in points: roughly the height from the lowest descender to the highest
  /// ascender, less than its line height.
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

  /// The font with a PostScript name (`"Avenir-Heavy"`) at a size, nil when the name is unknown.
  /// Only the system font's metrics are known here, so every name measures like the system font
  /// (bold when the name says so; docs/UIKitFacts.md §5.5).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let bold = fontName.lowercased().contains("bold")
    self.init(pointSize: fontSize, weight: bold ? .bold : .regular, fontName: fontName)
  }

  /// The system font at a size, regular weight; labels and text fields use it at 17 points by
  /// default, buttons at 15 (docs/UIKitFacts.md §5.2). Its size does not follow Dynamic Type: use
  /// `preferredFont(forTextStyle:)` for that.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular)
  }

  /// The system font at a size and weight.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The bold system font at a size.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .bold)
  }

  /// The italic system font at a size (measured like the upright one here).
  public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, weight: .regular, italic: true)
  }

  /// The system font with digits of equal width, so changing numbers do not shift (measured like
  /// the system font here).
  public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(pointSize: fontSize, weight: weight)
  }

  /// The font of a text style at the reader's current text size (Large by default: 17 points for
  /// `.body`). Set `adjustsFontForContentSizeCategory = true` on the label as well, so it keeps up
  /// when the setting changes (docs/UIKitFacts.md §3.3, §5.5, §5.8).
  @preconcurrency @MainActor
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font of a text style at the text size in `traitCollection` (the app's when the traits
  /// leave it unspecified).
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

  /// The standard size of label text, 17 points (docs/UIKitFacts.md §5.5, low confidence).
  public static let labelFontSize: CGFloat = 17
  /// The standard size of button text, 18 points (docs/UIKitFacts.md §5.5, low confidence).
  public static let buttonFontSize: CGFloat = 18
  /// The standard small size, 12 points (docs/UIKitFacts.md §5.5, low confidence).
  public static let smallSystemFontSize: CGFloat = 12
  /// The standard size of system text, 14 points (docs/UIKitFacts.md §5.5, low confidence).
  public static let systemFontSize: CGFloat = 14

  /// Whether widths are measured with the bold design.
  var measuresBold: Bool { weight >= .semibold }

  /// The height of one line of text: 2444/2048 of the point size for the system font, 20.287109375
  /// at 17 points (docs/UIKitFacts.md §5.2).
  public var lineHeight: CGFloat { SystemFontMetrics.lineHeight(pointSize: pointSize) }
  /// How far the font reaches above the baseline: 1950/2048 of the point size, 16.19 at 17 points
  /// (docs/UIKitFacts.md §5.2).
  public var ascender: CGFloat { SystemFontMetrics.ascender(pointSize: pointSize) }
  /// How far the font reaches below the baseline, as a negative number: −494/2048 of the point
  /// size, −4.10 at 17 points (docs/UIKitFacts.md §5.2).
  public var descender: CGFloat { SystemFontMetrics.descender(pointSize: pointSize) }
  /// Extra space the font adds between lines: 0 for the system font.
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

/// Scales a custom font, or any number, the way a text style's font scales with the reader's text
/// size. Here the scale is the ratio of the style's size at the current setting to its size at
/// Large; UIKit's own curve is not public (docs/UIKitFacts.md §5.5, low confidence).
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

  /// `font` scaled for the reader's current text size (unchanged at Large).
  public func scaledFont(for font: UIFont) -> UIFont { font.withSize(font.pointSize * factor) }

  /// `value` scaled for the reader's current text size, for spacing that should grow with the text.
  public func scaledValue(for value: CGFloat) -> CGFloat { value * factor }
}
