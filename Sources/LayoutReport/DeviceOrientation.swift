/// Which way up a device is held.
public enum DeviceOrientation: String, Sendable, Hashable, Codable, CaseIterable {
  /// Taller than wide.
  case portrait
  /// Wider than tall.
  case landscape
}
