import Devices

/// What a device's screen gives a layout besides its size: the safe-area insets in the device's
/// orientation, as `Data/devices.json` records them (`docs/UIKitFacts.md` §3). The misconception
/// rules compare wrong frames with these.
struct DeviceGeometry: Sendable, Hashable {
  /// The safe area's insets from the screen's edges.
  var safeArea: DeviceInsets

  /// The geometry of the device `name` (an exercise's device reference), from `table`; nil when
  /// the name is not a reference or the table has no such device. A custom screen has its own
  /// safe area in portrait.
  static func of(_ name: String, in table: DeviceTable?) -> DeviceGeometry? {
    guard let reference = try? DeviceReference(parsing: name) else { return nil }
    switch reference.screen {
    case .custom(let screen):
      guard reference.orientation == .portrait else { return nil }
      return DeviceGeometry(safeArea: screen.safeArea ?? .zero)
    case .named(let id):
      guard let entry = table?.entry(named: id) else { return nil }
      return DeviceGeometry(safeArea: entry.traits(in: reference.orientation).safeArea)
    }
  }
}
