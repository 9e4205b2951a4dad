import Testing

@testable import Terminal

@Suite("Swift highlighting")
struct SwiftHighlighterTests {
  private func kinds(_ source: String) -> [SwiftTokenKind] {
    SwiftHighlighter.tokens(in: source).map(\.kind)
  }

  private func texts(_ source: String) -> [String] {
    SwiftHighlighter.tokens(in: source).map(\.text)
  }

  @Test("keywords, types, numbers, strings and comments")
  func basics() {
    let source = "let x: Int = 0x1F + 1_000 + 3.14 + 1e-5 // done"
    #expect(
      texts(source) == [
        "let", " x: ", "Int", " = ", "0x1F", " + ", "1_000", " + ", "3.14", " + ", "1e-5", " ",
        "// done",
      ])
    #expect(
      kinds(source) == [
        .keyword, .plain, .typeName, .plain, .number, .plain, .number, .plain, .number, .plain,
        .number,
        .plain, .comment,
      ])
  }

  @Test("strings with escapes, interpolation, raw and multi-line forms")
  func strings() {
    #expect(texts(#"a = "say \"hi\" \(name)" + b"#) == ["a = ", #""say \"hi\" \(name)""#, " + b"])
    #expect(texts(##"#"raw "quoted" \n"# x"##) == [##"#"raw "quoted" \n"#"##, " x"])
    let multiline = "s = \"\"\"\nline \"one\"\n\"\"\"\nnext"
    #expect(texts(multiline) == ["s = ", "\"\"\"\nline \"one\"\n\"\"\"", "\nnext"])
    #expect(kinds("\"open\nx") == [.string, .plain])  // an unclosed string stops at the line end
  }

  @Test("nested block comments, attributes, directives and backticked names")
  func others() {
    #expect(texts("/* a /* b */ c */x") == ["/* a /* b */ c */", "x"])
    #expect(kinds("@IBOutlet weak var") == [.attribute, .plain, .keyword, .plain, .keyword])
    #expect(kinds("#selector(tap)") == [.attribute, .plain])
    #expect(kinds("`default` default") == [.plain, .keyword])
    #expect(kinds("Self self") == [.keyword, .plain, .keyword])
  }

  @Test("the tokens give back the source exactly")
  func roundTrip() {
    let source = "final class A: UIView {\n  /* c */ override init() { super.init(\"x\") }\n}\n"
    #expect(SwiftHighlighter.tokens(in: source).map(\.text).joined() == source)
  }

  @Test("highlighting keeps each line's styles inside the line")
  func perLine() {
    let lines = SwiftHighlighter.highlight(lines: ["/* a", "b */ let"], styler: .ansi)
    #expect(
      lines == [
        "\u{1B}[3;38;5;245m/* a\u{1B}[0m",
        "\u{1B}[3;38;5;245mb */\u{1B}[0m \u{1B}[1;35mlet\u{1B}[0m",
      ])
    #expect(SwiftHighlighter.highlight(lines: ["let a"], styler: .plain) == ["let a"])
  }
}
