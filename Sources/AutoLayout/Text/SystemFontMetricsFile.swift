import Foundation

/// The decoded shape of `Data/fonts/system-font-metrics.json` (format 1).
///
/// Only the fields the layout needs are decoded; the file also carries its provenance and the
/// fit report for readers. `Scripts/make-text-metrics.py` writes it.
struct SystemFontMetricsFile: Decodable {
  /// The format this decoder understands.
  static let supportedFormat = 1

  /// Widths in font units of a `unitsPerEm` em.
  ///
  /// The display faces and the optical-size range are optional: a table without them measures
  /// every size with the text faces.
  struct Horizontal: Decodable {
    let unitsPerEm: Double
    let regular: Face
    let bold: Face
    let displayRegular: Face?
    let displayBold: Face?
    let opticalSize: OpticalSize?
  }

  /// Where the text faces give way to the display faces (points).
  struct OpticalSize: Decodable {
    let textUpTo: Double
    let displayFrom: Double
  }

  /// One weight: `advances` rows are `[scalar, advance]`, kerning rows group pairs by left scalar.
  /// A face whose em differs from `Horizontal.unitsPerEm` gives its own `unitsPerEm`.
  struct Face: Decodable {
    let unitsPerEm: Double?
    let fallbackAdvance: Double
    let advances: [[Int]]
    let kerning: [KerningRow]
  }

  /// Pairs `[right scalar, adjustment]` that follow `left`.
  struct KerningRow: Decodable {
    let left: Int
    let pairs: [[Int]]
  }

  /// Per-size tracking, in points added after every glyph.
  struct Tracking: Decodable {
    let sizes: [TrackingRow]
  }

  /// The tracking at one point size.
  struct TrackingRow: Decodable {
    let pointSize: Double
    let tracking: Double
  }

  let format: Int
  let horizontal: Horizontal
  let tracking: Tracking
}
