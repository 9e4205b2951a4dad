import ArgumentParsing
import Devices

/// The `--device` values of `frames` and `show`, checked before anything is compiled: the
/// grammar (`DeviceReference`), then the device table.
enum DeviceOption {
  /// The device used when none is given.
  static let defaultDevice = "iphone-x"

  /// Throws a usage error for the first value that names no device, with the closest id.
  static func check(_ devices: [String], table: DeviceTable, command: [String]) throws(UsageError) {
    for device in devices {
      let reason: String?
      let reference: DeviceReference?
      do {
        reference = try DeviceReference(parsing: device)
        reason = table.problem(with: reference!)
      } catch {
        reference = nil
        reason = error.reason
      }
      guard let reason else { continue }
      throw UsageError(
        .invalidValue(
          device, for: "--device", reason: reason,
          suggestion: reference?.deviceID.flatMap { Suggestion.closest(to: $0, among: table.names) }
        ),
        at: command, in: LayoutlingsCLI.program)
    }
  }
}
