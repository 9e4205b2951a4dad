/// Why a layout report was rejected.
public enum LayoutReportError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The report is larger than the reader accepts.
  case tooLarge(byteCount: Int, limit: Int)
  /// The bytes are not JSON; `detail` is the parser's message.
  case malformedJSON(detail: String)
  /// The report has no `formatVersion`.
  case missingFormatVersion
  /// The report's `formatVersion` is not the one this build reads; `found` is its JSON text.
  case unsupportedFormatVersion(found: String, supported: Int)
  /// A value is missing, of the wrong type or out of range; `path` locates it
  /// (`results[0].snapshots[1].views[2].frame`).
  case invalidValue(path: String, reason: String)
  /// A list has more entries than the reader accepts.
  case tooManyEntries(path: String, count: Int, limit: Int)

  public var description: String {
    switch self {
    case .tooLarge(let byteCount, let limit):
      "the layout report is \(byteCount) bytes, more than the limit of \(limit) bytes"
    case .malformedJSON(let detail):
      "the layout report is not valid JSON: \(detail)"
    case .missingFormatVersion:
      "the layout report has no formatVersion"
    case .unsupportedFormatVersion(let found, let supported):
      "the layout report has format version \(found), but this grader reads version \(supported)"
        + " (the AutoLayout module and the grader come from different builds: rebuild both)"
    case .invalidValue(let path, let reason):
      path.isEmpty ? "invalid layout report: \(reason)" : "invalid layout report: \(path) \(reason)"
    case .tooManyEntries(let path, let count, let limit):
      "invalid layout report: \(path) has \(count) entries, more than the limit of \(limit)"
    }
  }
}
