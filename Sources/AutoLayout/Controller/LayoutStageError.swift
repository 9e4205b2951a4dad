/// Why a change asked of a layout stage cannot happen on its device: a typed error a harness can
/// report beside the device, instead of a crash.
public enum LayoutStageError: Error, Equatable, CustomStringConvertible {
  /// The screen has one orientation (a custom `WIDTHxHEIGHT@SCALE` screen).
  case cannotRotate(device: String)
  /// The device shows no software keyboard of the kind asked for (an undocked keyboard on a
  /// phone).
  case noSuchKeyboard(device: String, keyboard: String)
  /// A window width the device cannot give an app (phones are always full screen; pads from
  /// `minimum` to the screen's width).
  case unsupportedWindowWidth(device: String, width: CGFloat, allowed: String)
  /// The device data could not be read.
  case deviceData(DeviceError)

  /// A sentence that says what cannot happen and why.
  public var description: String {
    switch self {
    case .cannotRotate(let device):
      return "\(device) cannot rotate: a custom screen has one orientation; describe the "
        + "rotated screen as another custom device."
    case .noSuchKeyboard(let device, let keyboard):
      return "\(device) has no \(keyboard) keyboard."
    case .unsupportedWindowWidth(let device, let width, let allowed):
      return "\(device) cannot give the app a window \(formatPoints(width)) pt wide (\(allowed))."
    case .deviceData(let error):
      return error.description
    }
  }
}
