/// Lays out rows of text in columns aligned by visible width (escape sequences and wide characters
/// are measured correctly).
///
///     let table = TableFormatter(headers: ["exercise", "status"], rows: [["01-first", "done"]])
///     table.render(styler: .plain)
///     // exercise  status
///     // --------  ------
///     // 01-first  done
///
/// Columns are separated by two spaces. With headers, a rule follows them: `-` without colour,
/// `─` with colour (where the headers are also bold). Rows may have fewer cells than there are
/// columns. Lines carry no trailing spaces from padding the last column.
public struct TableFormatter: Sendable, Hashable {
  /// Column titles; empty for a table without a header.
  public var headers: [String]
  /// The cells, row by row.
  public var rows: [[String]]
  /// Alignment per column; columns without one are left-aligned.
  public var alignments: [TextAlignment]

  /// Text between two columns.
  static let separator = "  "

  /// Creates a table.
  public init(headers: [String] = [], rows: [[String]], alignments: [TextAlignment] = []) {
    self.headers = headers
    self.rows = rows
    self.alignments = alignments
  }

  /// Returns the table as lines joined with newlines.
  public func render(styler: Styler) -> String {
    renderLines(styler: styler).joined(separator: "\n")
  }

  /// Returns the table's lines.
  public func renderLines(styler: Styler) -> [String] {
    let columnCount = max(headers.count, rows.map(\.count).max() ?? 0)
    guard columnCount > 0 else { return [] }
    var widths = Array(repeating: 0, count: columnCount)
    for row in [headers] + rows {
      for (column, cell) in row.enumerated() {
        widths[column] = max(widths[column], TextLayout.visibleWidth(of: cell))
      }
    }
    var lines: [String] = []
    if !headers.isEmpty {
      lines.append(line(headers.map { styler.apply(.bold, to: $0) }, widths: widths))
      let ruleCharacter = styler.isEnabled ? "─" : "-"
      lines.append(
        widths.map { String(repeating: ruleCharacter, count: $0) }.joined(
          separator: TableFormatter.separator)
      )
    }
    lines += rows.map { line($0, widths: widths) }
    return lines
  }

  private func line(_ cells: [String], widths: [Int]) -> String {
    var parts: [String] = []
    for (column, width) in widths.enumerated() {
      let cell = column < cells.count ? cells[column] : ""
      let alignment = column < alignments.count ? alignments[column] : .left
      let isLast = column == widths.count - 1
      parts.append(
        isLast && alignment == .left
          ? cell : TextLayout.pad(cell, toWidth: width, alignment: alignment))
    }
    var text = parts.joined(separator: TableFormatter.separator)
    while text.hasSuffix(" ") { text.removeLast() }  // empty trailing cells leave only padding
    return text
  }
}
