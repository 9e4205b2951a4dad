/// Terminal column widths of characters: 2 for East Asian wide and emoji, 0 for combining marks and
/// other zero-width characters, 1 otherwise.
///
/// The tables cover the common ranges of Unicode's East Asian Width property (W and F) and of the
/// emoji that terminals draw two columns wide, plus the combining and format characters that take no
/// column. They are deliberately compact rather than complete; ambiguous-width characters (box
/// drawing, arrows, `…`) count as 1, as in most Western terminals. A regional-indicator pair (a flag)
/// counts as 2.
public enum DisplayWidth {
  /// Returns the number of columns a terminal uses for `scalar` on its own.
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if value < 0x300 { return 1 }
    if contains(value, in: zeroWidthRanges) { return 0 }
    if contains(value, in: wideRanges) { return 2 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  /// Returns the number of columns a terminal uses for one grapheme cluster.
  ///
  /// The first scalar decides (combining marks after it add nothing); an emoji presentation
  /// selector (U+FE0F) makes a narrow base character, such as `❤` or a keycap digit, two wide.
  public static func of(_ character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    let base = of(first)
    if base == 1, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    return base
  }

  private static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }

  /// Combining marks, joiners and invisible format characters (sorted, non-overlapping).
  private static let zeroWidthRanges: [ClosedRange<UInt32>] = [
    0x0300...0x036F,  // combining diacritical marks
    0x0483...0x0489,  // Cyrillic combining marks
    0x0591...0x05BD, 0x05BF...0x05BF, 0x05C1...0x05C2, 0x05C4...0x05C5, 0x05C7...0x05C7,  // Hebrew
    0x0610...0x061A, 0x064B...0x065F, 0x0670...0x0670, 0x06D6...0x06DC, 0x06DF...0x06E4,  // Arabic
    0x06E7...0x06E8, 0x06EA...0x06ED,
    // Devanagari
    0x0900...0x0902, 0x093A...0x093A, 0x093C...0x093C, 0x0941...0x0948, 0x094D...0x094D,
    0x0951...0x0957, 0x0962...0x0963,
    0x0E31...0x0E31, 0x0E34...0x0E3A, 0x0E47...0x0E4E,  // Thai
    0x1160...0x11FF,  // Hangul medial vowels and final consonants (joined to the initial)
    0x1AB0...0x1AFF,  // combining diacritical marks extended
    0x1DC0...0x1DFF,  // combining diacritical marks supplement
    0x200B...0x200F,  // zero width space, non-joiner, joiner, direction marks
    0x202A...0x202E,  // bidirectional embeddings
    0x2060...0x2064,  // word joiner, invisible operators
    0x20D0...0x20FF,  // combining marks for symbols
    0xFE00...0xFE0F,  // variation selectors
    0xFE20...0xFE2F,  // combining half marks
    0xFEFF...0xFEFF,  // zero width no-break space
    0xE0000...0xE007F,  // tags
    0xE0100...0xE01EF,  // variation selectors supplement
  ]

  /// East Asian Wide/Fullwidth ranges and emoji shown two columns wide (sorted, non-overlapping).
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0, 0x23F3...0x23F3,
    0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F, 0x2693...0x2693,
    0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE...0x26CE,
    0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5, 0x26FA...0x26FA,
    0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728, 0x274C...0x274C,
    0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797, 0x27B0...0x27B0,
    0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
    0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
    0x3400...0x4DBF,  // CJK unified ideographs extension A
    0x4E00...0x9FFF,  // CJK unified ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo extended A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK compatibility ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4, 0x17000...0x18CFF,  // Tangut and friends
    0x1B000...0x1B2FF,  // Kana supplement and extensions
    0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A,
    0x1F1E6...0x1F1FF,  // regional indicators (flags)
    0x1F200...0x1F251,  // enclosed ideographic supplement
    0x1F300...0x1F64F,  // misc symbols and pictographs, emoticons
    0x1F680...0x1F6FF,  // transport and map symbols
    0x1F7E0...0x1F7EB,  // coloured circles and squares
    0x1F90C...0x1F9FF,  // supplemental symbols and pictographs
    0x1FA70...0x1FAFF,  // symbols and pictographs extended A
    0x20000...0x2FFFD,  // CJK extensions B–F
    0x30000...0x3FFFD,  // CJK extension G and later
  ]
}

/// Returns the number of terminal columns `text` occupies, ignoring ANSI escape sequences, counting
/// wide characters (CJK, emoji) as 2 and combining marks as 0.
///
/// Meant for a single line: control characters, including newlines, count as 0.
public func visibleWidth(of text: String) -> Int {
  TextLayout.visibleWidth(of: text)
}
