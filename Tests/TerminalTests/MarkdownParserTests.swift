import Testing

@testable import Terminal

@Suite("Markdown parsing")
struct MarkdownParserTests {
  @Test("inline emphasis, strong, code, links and escapes")
  func inlines() {
    #expect(InlineParser.parse("snake_case_name") == [.text("snake_case_name")])
    #expect(
      InlineParser.parse("a **b *c* d** e") == [
        .text("a "), .strong([.text("b "), .emphasis([.text("c")]), .text(" d")]), .text(" e"),
      ])
    #expect(InlineParser.parse("2 * 3 * 4") == [.text("2 * 3 * 4")])
    #expect(InlineParser.parse("`a*b*`") == [.code("a*b*")])
    #expect(InlineParser.parse("``one ` tick``") == [.code("one ` tick")])
    #expect(InlineParser.parse("\\*x\\*") == [.text("*x*")])
    #expect(InlineParser.parse("***both***") == [.strong([.emphasis([.text("both")])])])
    #expect(InlineParser.parse("unclosed *star") == [.text("unclosed *star")])
    #expect(
      InlineParser.parse("_a_ and __b__") == [
        .emphasis([.text("a")]), .text(" and "), .strong([.text("b")]),
      ])
  }

  @Test("links keep their text's markup and drop a title")
  func links() {
    #expect(
      InlineParser.parse("[see `x`](https://a.b \"title\")!") == [
        .link(text: [.text("see "), .code("x")], destination: "https://a.b"), .text("!"),
      ])
    #expect(
      InlineParser.parse("<https://a.b/c>") == [
        .link(text: [.text("https://a.b/c")], destination: "https://a.b/c")
      ])
    #expect(InlineParser.parse("[no link]") == [.text("[no link]")])
    #expect(InlineParser.parse("a < b > c") == [.text("a < b > c")])
  }

  @Test("headings, rules and paragraphs")
  func simpleBlocks() {
    #expect(
      MarkdownParser.parse("## Title ##\ntext\nmore\n***\n#nospace") == [
        .heading(level: 2, text: [.text("Title")]),
        .paragraph([.text("text more")]),
        .thematicBreak,
        .paragraph([.text("#nospace")]),
      ])
  }

  @Test("fences: tildes, longer closers, info strings and unclosed blocks")
  func fences() {
    #expect(
      MarkdownParser.parse("~~~~ swift extra\n```\ncode\n~~~~~\nafter") == [
        .codeBlock(language: "swift", lines: ["```", "code"]),
        .paragraph([.text("after")]),
      ])
    #expect(
      MarkdownParser.parse("```\nnever closed\n\n") == [
        .codeBlock(language: "", lines: ["never closed", "", ""])
      ])
  }

  @Test("nested lists by indentation and a new list for another marker")
  func lists() {
    let blocks = MarkdownParser.parse("- a\n  - b\n    continued\n- c\nlazy\n\n1) one\n2) two")
    #expect(
      blocks == [
        .bulletList(items: [
          [.paragraph([.text("a")]), .bulletList(items: [[.paragraph([.text("b continued")])]])],
          [.paragraph([.text("c lazy")])],
        ]),
        .orderedList(
          start: 1, items: [[.paragraph([.text("one")])], [.paragraph([.text("two")])]]),
      ])
  }

  @Test("a quote holds blocks of its own")
  func quotes() {
    #expect(
      MarkdownParser.parse("> # T\n> - x") == [
        .blockQuote([
          .heading(level: 1, text: [.text("T")]), .bulletList(items: [[.paragraph([.text("x")])]]),
        ])
      ])
  }
}
