import Checkout
import Foundation

/// The table of known devices, `devices.json` in the data folder: each device's id, aliases,
/// name, idiom, portrait size, scale, and per orientation its safe area, size classes and root
/// margin. This is the one reader of that file; the engine, the course and the command line
/// all ask it.
///
/// ```
/// {"formatVersion": 1, "devices": [{"id": "iphone-x", "name": "iPhone X", "aliases": [...],
///   "idiom": "phone", "width": 375, "height": 812, "scale": 3,
///   "portrait":  {"safeArea": [44, 0, 34, 0], "sizeClass": ["compact", "regular"], "rootMargin": 16},
///   "landscape": {"safeArea": [0, 44, 21, 44], "sizeClass": ["compact", "compact"], "rootMargin": 16}}]}
/// ```
public struct DeviceTable: Sendable {
  /// The file's name in the data folder.
  public static let fileName = "devices.json"

  /// The devices, in the file's order.
  public let entries: [DeviceTableEntry]
  /// The file the table was read from.
  public let path: String

  /// Creates a table from its entries (for tests).
  public init(entries: [DeviceTableEntry], path: String = "") {
    self.entries = entries
    self.path = path
  }

  /// Reads `devices.json` in `dataFolder`.
  public static func load(dataFolder: URL) throws(DeviceTableError) -> DeviceTable {
    try load(file: dataFolder.appendingPathComponent(fileName))
  }

  /// Reads the table at `file`.
  public static func load(file: URL) throws(DeviceTableError) -> DeviceTable {
    let path = file.standardizedFileURL.path
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .missing(path: path)
    }
    let decoded: DeviceTableFile
    do {
      decoded = try JSONDecoder().decode(DeviceTableFile.self, from: data)
    } catch {
      throw .malformed(path: path, reason: DeviceTableError.reason(error))
    }
    return DeviceTable(entries: decoded.devices, path: path)
  }

  /// The table in this process's data folder (`DataFolder.current`).
  public static func current() throws(DeviceTableError) -> DeviceTable {
    guard let folder = DataFolder.current else { throw .noDataFolder }
    return try load(dataFolder: folder)
  }

  /// Every device id, in the file's order.
  public var ids: [String] { entries.map(\.id) }

  /// Every id and alias, in the file's order (each id followed by its aliases).
  public var names: [String] { entries.flatMap { [$0.id] + $0.aliases } }

  /// The device whose id is `name`, else the one that has it as an alias.
  public func entry(named name: String) -> DeviceTableEntry? {
    entries.first { $0.id == name } ?? entries.first { $0.aliases.contains(name) }
  }

  /// Why `reference` names no device of this table, or nil when it names one (every custom
  /// screen does): `no such device (known: iphone-se, …; or WIDTHxHEIGHT@SCALE)`.
  public func problem(with reference: DeviceReference) -> String? {
    guard let id = reference.deviceID, entry(named: id) == nil else { return nil }
    return "no such device (known: \(names.joined(separator: ", ")); or WIDTHxHEIGHT@SCALE)"
  }
}

/// The whole file, as decoded.
private struct DeviceTableFile: Decodable {
  let formatVersion: Int
  let devices: [DeviceTableEntry]
}
