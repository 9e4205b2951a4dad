import Foundation
import Testing

@testable import AutoLayout

// Values cited from Data/fonts/system-font-metrics.json (Inter 3.019, unitsPerEm 2816):
//   regular advances: H 2084, e 1640, l 668, o 1680, W 2672, r 1048, d 1748, A 1904, V 1904,
//                     space 792; fallback 1697
//   bold advances:    H 2101, e 1683, l 766, o 1728; fallback 1779
//   regular kerning:  A→V −192, W→o −144; no pair among H e l o, o→space, space→W, o r l d
//   tracking (pt/glyph): 6 pt 0.256371, 17 pt −0.383615, 18 pt −0.390886, 34 pt 0.105338
private let unitsPerEm: CGFloat = 2816
private let tracking17: CGFloat = -0.383615

/// `units` font units at `pointSize`, plus `glyphs` × `tracking`.
private func expectedWidth(
  units: CGFloat, glyphs: CGFloat, pointSize: CGFloat = 17, tracking: CGFloat = tracking17
) -> CGFloat {
  units * pointSize / unitsPerEm + glyphs * tracking
}

private func isClose(_ actual: CGFloat, _ expected: CGFloat, within tolerance: CGFloat = 1e-9)
  -> Bool
{
  abs(actual - expected) <= tolerance
}

/// UILabel's rounding: up to the pixel grid of a `scale`x screen.
private func ceilToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
  (value * scale).rounded(.up) / scale
}

@Suite("System font vertical metrics")
struct SystemFontVerticalMetricsTests {
  @Test func seventeenPointValuesAreSanFranciscos() {
    // 2444, 1950, −494, 1443 and 1078 × 17/2048 (docs/UIKitFacts.md §5.2).
    #expect(SystemFontMetrics.lineHeight(pointSize: 17) == 20.287109375)
    #expect(SystemFontMetrics.ascender(pointSize: 17) == 16.1865234375)
    #expect(SystemFontMetrics.descender(pointSize: 17) == -4.1005859375)
    #expect(SystemFontMetrics.capHeight(pointSize: 17) == 11.97802734375)
    #expect(SystemFontMetrics.xHeight(pointSize: 17) == 8.9482421875)
  }

  @Test func lineHeightCeiledToPixelsMatchesObservedLabelHeights() {
    // Label heights seen in real UIKit dumps on @3x: 14 → 17, 15 → 18, 16 → 19.333,
    // 17 → 20.333, 28 → 33.667; 17 pt on @2x → 20.5.
    let observed: [(CGFloat, CGFloat)] = [
      (14, 17), (15, 18), (16, 58 / 3), (17, 61 / 3), (28, 101 / 3),
    ]
    for (size, height) in observed {
      let lineHeight = SystemFontMetrics.lineHeight(pointSize: size)
      #expect(isClose(ceilToPixels(lineHeight, scale: 3), height), "\(size) pt")
    }
    #expect(ceilToPixels(SystemFontMetrics.lineHeight(pointSize: 17), scale: 2) == 20.5)
  }

  @Test func verticalMetricsScaleLinearly() {
    #expect(
      SystemFontMetrics.lineHeight(pointSize: 34) == 2 * SystemFontMetrics.lineHeight(pointSize: 17)
    )
    #expect(
      SystemFontMetrics.ascender(pointSize: 8.5) * 2 == SystemFontMetrics.ascender(pointSize: 17))
    let lineHeight = SystemFontMetrics.lineHeight(pointSize: 20)
    let ascender = SystemFontMetrics.ascender(pointSize: 20)
    let descender = SystemFontMetrics.descender(pointSize: 20)
    #expect(isClose(lineHeight, ascender - descender))
  }

  @Test func nonPositiveOrNonFiniteSizesMeasureZero() {
    for size: CGFloat in [0, -17, .nan, .infinity] {
      #expect(SystemFontMetrics.lineHeight(pointSize: size) == 0)
      #expect(SystemFontMetrics.descender(pointSize: size) == 0)
      #expect(SystemFontMetrics.width(of: "Hello", pointSize: size, bold: false) == 0)
      let size = SystemFontMetrics.size(
        of: "Hello", pointSize: size, bold: false, maxWidth: nil, maxLines: 0)
      #expect(size == .zero)
    }
  }
}

@Suite("System font widths")
struct SystemFontWidthTests {
  @Test func tableLoadsFromThePackageDataFolder() {
    #expect(SystemFontMetrics.tableLoadError == nil)
  }

  @Test func helloIsAdvancesPlusTracking() {
    // H + e + l + l + o = 2084 + 1640 + 668 + 668 + 1680 = 6740 units, no kerning, 5 glyphs.
    let width = SystemFontMetrics.width(of: "Hello", pointSize: 17, bold: false)
    #expect(isClose(width, expectedWidth(units: 6740, glyphs: 5)))  // 38.7708454…
  }

  @Test func boldUsesBoldAdvances() {
    // 2101 + 1683 + 766 + 766 + 1728 = 7044 units.
    let bold = SystemFontMetrics.width(of: "Hello", pointSize: 17, bold: true)
    #expect(isClose(bold, expectedWidth(units: 7044, glyphs: 5)))  // 40.6060727…
    #expect(bold > SystemFontMetrics.width(of: "Hello", pointSize: 17, bold: false))
  }

  @Test func kerningTightensPairs() {
    // A 1904 + V 1904 − 192 kerning = 3616 units.
    let pair = SystemFontMetrics.width(of: "AV", pointSize: 17, bold: false)
    #expect(isClose(pair, expectedWidth(units: 3616, glyphs: 2)))
    let apart =
      SystemFontMetrics.width(of: "A", pointSize: 17, bold: false)
      + SystemFontMetrics.width(of: "V", pointSize: 17, bold: false)
    #expect(isClose(apart - pair, 192 * 17 / unitsPerEm))
  }

  @Test func helloWorldCountsTheSpaceAndItsTracking() {
    // 6740 + space 792 + W 2672 + o 1680 + r 1048 + l 668 + d 1748 − 144 (W→o) = 15204 units.
    let width = SystemFontMetrics.width(of: "Hello World", pointSize: 17, bold: false)
    #expect(isClose(width, expectedWidth(units: 15204, glyphs: 11)))  // 87.5657463…
  }

  @Test func measuredUIKitWidthsAreMatchedWithinAQuarterPoint() {
    // Real UIKit, 17 pt, @3x (docs/UIKitFacts.md §5.2, §5.4). Tolerance: 0.25 pt on the raw width.
    let hello = SystemFontMetrics.width(of: "Hello", pointSize: 17, bold: false)
    #expect(abs(hello - 38.814453125) <= 0.25)
    #expect(ceilToPixels(hello, scale: 3) == 39.0)

    let sentence = SystemFontMetrics.width(of: "This is a test string", pointSize: 17, bold: false)
    #expect(abs(sentence - 144.09326171875) <= 0.25)

    // Only the intrinsic width 88.0 (@3x) is known: the raw width lies in (87.667, 88.0].
    let helloWorld = SystemFontMetrics.width(of: "Hello World", pointSize: 17, bold: false)
    #expect(helloWorld > 88.0 - 1.0 / 3 - 0.25 && helloWorld <= 88.0 + 0.25)
  }

  @Test func charactersOutsideTheTableUseTheFallbackAdvance() {
    let regular = SystemFontMetrics.width(of: "你", pointSize: 17, bold: false)
    #expect(isClose(regular, expectedWidth(units: 1697, glyphs: 1)))
    let bold = SystemFontMetrics.width(of: "你", pointSize: 17, bold: true)
    #expect(isClose(bold, expectedWidth(units: 1779, glyphs: 1)))
    // An emoji with a skin-tone modifier is one character, so one fallback glyph.
    let emoji = SystemFontMetrics.width(of: "👍🏽", pointSize: 17, bold: false)
    #expect(isClose(emoji, expectedWidth(units: 1697, glyphs: 1)))
    // H 2084 + fallback 1697 + o 1680 = 5461 units over 3 glyphs.
    let mixed = SystemFontMetrics.width(of: "H你o", pointSize: 17, bold: false)
    #expect(isClose(mixed, expectedWidth(units: 5461, glyphs: 3)))
  }

  @Test func decomposedAccentsMeasureLikeComposedOnes() {
    let composed = SystemFontMetrics.width(of: "Caf\u{E9}", pointSize: 17, bold: false)
    let decomposed = SystemFontMetrics.width(of: "Cafe\u{301}", pointSize: 17, bold: false)
    #expect(composed == decomposed)
  }

  @Test func emptyTextAndControlsTakeNoRoom() {
    #expect(SystemFontMetrics.width(of: "", pointSize: 17, bold: false) == 0)
    #expect(SystemFontMetrics.width(of: "\u{AD}\u{200B}", pointSize: 17, bold: false) == 0)
    #expect(
      SystemFontMetrics.size(of: "", pointSize: 17, bold: false, maxWidth: 100, maxLines: 0)
        == .zero)
  }

  @Test func trackingIsInterpolatedBetweenSizesAndBoundedOutside() {
    // H alone: 2084 units plus one glyph's tracking.
    let halfway = SystemFontMetrics.width(of: "H", pointSize: 17.5, bold: false)
    let trackingAt17Point5 = (tracking17 + -0.390886) / 2
    #expect(
      isClose(
        halfway,
        expectedWidth(units: 2084, glyphs: 1, pointSize: 17.5, tracking: trackingAt17Point5)))
    // Below 6 pt tracking shrinks with the size: 0.256371 · 3/6 at 3 pt.
    let tiny = SystemFontMetrics.width(of: "H", pointSize: 3, bold: false)
    #expect(
      isClose(tiny, expectedWidth(units: 2084, glyphs: 1, pointSize: 3, tracking: 0.256371 / 2)))
    // Above 34 pt it keeps the 34 pt value, 0.105338; from 28 pt H has Inter Display's advance,
    // 1364 units of a 2048-unit em: 1364 · 40/2048 + 0.105338 = 26.745963.
    let large = SystemFontMetrics.width(of: "H", pointSize: 40, bold: false)
    #expect(isClose(large, 1364 * 40 / 2048 + 0.105338))
  }

  @Test func widthGrowsWithPointSize() {
    var previous: CGFloat = 0
    for step in 2...160 {
      let size = CGFloat(step) / 4
      let width = SystemFontMetrics.width(of: "Hello World", pointSize: size, bold: false)
      #expect(width > previous, "\(size) pt")
      previous = width
    }
  }

  @Test func repeatedTextWithoutKerningAtTheSeamIsAdditive() {
    // o→H is not kerned, so "HelloHello" is two "Hello"s.
    let once = SystemFontMetrics.width(of: "Hello", pointSize: 13, bold: true)
    let twice = SystemFontMetrics.width(of: "HelloHello", pointSize: 13, bold: true)
    #expect(isClose(twice, 2 * once))
  }
}

@Suite("System font text size with wrapping")
struct SystemFontWrappingTests {
  private let lineHeight17: CGFloat = 20.287109375
  // "Hello" = 6740 units, 5 glyphs; "World" = 2672 + 1680 + 1048 + 668 + 1748 − 144 = 7672 units.
  private let hello = expectedWidth(units: 6740, glyphs: 5)  // 38.77
  private let world = expectedWidth(units: 7672, glyphs: 5)  // 44.40
  private let helloWorld = expectedWidth(units: 15204, glyphs: 11)  // 87.57

  @Test func helloWorldWrapsIntoTwoLinesAtSixtyPoints() {
    // 38.77 fits in 60, 87.57 does not: "Hello" / "World"; the wrapping space is not counted.
    let size = SystemFontMetrics.size(
      of: "Hello World", pointSize: 17, bold: false, maxWidth: 60, maxLines: 0)
    #expect(isClose(size.width, world))
    #expect(size.height == 2 * lineHeight17)
  }

  @Test func spacesAtAWrapHang() {
    let size = SystemFontMetrics.size(
      of: "Hello     ", pointSize: 17, bold: false, maxWidth: 40, maxLines: 0)
    // Trailing spaces may not push the last line past the limit.
    #expect(isClose(size.width, 40))
    #expect(size.height == lineHeight17)
    // At 45: "World" (44.40) fits, with the five spaces after it it would not; they hang.
    let wrapped = SystemFontMetrics.size(
      of: "World     Hello", pointSize: 17, bold: false, maxWidth: 45, maxLines: 0)
    #expect(wrapped.height == 2 * lineHeight17)
    #expect(isClose(wrapped.width, world))
  }

  @Test func wideEnoughLimitKeepsOneLine() {
    let size = SystemFontMetrics.size(
      of: "Hello World", pointSize: 17, bold: false, maxWidth: 88, maxLines: 0)
    #expect(isClose(size.width, helloWorld))
    #expect(size.height == lineHeight17)
    let unlimited = SystemFontMetrics.size(
      of: "Hello World", pointSize: 17, bold: false, maxWidth: nil, maxLines: 0)
    #expect(unlimited == size)
  }

  @Test func maxLinesCutsAndTheLastLineStandsForTheTruncatedRest() {
    let size = SystemFontMetrics.size(
      of: "Hello World", pointSize: 17, bold: false, maxWidth: 60, maxLines: 1)
    #expect(isClose(size.width, 60))
    #expect(size.height == lineHeight17)
    let two = SystemFontMetrics.size(
      of: "Hello World", pointSize: 17, bold: false, maxWidth: 60, maxLines: 2)
    #expect(isClose(two.width, world))
    #expect(two.height == 2 * lineHeight17)
  }

  @Test func lineBreaksStartNewLinesWithoutALimit() {
    let size = SystemFontMetrics.size(
      of: "Hello\nWorld", pointSize: 17, bold: false, maxWidth: nil, maxLines: 0)
    #expect(isClose(size.width, world))
    #expect(size.height == 2 * lineHeight17)
    let firstOnly = SystemFontMetrics.size(
      of: "Hello\r\nWorld", pointSize: 17, bold: false, maxWidth: nil, maxLines: 1)
    #expect(isClose(firstOnly.width, hello))
    #expect(firstOnly.height == lineHeight17)
  }

  @Test func aWordWiderThanTheLimitIsSplitBetweenCharacters() {
    // At 20 pt wide: "H" 12.20 fits, "He" 21.71 does not; "ell" 16.82 fits, "ello" 26.57 does
    // not; "o" 9.76. So H / ell / o, the widest being "ell" = 668·2 + 1640 = 2976 units.
    let size = SystemFontMetrics.size(
      of: "Hello", pointSize: 17, bold: false, maxWidth: 20, maxLines: 0)
    #expect(size.height == 3 * lineHeight17)
    #expect(isClose(size.width, expectedWidth(units: 2976, glyphs: 3)))
  }

  @Test func aCharacterWiderThanTheLimitStillGetsALine() {
    let size = SystemFontMetrics.size(
      of: "HH", pointSize: 17, bold: false, maxWidth: 1, maxLines: 0)
    #expect(size.height == 2 * lineHeight17)
    #expect(isClose(size.width, expectedWidth(units: 2084, glyphs: 1)))
  }

  @Test func nonPositiveOrInfiniteLimitsMeanNoWrapping() {
    for limit: CGFloat in [0, -5, .infinity, .nan] {
      let size = SystemFontMetrics.size(
        of: "Hello World", pointSize: 17, bold: false, maxWidth: limit, maxLines: 0)
      #expect(size.height == lineHeight17, "\(limit)")
    }
  }
}

@Suite("System font metrics table loading")
struct SystemFontMetricsTableLoadingTests {
  private func temporaryFile(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("system-font-metrics-\(UUID().uuidString).json")
    try contents.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// A tiny table: 1000-unit em, A and V 600 wide, A→V kerned −100; tracking 0.5 at 10 pt,
  /// −0.5 at 20 pt.
  private func tinyTable(format: Int = 1, extraAdvance: String = "", display: String = "")
    -> String
  {
    """
    {"format": \(format),
     "horizontal": {"unitsPerEm": 1000,
       "regular": {"fallbackAdvance": 500, "advances": [[65, 600], [86, 600]\(extraAdvance)],
                   "kerning": [{"left": 65, "pairs": [[86, -100]]}]},
       "bold": {"fallbackAdvance": 550, "advances": [], "kerning": []}\(display)},
     "tracking": {"sizes": [{"pointSize": 20, "tracking": -0.5},
                            {"pointSize": 10, "tracking": 0.5}]}}
    """
  }

  @Test func aSmallTableMeasuresByHand() throws {
    let url = try temporaryFile(tinyTable())
    defer { try? FileManager.default.removeItem(at: url) }
    let table = try SystemFontMetricsTable.load(from: url)
    // (600 + 600 − 100) · 10/1000 + 2 · 0.5 = 12; at 15 pt tracking is 0: 1100 · 15/1000 = 16.5.
    let at10 = SystemFontGlyphRun(text: "AV", pointSize: 10, bold: false, table: table)
    #expect(isClose(CGFloat(at10.width(of: 0..<2)), 12))
    let at15 = SystemFontGlyphRun(text: "AV", pointSize: 15, bold: false, table: table)
    #expect(isClose(CGFloat(at15.width(of: 0..<2)), 16.5))
    // Bold lists nothing: two fallbacks, 2 · 550 · 20/1000 − 2 · 0.5 = 21.
    let bold = SystemFontGlyphRun(text: "AV", pointSize: 20, bold: true, table: table)
    #expect(isClose(CGFloat(bold.width(of: 0..<2)), 21))
  }

  /// Display faces on a 2000-unit em: A and V 800 wide (400 per 1000), no kerning; the text
  /// faces up to 10 pt, the display faces from 20 pt.
  private let tinyDisplay = """
    , "displayRegular": {"unitsPerEm": 2000, "fallbackAdvance": 900,
                         "advances": [[65, 800], [86, 800]], "kerning": []},
      "displayBold": {"unitsPerEm": 2000, "fallbackAdvance": 1000, "advances": [],
                      "kerning": []},
      "opticalSize": {"textUpTo": 10, "displayFrom": 20}
    """

  @Test func displayFacesBlendInAcrossTheOpticalSizeRange() throws {
    let url = try temporaryFile(tinyTable(display: tinyDisplay))
    defer { try? FileManager.default.removeItem(at: url) }
    let table = try SystemFontMetricsTable.load(from: url)
    // 10 pt: text faces only, as without display faces: 12.
    let at10 = SystemFontGlyphRun(text: "AV", pointSize: 10, bold: false, table: table)
    #expect(isClose(CGFloat(at10.width(of: 0..<2)), 12))
    // 15 pt, half and half: text (1100 · 15/1000) / 2 = 8.25, display (1600 · 15/2000) / 2 = 6,
    // tracking 0: 14.25.
    let at15 = SystemFontGlyphRun(text: "AV", pointSize: 15, bold: false, table: table)
    #expect(isClose(CGFloat(at15.width(of: 0..<2)), 14.25))
    // 20 pt, display only: 1600 · 20/2000 − 2 · 0.5 = 15; bold: 2 · 1000 · 20/2000 − 1 = 19.
    let at20 = SystemFontGlyphRun(text: "AV", pointSize: 20, bold: false, table: table)
    #expect(isClose(CGFloat(at20.width(of: 0..<2)), 15))
    let bold = SystemFontGlyphRun(text: "AV", pointSize: 20, bold: true, table: table)
    #expect(isClose(CGFloat(bold.width(of: 0..<2)), 19))
  }

  @Test func missingFileFallsBackToTheApproximation() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/system-font-metrics.json")
    let loaded = SystemFontMetricsStore.load(from: url)
    let error = try #require(loaded.loadError)
    #expect(error.contains(url.path))
    // Approximation: 0.5 em per character, no tracking: "Hello" at 10 pt is 5 · 5 = 25.
    let run = SystemFontGlyphRun(text: "Hello", pointSize: 10, bold: false, table: loaded.table)
    #expect(isClose(CGFloat(run.width(of: 0..<5)), 25))
  }

  @Test func malformedFilesAreReportedWithTheirKind() throws {
    let cases: [(String, SystemFontMetricsTableError.Kind)] = [
      ("not json", .malformed),
      ("{}", .malformed),
      (tinyTable(format: 2), .unsupportedFormat),
      (tinyTable(extraAdvance: ", [66]"), .malformed),
      (tinyTable(display: #", "opticalSize": {"textUpTo": 10, "displayFrom": 20}"#), .malformed),
      (tinyTable(display: tinyDisplay.replacingOccurrences(of: "20}", with: "5}")), .malformed),
    ]
    for (contents, kind) in cases {
      let url = try temporaryFile(contents)
      defer { try? FileManager.default.removeItem(at: url) }
      #expect(throws: SystemFontMetricsTableError.self) {
        try SystemFontMetricsTable.load(from: url)
      }
      do {
        _ = try SystemFontMetricsTable.load(from: url)
      } catch {
        #expect(error.kind == kind)
        #expect(error.path == url.path)
      }
    }
  }

  @Test func tableLocationComesFromTheEnvironmentOrThePackageRoot() {
    let checkout = URL(fileURLWithPath: "/home/me/layoutlings", isDirectory: true)
    let fromRoot = SystemFontMetricsStore.tableURL(environment: [:], checkout: checkout)
    #expect(fromRoot.path == "/home/me/layoutlings/Data/fonts/system-font-metrics.json")
    let configured = SystemFontMetricsStore.tableURL(
      environment: ["LAYOUTLINGS_DATA": "/srv/data"], checkout: checkout)
    #expect(configured.path == "/srv/data/fonts/system-font-metrics.json")
    let empty = SystemFontMetricsStore.tableURL(
      environment: ["LAYOUTLINGS_DATA": ""], checkout: checkout)
    #expect(empty == fromRoot)
  }
}
