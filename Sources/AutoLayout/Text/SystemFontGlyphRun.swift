import Foundation

/// A text turned into one positioned glyph per character, in points at one size and weight.
///
/// Each visible character (grapheme cluster) is one glyph: its advance from the table (or the
/// face's fallback), plus the size's tracking; kerning applies between neighbouring listed
/// characters. Control and format characters (including the soft hyphen) take no room. From the
/// size where the system font turns to its Display design, advances and kerning blend the text
/// and display faces by the display share (`SystemFontOpticalSize`, docs/UIKitFacts.md §5.4).
struct SystemFontGlyphRun {
  /// What a character does in a line.
  enum Kind: Equatable {
    /// Ink: a letter, digit, mark or symbol.
    case visible
    /// A space a line may wrap at.
    case breakableSpace
    /// Starts a new line (`\n`, `\r\n`, U+2028, U+2029, …).
    case lineBreak
    /// Takes no room and is not tracked (controls, format characters).
    case invisible
  }

  /// One character's contribution in points.
  struct Glyph: Equatable {
    let kind: Kind
    /// Advance including tracking.
    let advance: Double
    /// Kerning with the glyph just before it.
    let kerningBefore: Double
  }

  let glyphs: [Glyph]

  init(text: String, pointSize: Double, bold: Bool, table: SystemFontMetricsTable) {
    let face = table.face(bold: bold)
    let display = table.displayFace(bold: bold)
    let displayShare = table.opticalSize.displayShare(atPointSize: pointSize)
    let textShare = 1 - displayShare
    let textScale = pointSize / face.unitsPerEm * textShare
    let displayScale = pointSize / display.unitsPerEm * displayShare
    let tracking = table.tracking(atPointSize: pointSize)
    var glyphs: [Glyph] = []
    var previous: Unicode.Scalar?
    for character in text {
      let kind = Self.kind(of: character)
      guard kind == .visible || kind == .breakableSpace else {
        glyphs.append(Glyph(kind: kind, advance: 0, kerningBefore: 0))
        previous = nil
        continue
      }
      let scalar = Self.tableScalar(of: character, in: face)
      var advance = tracking
      var kerning = 0.0
      for (source, scale) in [(face, textScale), (display, displayScale)] where scale > 0 {
        advance += (scalar.flatMap(source.advance(of:)) ?? source.fallbackAdvance) * scale
        if let left = previous, let right = scalar {
          kerning += source.kerning(between: left, and: right) * scale
        }
      }
      glyphs.append(Glyph(kind: kind, advance: advance, kerningBefore: kerning))
      previous = scalar
    }
    self.glyphs = glyphs
  }

  /// Width of `range` set on one line: advances plus the kerning inside the range.
  func width(of range: Range<Int>) -> Double {
    var total = 0.0
    for index in range {
      total += glyphs[index].advance
      if index > range.lowerBound { total += glyphs[index].kerningBefore }
    }
    return total
  }

  private static let noBreakSpaces: Set<UInt32> = [0x00A0, 0x2007, 0x202F]

  private static func kind(of character: Character) -> Kind {
    if character.isNewline { return .lineBreak }
    guard let first = character.unicodeScalars.first else { return .invisible }
    switch first.properties.generalCategory {
    case .control, .format:
      return .invisible
    case .spaceSeparator:
      return noBreakSpaces.contains(first.value) ? .visible : .breakableSpace
    default:
      return .visible
    }
  }

  /// The one table character that draws `character`, or nil when the fallback must be used.
  ///
  /// A decomposed cluster (`e` + U+0301) is first composed; a base followed by combining marks
  /// the table cannot compose is measured by its base, as the marks take no advance.
  private static func tableScalar(
    of character: Character, in face: SystemFontMetricsTable.Face
  ) -> Unicode.Scalar? {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return nil }
    if scalars.count == 1 { return face.advance(of: first) == nil ? nil : first }
    let composed = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
    if composed.count == 1, let only = composed.first, face.advance(of: only) != nil {
      return only
    }
    let onlyMarksFollow = scalars.dropFirst().allSatisfy {
      switch $0.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: true
      default: false
      }
    }
    return onlyMarksFollow && face.advance(of: first) != nil ? first : nil
  }
}
