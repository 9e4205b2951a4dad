import Foundation
import Terminal

/// File paths on a full screen made terminal hyperlinks (OSC 8) after the lines are laid out, so
/// wrapping and width never see a link. A path on one line becomes one link; a path too long for
/// a line, which wrapping cuts between characters, becomes one link per piece, each to the whole
/// path. The escape sequences take no columns (`TextLayout` skips them), and
/// `FullScreenTerminal.draw` closes a link a truncated line leaves open.
package enum ScreenLinks {
  /// `lines` with `path` linked wherever it shows, when `hyperlinks` are on.
  package static func linking(_ path: String, in lines: [String], with hyperlinks: Hyperlinks)
    -> [String]
  {
    guard hyperlinks.isEnabled, !path.isEmpty else { return lines }
    var result = lines
    var row = 0
    while row < result.count {
      if result[row].contains(path) {
        result[row] = result[row].replacingOccurrences(of: path, with: hyperlinks.file(path))
        row += 1
        continue
      }
      guard let pieces = pieces(of: path, from: row, in: result) else {
        row += 1
        continue
      }
      for (offset, piece) in pieces.enumerated() {
        let line = result[row + offset]
        // The first piece ends its line; the others start theirs.
        let options: String.CompareOptions = offset == 0 ? .backwards : []
        guard let range = line.range(of: piece, options: options) else { continue }
        result[row + offset].replaceSubrange(range, with: hyperlinks.file(path, shown: piece))
      }
      row += pieces.count
    }
    return result
  }

  /// The pieces of `path` that end line `row` and begin the lines after it, when the whole
  /// path is spread over them that way; nil otherwise.
  private static func pieces(of path: String, from row: Int, in lines: [String]) -> [String]? {
    let visible = TextLayout.stripEscapes(from: lines[row])
    guard
      let first = (1..<path.count).reversed().lazy.map({ String(path.prefix($0)) })
        .first(where: { visible.hasSuffix($0) && lines[row].contains($0) })
    else { return nil }
    var pieces = [first]
    var rest = Substring(path.dropFirst(first.count))
    var next = row + 1
    while !rest.isEmpty, next < lines.count {
      let start = TextLayout.stripEscapes(from: lines[next])
      let piece = String(zip(start, rest).prefix { $0 == $1 }.map(\.0))
      guard !piece.isEmpty, lines[next].contains(piece) else { return nil }
      pieces.append(piece)
      rest = rest.dropFirst(piece.count)
      next += 1
    }
    return rest.isEmpty ? pieces : nil
  }
}
