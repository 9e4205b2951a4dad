/// A device and orientation, spelled as exercises name them: `iphone-x` (portrait) or
/// `iphone-x:landscape`.
///
/// `expected.json` and `exercise.json` name devices this way; a report names them with a separate
/// `device` and `orientation`. The key is what both sides are matched on.
public struct DeviceKey: Sendable, Hashable, CustomStringConvertible {
  /// The device's id without an orientation suffix.
  public var device: String
  /// The orientation.
  public var orientation: DeviceOrientation

  /// Creates a key from a device id and an orientation.
  public init(device: String, orientation: DeviceOrientation) {
    self.device = device
    self.orientation = orientation
  }

  /// Reads `id`, `id:portrait` or `id:landscape`; any other text is taken as a portrait device id.
  public init(parsing text: String) {
    if let colon = text.lastIndex(of: ":"),
      let orientation = DeviceOrientation(rawValue: String(text[text.index(after: colon)...]))
    {
      self.init(device: String(text[..<colon]), orientation: orientation)
    } else {
      self.init(device: text, orientation: .portrait)
    }
  }

  /// `iphone-x` for portrait, `iphone-x:landscape` for landscape.
  public var description: String {
    orientation == .portrait ? device : "\(device):\(orientation.rawValue)"
  }
}
