import Grader
import Testing

@Suite("Swift lexer")
struct SwiftLexerTests {
  /// The kinds and texts of the non-whitespace tokens.
  private func significant(_ source: String) -> [(SwiftToken.Kind, String)] {
    let lexer = SwiftLexer(source)
    return lexer.tokens().filter { $0.kind != .whitespace }.map { ($0.kind, lexer.text(of: $0)) }
  }

  private func kinds(_ source: String) -> [SwiftToken.Kind] {
    significant(source).map(\.0)
  }

  private func texts(_ source: String) -> [String] {
    significant(source).map(\.1)
  }

  @Test("an outlet declaration")
  func outlet() {
    #expect(
      texts("@IBOutlet weak var a: UIView!") == [
        "@IBOutlet", "weak", "var", "a", ":", "UIView", "!",
      ])
    #expect(
      kinds("@IBOutlet weak var a: UIView!")
        == [
          .attribute, .identifier, .identifier, .identifier, .punctuation, .identifier,
          .punctuation,
        ])
  }

  @Test("tokens cover the source without gaps")
  func coverage() {
    let source = "let s = \"a\\(b)\" /* c */ // d\n#selector(x) `e` 1.5e-3 @objc(f:)é"
    let tokens = SwiftLexer(source).tokens()
    var expectedStart = 0
    for token in tokens {
      #expect(token.range.lowerBound == expectedStart)
      expectedStart = token.range.upperBound
    }
    #expect(expectedStart == source.utf8.count)
  }

  @Test("escaped quotes stay inside a string")
  func escapedQuotes() {
    #expect(texts(#"x = "a \"@objc\" b" + y"#) == ["x", "=", #""a \"@objc\" b""#, "+", "y"])
  }

  @Test("interpolations may hold strings with parentheses")
  func interpolation() {
    let source = #"f("a\(g(")", "(")) b", x)"#
    #expect(texts(source) == ["f", "(", #""a\(g(")", "(")) b""#, ",", "x", ")"])
  }

  @Test("multi-line strings run to the closing triple quote")
  func multiLine() {
    let source = "let s = \"\"\"\n  @IBOutlet \"quoted\" \"\"\n  \"\"\"\n@objc"
    #expect(kinds(source) == [.identifier, .identifier, .punctuation, .stringLiteral, .attribute])
    #expect(texts(source)[3] == "\"\"\"\n  @IBOutlet \"quoted\" \"\"\n  \"\"\"")
  }

  @Test("raw strings end only at the quote with the same number of #")
  func rawStrings() {
    #expect(texts(##"a = #"say "hi" \n"# + b"##) == ["a", "=", ##"#"say "hi" \n"#"##, "+", "b"])
    #expect(texts(###"##"one "# two"## x"###) == [###"##"one "# two"##"###, "x"])
    #expect(texts(##"#"\#(f(")"))"# y"##) == [##"#"\#(f(")"))"#"##, "y"])
    #expect(texts("#\"\"\"\n\"\"\" still\n\"\"\"# z").last == "z")
    #expect(kinds("#\"\"\"\n\"\"\" still\n\"\"\"# z") == [.stringLiteral, .identifier])
  }

  @Test("block comments nest; line comments stop at the line break")
  func comments() {
    #expect(
      texts("/* a /* @objc */ still */ x // #selector(y)\nz")
        == ["/* a /* @objc */ still */", "x", "// #selector(y)", "z"])
  }

  @Test("an unterminated string ends at its line break")
  func unterminatedString() {
    #expect(kinds("\"abc\n@objc func") == [.stringLiteral, .attribute, .identifier])
  }

  @Test("unterminated comments and strings end at the end of the source")
  func unterminatedEverything() {
    #expect(kinds("x /* open /* twice */") == [.identifier, .comment])
    #expect(kinds("x \"\"\"\nopen") == [.identifier, .stringLiteral])
  }

  @Test("pound keywords, attributes, backtick names, regex literals and numbers")
  func otherTokens() {
    let source = "#selector(t) #if @objc `dynamic` #/a\"b/# 1.5e-3 0x1F @ #"
    #expect(
      significant(source).map(\.0)
        == [
          .poundKeyword, .punctuation, .identifier, .punctuation, .poundKeyword, .attribute,
          .backtickIdentifier, .regexLiteral, .number, .number, .punctuation, .punctuation,
        ])
    #expect(
      texts(source)
        == [
          "#selector", "(", "t", ")", "#if", "@objc", "`dynamic`", "#/a\"b/#", "1.5e-3", "0x1F",
          "@", "#",
        ])
  }
}
