import Foundation

/// The JSON form of a `ProgressReport` (see `docs/Reports.md`): keys sorted, dates as ISO-8601
/// UTC text, optional fields written as `null`.
public enum ReportJSON {
  /// The report as pretty-printed JSON, ending with a newline.
  /// - Throws: `EncodingError` for a number JSON cannot hold (never for a built report).
  public static func text(_ report: ProgressReport) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(report), as: UTF8.self) + "\n"
  }

  /// Reads a report written by `text(_:)`, by this or an older version of the schema.
  /// - Throws: `ReportReadError` saying why the data is not a report this build reads.
  public static func report(from data: Data) throws(ReportReadError) -> ProgressReport {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    let version: SchemaVersionProbe
    do {
      version = try decoder.decode(SchemaVersionProbe.self, from: data)
    } catch {
      throw ReportReadError(reason: Self.reason(error))
    }
    guard version.schemaVersion >= 1 else {
      throw ReportReadError(reason: "schemaVersion \(version.schemaVersion) is not a version")
    }
    guard version.schemaVersion <= ProgressReport.currentSchemaVersion else {
      throw ReportReadError(
        reason: "schemaVersion \(version.schemaVersion) is newer than this Layoutlings reads "
          + "(\(ProgressReport.currentSchemaVersion)); update Layoutlings")
    }
    do {
      return try decoder.decode(ProgressReport.self, from: data)
    } catch {
      throw ReportReadError(reason: Self.reason(error))
    }
  }

  private struct SchemaVersionProbe: Decodable {
    var schemaVersion: Int
  }

  /// A one-line reason for a decoding error, naming the field at fault.
  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else {
      return "not valid JSON"
    }
    func path(_ context: DecodingError.Context) -> String {
      let names = context.codingPath.map { key in
        key.intValue.map { "[\($0)]" } ?? "." + key.stringValue
      }
      let joined = names.joined()
      return joined.isEmpty ? "the top level" : String(joined.drop { $0 == "." })
    }
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return "not valid JSON"
    case .dataCorrupted(let context):
      return "\(path(context)) is malformed: \(context.debugDescription)"
    case .keyNotFound(let key, let context):
      let parent = context.codingPath.isEmpty ? "" : " in \(path(context))"
      return "missing field \"\(key.stringValue)\"\(parent)"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)) has the wrong type"
    @unknown default:
      return "not a progress report"
    }
  }
}

/// Why a file is not a progress report this build can read.
public struct ReportReadError: Error, Sendable, Equatable, CustomStringConvertible {
  /// One line, without the file's name.
  public var reason: String

  public var description: String { reason }
}
