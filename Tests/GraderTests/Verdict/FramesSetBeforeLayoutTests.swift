import Foundation
import LayoutReport
import Testing

@testable import Grader

/// A frame set by hand in a layout callback while its superview was not yet its final size: the
/// verdict leads with that, and with where frames belong, not with the frame's symptom.
@Suite("Frames set before layout")
struct FramesSetBeforeLayoutTests {
  /// Tags 96, 120, 72, 104 and 88 pt wide, 8 pt apart, in a tag view 343 × 120 at (16, 64) on a
  /// 375 pt wide iPhone (16 pt margins, 375 − 32 = 343). In the final width the second tag
  /// follows the first on line one: x = 16 + 96 + 8 = 120, y = 64. Placed while the tag view was
  /// 0 × 0, every tag starts its own line: the second at x = 16, y = 64 + 30 + 8 = 102.
  private func tagsVerdict(setting: FrameSettingRecord?) throws -> Verdict {
    var tag = Fixture.view("cloudView.tags[1]", Fixture.rect(16, 102, 120, 30), translates: true)
    tag.placement = "autoresizingMask"
    tag.frameSetting = setting
    let report = LayoutReport(results: [
      Fixture.device("iphone-x", snapshots: [Snapshot(name: "initial", views: [tag])])
    ])
    let expected = try Fixture.expected([
      ("iphone-x", "initial", "cloudView.tags[1]", Fixture.rect(120, 64, 120, 30))
    ])
    return Verdict(grading: report, against: expected)
  }

  private func lead(_ verdict: Verdict) throws -> Diagnostic {
    try #require(verdict.diagnostics.first { $0.kind == .frameMismatch })
  }

  @Test("a frame set while the superview was another size names the sizes and the fix")
  func setBeforeLayout() throws {
    let diagnostic = try lead(
      tagsVerdict(
        setting: FrameSettingRecord(
          superviewSizeThen: ReportSize(width: 0, height: 0),
          superviewSizeNow: ReportSize(width: 343, height: 120), during: "updateConstraints")))
    #expect(diagnostic.cause == .framesSetBeforeLayout)
    let lines = diagnostic.message.split(separator: "\n").map(String.init)
    let first: String =
      "`cloudView.tags[1]`'s frame was set by hand in `updateConstraints()` on iphone-x,"
      + " before its superview had its final size: on iphone-x the superview was 0 × 0 then"
      + " and is 343 × 120 once laid out, so the frame was computed from a size that was not"
      + " final, and nothing set it again."
    #expect(lines.first == first)
    #expect(lines.contains { $0.contains("in the `layoutSubviews()` of the view that holds them") })
    #expect(!diagnostic.message.contains("translatesAutoresizingMaskIntoConstraints"))
  }

  @Test("a frame set when the superview already had its size is not this cause")
  func setAtFinalSize() throws {
    let diagnostic = try lead(
      tagsVerdict(
        setting: FrameSettingRecord(
          superviewSizeThen: ReportSize(width: 343, height: 120),
          superviewSizeNow: ReportSize(width: 343, height: 120), during: "layoutSubviews")))
    #expect(diagnostic.cause != .framesSetBeforeLayout)
  }

  @Test("a frame set outside layout callbacks is not this cause")
  func setOutsideLayout() throws {
    let diagnostic = try lead(
      tagsVerdict(
        setting: FrameSettingRecord(
          superviewSizeThen: ReportSize(width: 0, height: 0),
          superviewSizeNow: ReportSize(width: 343, height: 120))))
    #expect(diagnostic.cause != .framesSetBeforeLayout)
  }

  @Test("a view record without the field decodes as before")
  func lenientDecoding() throws {
    let json = """
      {"path": "a", "class": "UIView", "frame": [0, 0, 1, 1], "frameInRoot": [0, 0, 1, 1], "hidden": false,
       "ambiguous": false, "translatesAutoresizingMaskIntoConstraints": false}
      """
    let record = try JSONDecoder().decode(ViewRecord.self, from: Data(json.utf8))
    #expect(record.frameSetting == nil)
  }
}
