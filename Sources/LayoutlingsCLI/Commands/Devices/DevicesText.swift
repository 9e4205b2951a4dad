import ArgumentParsing
import Devices
import Terminal

/// `layoutlings devices` for people: one row per device (id, size and scale, then the safe area
/// and size classes held upright and turned on its side), a legend, and the other ids each device
/// answers to.
struct DevicesText {
  let table: DeviceTable
  let styler: Styler
  /// Columns the aliases paragraph wraps to.
  let width: Int

  func lines() -> [String] {
    guard !table.entries.isEmpty else { return ["The device table \(table.path) is empty."] }
    let rows = table.entries.map { entry in
      [
        entry.id, Self.size(entry), Self.insets(entry.portrait.safeArea),
        Self.classes(entry.portrait), Self.insets(entry.landscape.safeArea),
        Self.classes(entry.landscape),
      ]
    }
    var lines = TableFormatter(
      headers: ["id", "size", "portrait safe", "classes", "landscape safe", "classes"],
      rows: rows
    ).renderLines(styler: styler)
    lines += [""]
    lines += TextWrapping.lines(
      of: TextWrapping.words(
        of: "Size: points in portrait @ pixels per point. Safe areas: top:left:bottom:right in "
          + "points. Classes: the horizontal (w) and vertical (h) size class, C compact, R regular."
      ), prefix: "", indent: 0, width: width)
    let aliases = table.entries.flatMap { entry in entry.aliases.map { "\($0) (\(entry.id))," } }
    if var words = aliases.isEmpty ? nil : aliases {
      words[words.count - 1].removeLast()
      lines += [""] + TextWrapping.lines(of: words, prefix: "Also: ", indent: 2, width: width)
    }
    return lines
  }

  /// `375x667@2`: the spelling a custom screen's device reference uses.
  static func size(_ entry: DeviceTableEntry) -> String {
    "\(points(entry.width))x\(points(entry.height))@\(points(entry.scale))"
  }

  /// `44:0:34:0`: top, left, bottom, right, as `safe=` spells them.
  static func insets(_ insets: DeviceInsets) -> String {
    [insets.top, insets.left, insets.bottom, insets.right].map(points).joined(separator: ":")
  }

  /// `wC hR`: the horizontal and vertical size classes.
  static func classes(_ traits: DeviceTableEntry.Traits) -> String {
    "w\(letter(traits.horizontalSizeClass)) h\(letter(traits.verticalSizeClass))"
  }

  private static func letter(_ sizeClass: DeviceTableEntry.SizeClass) -> String {
    sizeClass == .compact ? "C" : "R"
  }

  private static func points(_ value: Double) -> String { PointsText.format(value) }
}
