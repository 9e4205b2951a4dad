import Foundation

/// Why the system-font metrics table could not be used, with the file it concerns.
struct SystemFontMetricsTableError: Error, Equatable, CustomStringConvertible {
  /// The broad reason.
  enum Kind: Equatable {
    /// The file is missing or unreadable.
    case unreadable
    /// The file is not valid JSON of the expected shape, or holds impossible values.
    case malformed
    /// The file declares a format this code does not understand.
    case unsupportedFormat
  }

  let kind: Kind
  let path: String
  let detail: String

  var description: String {
    switch kind {
    case .unreadable:
      "cannot read system-font metrics at \(path): \(detail)"
    case .malformed:
      "malformed system-font metrics at \(path): \(detail)"
    case .unsupportedFormat:
      "unsupported system-font metrics format at \(path): \(detail)"
    }
  }
}
