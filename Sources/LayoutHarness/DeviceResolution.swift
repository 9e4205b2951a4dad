import AutoLayout
import LayoutReport

/// Turns an exercise's device reference into a device to lay out on and the report's key for it.
@MainActor
enum DeviceResolution {
  /// The device for `reference` (`iphone-x`, `iphone-x:landscape`, `390x844@3`,
  /// `390x844@3:landscape`: a custom screen's size is its portrait size).
  static func device(for reference: String) throws(HarnessFailure) -> Device {
    let (base, landscape) = split(reference)
    do {
      guard let first = base.unicodeScalars.first, ("0"..."9").contains(first) else {
        return try Device.named(reference)
      }
      guard landscape else { return try Device.named(base) }
      let portrait = try Device.named(base)
      let at = base.firstIndex(of: "@") ?? base.endIndex
      let turned = "\(number(portrait.size.height))x\(number(portrait.size.width))\(base[at...])"
      return try Device.named(turned)
    } catch {
      throw .unknownDevice(reference, reason: error.description)
    }
  }

  /// The reference without `:landscape`, and whether it had it.
  static func split(_ reference: String) -> (base: String, landscape: Bool) {
    let suffix = ":landscape"
    guard reference.hasSuffix(suffix) else { return (reference, false) }
    return (String(reference.dropLast(suffix.count)), true)
  }

  /// The key the report uses: the reference's device part and its orientation.
  static func key(for reference: String) -> (device: String, orientation: DeviceOrientation) {
    let (base, landscape) = split(reference)
    return (base, landscape ? .landscape : .portrait)
  }

  /// The same device with another screen size and no safe area: where a view entry is laid out.
  static func sized(_ device: Device, to size: CGSize) -> Device {
    Device(
      id: device.id, name: device.name, idiom: device.idiom, orientation: device.orientation,
      size: size, scale: device.scale, safeAreaInsets: .zero,
      horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
      systemMinimumMargin: device.systemMinimumMargin)
  }

  private static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(Double(value))
  }
}
