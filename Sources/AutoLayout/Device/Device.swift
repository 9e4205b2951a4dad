import Checkout
import Devices

/// A screen the layout runs on: size in points, scale, safe area, size classes, idiom.
///
/// Devices are named by a device reference (module `Devices`, the one grammar): a device of
/// `Data/devices.json` (`Device.named("iphone-x")`, `"iphone-x:landscape"`) or a custom screen
/// `WIDTHxHEIGHT@SCALE[,safe=T:L:B:R]` such as `"400x800@2,safe=30:0:20:0"`.
public struct Device: Hashable, Sendable, CustomStringConvertible {
  /// Which way up the device is held.
  public typealias Orientation = DeviceOrientation

  /// The id it was looked up with, orientation suffix included.
  public let id: String
  /// Marketing name.
  public let name: String
  /// Phone or pad.
  public let idiom: UIUserInterfaceIdiom
  /// Orientation the size and insets are given for.
  public let orientation: Orientation
  /// Screen size in points for this orientation.
  public let size: CGSize
  /// Pixels per point.
  public let scale: CGFloat
  /// Safe-area insets of the window in this orientation.
  public let safeAreaInsets: UIEdgeInsets
  /// Horizontal size class in this orientation.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// Vertical size class in this orientation.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// Leading/trailing value of a view controller's `systemMinimumLayoutMargins`.
  public let systemMinimumMargin: CGFloat

  /// Creates a device from explicit values.
  public init(
    id: String, name: String, idiom: UIUserInterfaceIdiom, orientation: Orientation,
    size: CGSize, scale: CGFloat, safeAreaInsets: UIEdgeInsets,
    horizontalSizeClass: UIUserInterfaceSizeClass,
    verticalSizeClass: UIUserInterfaceSizeClass, systemMinimumMargin: CGFloat
  ) {
    self.id = id
    self.name = name
    self.idiom = idiom
    self.orientation = orientation
    self.size = size
    self.scale = scale
    self.safeAreaInsets = safeAreaInsets
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.systemMinimumMargin = systemMinimumMargin
  }

  /// The screen rectangle at the origin.
  public var bounds: CGRect { CGRect(origin: .zero, size: size) }

  /// The traits a window on this device has.
  public var traitCollection: UITraitCollection {
    UITraitCollection(
      horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass,
      userInterfaceIdiom: idiom, preferredContentSizeCategory: .large,
      displayScale: scale)
  }

  /// `iPhone X (portrait) 375×812 @3x`.
  public var description: String {
    "\(name) (\(orientation.rawValue)) \(formatPoints(size.width))×\(formatPoints(size.height)) "
      + "@\(formatPoints(scale))x"
  }

  /// Looks a device up by reference: an id of the device table (`iphone-x`, `iphone-x:landscape`,
  /// `iphone-x:portrait`) or a custom screen (`375x812@3,safe=44:0:34:0`).
  ///
  /// - Throws: `DeviceError` for an unknown id, a malformed reference or a missing or broken
  ///   device table.
  public static func named(_ id: String) throws(DeviceError) -> Device {
    let trimmed = id.trimmingCharacters(in: .whitespaces)
    let reference: DeviceReference
    do {
      reference = try DeviceReference(parsing: trimmed)
    } catch {
      throw try DeviceError(error)
    }
    switch reference.screen {
    case .named(let name):
      let table = try DeviceError.currentTable()
      guard let entry = table.entry(named: name) else {
        throw .unknownDevice(id: id, known: table.ids)
      }
      return Device(entry, orientation: reference.orientation, id: trimmed)
    case .custom(let screen):
      return Device(screen, orientation: reference.orientation, id: trimmed)
    }
  }

  /// Ids of every device in the device table, in its order.
  public static func knownIDs() throws(DeviceError) -> [String] {
    try DeviceError.currentTable().ids
  }
}

/// Why a device could not be found or built.
public enum DeviceError: Error, Equatable, CustomStringConvertible {
  /// No device with that id or alias.
  case unknownDevice(id: String, known: [String])
  /// The suffix after `:` is not `portrait` or `landscape`.
  case unknownOrientation(id: String, orientation: String)
  /// A custom spec that does not follow `WIDTHxHEIGHT@SCALE[,safe=T:L:B:R]`.
  case malformedCustomDevice(spec: String, reason: String)
  /// `devices.json` could not be found at the given path.
  case dataFileMissing(path: String)
  /// `devices.json` exists but cannot be decoded.
  case dataFileMalformed(path: String, reason: String)

  /// A sentence that says what went wrong and how to fix it.
  public var description: String {
    switch self {
    case .unknownDevice(let id, let known):
      return "Unknown device '\(id)'. Known devices: \(known.joined(separator: ", ")) "
        + "(add ':landscape' for landscape, or give a custom device as WIDTHxHEIGHT@SCALE)."
    case .unknownOrientation(let id, let orientation):
      return
        "Unknown orientation '\(orientation)' in device '\(id)'; use ':portrait' or ':landscape'."
    case .malformedCustomDevice(let spec, let reason):
      return "Custom device '\(spec)' is malformed: \(reason). "
        + "Expected WIDTHxHEIGHT@SCALE[,safe=TOP:LEFT:BOTTOM:RIGHT], e.g. 375x812@3,safe=44:0:34:0."
    case .dataFileMissing(let path):
      return "Device data file not found at \(path); set \(DataFolder.environmentVariable) to the"
        + " Data folder."
    case .dataFileMalformed(let path, let reason):
      return "Device data file \(path) is malformed: \(reason)"
    }
  }
}

extension DeviceError {
  /// The error for a reference that breaks the grammar; one that looks like an id lists the
  /// device table's ids.
  init(_ error: DeviceReferenceError) throws(DeviceError) {
    let text = error.text
    if let colon = text.lastIndex(of: ":"), error.reason.hasPrefix("the orientation") {
      self = .unknownOrientation(id: text, orientation: String(text[text.index(after: colon)...]))
    } else if let first = text.first, ("0"..."9").contains(first) {
      self = .malformedCustomDevice(spec: text, reason: error.reason)
    } else {
      self = .unknownDevice(id: text, known: try Self.currentTable().ids)
    }
  }

  /// This process's device table (`DeviceTable.current()`), its errors as `DeviceError`s.
  static func currentTable() throws(DeviceError) -> DeviceTable {
    do {
      return try DeviceTable.current()
    } catch {
      switch error {
      case .noDataFolder: throw .dataFileMissing(path: DeviceTable.fileName)
      case .missing(let path): throw .dataFileMissing(path: path)
      case .malformed(let path, let reason): throw .dataFileMalformed(path: path, reason: reason)
      }
    }
  }
}
