/// The file formats `layoutlings report` writes.
public enum ReportFormat: String, Sendable, Equatable, CaseIterable {
  /// Markdown.
  case markdown = "md"
  /// A standalone HTML page.
  case html
  /// JSON.
  case json
  /// Comma-separated values.
  case csv

  /// The format a file name's extension names (`.md`, `.markdown`, `.html`, `.htm`, `.json`,
  /// `.csv`, in any case), or nil when it names none.
  public init?(pathExtensionOf path: String) {
    let fileName = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
    switch fileName[fileName.index(after: dot)...].lowercased() {
    case "md", "markdown": self = .markdown
    case "html", "htm": self = .html
    case "json": self = .json
    case "csv": self = .csv
    default: return nil
    }
  }
}
