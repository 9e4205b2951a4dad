import EditorSupport
import Foundation
import Grader
import Testing

/// The toolchain's sourcekit-lsp on working copies set up by `EditorFolderSetup`, spoken to
/// over JSON-RPC as an editor would, against the prebuilt engine the grader's tests build.
@Suite("sourcekit-lsp on working copies")
struct SourceKitLSPTests {
  static let halfPanel = "01-constraints-in-code/01-half-height-panel"
  static let frameLine = "    panelView.frame = CGRect(x: 0, y: 0, width: 320, height: 240)"

  /// The half-panel working copy with its hard-coded frame line replaced by `line`, as the
  /// learner's editor holds it (not saved).
  private func editing(_ session: EditorSession, replacingFrameWith line: String) throws
    -> (url: URL, text: String)
  {
    let url = try session.workingCopy(of: Self.halfPanel)
    let starter = try String(contentsOf: url, encoding: .utf8)
    let text = starter.replacingOccurrences(of: Self.frameLine, with: line)
    try #require(text != starter, "the starter no longer has its frame line")
    return (url, text)
  }

  @Test("completion after view.topAnchor.constraint( lists equalTo:")
  func completion() throws {
    let session = try EditorSession()
    let (url, text) = try editing(session, replacingFrameWith: "    view.topAnchor.constraint(")
    let document = try session.client.open(url.path, text: text)
    let position = try #require(
      TextPosition(of: "view.topAnchor.constraint(", in: text, atEnd: true))
    // After the parenthesis the labels are argument lists: "(equalTo: NSLayoutAnchor<…>)".
    let labels = try session.client.completion(in: document, at: position).map {
      String($0.label.drop { $0 == "(" })
    }
    // NSLayoutYAxisAnchor's constraint(equalTo:) and constraint(equalToSystemSpacingBelow:…).
    #expect(labels.contains { $0.hasPrefix("equalTo: ") }, "\(labels)")
    #expect(labels.contains { $0.hasPrefix("equalToSystemSpacingBelow: ") }, "\(labels)")
  }

  @Test("hover on layoutMarginsGuide shows the engine's documentation; definition finds it")
  func hoverAndDefinition() throws {
    let session = try EditorSession()
    let line =
      "    panelView.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor).isActive = true"
    let (url, text) = try editing(session, replacingFrameWith: line)
    let document = try session.client.open(url.path, text: text)
    let position = try #require(TextPosition(of: "layoutMarginsGuide", in: text))
    let declaration = try EngineDeclaration.find("public var layoutMarginsGuide")

    let hover = try #require(try session.client.hover(in: document, at: position))
    // The doc comment's first sentence, however the server wraps it.
    #expect(
      hover.text.collapsingWhitespace.contains(declaration.firstSentence),
      "hover: \(hover.text)\ndoc comment: \(declaration.firstSentence)")

    let locations = try session.client.definition(in: document, at: position)
    let location = try #require(locations.first)
    #expect(URL(string: location.uri)?.path == declaration.path)
    #expect(location.range.start.line == declaration.line)
  }

  @Test("a type error in the learner's edit is published on its line, and nothing else")
  func typeError() throws {
    let session = try EditorSession()
    let (url, text) = try editing(session, replacingFrameWith: #"    let rows: Int = "three""#)
    let document = try session.client.open(url.path, text: text)
    let errorLine = try #require(TextPosition(of: "let rows", in: text)).line
    let diagnostics = try session.client.publishedDiagnostics(for: document)
    let errors = diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 1, "\(diagnostics)")
    #expect(errors.first?.range.start.line == errorLine)
    #expect(
      errors.first?.message == "Cannot convert value of type 'String' to specified type 'Int'")
  }

  @Test("a working copy made after the server started is type-checked against the engine too")
  func laterFile() throws {
    // Opened on the workspace folder: the server finds exercises/compile_flags.txt itself.
    let session = try EditorSession(root: "")
    let url = try session.workingCopy(of: "02-anchors/01-negative-insets")
    let text = try String(contentsOf: url, encoding: .utf8) + "\nlet misplaced: UIView = 3\n"
    let document = try session.client.open(url.path, text: text)
    let diagnostics = try session.client.pulledDiagnostics(for: document)
    let errorLine = try #require(TextPosition(of: "let misplaced", in: text)).line
    #expect(diagnostics.map(\.range.start.line) == [errorLine], "\(diagnostics)")
  }

  @Test("every lesson's starter and solution opens with no errors, and solutions with nothing")
  func lessons() throws {
    let session = try EditorSession()
    let files = try EditorSession.lessonFiles()
    try #require(files.count >= 2)
    var clean = 0
    for relative in files {
      // Exercises/<module>/<exercise>/<Name>.swift → exercises/<module>/<exercise>-<Name>.swift
      let parts = relative.split(separator: "/")
      let target = session.workspace.exercisesDirectory
        .appendingPathComponent(String(parts[0]), isDirectory: true)
        .appendingPathComponent("\(parts[1])-\(parts[2])")
      try FileManager.default.createDirectory(
        at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        at: EditorSession.lessons.appendingPathComponent(relative), to: target)
      let document = try session.client.open(target.path)
      let diagnostics = try session.client.pulledDiagnostics(for: document)
      try session.client.closeDocument(document)
      let unexplained = diagnostics.filter {
        GraderOnlySyntax.limit(explaining: $0, in: document.text) == nil
      }
      let expected =
        relative.hasSuffix("Solution.swift")
        ? unexplained : unexplained.filter { $0.severity == .error }
      #expect(expected.isEmpty, "Lessons/\(relative): \(expected)")
      if diagnostics.allSatisfy({ $0.severity != .error }) { clean += 1 }
    }
    print("\(clean) of \(files.count) lesson files open with no editor errors")
  }

  @Test("the Objective-C syntax only the grader accepts costs one error per use, as documented")
  func graderOnlySyntax() throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/GraderOnlySyntax.swift")
    let text = try String(contentsOf: fixture, encoding: .utf8)

    // The grader compiles it without an error.
    let scratch = try ScratchFolder()
    let compiled = try EngineFixture.compiler().compile(
      ProgramCompiler.Program(
        harness: "import UIKit\n", learnerSource: text, learnerPath: "GraderOnlySyntax.swift"),
      in: scratch.url.path)
    #expect(compiled.succeeded, "\(compiled.compilerOutput)")

    let session = try EditorSession()
    let target = session.workspace.exercisesDirectory
      .appendingPathComponent("01-module/01-actions.swift")
    try FileManager.default.createDirectory(
      at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: target)
    let document = try session.client.open(target.path)
    let found = try session.client.pulledDiagnostics(for: document).map {
      "\($0.range.start.line + 1): \($0.message)"
    }
    // The fixture's lines: 5 @objcMembers, 7 and 8 the outlets, 10 @objc dynamic, 15 and 16
    // #selector, 25 @objc, 26 @objc(name). @IBInspectable (9), @IBAction (21), @nonobjc (27),
    // dynamic (28) and @IBDesignable (31) give nothing.
    #expect(
      found == [
        "5: Objective-C interoperability is disabled",
        "7: '@IBOutlet' property cannot have non-'@objc' class type 'UILabel'",
        "8: '@IBOutlet' property cannot be an array of non-'@objc' class type '[UIButton]'",
        "10: Objective-C interoperability is disabled",
        "15: '#selector' can only be used with the Objective-C runtime",
        "16: '#selector' can only be used with the Objective-C runtime",
        "25: Objective-C interoperability is disabled",
        "26: Objective-C interoperability is disabled",
      ])
    let diagnostics = try session.client.pulledDiagnostics(for: document)
    #expect(diagnostics.allSatisfy { GraderOnlySyntax.limit(explaining: $0, in: text) != nil })
  }
}

/// A declaration in the engine's sources and its doc comment.
struct EngineDeclaration {
  /// The source file's path.
  var path: String
  /// Its line, from 0.
  var line: Int
  /// The doc comment's first sentence, whitespace collapsed.
  var firstSentence: String

  /// The one line of `Sources/AutoLayout` that starts (after indentation) with `prefix`.
  static func find(_ prefix: String) throws -> EngineDeclaration {
    let root = EngineFixture.packageRoot + "/Sources/AutoLayout"
    let files = try FileManager.default.subpathsOfDirectory(atPath: root)
    var found: [EngineDeclaration] = []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let path = root + "/" + file
      let lines = try String(contentsOfFile: path, encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated()
      where line.trimmingCharacters(in: .whitespaces).hasPrefix(prefix) {
        var comment: [String] = []
        var above = index - 1
        while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
          comment.insert(
            String(lines[above].trimmingCharacters(in: .whitespaces).dropFirst(3)), at: 0)
          above -= 1
        }
        let text = comment.joined(separator: " ").collapsingWhitespace
        let sentence = text.range(of: ". ").map { String(text[..<$0.upperBound]) } ?? text
        found.append(
          EngineDeclaration(
            path: path, line: index,
            firstSentence: sentence.trimmingCharacters(in: .whitespaces)))
      }
    }
    try #require(found.count == 1, "\(found.count) declarations start with \(prefix)")
    try #require(!found[0].firstSentence.isEmpty, "\(prefix) has no doc comment")
    return found[0]
  }
}

extension String {
  /// Runs of whitespace as single spaces.
  var collapsingWhitespace: String {
    split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}
