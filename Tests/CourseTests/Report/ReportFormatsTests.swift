import Course
import Foundation
import Testing

/// Text no report may let through as markup: a script, quotes, an ampersand, every C0 control
/// character, a CDATA end and a style end.
let hostileText =
  "<script>alert(1)</script> \"'& ]]> </style> "
  + String(String.UnicodeScalarView((0...0x1F).compactMap(Unicode.Scalar.init))) + " a|b"

@Suite("Report formats")
struct ReportFormatsTests {
  private func busyReport() throws -> ProgressReport {
    let sandbox = try StoreSandbox()
    let store = try sandbox.openWithFixture()
    try ReportHistory.record(into: store)
    return try store.progressReport(
      at: ReportHistory.at(day: 5, 12), learnerName: "Ada", workspace: "/home/ada")
  }

  /// The busy report with hostile text in every field a learner or course author controls.
  private func hostileReport() throws -> ProgressReport {
    var report = try busyReport()
    report.learner.name = hostileText
    report.learner.workspace = "/tmp/" + hostileText
    report.course.title = hostileText
    report.modules[0].title = hostileText
    report.modules[0].exercises[0].title = hostileText
    report.modules[0].exercises[0].id = "01-anchors/" + hostileText
    report.revisit[0].title = hostileText
    report.reviews[0].id = hostileText
    return report
  }

  // MARK: JSON

  @Test("JSON reads back to the same report, with the documented top-level fields")
  func jsonRoundTrip() throws {
    let report = try busyReport()
    let text = try ReportJSON.text(report)
    #expect(try ReportJSON.report(from: Data(text.utf8)) == report)
    let root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(
      Set(root.keys)
        == [
          "schemaVersion", "generatedAt", "learner", "course", "totals", "modules", "reviews",
          "streak", "calendar", "forecast", "revisit",
        ])
    #expect(root["schemaVersion"] as? Int == 1)
    #expect(root["generatedAt"] as? String == "2025-01-06T12:00:00Z")
    let modules = try #require(root["modules"] as? [[String: Any]])
    let box = try #require((modules[1]["exercises"] as? [[String: Any]])?.first)
    // Unknown values are written as null, not left out.
    #expect(box["firstPassAt"] is NSNull)
    #expect(box["secondsToPass"] is NSNull)
    #expect(box["attemptsToPass"] is NSNull)
    #expect(box["status"] as? String == "attempted")
  }

  @Test("JSON keeps hostile text intact through a round trip")
  func jsonHostile() throws {
    let report = try hostileReport()
    #expect(try ReportJSON.report(from: Data(try ReportJSON.text(report).utf8)) == report)
  }

  @Test("reading rejects a newer schema, a missing field and text that is not JSON")
  func jsonRejections() throws {
    func reason(_ text: String) -> String? {
      do {
        _ = try ReportJSON.report(from: Data(text.utf8))
        return nil
      } catch {
        return error.reason
      }
    }
    #expect(
      reason(#"{"schemaVersion": 2, "anything": true}"#)
        == "schemaVersion 2 is newer than this Layoutlings reads (1); update Layoutlings")
    #expect(reason("{nope") == "not valid JSON")
    #expect(reason(#"{"schemaVersion": 1}"#) == "missing field \"generatedAt\"")
    #expect(reason(#"{"version": 1}"#) == "missing field \"schemaVersion\"")
    var json = try ReportJSON.text(try busyReport())
    json = json.replacingOccurrences(of: "\"attempts\" : 3,", with: "\"attempts\" : \"three\",")
    #expect(reason(json) == "modules[0].exercises[0].attempts has the wrong type")
  }

  // MARK: CSV

  /// Splits RFC 4180 text into records of fields (quotes undone), to read back what was written.
  private func parseCSV(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var fields: [String] = []
    var field = ""
    var quoted = false
    var characters = Array(text.unicodeScalars)[...]
    while let c = characters.popFirst() {
      if quoted {
        if c == "\"" {
          if characters.first == "\"" {
            field.unicodeScalars.append(characters.removeFirst())
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(c)
        }
      } else if c == "\"" {
        quoted = true
      } else if c == "," {
        fields.append(field)
        field = ""
      } else if c == "\r", characters.first == "\n" {
        characters.removeFirst()
        records.append(fields + [field])
        fields = []
        field = ""
      } else {
        field.unicodeScalars.append(c)
      }
    }
    return records
  }

  @Test("CSV: a header and one row per exercise, CRLF ends, hostile fields quoted")
  func csv() throws {
    var report = try busyReport()
    let title = "Centre \"a\" box,\r\nquickly"
    report.modules[0].exercises[0].title = title
    let text = ReportCSV.text(report)
    #expect(text.hasSuffix("\r\n"))
    #expect(text.contains("\"Centre \"\"a\"\" box,\r\nquickly\""))
    let records = parseCSV(text)
    #expect(records.count == 4)
    #expect(records.allSatisfy { $0.count == 18 })
    #expect(
      records[0].prefix(5) == [
        "module_id", "module_title", "exercise_id", "exercise_title", "status",
      ])
    #expect(records[1][3] == title)
    // attempts, attempts to pass, first try, hints, first attempt, first pass, seconds to pass.
    #expect(records[1][6] == "3")
    #expect(records[1][7] == "3")
    #expect(records[1][8] == "false")
    #expect(records[1][9] == "1")
    #expect(records[1][11] == "2025-01-01T09:00:00Z")
    #expect(records[1][12] == "2025-01-01T09:25:00Z")
    #expect(records[1][13] == "1500")
    #expect(records[3][4] == "attempted")
    #expect(records[3][7] == "")  // Not passed: no attempts-to-pass.
  }

  @Test("CSV fields: plain text as is, quotes doubled when quoting")
  func csvField() {
    #expect(ReportCSV.field("plain text") == "plain text")
    #expect(ReportCSV.field("a,b") == "\"a,b\"")
    #expect(ReportCSV.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
    #expect(ReportCSV.field("line\nbreak") == "\"line\nbreak\"")
    #expect(ReportCSV.field("cr\r") == "\"cr\r\"")
    #expect(ReportCSV.line(["a", "b,c"]) == "a,\"b,c\"\r\n")
  }

  // MARK: Markdown

  @Test("Markdown cells escape pipes, line breaks and markup")
  func markdown() throws {
    #expect(ReportMarkdown.cell("a|b\nc") == "a\\|b c")
    #expect(ReportMarkdown.cell("<b>*x*</b>") == "\\<b\\>\\*x\\*\\</b\\>")
    #expect(ReportMarkdown.cell("bell\u{7}") == "bell\u{2407}")
    let text = ReportMarkdown.text(try hostileReport())
    #expect(!text.contains("<script>"))
    #expect(!text.contains("a|b"))
    // Line breaks inside text became spaces and the other controls their pictures.
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.contains("\u{2401}\u{2402}"))
    #expect(text.contains("| Exercise | Status |"))
    #expect(text.contains("- Exercises passed: 2 of 3 (66%); 1 attempted, 0 not started"))
    #expect(text.contains("- Streak: 2 days (longest 3 days; 5 days with activity)"))
  }

  // MARK: HTML

  @Test("HTML renders hostile text as text: no tag, no style end, no control character")
  func htmlHostile() throws {
    let html = ReportHTML.page(try hostileReport())
    #expect(!html.lowercased().contains("<script"))
    #expect(html.components(separatedBy: "</style>").count == 2, "only the style sheet's own end")
    #expect(!html.contains("]]>"))
    #expect(!html.contains("\"'&"))
    let controls = html.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" && $0 != "\t" }
    #expect(controls.isEmpty)
    #expect(
      html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &quot;&#39;&amp; ]]&gt; &lt;/style&gt;"))
    // The C0 controls as their pictures, U+2400 to U+241F (tab and line feed kept as spaces).
    #expect(html.contains("\u{2400}\u{2401}\u{2402}"))
    #expect(html.contains("\u{241E}\u{241F}"))
  }

  @Test("HTML of a busy report: a row per exercise, bars, a heatmap and both charts")
  func htmlStructure() throws {
    let html = ReportHTML.page(try busyReport())
    #expect(html.hasPrefix("<!DOCTYPE html>"))
    #expect(html.components(separatedBy: "<tr class=\"exercise\"").count - 1 == 3)
    #expect(html.components(separatedBy: "<svg class=\"completion\"").count - 1 == 2)
    #expect(html.contains("<svg class=\"chart heatmap\""))
    #expect(html.contains("<svg class=\"chart attempts\""))
    #expect(html.contains("<svg class=\"chart forecast\""))
    #expect(html.components(separatedBy: "<g class=\"bar\">").count - 1 == 30 + 14)
    #expect(html.contains("data-day=\"2025-01-06\""))
    #expect(!html.contains("data-day=\"2025-01-07\""), "no square after today")
    #expect(!html.contains("http://") && !html.contains("https://"), "nothing to fetch")
  }

  @Test("HTML of a fresh workspace still draws every chart, with a word for the empty ones")
  func htmlFresh() throws {
    let sandbox = try StoreSandbox()
    let store = try sandbox.openWithFixture()
    let report = try store.progressReport(
      at: ReportHistory.at(day: 0, 12), learnerName: nil, workspace: "/w")
    let html = ReportHTML.page(report)
    #expect(html.contains("No attempts yet"))
    #expect(html.contains("Nothing due in the next 30 days"))
    #expect(html.contains("<svg class=\"chart heatmap\""))
    #expect(html.components(separatedBy: "<tr class=\"exercise\"").count - 1 == 3)
    #expect(html.components(separatedBy: "not started</span>").count - 1 == 3)
  }
}
