import Foundation

/// Turns Foundation's decoding errors into `LayoutReportError`s that say where and what.
enum ReportDecodingFailure {
  static func error(for error: DecodingError, data: Data) -> LayoutReportError {
    switch error {
    case .typeMismatch(let type, let context):
      if context.codingPath.isEmpty {
        return isSyntaxError(data)
          ? malformed(data) : .invalidValue(path: "", reason: "must be a JSON object")
      }
      return .invalidValue(
        path: path(context.codingPath),
        reason: "is not \(describe(type)); \(context.debugDescription)")
    case .valueNotFound(let type, let context):
      return .invalidValue(
        path: path(context.codingPath), reason: "is null where \(describe(type)) is required")
    case .keyNotFound(let key, let context):
      return .invalidValue(path: path(context.codingPath + [key]), reason: "is missing")
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty, isSyntaxError(data) { return malformed(data) }
      return .invalidValue(path: path(context.codingPath), reason: context.debugDescription)
    @unknown default:
      return .invalidValue(path: "", reason: "could not be read: \(error)")
    }
  }

  /// `results[0].snapshots[1].views`: indices in brackets, keys after dots.
  static func path(_ codingPath: [any CodingKey]) -> String {
    var text = ""
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
      }
    }
    return text
  }

  private static func describe(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Float.Type: "a number"
    case is Int.Type: "a whole number"
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    default: "of the expected type"
    }
  }

  /// Foundation's decoder does not say where the syntax broke; its serializer does.
  private static func isSyntaxError(_ data: Data) -> Bool {
    (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) == nil
  }

  private static func malformed(_ data: Data) -> LayoutReportError {
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return .malformedJSON(detail: "the parser rejected it")
    } catch {
      let detail = (error as NSError).userInfo["NSDebugDescription"] as? String
      return .malformedJSON(detail: detail ?? "the parser rejected it")
    }
  }
}
