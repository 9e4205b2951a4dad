import Course
import Foundation
import Testing

/// One rounding rule for every percentage: the list and every report say the same number for
/// the same attempt (two thirds is 66%, not 66% in one place and 67% in another).
@Suite("Percentages agree between list and report")
struct PercentagesAgreeTests {
  private let center = "01-anchors/01-center-a-box"

  @Test("a best score of two thirds is 66% in list, the Markdown report and the HTML report")
  func twoThirds() throws {
    let harness = try CommandHarness()
    #expect(harness.run(["list"]).status == .success)  // Imports the course.
    try harness.store().recordAttempt(gradedAttempt(center, .failed, score: 2.0 / 3.0))
    let list = harness.run(["list"])
    #expect(list.status == .success)
    let listed = try #require(list.outputLines.first { $0.contains(center) })
    #expect(listed.contains("best 66%"), "\(listed)")

    let markdown = harness.run(["report", "--format", "md"])
    #expect(markdown.status == .success, "\(markdown.errors)")
    let row = try #require(markdown.output.split(separator: "\n").first { $0.contains(center) })
    #expect(row.contains("66%"), "\(row)")
    #expect(!markdown.output.contains("67%"))

    let html = harness.run(["report", "--format", "html"])
    #expect(html.status == .success, "\(html.errors)")
    #expect(html.output.contains("66%"))
    #expect(!html.output.contains("67%"))
  }
}
