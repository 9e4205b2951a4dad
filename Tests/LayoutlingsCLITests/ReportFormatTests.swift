import Testing

@testable import LayoutlingsCLI

@Suite("Report formats from file names")
struct ReportFormatTests {
  @Test(arguments: [
    ("progress.md", ReportFormat.markdown), ("progress.markdown", .markdown), ("P.HTML", .html),
    ("out/progress.htm", .html), ("a.b.json", .json), ("class.CSV", .csv),
  ])
  func extensionNamesAFormat(path: String, format: ReportFormat) {
    #expect(ReportFormat(pathExtensionOf: path) == format)
  }

  @Test(arguments: [
    "progress.txt", "progress", ".md", "notes.md/progress", "progress.", "report.pdf",
  ])
  func extensionNamesNoFormat(path: String) {
    #expect(ReportFormat(pathExtensionOf: path) == nil)
  }

  @Test func rawValuesAreTheCommandLineWords() {
    #expect(ReportFormat.allCases.map(\.rawValue) == ["md", "html", "json", "csv"])
  }
}
