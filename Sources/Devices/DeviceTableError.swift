import Checkout

/// Why the device table could not be read.
public enum DeviceTableError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No data folder: neither `LAYOUTLINGS_DATA` nor a checkout.
  case noDataFolder
  /// The file is not there (or cannot be read).
  case missing(path: String)
  /// The file is not a device table.
  case malformed(path: String, reason: String)

  /// A sentence naming the file and what to do.
  public var description: String {
    switch self {
    case .noDataFolder:
      return "cannot find the device table: set \(DataFolder.environmentVariable) to the folder"
        + " holding \(DeviceTable.fileName)"
    case .missing(let path):
      return "cannot read the device table \(path); set \(DataFolder.environmentVariable) to the"
        + " folder holding \(DeviceTable.fileName)"
    case .malformed(let path, let reason):
      return "the device table \(path) is not readable: \(reason)"
    }
  }

  /// A decoding error as a short phrase naming the key.
  static func reason(_ error: any Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let context)?:
      return "\(place(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context)?, .valueNotFound(_, let context)?:
      return "\(place(context.codingPath)) has the wrong type"
    case .dataCorrupted(let context)?:
      return context.codingPath.isEmpty
        ? "it is not JSON" : "\(place(context.codingPath)): \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }

  private static func place(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
  }
}
