/// A grid of terminal cells on which rectangles are drawn with box-drawing characters.
///
/// Each cell records which of its four sides a line leaves through; where lines of several
/// rectangles meet, the sides are merged and the matching junction is drawn (`┼ ├ ┤ ┬ ┴`).
/// Text (labels, dots, markers) lies on top of the lines.
struct BoxCanvas {
  /// What drew a cell; decides its style. Later cases win.
  enum Layer: Int, Comparable {
    case empty, container, view, highlighted

    static func < (lhs: Layer, rhs: Layer) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// Text put on top of a cell.
  struct Overlay {
    /// The character shown; empty for the second cell of a wide character.
    var text: String
    var style: TextStyle
  }

  static let up: UInt8 = 1
  static let down: UInt8 = 2
  static let left: UInt8 = 4
  static let right: UInt8 = 8

  let columns: Int
  let rows: Int
  private var sides: [UInt8]
  private var layers: [Layer]
  private var overlays: [Overlay?]

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    sides = Array(repeating: 0, count: columns * rows)
    layers = Array(repeating: .empty, count: columns * rows)
    overlays = Array(repeating: nil, count: columns * rows)
  }

  private func offset(_ column: Int, _ row: Int) -> Int? {
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
    return row * columns + column
  }

  private mutating func add(_ bits: UInt8, at column: Int, _ row: Int, layer: Layer) {
    guard let offset = offset(column, row) else { return }
    sides[offset] |= bits
    layers[offset] = max(layers[offset], layer)
  }

  /// Draws a horizontal line from `start` to `end` (inclusive) on `row`.
  mutating func horizontalLine(row: Int, from start: Int, to end: Int, layer: Layer) {
    guard start < end else {
      add(BoxCanvas.left | BoxCanvas.right, at: start, row, layer: layer)
      return
    }
    for column in start...end {
      let bits = (column > start ? BoxCanvas.left : 0) | (column < end ? BoxCanvas.right : 0)
      add(bits, at: column, row, layer: layer)
    }
  }

  /// Draws a vertical line from `start` to `end` (inclusive) in `column`.
  mutating func verticalLine(column: Int, from start: Int, to end: Int, layer: Layer) {
    guard start < end else {
      add(BoxCanvas.up | BoxCanvas.down, at: column, start, layer: layer)
      return
    }
    for row in start...end {
      let bits = (row > start ? BoxCanvas.up : 0) | (row < end ? BoxCanvas.down : 0)
      add(bits, at: column, row, layer: layer)
    }
  }

  /// Draws the outline of the box whose corners are at the given cells.
  mutating func box(left: Int, top: Int, right: Int, bottom: Int, layer: Layer) {
    horizontalLine(row: top, from: left, to: right, layer: layer)
    horizontalLine(row: bottom, from: left, to: right, layer: layer)
    verticalLine(column: left, from: top, to: bottom, layer: layer)
    verticalLine(column: right, from: top, to: bottom, layer: layer)
  }

  /// Whether nothing (no line, no text) is in the cell; cells outside the grid are not free.
  func isFree(_ column: Int, _ row: Int) -> Bool {
    guard let offset = offset(column, row) else { return false }
    return sides[offset] == 0 && overlays[offset] == nil
  }

  /// Whether a cell holds written text (a name) rather than an edge or nothing.
  func holdsText(_ column: Int, _ row: Int) -> Bool {
    guard let offset = offset(column, row) else { return false }
    return sides[offset] == 0 && overlays[offset] != nil
  }

  /// The longest runs of free cells on `row` between `start` and `end` (inclusive), left to right.
  func freeRuns(row: Int, from start: Int, to end: Int) -> [(start: Int, length: Int)] {
    var runs: [(start: Int, length: Int)] = []
    var column = start
    while column <= end {
      guard isFree(column, row) else {
        column += 1
        continue
      }
      let runStart = column
      while column <= end, isFree(column, row) { column += 1 }
      runs.append((runStart, column - runStart))
    }
    return runs
  }

  /// Writes `text` starting at a cell, one character per cell (two for wide characters); a
  /// zero-width character joins the cell before it.
  mutating func write(_ text: String, column: Int, row: Int, style: TextStyle) {
    var current = column
    for character in text {
      let width = DisplayWidth.of(character)
      if width == 0 {
        if current > column, let offset = offset(current - 1, row) {
          overlays[offset]?.text.append(character)
        }
        continue
      }
      if let offset = offset(current, row) {
        overlays[offset] = Overlay(text: String(character), style: style)
      }
      for extra in 1..<width {
        if let offset = offset(current + extra, row) {
          overlays[offset] = Overlay(text: "", style: style)
        }
      }
      current += width
    }
  }

  /// Returns the rows as text, each cell in the style of its layer (or its overlay).
  func render(styler: Styler, theme: PictureTheme) -> [String] {
    (0..<rows).map { row in
      var line = ""
      var run = ""
      var runStyle = TextStyle.plain
      for column in 0..<columns {
        let index = row * columns + column
        let (text, style) = cell(index, theme: theme)
        if style != runStyle {
          line += styler.apply(runStyle, to: run)
          run = ""
          runStyle = style
        }
        run += text
      }
      return line + styler.apply(runStyle, to: run)
    }
  }

  private func cell(_ index: Int, theme: PictureTheme) -> (String, TextStyle) {
    if let overlay = overlays[index] { return (overlay.text, overlay.style) }
    let style: TextStyle
    switch layers[index] {
    case .empty: style = .plain
    case .container: style = theme.container
    case .view: style = theme.edge
    case .highlighted: style = theme.highlightedEdge
    }
    return (BoxCanvas.character(for: sides[index]), style)
  }

  /// The box-drawing character for a set of sides; a line leaving through one side only is drawn
  /// as a straight line.
  static func character(for sides: UInt8) -> String {
    switch sides {
    case 0: return " "
    case up, down, up | down: return "│"
    case left, right, left | right: return "─"
    case down | right: return "┌"
    case down | left: return "┐"
    case up | right: return "└"
    case up | left: return "┘"
    case up | down | right: return "├"
    case up | down | left: return "┤"
    case left | right | down: return "┬"
    case left | right | up: return "┴"
    default: return "┼"
    }
  }
}
