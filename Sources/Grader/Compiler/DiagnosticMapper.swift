/// Turns diagnostics about the neutralized copy into diagnostics about the learner's file.
struct DiagnosticMapper {
  enum Origin {
    /// The learner's own lines.
    case learner
    /// The harness's `main.swift` (the exercise's snippets included).
    case harness
    /// Code the grader appended to the learner's copy (from `generatedFirstLine` on).
    case generated
    /// No place, or another file.
    case elsewhere
  }

  let learnerCopyPath: String
  let learnerPath: String
  let columnMap: SourceColumnMap
  let harnessPath: String
  /// The first line of the learner's copy that is not the learner's.
  let generatedFirstLine: Int
  private let learnerLines: [String]

  init(
    learnerCopyPath: String, learnerPath: String, learnerSource: String,
    columnMap: SourceColumnMap, harnessPath: String, generatedFirstLine: Int = .max
  ) {
    self.generatedFirstLine = generatedFirstLine
    self.learnerCopyPath = learnerCopyPath
    self.learnerPath = learnerPath
    self.columnMap = columnMap
    self.harnessPath = harnessPath
    learnerLines = learnerSource.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
    }
  }

  func origin(of diagnostic: SwiftDiagnostic) -> Origin {
    switch diagnostic.file {
    case learnerCopyPath?: (diagnostic.line ?? 0) >= generatedFirstLine ? .generated : .learner
    case harnessPath?: .harness
    default: .elsewhere
    }
  }

  /// The diagnostic and its notes, with learner locations rewritten.
  func map(_ diagnostic: SwiftDiagnostic) -> SwiftDiagnostic {
    var mapped = diagnostic
    if diagnostic.file == learnerCopyPath {
      mapped.file = learnerPath
      if let line = diagnostic.line {
        if let column = diagnostic.column {
          mapped.column = columnMap.originalColumn(line: line, neutralizedColumn: column)
        }
        // Show what the learner wrote, not the rewritten copy.
        mapped.sourceLine = line >= 1 && line <= learnerLines.count ? learnerLines[line - 1] : nil
      }
    }
    mapped.notes = diagnostic.notes.map(map)
    return mapped
  }
}
