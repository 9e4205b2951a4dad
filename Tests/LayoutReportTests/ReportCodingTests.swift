import Devices
import Foundation
import LayoutReport
import Testing

@Suite("Report encoding and decoding")
struct ReportCodingTests {
  @Test("a report with every field survives encoding and decoding")
  func roundTrip() throws {
    let report = SampleReports.full
    let decoded = try LayoutReport.decode(try report.jsonData())
    #expect(decoded == report)
  }

  @Test("bytes decode like data")
  func bytesRoundTrip() throws {
    let report = SampleReports.single()
    let bytes = [UInt8](try report.jsonData())
    #expect(try LayoutReport.decode(bytes) == report)
  }

  @Test("the wire format uses the documented key names")
  func wireKeys() throws {
    let object = try #require(try jsonObject(SampleReports.full.jsonData()) as? [String: Any])
    #expect(Set(object.keys) == ["formatVersion", "results"])
    #expect(object["formatVersion"] as? Int == 1)
    let results = try #require(object["results"] as? [[String: Any]])
    let result = try #require(results.first)
    #expect(
      Set(result.keys) == [
        "device", "orientation", "size", "scale", "snapshots", "log", "errors", "animations",
        "inactiveConstraints", "activeConstraints",
      ])
    #expect(result["size"] as? [Double] == [375, 812])
    let snapshots = try #require(result["snapshots"] as? [[String: Any]])
    #expect(Set(snapshots[0].keys) == ["name", "views", "missing", "callbacks", "stackViews"])
    #expect(
      Set(snapshots[1].keys) == ["name", "time", "views", "missing", "callbacks", "stackViews"])
    #expect(snapshots[1]["time"] as? Double == 0.25)
    let views = try #require(snapshots[0]["views"] as? [[String: Any]])
    #expect(
      Set(views[1].keys) == [
        "path", "class", "frame", "frameInRoot", "superview", "hidden", "ambiguous", "alpha",
        "translatesAutoresizingMaskIntoConstraints",
      ])
    #expect(views[1]["superview"] as? String == "cardView")
    #expect(views[1]["class"] as? String == "UIView")
    #expect(views[1]["frame"] as? [Double] == [4, 8, 100, 50])
    #expect(views[1]["frameInRoot"] as? [Double] == [20, 52, 100, 50])
    // alpha is left out when not recorded
    #expect(Set(views[0].keys).contains("alpha") == false)
    let missing = try #require(snapshots[1]["missing"] as? [[String: Any]])
    #expect(missing[0]["reason"] as? String == "not-in-hierarchy")
    #expect(missing[0]["typeName"] as? String == "UIButton")
    let log = try #require(result["log"] as? [[String: Any]])
    #expect(log[0]["kind"] as? String == "unsatisfiable")
    let constraints = try #require(log[0]["constraints"] as? [[String: Any]])
    #expect(
      Set(constraints[0].keys) == [
        "description", "file", "line", "broken", "origin", "views", "guides",
      ])
    #expect(constraints[0]["origin"] as? String == "code")
    #expect(constraints[1]["origin"] as? String == "autoresizing")
    let errors = try #require(result["errors"] as? [[String: Any]])
    #expect(errors[0]["kind"] as? String == "vfl-error")
    let animations = try #require(result["animations"] as? [[String: Any]])
    #expect(
      Set(animations[0].keys) == ["view", "property", "from", "to", "delay", "duration", "curve"])
  }

  @Test("lists that are often empty may be left out of a report")
  func omittedLists() throws {
    let report = try decodeReport(reportJSON())
    let result = try #require(report.results.first)
    #expect(result.log.isEmpty)
    #expect(result.errors.isEmpty)
    #expect(result.animations.isEmpty)
    #expect(result.inactiveConstraints.isEmpty)
    #expect(result.snapshots[0].missing.isEmpty)
    #expect(result.snapshots[0].time == nil)
    #expect(result.snapshots[0].views[0].alpha == nil)
    #expect(
      result.snapshots[0].views[0].frameInRoot == ReportRect(x: 16, y: 20, width: 288, height: 44))
  }

  @Test("a constraint's origin defaults to code when it has a file, to system otherwise")
  func constraintOriginDefault() throws {
    let text = reportJSON(
      deviceExtras: """
        "log": [{"kind": "unsatisfiable", "text": "t", "constraints": [
          {"description": "a", "file": "F.swift", "line": 3},
          {"description": "b"},
          {"description": "c", "origin": "storyboard", "broken": true, "views": ["x", "y"]}]}],
        """)
    let constraints = try decodeReport(text).results[0].log[0].constraints
    #expect(constraints.map(\.origin) == [.code, .system, .storyboard])
    #expect(constraints.map(\.broken) == [false, false, true])
    #expect(constraints[2].views == ["x", "y"])
    #expect(constraints[0].line == 3)
  }

  @Test("a result's reference joins its screen and its orientation")
  func resultReference() throws {
    let result = DeviceResult(
      device: "iphone-x", orientation: .landscape, size: ReportSize(width: 812, height: 375),
      scale: 3, snapshots: [])
    #expect(result.reference == (try DeviceReference(parsing: "iphone-x:landscape")))
    #expect(result.reference?.description == "iphone-x:landscape")
    let custom = DeviceResult(
      device: "375x812@3,safe=0:44:21:44", orientation: .landscape,
      size: ReportSize(width: 812, height: 375), scale: 3, snapshots: [])
    #expect(
      custom.reference == (try DeviceReference(parsing: "375x812@3,safe=0:44:21:44:landscape")))
    // A suffix in the screen is not a screen.
    var suffixed = result
    suffixed.device = "iphone-x:landscape"
    #expect(suffixed.reference == nil)
  }

  @Test("a rect converts to and from CGRect")
  func cgRect() {
    let rect = ReportRect(CGRect(x: 1.5, y: 2, width: 30, height: 40.25))
    #expect(rect == ReportRect(x: 1.5, y: 2, width: 30, height: 40.25))
    #expect(rect.cgRect == CGRect(x: 1.5, y: 2, width: 30, height: 40.25))
    #expect(rect.maxX == 31.5)
    #expect(rect.maxY == 42.25)
  }
}
