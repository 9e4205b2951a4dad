/// How a flow layout fills lines (docs/UIKitFacts.md §11.2), along the axis items flow in (x when
/// the collection view scrolls vertically): as many items as fit with the minimum spacing go on a
/// line; a line's extra space is shared out between its items, so the first starts at the
/// section inset and the last ends at the far inset; a line of one item centres it, unless it is
/// the last of several lines; the last line of several is spaced as if it were full of items the
/// size of its last one, so its items line up with the lines above.
enum FlowLayoutLines {
  /// Splits item lengths (along the line) into lines of at most `available` points.
  static func lines(lengths: [CGFloat], available: CGFloat, spacing: CGFloat) -> [Range<Int>] {
    var lines: [Range<Int>] = []
    var start = 0
    var used: CGFloat = 0
    for (index, length) in lengths.enumerated() {
      if index > start, used + spacing + length > available + 1e-6 {
        lines.append(start..<index)
        start = index
        used = length
      } else {
        used += (index > start ? spacing : 0) + length
      }
    }
    if start < lengths.count { lines.append(start..<lengths.count) }
    return lines
  }

  /// The offsets of a line's items from the start of the available length.
  static func offsets(
    lengths: [CGFloat], available: CGFloat, spacing: CGFloat, isLastLine: Bool, isOnlyLine: Bool
  ) -> [CGFloat] {
    guard let last = lengths.last else { return [] }
    let used = lengths.reduce(0, +) + spacing * CGFloat(lengths.count - 1)
    var leftover = available - used
    var count = lengths.count
    if isLastLine, !(isOnlyLine && count == 1) {
      while leftover + 1e-6 >= spacing + last, last > 0 {
        leftover -= spacing + last
        count += 1
      }
    }
    guard count > 1 else { return [max(0, (available - lengths[0]) / 2)] }
    let gap = spacing + max(0, leftover) / CGFloat(count - 1)
    var offsets: [CGFloat] = []
    var position: CGFloat = 0
    for length in lengths {
      offsets.append(position)
      position += length + gap
    }
    return offsets
  }
}
