import Foundation
import Grader
import LayoutReport
import Testing

@Suite("grade --json")
struct GradeResultJSONTests {
  private let file = Fixture.file
  private let title = Fixture.rect(16, 20, 288, 44)
  private let skip = Fixture.rect(16, 80, 288, 44)

  private var failedVerdict: Verdict {
    get throws {
      let report = LayoutReport(results: [
        Fixture.device(
          "iphone-se", scale: 2,
          snapshots: [
            Snapshot(
              name: "initial", views: [Fixture.view("titleLabel", title)],
              missing: [MissingView(path: "skipButton", reason: .notInHierarchy)])
          ])
      ])
      let expected = try Fixture.expected([
        ("iphone-se", "initial", "titleLabel", title), ("iphone-se", "initial", "skipButton", skip),
      ])
      return Verdict(grading: report, against: expected)
    }
  }

  @Test("the document has exactly the contract's keys, with null for absent values")
  func contractShape() throws {
    let result = GradeResult(
      exercise: "01-basics/01-first", verdict: try failedVerdict, durationMs: 412)
    let object = try #require(
      try JSONSerialization.jsonObject(with: result.jsonData()) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "exercise", "status", "score", "checks", "diagnostics", "durationMs", "programOutput",
      ])
    // programOutput extends the contract: what the program printed, none here.
    #expect((object["programOutput"] as? [Any])?.isEmpty == true)
    #expect(object["exercise"] as? String == "01-basics/01-first")
    #expect(object["status"] as? String == "failed")
    #expect(object["score"] as? Double == 0.5)
    #expect(object["durationMs"] as? Int == 412)

    let checks = try #require(object["checks"] as? [[String: Any]])
    #expect(checks.count == 2)
    for check in checks {
      #expect(Set(check.keys) == ["device", "snapshot", "view", "expected", "actual", "ok"])
      #expect(check["device"] as? String == "iphone-se")
      #expect(check["snapshot"] as? String == "initial")
    }
    #expect(checks[0]["view"] as? String == "titleLabel")
    #expect(checks[0]["expected"] as? [Double] == [16, 20, 288, 44])
    #expect(checks[0]["actual"] as? [Double] == [16, 20, 288, 44])
    #expect(checks[0]["ok"] as? Bool == true)
    #expect(checks[1]["view"] as? String == "skipButton")
    #expect(checks[1]["expected"] as? [Double] == [16, 80, 288, 44])
    #expect(checks[1]["actual"] is NSNull)
    #expect(checks[1]["ok"] as? Bool == false)

    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    #expect(
      Set(diagnostics[0].keys) == [
        "kind", "message", "file", "line", "column", "devices", "cause", "diagnosis",
      ])
    #expect(diagnostics[0]["kind"] as? String == "missing-view")
    #expect(
      diagnostics[0]["message"] as? String
        == "`skipButton` was never added to the view hierarchy, so it has no frame."
        + " Did you forget to call `addSubview(_:)` with it?")
    #expect(diagnostics[0]["file"] is NSNull)
    #expect(diagnostics[0]["line"] is NSNull)
    #expect(diagnostics[0]["cause"] is NSNull)
  }

  @Test("a compile error has no checks and diagnostics with file and line")
  func compileErrorShape() throws {
    let verdict = Verdict.compileError([
      Diagnostic(
        kind: .compileError, message: "cannot find 'redVeiw' in scope", file: file, line: 12)
    ])
    let data = try GradeResult(exercise: "01-basics/01-first", verdict: verdict, durationMs: 950)
      .jsonData()
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(object["status"] as? String == "compile-error")
    #expect(object["score"] as? Double == 0)
    #expect((object["checks"] as? [Any])?.isEmpty == true)
    let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
    #expect(diagnostics[0]["kind"] as? String == "compile-error")
    #expect(diagnostics[0]["file"] as? String == file)
    #expect(diagnostics[0]["line"] as? Int == 12)
  }

  @Test("the bytes are deterministic: sorted keys, slashes unescaped")
  func exactBytes() throws {
    let verdict = try Fixture.verdict(
      expected: Fixture.rect(20, 40, 100, 50), actual: Fixture.rect(20, 40, 100, 50))
    let text = String(
      decoding: try GradeResult(exercise: "01-basics/01-first", verdict: verdict, durationMs: 7)
        .jsonData(),
      as: UTF8.self)
    #expect(
      text
        == #"{"checks":[{"actual":[20,40,100,50],"device":"iphone-x","expected":[20,40,100,50],"ok":true,"#
        + #""snapshot":"initial","view":"redView"}],"diagnostics":[],"durationMs":7,"#
        + #""exercise":"01-basics/01-first","programOutput":[],"score":1,"status":"passed"}"#)
    let printed = GradeResult(
      exercise: "01-basics/01-first", verdict: verdict, durationMs: 7,
      programOutput: [ProgramOutput(device: "iphone-x", text: "hi \"there\"", truncated: true)])
    #expect(
      String(decoding: try printed.jsonData(), as: UTF8.self).contains(
        #""programOutput":[{"device":"iphone-x","text":"hi \"there\"","truncated":true}]"#))
  }
}
