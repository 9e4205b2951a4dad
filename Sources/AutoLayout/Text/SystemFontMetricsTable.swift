import Foundation

/// Horizontal system-font metrics ready for lookups: advances, kerning and tracking.
struct SystemFontMetricsTable: Sendable {
  /// One weight of one design of the font, in font units.
  struct Face: Sendable {
    /// Font units per em of this face.
    let unitsPerEm: Double
    let advances: [UInt32: Double]
    let kerning: [UInt64: Double]
    /// Advance of any character the table does not list.
    let fallbackAdvance: Double

    /// The listed advance of `scalar`, or nil when the table does not cover it.
    func advance(of scalar: Unicode.Scalar) -> Double? {
      advances[scalar.value]
    }

    /// The pair adjustment between two listed characters (0 when the pair is not kerned).
    func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
      kerning[Self.pairKey(left.value, right.value)] ?? 0
    }

    static func pairKey(_ left: UInt32, _ right: UInt32) -> UInt64 {
      UInt64(left) << 32 | UInt64(right)
    }
  }

  /// Tracking (points per glyph) at one point size.
  struct TrackingPoint: Sendable, Equatable {
    let pointSize: Double
    let tracking: Double
  }

  let regular: Face
  let bold: Face
  /// The Display design's faces (the text faces when the table has none).
  let displayRegular: Face
  let displayBold: Face
  let opticalSize: SystemFontOpticalSize
  /// Sorted by point size, strictly increasing, never empty.
  let trackingPoints: [TrackingPoint]

  /// The text face for the requested weight.
  func face(bold isBold: Bool) -> Face {
    isBold ? bold : regular
  }

  /// The display face for the requested weight.
  func displayFace(bold isBold: Bool) -> Face {
    isBold ? displayBold : displayRegular
  }

  /// Tracking in points per glyph at `pointSize`.
  ///
  /// Linear between listed sizes; below the smallest size it shrinks in proportion to the size
  /// (so tiny text is not dominated by tracking); above the largest it keeps the last value.
  func tracking(atPointSize pointSize: Double) -> Double {
    guard let first = trackingPoints.first, let last = trackingPoints.last else { return 0 }
    if pointSize <= first.pointSize {
      return first.tracking * max(pointSize, 0) / first.pointSize
    }
    if pointSize >= last.pointSize { return last.tracking }
    var upper = 1
    while trackingPoints[upper].pointSize < pointSize { upper += 1 }
    let low = trackingPoints[upper - 1]
    let high = trackingPoints[upper]
    let fraction = (pointSize - low.pointSize) / (high.pointSize - low.pointSize)
    return low.tracking + fraction * (high.tracking - low.tracking)
  }
}

extension SystemFontMetricsTable {
  /// The stand-in used when the data file cannot be loaded.
  ///
  /// Every character advances 0.5 em (0.53 em in bold), with no kerning and no tracking: about
  /// right for mixed-case English text, within roughly 15 %.
  static let approximation = SystemFontMetricsTable(
    regular: approximateFace(fallbackAdvance: 500),
    bold: approximateFace(fallbackAdvance: 530),
    displayRegular: approximateFace(fallbackAdvance: 500),
    displayBold: approximateFace(fallbackAdvance: 530),
    opticalSize: .textOnly,
    trackingPoints: [TrackingPoint(pointSize: 1, tracking: 0)]
  )

  private static func approximateFace(fallbackAdvance: Double) -> Face {
    Face(unitsPerEm: 1000, advances: [:], kerning: [:], fallbackAdvance: fallbackAdvance)
  }

  /// Reads and validates the table at `url`.
  static func load(from url: URL) throws(SystemFontMetricsTableError) -> SystemFontMetricsTable {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SystemFontMetricsTableError(
        kind: .unreadable, path: url.path, detail: error.localizedDescription)
    }
    let file: SystemFontMetricsFile
    do {
      file = try JSONDecoder().decode(SystemFontMetricsFile.self, from: data)
    } catch {
      throw SystemFontMetricsTableError(
        kind: .malformed, path: url.path, detail: String(describing: error))
    }
    return try SystemFontMetricsTable(file: file, path: url.path)
  }

  /// Checks and converts a decoded file; `path` only names the file in errors.
  init(file: SystemFontMetricsFile, path: String) throws(SystemFontMetricsTableError) {
    func malformed(_ detail: String) -> SystemFontMetricsTableError {
      SystemFontMetricsTableError(kind: .malformed, path: path, detail: detail)
    }
    guard file.format == SystemFontMetricsFile.supportedFormat else {
      throw SystemFontMetricsTableError(
        kind: .unsupportedFormat, path: path,
        detail: "format \(file.format), expected \(SystemFontMetricsFile.supportedFormat)")
    }
    let unitsPerEm = file.horizontal.unitsPerEm
    guard unitsPerEm.isFinite, unitsPerEm > 0 else {
      throw malformed("unitsPerEm \(unitsPerEm) is not a positive number")
    }
    let horizontal = file.horizontal
    func face(_ face: SystemFontMetricsFile.Face, named name: String)
      throws(SystemFontMetricsTableError) -> Face
    {
      try Self.face(face, named: name, unitsPerEm: unitsPerEm, malformed: malformed)
    }
    let regular = try face(horizontal.regular, named: "regular")
    let bold = try face(horizontal.bold, named: "bold")
    var displayRegular = regular
    var displayBold = bold
    var opticalSize = SystemFontOpticalSize.textOnly
    if let display = horizontal.displayRegular, let displayBoldFace = horizontal.displayBold,
      let range = horizontal.opticalSize
    {
      guard range.textUpTo.isFinite, range.displayFrom.isFinite, range.textUpTo > 0,
        range.displayFrom >= range.textUpTo
      else {
        throw malformed(
          "opticalSize \(range.textUpTo)…\(range.displayFrom) pt is not an increasing range")
      }
      displayRegular = try face(display, named: "displayRegular")
      displayBold = try face(displayBoldFace, named: "displayBold")
      opticalSize = SystemFontOpticalSize(
        textUpTo: range.textUpTo, displayFrom: range.displayFrom)
    } else if horizontal.displayRegular != nil || horizontal.displayBold != nil
      || horizontal.opticalSize != nil
    {
      throw malformed("displayRegular, displayBold and opticalSize must be given together")
    }
    let points = file.tracking.sizes
      .map { TrackingPoint(pointSize: $0.pointSize, tracking: $0.tracking) }
      .sorted { $0.pointSize < $1.pointSize }
    guard !points.isEmpty else { throw malformed("tracking.sizes is empty") }
    for (index, point) in points.enumerated() {
      guard point.pointSize.isFinite, point.pointSize > 0, point.tracking.isFinite else {
        throw malformed("tracking row \(point.pointSize) pt has an impossible value")
      }
      if index > 0, points[index - 1].pointSize == point.pointSize {
        throw malformed("tracking lists \(point.pointSize) pt twice")
      }
    }
    self.init(
      regular: regular, bold: bold, displayRegular: displayRegular, displayBold: displayBold,
      opticalSize: opticalSize, trackingPoints: points)
  }

  private static func face(
    _ face: SystemFontMetricsFile.Face, named name: String, unitsPerEm tableUnitsPerEm: Double,
    malformed: (String) -> SystemFontMetricsTableError
  ) throws(SystemFontMetricsTableError) -> Face {
    let unitsPerEm = face.unitsPerEm ?? tableUnitsPerEm
    guard unitsPerEm.isFinite, unitsPerEm > 0 else {
      throw malformed("\(name).unitsPerEm \(unitsPerEm) is not a positive number")
    }
    guard face.fallbackAdvance.isFinite, face.fallbackAdvance > 0 else {
      throw malformed("\(name).fallbackAdvance \(face.fallbackAdvance) is not positive")
    }
    var advances: [UInt32: Double] = [:]
    for row in face.advances {
      guard row.count == 2, let scalar = Unicode.Scalar(UInt32(clamping: row[0])), row[1] >= 0
      else { throw malformed("\(name).advances has a bad row \(row)") }
      advances[scalar.value] = Double(row[1])
    }
    var kerning: [UInt64: Double] = [:]
    for group in face.kerning {
      guard let left = Unicode.Scalar(UInt32(clamping: group.left)) else {
        throw malformed("\(name).kerning has a bad left character \(group.left)")
      }
      for pair in group.pairs {
        guard pair.count == 2, let right = Unicode.Scalar(UInt32(clamping: pair[0])) else {
          throw malformed("\(name).kerning after \(group.left) has a bad pair \(pair)")
        }
        kerning[Face.pairKey(left.value, right.value)] = Double(pair[1])
      }
    }
    return Face(
      unitsPerEm: unitsPerEm, advances: advances, kerning: kerning,
      fallbackAdvance: face.fallbackAdvance)
  }
}
