import Course
import Foundation
import LayoutlingsCLI
import Testing

/// The HTML report loaded in a real headless browser. These tests need Chromium (or Chrome) on
/// `PATH`; `.ci/run` installs Debian's `chromium` when it runs as root, and they are skipped only
/// when no browser binary can be found at all.
@Suite("The HTML report in a headless browser", .enabled(if: HeadlessBrowser.path != nil))
struct ReportBrowserTests {
  /// Markup that would change the page if it ran: the body's class would become "pwned" or
  /// "owned" (built at run time, so finding either word in the DOM means a script ran).
  private let script = "<script>document.body.className='p'+'wned'</script>"
  private let image = "<img src=x onerror=\"document.body.className='o'+'wned'\">"

  @Test("hostile titles and names stay text, and the tables and charts are in the DOM")
  func hostileTextInTheBrowser() throws {
    let harness = try CommandHarness(copyCourse: true)
    let title = "\(script) \"'& ]]> </style> \u{1}\u{1F} end"
    try harness.retitle(reportCenter, to: title)
    try harness.retitle(reportSlide, to: image)
    try harness.recordThreeDays()
    let name = "</title>\(script)\u{0}\u{7}"
    let result = harness.run(
      ["report", "-o", "report.html", "--now", "2025-03-05T20:00:00Z"],
      environment: ["LAYOUTLINGS_LEARNER": name])
    try #require(result.status == .success, "\(result.errors)")
    let page = harness.scratch.url.appendingPathComponent("report.html")
    let dom = try HeadlessBrowser.dumpDOM(
      of: page, profile: harness.scratch.url.appendingPathComponent("profile"))

    #expect(dom.contains("<tr class=\"exercise\""))
    #expect(dom.components(separatedBy: "<tr class=\"exercise\"").count - 1 == 3)
    #expect(dom.components(separatedBy: "<svg class=\"completion\"").count - 1 == 2)
    #expect(dom.contains("<svg class=\"chart heatmap\""))
    #expect(dom.components(separatedBy: "<rect class=\"day").count - 1 >= 7 * 12 - 6)
    #expect(dom.contains("data-day=\"2025-03-05\""))
    #expect(dom.components(separatedBy: "<g class=\"bar\">").count - 1 == 30 + 14)

    // Nothing ran and no element came from the hostile text.
    #expect(!dom.contains("pwned") && !dom.contains("owned"))
    #expect(!dom.lowercased().contains("<script"))
    #expect(!dom.lowercased().contains("<img"))
    #expect(dom.components(separatedBy: "<style>").count == 2)
    // The text is shown as written, serialized back with its specials escaped.
    #expect(dom.contains("&lt;script&gt;document.body.className='p'+'wned'&lt;/script&gt;"))
    #expect(dom.contains("&lt;img src=x onerror=\"document.body.className='o'+'wned'\"&gt;"))
    #expect(dom.contains("\u{2401}\u{241F} end"))
    #expect(dom.contains("&lt;/title&gt;&lt;script&gt;"))
  }

  @Test("a fresh workspace's report renders with every chart and three rows")
  func freshWorkspace() throws {
    let harness = try CommandHarness()
    let result = harness.run(["report", "-o", "fresh.html", "--now", "2025-03-05T20:00:00Z"])
    try #require(result.status == .success, "\(result.errors)")
    let dom = try HeadlessBrowser.dumpDOM(
      of: harness.scratch.url.appendingPathComponent("fresh.html"),
      profile: harness.scratch.url.appendingPathComponent("profile"))
    #expect(dom.components(separatedBy: "<tr class=\"exercise\"").count - 1 == 3)
    #expect(dom.contains("No attempts yet"))
    #expect(dom.contains("Nothing due in the next 30 days"))
    #expect(dom.contains("<svg class=\"chart heatmap\""))
  }
}
