import Foundation
import LayoutReport
import Terminal

/// The text `layoutlings frames` prints: for each device, a table of every view's frame in the
/// root view's coordinates, then what UIKit logged there.
struct FramesPrinter {
  let styler: Styler

  func text(for report: LayoutReport) -> String {
    var blocks: [String] = []
    for result in report.results {
      var lines = [styler.apply(.bold, to: heading(result))]
      for snapshot in result.snapshots {
        if result.snapshots.count > 1 { lines.append("snapshot \(snapshot.key.description):") }
        let hasFlags = snapshot.views.contains { $0.hidden || $0.ambiguous }
        let rows = snapshot.views.map { view -> [String] in
          let flags = [view.hidden ? "hidden" : nil, view.ambiguous ? "ambiguous" : nil]
            .compactMap { $0 }.joined(separator: ", ")
          return [view.path, view.className] + view.frameInRoot.values.map(Self.points)
            + (hasFlags ? [flags] : [])
        }
        lines += TableFormatter(
          headers: ["view", "class", "x", "y", "width", "height"] + (hasFlags ? ["note"] : []),
          rows: rows, alignments: [.left, .left, .right, .right, .right, .right, .left]
        ).renderLines(styler: styler)
      }
      let red = TextStyle.plain.foreground(.red)
      let yellow = TextStyle.plain.foreground(.yellow)
      for error in result.errors {
        lines.append(styler.apply(red, to: place(error.file, error.line) + error.message))
      }
      for entry in result.log where entry.kind != .ambiguous {
        lines.append(styler.apply(yellow, to: place(entry.file, entry.line) + "UIKit logged:"))
        lines += entry.text.split(separator: "\n", omittingEmptySubsequences: false).map {
          "  " + $0
        }
      }
      blocks.append(lines.joined(separator: "\n"))
    }
    return blocks.joined(separator: "\n\n")
  }

  private func heading(_ result: DeviceResult) -> String {
    "\(result.key.description) (\(Self.points(result.size.width)) × \(Self.points(result.size.height)) pt, "
      + "@\(Self.points(result.scale))x)"
  }

  private func place(_ file: String?, _ line: Int?) -> String {
    guard let file else { return "" }
    return line.map { "\(file):\($0): " } ?? "\(file): "
  }

  /// `16`, `20.5`, `33.33`: at most two decimals, no trailing zeros, no `-0`.
  static func points(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100 + 0
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.2f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
  }
}
