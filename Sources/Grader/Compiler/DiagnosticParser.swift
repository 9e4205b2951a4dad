/// Reads `swiftc -diagnostic-style=llvm` output into diagnostics.
///
/// A message starts with `path:line:column: severity: text` (or `severity: text` when it has no
/// place); the lines after it up to the next message are the compiler's excerpt (the source line,
/// the caret line, fix-it text). The first excerpt line is kept as the source line. A `note`
/// belongs to the error or warning before it.
enum DiagnosticParser {
  static func parse(_ output: String) -> [SwiftDiagnostic] {
    var diagnostics: [SwiftDiagnostic] = []
    var current: SwiftDiagnostic?
    var excerptLineCount = 0
    func flush() {
      guard let finished = current else { return }
      if finished.severity == .note, !diagnostics.isEmpty {
        diagnostics[diagnostics.count - 1].notes.append(finished)
      } else {
        diagnostics.append(finished)
      }
      current = nil
    }
    for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
      if let header = header(String(line)) {
        flush()
        current = header
        excerptLineCount = 0
      } else if current != nil, !line.isEmpty {
        if excerptLineCount == 0, current?.line != nil { current?.sourceLine = String(line) }
        excerptLineCount += 1
      }
    }
    flush()
    return diagnostics
  }

  /// Parses a message header line, or returns nil.
  static func header(_ line: String) -> SwiftDiagnostic? {
    for severity in [SwiftDiagnostic.Severity.error, .warning, .note, .remark] {
      let marker = "\(severity.rawValue): "
      if line.hasPrefix(marker) {
        return SwiftDiagnostic(
          file: nil, line: nil, column: nil, severity: severity,
          message: String(line.dropFirst(marker.count)))
      }
      guard let range = line.range(of: ": " + marker) else { continue }
      let location = line[..<range.lowerBound]
      let message = String(line[range.upperBound...])
      // path:line:column or path:line, the path possibly holding colons itself.
      var parts = location.split(separator: ":", omittingEmptySubsequences: false)
      var numbers: [Int] = []
      while numbers.count < 2, parts.count > 1, let number = parts.last.flatMap({ Int($0) }) {
        numbers.insert(number, at: 0)
        parts.removeLast()
      }
      let path = parts.joined(separator: ":")
      guard !numbers.isEmpty || !path.contains(" ") else { continue }
      if path == "<unknown>" {
        return SwiftDiagnostic(
          file: nil, line: nil, column: nil, severity: severity, message: message)
      }
      return SwiftDiagnostic(
        file: path, line: numbers.first, column: numbers.count == 2 ? numbers[1] : nil,
        severity: severity, message: message)
    }
    return nil
  }
}
