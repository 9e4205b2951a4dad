import Foundation

/// The device ids and aliases in the data folder's `devices.json`: what exercises and
/// `--device` may name (besides custom `WIDTHxHEIGHT@SCALE` screens).
enum DeviceIDs {
  /// Every id and alias, in the table's order.
  static func load(dataDirectory: URL) throws(GradingFailure) -> [String] {
    let path = dataDirectory.appendingPathComponent("devices.json").path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw GradingFailure(.noInput, "cannot read the device table \(path)")
    }
    guard let names = DeviceTable.orderedNames(in: data) else {
      throw GradingFailure(.dataError, "the device table \(path) is not readable")
    }
    return names
  }

  /// Whether `reference` names a known device or a custom screen, with `:landscape` or not.
  static func isValid(_ reference: String, known: [String]) -> Bool {
    var base = Substring(reference)
    if base.hasSuffix(":landscape") { base = base.dropLast(":landscape".count) }
    if base.hasSuffix(":portrait") { base = base.dropLast(":portrait".count) }
    if let first = base.first, first.isASCII, first.isNumber {
      let parts = base.split(separator: "@")
      let sides = parts.first?.split(separator: "x") ?? []
      return parts.count == 2 && sides.count == 2 && sides.allSatisfy { Double($0) != nil }
        && Double(parts[1]).map { $0 >= 1 } == true
    }
    return known.contains(String(base))
  }
}
