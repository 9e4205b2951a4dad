import Foundation
import Testing

/// A report for someone else carries no path of the learner's machine: the workspace's absolute
/// path is in it only with `--include-path`.
@Suite("layoutlings report: the workspace path only when asked for")
struct ReportPathTests {
  @Test("without --include-path no format names the workspace folder")
  func leftOut() throws {
    let harness = try CommandHarness()
    try harness.recordThreeDays()
    for format in ["json", "html", "md", "csv"] {
      let result = harness.run(["report", "--format", format])
      #expect(result.status == .success, "\(format): \(result.errors)")
      #expect(!result.output.contains(harness.home.path), "\(format)")
      #expect(!result.output.contains(harness.scratch.url.path), "\(format)")
    }
    let json = harness.run(["report", "--format", "json"])
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let learner = try #require(root["learner"] as? [String: Any])
    // The key stays, as every unknown value does: null.
    #expect(learner.keys.contains("workspace"))
    #expect(learner["workspace"] is NSNull)
  }

  @Test("--include-path puts it in the JSON and the HTML")
  func included() throws {
    let harness = try CommandHarness()
    try harness.recordThreeDays()
    let json = harness.run(["report", "--format", "json", "--include-path"])
    #expect(json.status == .success, "\(json.errors)")
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    let learner = try #require(root["learner"] as? [String: Any])
    #expect(learner["workspace"] as? String == harness.home.path)
    let html = harness.run(["report", "--format", "html", "--include-path"])
    #expect(html.output.contains("Workspace: \(harness.home.path)"))
  }
}
