import Foundation
import Terminal

/// File paths on a full screen made terminal hyperlinks (OSC 8) after the lines are laid out, so
/// wrapping and width never see a link: a path that fits on one line becomes a link there, one
/// split across lines stays plain. The escape sequences take no columns (`TextLayout` skips
/// them), and `FullScreenTerminal.draw` closes a link a truncated line leaves open.
enum ScreenLinks {
  /// `lines` with each whole occurrence of `path` a link, when `hyperlinks` are on.
  static func linking(_ path: String, in lines: [String], with hyperlinks: Hyperlinks)
    -> [String]
  {
    guard hyperlinks.isEnabled, !path.isEmpty else { return lines }
    return lines.map { line in
      line.contains(path)
        ? line.replacingOccurrences(of: path, with: hyperlinks.file(path)) : line
    }
  }
}
