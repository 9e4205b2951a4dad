import Devices
import Foundation
import LayoutReport
import Testing

@Suite("Hostile reports")
struct HostileReportTests {
  private let path0 = "results[0].snapshots[0].views[0]"

  @Test("a NaN literal is not JSON")
  func nanLiteral() throws {
    let error = try #require(decodingError(reportJSON(frame: "[NaN, 20, 288, 44]")))
    guard case .malformedJSON = error else {
      Issue.record("expected malformedJSON, got \(error)")
      return
    }
    #expect(error.description.hasPrefix("the layout report is not valid JSON: "))
  }

  @Test("a number too large for a Double is not accepted")
  func overflowingNumber() throws {
    let error = try #require(decodingError(reportJSON(frame: "[1e999, 20, 288, 44]")))
    guard case .malformedJSON(let detail) = error else {
      Issue.record("expected malformedJSON, got \(error)")
      return
    }
    #expect(detail.contains("1e999"))
  }

  @Test("NaN spelled as a string is not a number")
  func nanString() throws {
    let error = try #require(decodingError(reportJSON(frame: #"["NaN", 20, 288, 44]"#)))
    guard case .invalidValue(let path, let reason) = error else {
      Issue.record("expected invalidValue, got \(error)")
      return
    }
    #expect(path == "\(path0).frame[0]")
    #expect(reason.hasPrefix("is not a number"))
  }

  @Test("a report holding NaN cannot be written")
  func nanOnEncode() {
    let report = SampleReports.single(frame: ReportRect(x: .nan, y: 20, width: 288, height: 44))
    #expect(
      throws: LayoutReportError.invalidValue(
        path: "\(path0).frame[0]", reason: "is nan, not a finite number")
    ) {
      try report.jsonData()
    }
    let infinite = SampleReports.single(frame: ReportRect(x: 0, y: 0, width: .infinity, height: 1))
    #expect(
      throws: LayoutReportError.invalidValue(
        path: "\(path0).frame[2]", reason: "is inf, not a finite number")
    ) {
      try infinite.validate()
    }
  }

  @Test("a frame must have exactly four numbers, however long the array")
  func frameArity() throws {
    let three = try #require(decodingError(reportJSON(frame: "[1, 2, 3]")))
    #expect(
      three
        == .invalidValue(
          path: "\(path0).frame",
          reason: "expected [x, y, width, height]: an array of exactly 4 numbers"))
    let huge = "[" + Array(repeating: "0", count: 100_000).joined(separator: ",") + "]"
    let long = try #require(decodingError(reportJSON(frame: huge)))
    #expect(long == three)
  }

  @Test("reports larger than the byte limit are refused before parsing")
  func byteLimit() {
    let limit = ReportLimits.standard.maxBytes
    #expect(limit == 16 * 1024 * 1024)
    let data = Data(repeating: UInt8(ascii: " "), count: limit + 1)
    #expect(throws: LayoutReportError.tooLarge(byteCount: limit + 1, limit: limit)) {
      try LayoutReport.decode(data)
    }
    #expect(throws: LayoutReportError.tooLarge(byteCount: limit + 1, limit: limit)) {
      try LayoutReport.decode([UInt8](data))
    }
    #expect(
      LayoutReportError.tooLarge(byteCount: 20, limit: 10).description
        == "the layout report is 20 bytes, more than the limit of 10 bytes")
  }

  @Test("more devices than the standard limit are refused")
  func deviceLimit() throws {
    let result = """
      {"device": "d%d", "orientation": "portrait", "size": [320, 568], "scale": 2, "snapshots": []}
      """
    let results = (0..<65).map { result.replacingOccurrences(of: "%d", with: String($0)) }
    let text = #"{"formatVersion": 1, "results": ["# + results.joined(separator: ",") + "]}"
    #expect(decodingError(text) == .tooManyEntries(path: "results", count: 65, limit: 64))
    let sixtyFour =
      #"{"formatVersion": 1, "results": ["# + results.dropLast().joined(separator: ",") + "]}"
    #expect(try decodeReport(sixtyFour).results.count == 64)
  }

  @Test("views, log entries, constraints and names are capped")
  func listLimits() throws {
    var limits = ReportLimits.standard
    limits.maxViewsPerSnapshot = 2
    limits.maxTotalViews = 3
    limits.maxEntries = 1
    limits.maxNameLength = 12
    let view = """
      , {"path": "%@", "class": "UIView", "frame": [0, 0, 1, 1], "frameInRoot": [0, 0, 1, 1],
        "hidden": false, "ambiguous": false, "translatesAutoresizingMaskIntoConstraints": false}
      """
    let twoMore =
      view.replacingOccurrences(of: "%@", with: "a")
      + view.replacingOccurrences(of: "%@", with: "b")
    #expect(
      decodingError(reportJSON(extraView: twoMore), limits: limits)
        == .tooManyEntries(path: "results[0].snapshots[0].views", count: 3, limit: 2))

    let entries =
      #""errors": [{"kind": "harness", "message": "a"}, {"kind": "harness", "message": "b"}],"#
    #expect(
      decodingError(reportJSON(deviceExtras: entries), limits: limits)
        == .tooManyEntries(path: "results[0].errors", count: 2, limit: 1))

    let longName = view.replacingOccurrences(of: "%@", with: "thirteen-char")
    #expect(
      decodingError(reportJSON(extraView: longName), limits: limits)
        == .invalidValue(
          path: "results[0].snapshots[0].views[1].path",
          reason: "is 13 bytes long, more than the limit of 12"))

    // Two distances made with anchorWithOffset(to:) relate four items; five is too many.
    let fiveItems = """
      "log": [{"kind": "unsatisfiable", "text": "t", "constraints": [
        {"description": "c", "views": ["a", "b", "c", "d", "e"]}]}],
      """
    #expect(
      decodingError(reportJSON(deviceExtras: fiveItems))
        == .tooManyEntries(path: "results[0].log[0].constraints[0].views", count: 5, limit: 4))
  }

  @Test("the total number of views across snapshots is capped")
  func totalViewLimit() {
    var limits = ReportLimits.standard
    limits.maxTotalViews = 1
    let view = ViewRecord(
      path: "v", className: "UIView", frame: ReportRect(x: 0, y: 0, width: 1, height: 1),
      frameInRoot: ReportRect(x: 0, y: 0, width: 1, height: 1))
    let report = LayoutReport(results: [
      DeviceResult(
        device: "iphone-se", orientation: .portrait, size: ReportSize(width: 320, height: 568),
        scale: 2,
        snapshots: [Snapshot(name: "a", views: [view]), Snapshot(name: "b", views: [view])])
    ])
    #expect(throws: LayoutReportError.tooManyEntries(path: "results", count: 2, limit: 1)) {
      try report.validate(limits: limits)
    }
  }

  @Test("deeply nested arrays are rejected without exhausting the stack")
  func deepNesting() throws {
    let depth = 100_000
    let nested = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let error = try #require(decodingError(#"{"formatVersion": 1, "results": "# + nested + "}"))
    guard case .malformedJSON = error else {
      Issue.record("expected malformedJSON, got \(error)")
      return
    }
  }

  @Test("another format version is refused with a clear message, whatever follows")
  func wrongVersion() throws {
    let text = #"{"formatVersion": 2, "results": "not even a list"}"#
    let error = try #require(decodingError(text))
    #expect(error == .unsupportedFormatVersion(found: "2", supported: 1))
    #expect(
      error.description
        == "the layout report has format version 2, but this grader reads version 1"
        + " (the AutoLayout module and the grader come from different builds: rebuild both)")
    #expect(
      decodingError(reportJSON(version: #""1""#))
        == .unsupportedFormatVersion(found: #""1""#, supported: 1))
    #expect(
      decodingError(reportJSON(version: "1.5"))
        == .unsupportedFormatVersion(found: "1.5", supported: 1))
    #expect(
      decodingError(reportJSON(version: "true"))
        == .unsupportedFormatVersion(found: "true", supported: 1))
    #expect(decodingError(#"{"results": []}"#) == .missingFormatVersion)
    #expect(decodingError(#"{"formatVersion": null, "results": []}"#) == .missingFormatVersion)
    let old = LayoutReport(formatVersion: 0, results: [])
    #expect(throws: LayoutReportError.unsupportedFormatVersion(found: "0", supported: 1)) {
      try old.jsonData()
    }
  }

  @Test("a report must be a JSON object")
  func notAnObject() {
    #expect(decodingError("[1, 2]") == .invalidValue(path: "", reason: "must be a JSON object"))
    #expect(
      LayoutReportError.invalidValue(path: "", reason: "must be a JSON object").description
        == "invalid layout report: must be a JSON object")
    guard case .malformedJSON = decodingError("") else {
      Issue.record("empty input should be malformed JSON")
      return
    }
  }

  @Test("missing keys and wrong types name the offending value")
  func shapeErrors() throws {
    let noScale = reportJSON().replacingOccurrences(of: #""scale": 2,"#, with: "")
    #expect(decodingError(noScale) == .invalidValue(path: "results[0].scale", reason: "is missing"))
    #expect(
      decodingError(noScale)?.description == "invalid layout report: results[0].scale is missing")

    let wrongType = reportJSON().replacingOccurrences(
      of: #""hidden": false"#, with: #""hidden": "no""#)
    guard case .invalidValue(let path, let reason) = decodingError(wrongType) else {
      Issue.record("expected invalidValue")
      return
    }
    #expect(path == "\(path0).hidden")
    #expect(reason.hasPrefix("is not true or false"))

    let unknownKind = reportJSON(deviceExtras: #""log": [{"kind": "warning", "text": "t"}],"#)
    guard case .invalidValue(let kindPath, _) = decodingError(unknownKind) else {
      Issue.record("expected invalidValue")
      return
    }
    #expect(kindPath == "results[0].log[0].kind")

    let nullDevice = reportJSON(device: "null")
    guard case .invalidValue(let devicePath, _) = decodingError(nullDevice) else {
      Issue.record("expected invalidValue")
      return
    }
    #expect(devicePath == "results[0].device")
  }

  @Test("screen sizes, scales, times and line numbers must be in range")
  func ranges() {
    #expect(
      decodingError(reportJSON(scale: "0"))
        == .invalidValue(
          path: "results[0].scale", reason: "is 0; it must be more than 0 and at most 16"))
    #expect(
      decodingError(reportJSON(scale: "100"))
        == .invalidValue(
          path: "results[0].scale", reason: "is 100; it must be more than 0 and at most 16"))
    #expect(
      decodingError(reportJSON(size: "[-320, 568]"))
        == .invalidValue(
          path: "results[0].size",
          reason: "has a width of -320; it must be more than 0 and at most 100000"))
    #expect(
      decodingError(reportJSON(size: "[320, 1e9]"))
        == .invalidValue(
          path: "results[0].size",
          reason: "has a height of 1000000000; it must be more than 0 and at most 100000"))
    #expect(
      decodingError(
        reportJSON(deviceExtras: #""errors": [{"kind": "exception", "message": "m", "line": 0}],"#))
        == .invalidValue(path: "results[0].errors[0].line", reason: "is 0; line numbers start at 1")
    )
    let negativeTime = reportJSON().replacingOccurrences(
      of: #""name": "initial","#, with: #""name": "initial", "time": -1,"#)
    #expect(
      decodingError(negativeTime)
        == .invalidValue(
          path: "results[0].snapshots[0].time",
          reason: "is -1; it must be a finite number, 0 or more"))
    let emptyPath = reportJSON().replacingOccurrences(
      of: #""path": "titleLabel""#, with: #""path": """#)
    #expect(decodingError(emptyPath) == .invalidValue(path: "\(path0).path", reason: "is empty"))
  }

  @Test("devices, snapshots and view paths may not repeat")
  func repeats() throws {
    var report = SampleReports.single()
    report.results.append(report.results[0])
    #expect(
      throws: LayoutReportError.invalidValue(
        path: "results[1]", reason: "repeats the device iphone-se")
    ) {
      try report.validate()
    }
    // The same device in the other orientation is a different result.
    report.results[1].orientation = .landscape
    #expect(throws: Never.self) { try report.validate() }

    var snapshots = SampleReports.single()
    snapshots.results[0].snapshots.append(snapshots.results[0].snapshots[0])
    #expect(
      throws: LayoutReportError.invalidValue(
        path: "results[0].snapshots[1]", reason: "repeats the snapshot initial")
    ) {
      try snapshots.validate()
    }

    let twice = reportJSON(
      extraView: """
        , {"path": "titleLabel", "class": "UILabel", "frame": [0, 0, 1, 1], "frameInRoot": [0, 0, 1, 1],
          "hidden": false, "ambiguous": false, "translatesAutoresizingMaskIntoConstraints": false}
        """)
    #expect(
      decodingError(twice)
        == .invalidValue(
          path: "results[0].snapshots[0].views[1]", reason: "repeats the view titleLabel"))
  }

  @Test("a device is its screen alone: the orientation is given apart")
  func deviceWithoutOrientation() {
    let reason =
      "is not a device without its orientation, such as iphone-x: the orientation is given apart"
    #expect(
      decodingError(reportJSON(device: #""iphone-x:landscape""#))
        == .invalidValue(path: "results[0].device", reason: reason))
    #expect(
      decodingError(reportJSON(device: #""iphone-x:portrait""#))
        == .invalidValue(path: "results[0].device", reason: reason))
    #expect(
      decodingError(reportJSON(device: #""Not A Device""#))
        == .invalidValue(
          path: "results[0].device",
          reason: "is not a device without its orientation, such as iphone-x: expected a device id"
            + " (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE"))
    #expect(decodingError(reportJSON(device: #""375x812@3,safe=44:0:34:0""#)) == nil)
  }
}
