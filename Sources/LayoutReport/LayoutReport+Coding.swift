import Foundation

extension LayoutReport {
  /// Checks the report against the limits and the rules every reader applies (finite numbers,
  /// positive screen sizes and scales, no repeated devices, snapshots or view paths).
  ///
  /// - Throws: `LayoutReportError` naming the first offending value.
  public func validate(limits: ReportLimits = .standard) throws(LayoutReportError) {
    var validator = ReportValidator(limits: limits)
    try validator.validate(self)
  }

  /// The report as JSON, after `validate(limits:)`; keys sorted so the bytes are deterministic.
  ///
  /// - Throws: `LayoutReportError` if the report breaks a rule or a limit.
  public func jsonData(limits: ReportLimits = .standard) throws(LayoutReportError) -> Data {
    try validate(limits: limits)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(self)
    } catch {
      throw .invalidValue(path: "", reason: "could not be encoded: \(error)")
    }
    guard data.count <= limits.maxBytes else {
      throw .tooLarge(byteCount: data.count, limit: limits.maxBytes)
    }
    return data
  }

  /// Reads a report written by a learner's program, trusting nothing in it.
  ///
  /// In order: the size, the JSON syntax, the format version (so a report from another build says
  /// so rather than failing on a field), the shape, then `validate(limits:)`.
  ///
  /// - Throws: `LayoutReportError` with the path of the first offending value.
  public static func decode(
    _ data: Data, limits: ReportLimits = .standard
  ) throws(LayoutReportError) -> LayoutReport {
    guard data.count <= limits.maxBytes else {
      throw .tooLarge(byteCount: data.count, limit: limits.maxBytes)
    }
    try checkVersion(data)
    let report: LayoutReport
    do {
      report = try JSONDecoder().decode(LayoutReport.self, from: data)
    } catch let error as DecodingError {
      throw ReportDecodingFailure.error(for: error, data: data)
    } catch {
      throw .invalidValue(path: "", reason: "could not be read: \(error)")
    }
    try report.validate(limits: limits)
    return report
  }

  /// Reads a report from raw bytes; see `decode(_:limits:)` for `Data`.
  public static func decode(
    _ bytes: [UInt8], limits: ReportLimits = .standard
  ) throws(LayoutReportError) -> LayoutReport {
    guard bytes.count <= limits.maxBytes else {
      throw .tooLarge(byteCount: bytes.count, limit: limits.maxBytes)
    }
    return try decode(Data(bytes), limits: limits)
  }

  private static func checkVersion(_ data: Data) throws(LayoutReportError) {
    let header: VersionHeader
    do {
      header = try JSONDecoder().decode(VersionHeader.self, from: data)
    } catch let error as DecodingError {
      throw ReportDecodingFailure.error(for: error, data: data)
    } catch {
      throw .invalidValue(path: "", reason: "could not be read: \(error)")
    }
    switch header.formatVersion {
    case nil:
      throw .missingFormatVersion
    case .integer(let version) where version == currentFormatVersion:
      return
    case .integer(let version):
      throw .unsupportedFormatVersion(found: String(version), supported: currentFormatVersion)
    case .other(let text):
      throw .unsupportedFormatVersion(found: text, supported: currentFormatVersion)
    }
  }
}

/// The one field read before everything else.
private struct VersionHeader: Decodable {
  let formatVersion: VersionValue?
}

/// A `formatVersion` as found: a whole number, or the JSON text of anything else.
private enum VersionValue: Decodable {
  case integer(Int)
  case other(String)

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let integer = try? container.decode(Int.self) {
      self = .integer(integer)
    } else if let number = try? container.decode(Double.self) {
      self = .other("\(number)")
    } else if let text = try? container.decode(String.self) {
      self = .other("\"\(text)\"")
    } else if let flag = try? container.decode(Bool.self) {
      self = .other("\(flag)")
    } else {
      self = .other("of the wrong type")
    }
  }
}
