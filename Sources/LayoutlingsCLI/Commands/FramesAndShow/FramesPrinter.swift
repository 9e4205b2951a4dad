import Foundation
import LayoutReport
import Terminal

/// The text `layoutlings frames` prints: for each device, the views as a tree (indented under
/// their superviews, as `recursiveDescription` shows them) with UIKit's `frame`, in the
/// superview's coordinates; then what UIKit logged there.
struct FramesPrinter {
  let styler: Styler

  /// What the numbers are, under each device's heading.
  static let coordinatesNote =
    "frame in the superview's coordinates, as view.frame (--json adds frameInRoot)"

  func text(for report: LayoutReport) -> String {
    var blocks: [String] = []
    for result in report.results {
      var lines = [styler.apply(.bold, to: heading(result)), Self.coordinatesNote]
      for snapshot in result.snapshots {
        if result.snapshots.count > 1 { lines.append("snapshot \(snapshot.key.description):") }
        let hasFlags = snapshot.views.contains { $0.hidden || $0.ambiguous }
        let depths = Self.depths(snapshot.views)
        let rows = snapshot.views.map { view -> [String] in
          let flags = [view.hidden ? "hidden" : nil, view.ambiguous ? "ambiguous" : nil]
            .compactMap { $0 }.joined(separator: ", ")
          let indent = String(repeating: "   | ", count: depths[view.path] ?? 0)
          return [indent + view.path, view.className] + view.frame.values.map(Self.points)
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

  /// How deep each view sits under the first recorded view of its chain of superviews.
  static func depths(_ views: [ViewRecord]) -> [String: Int] {
    let superviews = Dictionary(
      views.map { ($0.path, $0.superview) }, uniquingKeysWith: { first, _ in first })
    var depths: [String: Int] = [:]
    for view in views {
      var depth = 0
      var current = view.superview
      // A report names each path once, so a chain cannot loop; the bound keeps a hostile one
      // from doing so.
      while let path = current, let entry = superviews.index(forKey: path), depth < views.count {
        depth += 1
        current = superviews[entry].value
      }
      depths[view.path] = depth
    }
    return depths
  }

  private func heading(_ result: DeviceResult) -> String {
    "\(result.name) (\(Self.points(result.size.width)) × \(Self.points(result.size.height)) pt, "
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
