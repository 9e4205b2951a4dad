import Terminal

/// A full-screen view laid out in rows: header lines at the top, footer lines at the bottom and
/// a scrolled window of the body between two rules. Every line is cut to the terminal's width
/// and the result has exactly as many lines as the terminal has rows.
package struct ScreenFrame {
  /// The terminal's size.
  package var size: TerminalSize
  /// Lines above the body.
  package var header: [String]
  /// The body, before scrolling.
  package var body: [String]
  /// The first body line shown (clamped to what can be scrolled).
  package var scroll: Int
  /// Lines below the body.
  package var footer: [String]
  /// Styles for the rules.
  package var styler: Styler

  /// Creates a frame; `scroll` is clamped when it is drawn.
  package init(
    size: TerminalSize, header: [String], body: [String], scroll: Int, footer: [String],
    styler: Styler
  ) {
    self.size = size
    self.header = header
    self.body = body
    self.scroll = scroll
    self.footer = footer
    self.styler = styler
  }

  /// The smallest terminal the frame draws into; smaller ones get a single request to enlarge.
  package static let minimumSize = TerminalSize(columns: 20, rows: 8)

  /// Rows left for the body between the header, the two rules and the footer.
  package static func bodyHeight(rows: Int, headerCount: Int, footerCount: Int) -> Int {
    max(1, rows - headerCount - footerCount - 2)
  }

  /// The largest useful scroll offset for `lineCount` body lines in `height` rows.
  package static func maximumScroll(lineCount: Int, height: Int) -> Int {
    max(0, lineCount - height)
  }

  /// The screen's lines.
  package func render() -> [String] {
    let columns = max(1, size.columns)
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows else {
      let note = TextLayout.wrap("Make the terminal larger (at least 20x8).", toWidth: columns)
      return fit(note, columns: columns, rows: max(1, size.rows))
    }
    let height = Self.bodyHeight(
      rows: size.rows, headerCount: header.count, footerCount: footer.count)
    let first = min(max(0, scroll), Self.maximumScroll(lineCount: body.count, height: height))
    let shown = Array(body.dropFirst(first).prefix(height))
    var lines = header
    lines.append(rule(columns: columns, note: nil))
    lines += shown + Array(repeating: "", count: height - shown.count)
    lines.append(rule(columns: columns, note: scrollNote(first: first, shown: shown.count)))
    lines += footer
    return fit(lines, columns: columns, rows: size.rows)
  }

  /// `lines 18–34 of 40 (↑ ↓ to scroll)` when the body does not fit; nil when it does.
  private func scrollNote(first: Int, shown: Int) -> String? {
    guard body.count > shown else { return nil }
    return "lines \(first + 1)-\(first + shown) of \(body.count) (up/down to scroll)"
  }

  private func rule(columns: Int, note: String?) -> String {
    guard let note, columns > note.count + 4 else {
      return styler.apply(.dim, to: String(repeating: "─", count: columns))
    }
    let tail = columns - note.count - 4
    return styler.apply(.dim, to: "── " + note + " " + String(repeating: "─", count: tail))
  }

  /// Exactly `rows` lines, each cut to `columns`.
  private func fit(_ lines: [String], columns: Int, rows: Int) -> [String] {
    let cut = lines.prefix(rows).map { TextLayout.truncate($0, toWidth: columns) }
    return cut + Array(repeating: "", count: max(0, rows - cut.count))
  }
}
