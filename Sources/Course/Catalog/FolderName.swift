import Devices

/// The naming rule for module and exercise folders: `NN-name`.
///
/// Two decimal digits, a hyphen, then lower-case ASCII words of letters and digits joined by
/// single hyphens: `04-visual-format`, `02-top-row`.
enum FolderName {
  /// Whether `name` follows the rule.
  static func isValid(_ name: String) -> Bool {
    let scalars = Array(name.unicodeScalars)
    guard scalars.count >= 4, ("0"..."9").contains(scalars[0]), ("0"..."9").contains(scalars[1]),
      scalars[2] == "-"
    else { return false }
    return DeviceReference.isDeviceID(Substring(String(String.UnicodeScalarView(scalars[3...]))))
  }

  /// The two-digit number a valid name starts with.
  static func number(_ name: String) -> Substring {
    name.prefix(2)
  }
}
