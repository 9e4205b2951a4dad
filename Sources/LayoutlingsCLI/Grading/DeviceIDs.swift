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

  /// The largest side of a custom screen, in points: several times the largest real screen.
  static let maximumSide = 10_000.0

  /// Whether `reference` names a known device or a custom screen, with `:landscape` or not.
  static func isValid(_ reference: String, known: [String]) -> Bool {
    problem(with: reference, known: known) == nil
  }

  /// Why `reference` names no device, or nil when it names one.
  static func problem(with reference: String, known: [String]) -> String? {
    var base = Substring(reference)
    if base.hasSuffix(":landscape") { base = base.dropLast(":landscape".count) }
    if base.hasSuffix(":portrait") { base = base.dropLast(":portrait".count) }
    guard let first = base.first, first.isASCII, first.isNumber else {
      return known.contains(String(base))
        ? nil : "no such device (known: \(known.joined(separator: ", ")); or WIDTHxHEIGHT@SCALE)"
    }
    let parts = base.split(separator: "@", omittingEmptySubsequences: false)
    let sides = parts[0].split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, sides.count == 2 else {
      return "a custom screen is WIDTHxHEIGHT@SCALE in points, such as 390x844@3"
    }
    let sizes = sides.map { side in Self.points(side) }
    guard let width = sizes[0], let height = sizes[1] else {
      return "the width and height must be plain numbers of points, such as 390x844@3"
    }
    guard width > 0, height > 0, width <= maximumSide, height <= maximumSide else {
      return "the width and height must be more than 0 and at most 10000 points"
    }
    // `@3x`, as Apple writes scales, is read as `@3`.
    let scaleText = parts[1].hasSuffix("x") ? parts[1].dropLast() : parts[1]
    guard let scale = Int(scaleText), (1...3).contains(scale) else {
      return "the scale must be 1, 2 or 3"
    }
    return nil
  }

  /// A plain decimal number (digits, at most one point), or nil.
  private static func points(_ text: Substring) -> Double? {
    let points = text.filter { $0 == "." }.count
    guard !text.isEmpty, points <= 1, text.allSatisfy({ $0 == "." || ("0"..."9").contains($0) })
    else { return nil }
    return Double(text)
  }
}
