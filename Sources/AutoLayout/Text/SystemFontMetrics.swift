import Foundation

/// Metrics of the iOS system font at any point size, for sizing text the way UIKit does.
///
/// Vertical metrics are San Francisco's published values (2048-unit em: ascender 1950,
/// descender −494, no line gap, cap height 1443, x-height 1078). San Francisco's glyph widths are
/// not public, so horizontal metrics come from the open font Inter (SIL OFL 1.1), its Display cut
/// blended in from 20 to 28 pt as San Francisco turns to its Display design, with a per-size
/// tracking fitted to widths measured on UIKit (docs/UIKitFacts.md §5.4); they are loaded once from
/// `Data/fonts/system-font-metrics.json` (or `$LAYOUTLINGS_DATA/fonts/…`). Widths are close to
/// UIKit's but not exact: see `Data/fonts/README.md` for the expected error.
///
/// All results are raw typographic values in points, before rounding to the pixel grid.
/// A point size that is not a positive finite number measures as 0.
public enum SystemFontMetrics {
  private static let verticalUnitsPerEm: CGFloat = 2048
  private static let ascenderUnits: CGFloat = 1950
  private static let descenderUnits: CGFloat = -494
  private static let lineGapUnits: CGFloat = 0
  private static let capHeightUnits: CGFloat = 1443
  private static let xHeightUnits: CGFloat = 1078

  /// The distance between baselines of single-spaced lines: ascender − descender + line gap.
  public static func lineHeight(pointSize: CGFloat) -> CGFloat {
    scaled(ascenderUnits - descenderUnits + lineGapUnits, pointSize)
  }

  /// The height above the baseline reserved for the tallest glyphs.
  public static func ascender(pointSize: CGFloat) -> CGFloat {
    scaled(ascenderUnits, pointSize)
  }

  /// The depth below the baseline reserved for descenders; negative, as in UIFont.
  public static func descender(pointSize: CGFloat) -> CGFloat {
    scaled(descenderUnits, pointSize)
  }

  /// The height of flat capital letters above the baseline.
  public static func capHeight(pointSize: CGFloat) -> CGFloat {
    scaled(capHeightUnits, pointSize)
  }

  /// The height of flat lowercase letters (the "x") above the baseline.
  public static func xHeight(pointSize: CGFloat) -> CGFloat {
    scaled(xHeightUnits, pointSize)
  }

  /// The typographic width of `text` set on one line.
  ///
  /// The sum of the glyph advances, the pair kerning and the size's tracking (added after every
  /// glyph, spaces and the last one included). Line-break and other control characters take no
  /// room. Characters outside the table use the face's fallback advance.
  public static func width(of text: String, pointSize: CGFloat, bold: Bool) -> CGFloat {
    guard let size = validPointSize(pointSize) else { return 0 }
    let run = SystemFontGlyphRun(
      text: text, pointSize: size, bold: bold, table: SystemFontMetricsStore.shared.table)
    return CGFloat(run.width(of: 0..<run.glyphs.count))
  }

  /// The size `text` takes in a label, wrapped at spaces when `maxWidth` is given.
  ///
  /// Like a UILabel with word wrapping: line-break characters always start a new line; with a
  /// positive finite `maxWidth`, lines wrap at spaces and a word too long for a line is split
  /// between characters. `maxLines` ≤ 0 means no limit (`numberOfLines = 0`); otherwise the
  /// lines past it are dropped and the last one stands for a truncated line, at most `maxWidth`
  /// wide. The width is that of the widest line; the height is lines × `lineHeight`.
  /// Empty text measures `.zero`.
  public static func size(
    of text: String, pointSize: CGFloat, bold: Bool, maxWidth: CGFloat?, maxLines: Int
  ) -> CGSize {
    size(
      of: text, pointSize: pointSize, bold: bold, maxWidth: maxWidth, maxLines: maxLines,
      wrapsCharacters: false)
  }

  /// The size `text` takes in a label, as `size(of:pointSize:bold:maxWidth:maxLines:)`, wrapping
  /// between any two characters when `wrapsCharacters` (a label's `.byCharWrapping`).
  public static func size(
    of text: String, pointSize: CGFloat, bold: Bool, maxWidth: CGFloat?, maxLines: Int,
    wrapsCharacters: Bool
  ) -> CGSize {
    guard !text.isEmpty, let size = validPointSize(pointSize) else { return .zero }
    var limit: Double?
    if let maxWidth, maxWidth.isFinite, maxWidth > 0 { limit = Double(maxWidth) }
    let run = SystemFontGlyphRun(
      text: text, pointSize: size, bold: bold, table: SystemFontMetricsStore.shared.table)
    let layout = SystemFontLineLayout(
      run: run, maxWidth: limit, maxLines: maxLines, wrapsCharacters: wrapsCharacters)
    let width = layout.lines.map(\.width).max() ?? 0
    let height = CGFloat(layout.lines.count) * lineHeight(pointSize: pointSize)
    return CGSize(width: CGFloat(width), height: height)
  }

  /// How many lines `text` takes in a label at most `maxWidth` wide (nil: no wrapping), with at
  /// most `maxLines` of them (0: no limit).
  public static func lineCount(
    of text: String, pointSize: CGFloat, bold: Bool, maxWidth: CGFloat?, maxLines: Int,
    wrapsCharacters: Bool = false
  ) -> Int {
    guard !text.isEmpty, let size = validPointSize(pointSize) else { return 0 }
    var limit: Double?
    if let maxWidth, maxWidth.isFinite, maxWidth > 0 { limit = Double(maxWidth) }
    let run = SystemFontGlyphRun(
      text: text, pointSize: size, bold: bold, table: SystemFontMetricsStore.shared.table)
    return SystemFontLineLayout(
      run: run, maxWidth: limit, maxLines: maxLines, wrapsCharacters: wrapsCharacters
    ).lines.count
  }

  /// Why the width table could not be loaded, or nil when it was.
  ///
  /// When it is not nil, widths come from a stand-in: every character advances 0.5 em
  /// (0.53 em in bold) with no kerning or tracking.
  public static var tableLoadError: String? {
    SystemFontMetricsStore.shared.loadError
  }

  private static func validPointSize(_ pointSize: CGFloat) -> Double? {
    pointSize.isFinite && pointSize > 0 ? Double(pointSize) : nil
  }

  private static func scaled(_ units: CGFloat, _ pointSize: CGFloat) -> CGFloat {
    guard validPointSize(pointSize) != nil else { return 0 }
    return units * pointSize / verticalUnitsPerEm
  }
}
