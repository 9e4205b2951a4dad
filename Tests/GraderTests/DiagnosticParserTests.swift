import Testing

@testable import Grader

/// The inputs are real `swiftc -diagnostic-style=llvm` output (Swift 6.3.1).
@Suite("Compiler diagnostics")
struct DiagnosticParserTests {
  @Test("errors with their source and caret lines")
  func errors() {
    let output = """
      /tmp/w/Exercise.swift:5:39: error: cannot convert value of type 'String' to specified type 'Int'
        func go() { var q = 1; let y: Int = "s"; _ = FakeKit.hello() }
                                            ^~~
      /tmp/w/Exercise.swift:5:48: error: cannot find 'FakeKit' in scope
        func go() { var q = 1; let y: Int = "s"; _ = FakeKit.hello() }
                                                     ^~~~~~~

      """
    let source = "  func go() { var q = 1; let y: Int = \"s\"; _ = FakeKit.hello() }"
    #expect(
      DiagnosticParser.parse(output)
        == [
          SwiftDiagnostic(
            file: "/tmp/w/Exercise.swift", line: 5, column: 39, severity: .error,
            message: "cannot convert value of type 'String' to specified type 'Int'",
            sourceLine: source),
          SwiftDiagnostic(
            file: "/tmp/w/Exercise.swift", line: 5, column: 48, severity: .error,
            message: "cannot find 'FakeKit' in scope", sourceLine: source),
        ])
  }

  @Test("a warning with a fix-it line keeps the source line only")
  func warningWithFixIt() {
    let output = """
      /tmp/w/Exercise.swift:5:19: warning: variable 'q' was never mutated; consider changing to 'let' constant
        func go() { var q = 1; print(q) }
                    ~~~ ^
                    let
      """
    let diagnostics = DiagnosticParser.parse(output)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.severity == .warning)
    #expect(diagnostics.first?.sourceLine == "  func go() { var q = 1; print(q) }")
  }

  @Test("notes join the diagnostic before them; placeless messages have no file")
  func notesAndPlaceless() {
    let output = """
      /tmp/w/a.swift:3:7: error: invalid redeclaration of 'x'
      let x = 2
          ^
      /tmp/w/a.swift:2:7: note: 'x' previously declared here
      let x = 1
          ^
      error: link command failed with exit code 1 (use -v to see invocation)
      <unknown>:0: error: unable to load standard library for target 'x86_64-unknown-linux-gnu'
      """
    let diagnostics = DiagnosticParser.parse(output)
    #expect(diagnostics.count == 3)
    #expect(
      diagnostics[0].notes == [
        SwiftDiagnostic(
          file: "/tmp/w/a.swift", line: 2, column: 7, severity: .note,
          message: "'x' previously declared here", sourceLine: "let x = 1")
      ])
    #expect(
      diagnostics[1]
        == SwiftDiagnostic(
          file: nil, line: nil, column: nil, severity: .error,
          message: "link command failed with exit code 1 (use -v to see invocation)"))
    #expect(diagnostics[2].file == nil)
    #expect(
      diagnostics[2].message
        == "unable to load standard library for target 'x86_64-unknown-linux-gnu'")
  }

  @Test("rendering puts a caret under the column, keeping tabs and counting characters")
  func rendering() {
    let diagnostic = SwiftDiagnostic(
      file: "Exercise.swift", line: 4, column: 15, severity: .error, message: "oops",
      sourceLine: "\tlet é = 1; x y")
    // Column 15 is the byte after "\tlet é = 1; x " (é is two bytes): 13 characters before it.
    #expect(
      diagnostic.rendered == "Exercise.swift:4:15: error: oops\n\tlet é = 1; x y\n\t"
        + String(repeating: " ", count: 12) + "^")
  }

  @Test("the map brings rewritten columns and the learner's own line back")
  func mapping() {
    let learner = "import UIKit\nlet s = #selector(tap); let n: Int = \"x\"\n"
    let neutralized = SourceNeutralizer().neutralize(learner)
    let mapper = DiagnosticMapper(
      learnerCopyPath: "/tmp/w/Exercise.swift", learnerPath: "Data/exercises/a/b.swift",
      learnerSource: learner, columnMap: neutralized.columnMap, harnessPath: "/tmp/w/main.swift")
    let raw = SwiftDiagnostic(
      file: "/tmp/w/Exercise.swift", line: 2, column: 39, severity: .error, message: "bad",
      sourceLine: "let s = Selector(\"tap\"); let n: Int = \"x\"")
    let mapped = mapper.map(raw)
    #expect(mapper.origin(of: raw) == .learner)
    #expect(mapped.file == "Data/exercises/a/b.swift")
    #expect(mapped.line == 2)
    #expect(mapped.column == 38)
    #expect(mapped.sourceLine == "let s = #selector(tap); let n: Int = \"x\"")
  }
}
