import Foundation

/// The device ids a course may name, read from the device table `devices.json` in Layoutlings'
/// data folder: every entry's `id` and `aliases` (`{"devices": [{"id": …, "aliases": […]}]}`).
enum DeviceTable {
  /// The environment variable that names another data folder.
  static let dataVariable = "LAYOUTLINGS_DATA"
  /// The table's file name in the data folder.
  static let fileName = "devices.json"

  /// The table's path: in `$LAYOUTLINGS_DATA` when set, else in the checkout's `Data/`.
  static func path(in context: CommandContext) -> String? {
    if let folder = context.environment[dataVariable], !folder.isEmpty {
      return URL(fileURLWithPath: folder, relativeTo: context.currentDirectory)
        .appendingPathComponent(fileName).standardizedFileURL.path
    }
    return context.checkoutDirectory?.appendingPathComponent("Data")
      .appendingPathComponent(fileName).standardizedFileURL.path
  }

  /// The device ids and aliases of the table.
  static func knownDevices(in context: CommandContext, command: [String]) throws -> Set<String> {
    if let devices = context.knownDevices {
      return devices
    }
    guard let path = path(in: context) else {
      throw CommandFailure(
        .noInput, command: command,
        "cannot find the device table: set \(dataVariable) to the folder holding \(fileName)")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CommandFailure(.noInput, command: command, "cannot read the device table \(path)")
    }
    guard let names = names(in: data) else {
      throw CommandFailure(
        .dataError, command: command,
        "the device table \(path) is not {\"devices\": [{\"id\": …, \"aliases\": […]}, …]}")
    }
    return names
  }

  /// Every `id` and alias in a table, or nil when the JSON does not have that shape.
  static func names(in data: Data) -> Set<String>? {
    orderedNames(in: data).map(Set.init)
  }

  /// Every `id` and alias in a table in the table's order (for messages that list them), or nil
  /// when the JSON does not have that shape.
  static func orderedNames(in data: Data) -> [String]? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = root["devices"] as? [[String: Any]]
    else {
      return nil
    }
    var names: [String] = []
    for entry in entries {
      guard let id = entry["id"] as? String else {
        return nil
      }
      names.append(id)
      names += entry["aliases"] as? [String] ?? []
    }
    return names
  }
}
