import Foundation

/// A picture of views inside their container, drawn with box-drawing characters.
///
/// The container's size (in points) is scaled into a grid of at most `width` × `height` cells,
/// keeping the aspect ratio (cells count as twice as tall as wide); its border is the grid's edge.
/// Each rectangle is drawn in order:
/// - as a box, with shared or crossing edges merged into junctions (`┼ ├ ┤ ┬ ┴`);
/// - as a line when its width or height maps to a single column or row (zero-width views), or as
///   a dot (`•`) when both do;
/// - clipped to the container when it runs past it, with an arrow (`← → ↑ ↓`) on the container's
///   border in the middle of each side it runs past; rectangles entirely outside are listed in a
///   note under the picture (`off-screen: name`), as are rectangles with non-finite coordinates.
/// - named: a rectangle with no room for its name, even shortened, gets a number where one fits
///   (on its top edge when nothing else is free), and the note `numbered: 1 name, 2 other` under
///   the picture says whose it is.
///
/// Names go inside boxes, at the first free place from the top-left, never touching another name;
/// when a name does not fit, the widest free run of at least two cells gets it shortened with `…`. Lines, dots and boxes with no
/// inside take their name just right of their top-right cell, when free. Highlighted rectangles
/// are drawn in colour, or without colour with a `*` after their name.
public struct LayoutPicture: Sendable, Hashable {
  /// The container's width in points.
  public var containerWidth: Double
  /// The container's height in points.
  public var containerHeight: Double
  /// The rectangles, drawn in this order.
  public var rects: [NamedRect]

  /// Creates a picture of `rects` inside a container of the given size in points.
  public init(containerWidth: Double, containerHeight: Double, rects: [NamedRect]) {
    self.containerWidth = containerWidth
    self.containerHeight = containerHeight
    self.rects = rects
  }

  /// Creates a picture of `rects` inside a container of the given size.
  public init(containerSize: CGSize, rects: [NamedRect]) {
    self.init(
      containerWidth: Double(containerSize.width), containerHeight: Double(containerSize.height),
      rects: rects)
  }

  /// Returns the picture (and any notes under it) as lines joined with newlines.
  public func render(
    width: Int, height: Int, styler: Styler = .plain, theme: PictureTheme = .standard
  ) -> String {
    renderLines(width: width, height: height, styler: styler, theme: theme).joined(separator: "\n")
  }

  /// Returns the picture's lines followed by its notes.
  public func renderLines(
    width: Int, height: Int, styler: Styler = .plain, theme: PictureTheme = .standard
  ) -> [String] {
    let drawing = draw(width: width, height: height, styler: styler, theme: theme)
    return drawing.lines + drawing.notes + (drawing.legend.map { [$0] } ?? [])
  }

  /// The grid lines and the notes about rectangles that could not be drawn.
  struct Drawing {
    var lines: [String]
    var notes: [String]
    var columns: Int
    /// The names numbered in this picture and any drawn before it with the same numbering, in
    /// number order.
    var numbered: [String]

    /// `numbered: 1 name, 2 other`, nil when nothing is numbered.
    var legend: String? {
      guard !numbered.isEmpty else { return nil }
      return "numbered: "
        + numbered.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
    }
  }

  /// A rectangle mapped to cells, after clipping.
  private struct PlacedRect {
    var rect: NamedRect
    var left: Int, top: Int, right: Int, bottom: Int
    var clipped: (left: Bool, top: Bool, right: Bool, bottom: Bool)
  }

  /// Draws the picture; a name that must be numbered keeps its number from `numbered` (the
  /// pictures drawn before it, side by side), or takes the next one.
  func draw(
    width: Int, height: Int, styler: Styler, theme: PictureTheme, numbered: [String] = []
  ) -> Drawing {
    let scale = PictureScale(
      containerWidth: containerWidth, containerHeight: containerHeight, maxColumns: width,
      maxRows: height)
    var canvas = BoxCanvas(columns: scale.columns, rows: scale.rows)
    canvas.box(left: 0, top: 0, right: scale.columns - 1, bottom: scale.rows - 1, layer: .container)

    var placed: [PlacedRect] = []
    var offScreen: [String] = []
    var invalid: [String] = []
    for rect in rects {
      guard rect.isFinite else {
        invalid.append(rect.displayName)
        continue
      }
      guard let item = place(rect, scale: scale) else {
        offScreen.append(rect.displayName)
        continue
      }
      placed.append(item)
    }

    for item in placed { drawShape(item, on: &canvas, theme: theme) }
    for item in placed { drawMarkers(item, on: &canvas, theme: theme) }
    var numbered = numbered
    for item in placed {
      let written = drawLabel(item, on: &canvas, styler: styler, theme: theme)
      let name = item.rect.displayName
      guard !written, !name.isEmpty else { continue }
      // No room for the name, even shortened: a number, named under the picture.
      let index = numbered.firstIndex(of: name) ?? numbered.count
      if drawTag(String(index + 1), for: item, on: &canvas, styler: styler, theme: theme),
        index == numbered.count
      {
        numbered.append(name)
      }
    }

    var notes: [String] = []
    if !offScreen.isEmpty { notes.append("off-screen: " + offScreen.joined(separator: ", ")) }
    if !invalid.isEmpty {
      notes.append("not drawn (invalid frame): " + invalid.joined(separator: ", "))
    }
    return Drawing(
      lines: canvas.render(styler: styler, theme: theme), notes: notes, columns: scale.columns,
      numbered: numbered)
  }

  /// Clips `rect` to the container and maps it to cells; `nil` when nothing of it is inside.
  private func place(_ rect: NamedRect, scale: PictureScale) -> PlacedRect? {
    let (minX, minY, maxX, maxY) = rect.standardized
    let width = scale.containerWidth
    let height = scale.containerHeight
    // A rectangle with extent must overlap the container; a flat one may lie on its border.
    func overlaps(_ low: Double, _ high: Double, _ limit: Double) -> Bool {
      low == high ? (0...limit).contains(low) : low < limit && high > 0
    }
    guard overlaps(minX, maxX, width), overlaps(minY, maxY, height) else { return nil }
    return PlacedRect(
      rect: rect,
      left: scale.column(max(0, minX)), top: scale.row(max(0, minY)),
      right: scale.column(min(width, maxX)), bottom: scale.row(min(height, maxY)),
      clipped: (minX < 0, minY < 0, maxX > width, maxY > height))
  }

  private func drawShape(_ item: PlacedRect, on canvas: inout BoxCanvas, theme: PictureTheme) {
    let layer: BoxCanvas.Layer = item.rect.isHighlighted ? .highlighted : .view
    if item.left == item.right, item.top == item.bottom {
      let style = item.rect.isHighlighted ? theme.highlightedEdge : theme.edge
      canvas.write("•", column: item.left, row: item.top, style: style)
    } else if item.left == item.right {
      canvas.verticalLine(column: item.left, from: item.top, to: item.bottom, layer: layer)
    } else if item.top == item.bottom {
      canvas.horizontalLine(row: item.top, from: item.left, to: item.right, layer: layer)
    } else {
      canvas.box(
        left: item.left, top: item.top, right: item.right, bottom: item.bottom, layer: layer)
    }
  }

  private func drawMarkers(_ item: PlacedRect, on canvas: inout BoxCanvas, theme: PictureTheme) {
    let middleRow = (item.top + item.bottom) / 2
    let middleColumn = (item.left + item.right) / 2
    if item.clipped.left { canvas.write("←", column: 0, row: middleRow, style: theme.marker) }
    if item.clipped.right {
      canvas.write("→", column: canvas.columns - 1, row: middleRow, style: theme.marker)
    }
    if item.clipped.top { canvas.write("↑", column: middleColumn, row: 0, style: theme.marker) }
    if item.clipped.bottom {
      canvas.write("↓", column: middleColumn, row: canvas.rows - 1, style: theme.marker)
    }
  }

  /// Writes `tag` in the first free cells inside the box, or just right of it; false when there
  /// is no room for it either.
  private func drawTag(
    _ tag: String, for item: PlacedRect, on canvas: inout BoxCanvas, styler: Styler,
    theme: PictureTheme
  ) -> Bool {
    let style = item.rect.isHighlighted ? theme.highlightedLabel : theme.label
    var candidates: [(row: Int, start: Int, length: Int)] = []
    if item.bottom - item.top >= 2 {
      for row in (item.top + 1)..<item.bottom {
        for run in canvas.freeRuns(row: row, from: item.left + 1, to: item.right - 1) {
          candidates.append((row, run.start, run.length))
        }
      }
    }
    for row in item.top...item.bottom {
      if let run = canvas.freeRuns(row: row, from: item.right + 1, to: canvas.columns - 2).first,
        run.start == item.right + 1
      {
        candidates.append((row, run.start, run.length))
      }
    }
    if let fit = candidates.first(where: { $0.length >= tag.count }) {
      canvas.write(tag, column: fit.start, row: fit.row, style: style)
      return true
    }
    // A box too flat for anything inside (a 44-pt row in a small picture) carries its number on
    // its top edge, as a title on a border.
    guard item.right - item.left >= tag.count + 1 else { return false }
    canvas.write(tag, column: item.left + 1, row: item.top, style: style)
    return true
  }

  /// Writes the rectangle's name where it fits, shortened when it must be; false when it could
  /// not be written at all.
  @discardableResult
  private func drawLabel(
    _ item: PlacedRect, on canvas: inout BoxCanvas, styler: Styler, theme: PictureTheme
  ) -> Bool {
    let highlighted = item.rect.isHighlighted
    let name =
      highlighted && !styler.isEnabled ? item.rect.displayName + "*" : item.rect.displayName
    let style = highlighted ? theme.highlightedLabel : theme.label
    let nameWidth = TextLayout.visibleWidth(of: name)
    guard nameWidth > 0 else { return true }

    var runs: [(row: Int, start: Int, length: Int)] = []
    if item.right - item.left >= 2, item.bottom - item.top >= 2 {
      for row in (item.top + 1)..<item.bottom {
        for run in canvas.freeRuns(row: row, from: item.left + 1, to: item.right - 1) {
          runs.append((row, run.start, run.length))
        }
      }
    } else if let run = canvas.freeRuns(row: item.top, from: item.right + 1, to: canvas.columns - 2)
      .first,
      run.start == item.right + 1
    {
      runs.append((item.top, run.start, run.length))
    }

    // Inside a box a name never touches another: a run next to one keeps a free cell on that
    // side. (A line's or a dot's name is written right after its mark.)
    let insideBox = item.right - item.left >= 2 && item.bottom - item.top >= 2
    if insideBox {
      runs = runs.map { run in
        var run = run
        if canvas.holdsText(run.start - 1, run.row) {
          run.start += 1
          run.length -= 1
        }
        if canvas.holdsText(run.start + run.length, run.row) { run.length -= 1 }
        return run
      }
    }
    if let fit = runs.first(where: { $0.length >= nameWidth }) {
      canvas.write(name, column: fit.start, row: fit.row, style: style)
      return true
    } else if let widest = runs.max(by: { $0.length < $1.length }), widest.length >= 2 {
      let first = runs.first { $0.length == widest.length } ?? widest
      let shortened = TextLayout.truncate(name, toWidth: first.length)
      canvas.write(shortened, column: first.start, row: first.row, style: style)
      return true
    }
    return false
  }
}
