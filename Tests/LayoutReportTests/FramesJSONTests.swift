import Foundation
import LayoutReport
import Testing

@Suite("frames --json")
struct FramesJSONTests {
  @Test("the document has exactly the contract's keys: frame as UIKit's, frameInRoot, superview")
  func contractShape() throws {
    let object = try #require(try jsonObject(SampleReports.full.framesJSON()) as? [String: Any])
    #expect(Set(object.keys) == ["results"])
    let results = try #require(object["results"] as? [[String: Any]])
    #expect(results.count == 1)
    let result = results[0]
    #expect(
      Set(result.keys) == ["device", "orientation", "size", "scale", "snapshots", "log", "errors"])
    #expect(result["device"] as? String == "iphone-x")
    #expect(result["orientation"] as? String == "portrait")
    #expect(result["size"] as? [Double] == [375, 812])
    #expect(result["scale"] as? Double == 3)

    let snapshots = try #require(result["snapshots"] as? [[String: Any]])
    #expect(snapshots.count == 2)
    for snapshot in snapshots { #expect(Set(snapshot.keys) == ["name", "views"]) }
    #expect(snapshots[0]["name"] as? String == "initial")
    // An animation sample's time is part of its name, as expected.json spells it.
    #expect(snapshots[1]["name"] as? String == "after-skip@0.25")

    let views = try #require(snapshots[0]["views"] as? [[String: Any]])
    #expect(views.count == 2)
    for view in views {
      #expect(
        Set(view.keys) == [
          "path", "class", "frame", "frameInRoot", "superview", "hidden", "ambiguous",
        ])
    }
    #expect(views[0]["path"] as? String == "view")
    #expect(views[0]["superview"] is NSNull)
    #expect(views[1]["path"] as? String == "redView")
    #expect(views[1]["class"] as? String == "UIView")
    // UIKit's view.frame, in the superview's space; the root-space rectangle beside it.
    #expect(views[1]["frame"] as? [Double] == [4, 8, 100, 50])
    #expect(views[1]["frameInRoot"] as? [Double] == [20, 52, 100, 50])
    #expect(views[1]["superview"] as? String == "cardView")
    #expect(views[1]["hidden"] as? Bool == false)
    #expect(views[1]["ambiguous"] as? Bool == true)

    let log = try #require(result["log"] as? [[String: Any]])
    #expect(log.count == 1)
    #expect(Set(log[0].keys) == ["kind", "text", "constraints", "view", "file", "line"])
    #expect(log[0]["kind"] as? String == "unsatisfiable")
    #expect(log[0]["text"] as? String == "Unable to simultaneously satisfy constraints.")
    #expect(log[0]["view"] is NSNull)
    #expect(log[0]["line"] is NSNull)
    let constraints = try #require(log[0]["constraints"] as? [[String: Any]])
    #expect(constraints.count == 2)
    for constraint in constraints {
      #expect(Set(constraint.keys) == ["description", "file", "line", "broken"])
    }
    #expect(constraints[0]["file"] as? String == "Layoutlings/ViewController.swift")
    #expect(constraints[0]["line"] as? Int == 14)
    #expect(constraints[0]["broken"] as? Bool == true)
    #expect(constraints[1]["file"] is NSNull)
    #expect(constraints[1]["broken"] as? Bool == false)

    let errors = try #require(result["errors"] as? [[String: Any]])
    #expect(errors.count == 1)
    #expect(Set(errors[0].keys) == ["kind", "message", "file", "line"])
    #expect(errors[0]["kind"] as? String == "vfl-error")
    #expect(errors[0]["message"] as? String == "Expected a view")
    #expect(errors[0]["line"] as? Int == 31)
  }

  @Test("the bytes are deterministic: sorted keys, no negative zero")
  func exactBytes() throws {
    let report = SampleReports.single(frame: ReportRect(x: -0.0, y: 20, width: 288, height: 44))
    let text = String(decoding: try report.framesJSON(), as: UTF8.self)
    let expected =
      #"{"results":[{"device":"iphone-se","errors":[],"log":[],"orientation":"portrait","scale":2,"#
      + #""size":[320,568],"snapshots":[{"name":"initial","views":[{"ambiguous":false,"#
      + #""class":"UILabel","frame":[0,20,288,44],"frameInRoot":[0,20,288,44],"hidden":false,"#
      + #""path":"titleLabel","superview":null}]}]}]}"#
    #expect(text == expected)
  }

  @Test("pretty printing changes only the layout of the text")
  func prettyPrinted() throws {
    let report = SampleReports.full
    let compact = try jsonObject(report.framesJSON()) as? NSDictionary
    let pretty = try jsonObject(report.framesJSON(prettyPrinted: true)) as? NSDictionary
    #expect(compact != nil)
    #expect(compact == pretty)
    #expect(
      String(decoding: try report.framesJSON(prettyPrinted: true), as: UTF8.self).contains("\n"))
  }
}
