import AutoLayout
import Devices
import LayoutReport

/// Turns an exercise's device reference into the device to lay out on and the reference the
/// report's result carries (both by the one grammar, `DeviceReference`).
@MainActor
enum DeviceResolution {
  /// The reference `text` names (`iphone-x`, `iphone-x:landscape`, `390x844@3,safe=44:0:34:0`)
  /// and the device it lays out on.
  static func device(for text: String) throws(HarnessFailure) -> (DeviceReference, Device) {
    do {
      let reference = try DeviceReference(parsing: text)
      return (reference, try Device.named(text))
    } catch let error as DeviceReferenceError {
      throw .unknownDevice(text, reason: error.reason)
    } catch let error as DeviceError {
      throw .unknownDevice(text, reason: error.description)
    } catch {
      throw .unknownDevice(text, reason: "\(error)")
    }
  }

  /// The same device with another screen size and no safe area: where a view entry is laid out.
  static func sized(_ device: Device, to size: CGSize) -> Device {
    Device(
      id: device.id, name: device.name, idiom: device.idiom, orientation: device.orientation,
      size: size, scale: device.scale, safeAreaInsets: .zero,
      horizontalSizeClass: device.horizontalSizeClass, verticalSizeClass: device.verticalSizeClass,
      systemMinimumMargin: device.systemMinimumMargin)
  }
}
