/// Which way up a device is held.
public enum DeviceOrientation: String, Sendable, Hashable, Codable, CaseIterable {
  /// Taller than wide (for a custom screen: its width and height as written).
  case portrait
  /// Wider than tall (for a custom screen: its width and height swapped).
  case landscape
}
