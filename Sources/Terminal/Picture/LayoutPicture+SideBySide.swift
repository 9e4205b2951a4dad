extension LayoutPicture {
  /// Columns between the two pictures of `sideBySide`.
  static let sideBySideGap = 3

  /// Returns a copy whose rectangles named in `names` are highlighted.
  func highlighting(_ names: [String]) -> LayoutPicture {
    var copy = self
    copy.rects = rects.map { rect in
      var rect = rect
      rect.isHighlighted = rect.isHighlighted || names.contains(rect.name)
      return rect
    }
    return copy
  }

  /// Draws the expected and the actual layout next to each other, titled "expected" and "actual",
  /// highlighting the rectangles named in `differing` (a verdict's failing checks), or without it
  /// those whose frames differ (by more than `tolerance` points in x, y, width or height) or that
  /// are on one side only.
  ///
  /// Each picture gets half of `width` less a 3-column gap and up to `height` rows. Below them come
  /// each picture's notes, prefixed with `(expected)` or `(actual)`, the numbers given to views
  /// with no room for their names (one numbering for both sides), and a last line naming the
  /// rectangles that differ (`frames that differ: a, b`) or saying `all frames match`.
  public static func sideBySide(
    expected: LayoutPicture, actual: LayoutPicture, width: Int, height: Int,
    styler: Styler = .plain,
    theme: PictureTheme = .standard, tolerance: Double = 0, differing named: [String]? = nil
  ) -> String {
    let differing =
      named
      ?? FrameComparison.differingNames(
        expected: expected.rects, actual: actual.rects, tolerance: tolerance)
    let pictureWidth = max(2, (width - sideBySideGap) / 2)
    let left = expected.highlighting(differing).draw(
      width: pictureWidth, height: height, styler: styler, theme: theme)
    // One numbering for both sides: a number means the same view on the left and the right.
    let right = actual.highlighting(differing).draw(
      width: pictureWidth, height: height, styler: styler, theme: theme, numbered: left.numbered)
    let gap = String(repeating: " ", count: sideBySideGap)

    var lines = [
      TextLayout.pad(styler.apply(theme.title, to: "expected"), toWidth: left.columns) + gap
        + styler.apply(theme.title, to: "actual")
    ]
    for index in 0..<max(left.lines.count, right.lines.count) {
      let leftLine = index < left.lines.count ? left.lines[index] : ""
      guard index < right.lines.count else {
        lines.append(leftLine)
        continue
      }
      lines.append(TextLayout.pad(leftLine, toWidth: left.columns) + gap + right.lines[index])
    }
    lines += left.notes.map { "(expected) " + $0 } + right.notes.map { "(actual) " + $0 }
    if let legend = right.legend { lines.append(legend) }
    if differing.isEmpty {
      lines.append("all frames match")
    } else {
      let names = differing.map { name in
        styler.apply(
          theme.highlightedLabel,
          to: NamedRect(name: name, x: 0, y: 0, width: 0, height: 0).displayName)
      }
      lines.append("frames that differ: " + names.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }
}
