import Testing

@testable import Terminal

@Suite("Markdown rendering")
struct MarkdownRendererTests {
  static let lesson = """
    # Anchors

    Pin a *view* to its **superview** with `leadingAnchor` and read [the docs](https://x.org/a).

    - First item
    - Second item that is long enough to wrap
      - nested _item_

    8. eight
    9. nine
    10. ten

    > Quoted **text** here.

    ```swift
    let view = UIView() // a comment
    view.widthAnchor.constraint(equalToConstant: 120).isActive = true
    ```

    ---

    ### Details
    """

  @Test("a lesson with every construct, plain, 30 columns")
  func plainLesson() {
    let renderer = MarkdownRenderer(width: 30, styler: .plain)
    let expected = """
      Anchors
      =======

      Pin a view to its superview
      with `leadingAnchor` and read
      the docs (https://x.org/a).

      - First item
      - Second item that is long
        enough to wrap
        - nested item

       8. eight
       9. nine
      10. ten

      > Quoted text here.

          let view = UIView() // a …
          view.widthAnchor.constrai…

      ──────────────────────────────

      ### Details
      """
    #expect(renderer.render(MarkdownRendererTests.lesson) == expected)
  }

  @Test("no rendered line is wider than the width")
  func widthRespected() {
    for width in [12, 30, 50] {
      let lines = MarkdownRenderer(width: width, styler: .ansi).renderLines(
        MarkdownRendererTests.lesson)
      #expect(lines.allSatisfy { visibleWidth(of: $0) <= width })
    }
  }

  @Test("long code lines are kept whole when asked")
  func keepCodeLines() {
    let renderer = MarkdownRenderer(width: 12, styler: .plain, codeLineOverflow: .keep)
    #expect(renderer.render("```\nlet answer = 42\n```") == "    let answer = 42")
  }

  @Test("tabs in code become four spaces")
  func tabsInCode() {
    let renderer = MarkdownRenderer(width: 40, styler: .plain)
    #expect(renderer.render("```\nif a {\n\tb()\n}\n```") == "    if a {\n        b()\n    }")
  }

  @Test("level-two headings are underlined with dashes when plain")
  func plainHeadingTwo() {
    #expect(
      MarkdownRenderer(width: 40, styler: .plain).render("## Step one") == "Step one\n--------")
  }

  @Test("a link whose text is its address is shown once")
  func autolink() {
    let renderer = MarkdownRenderer(width: 60, styler: .plain)
    #expect(renderer.render("See <https://swift.org> now.") == "See https://swift.org now.")
  }

  @Test("headings, emphasis, code and links in colour")
  func styledInline() {
    let renderer = MarkdownRenderer(width: 60, styler: .ansi)
    #expect(renderer.render("## Step") == "\u{1B}[1;36mStep\u{1B}[0m")
    #expect(
      renderer.render("a *b* **c** `d`")
        == "a \u{1B}[3mb\u{1B}[0m \u{1B}[1mc\u{1B}[0m \u{1B}[33md\u{1B}[0m")
    #expect(renderer.render("[x](u)") == "\u{1B}[4mx\u{1B}[0m \u{1B}[2m(u)\u{1B}[0m")
  }

  @Test("bullets in colour change with depth")
  func styledBullets() {
    let renderer = MarkdownRenderer(width: 40, styler: .ansi)
    let expected = "\u{1B}[36m•\u{1B}[0m a\n  \u{1B}[36m◦\u{1B}[0m b"
    #expect(renderer.render("- a\n  - b") == expected)
  }

  @Test("a Swift code block in colour")
  func styledCode() {
    let renderer = MarkdownRenderer(width: 60, styler: .ansi)
    let expected =
      "    \u{1B}[1;35mlet\u{1B}[0m x = \u{1B}[36mUIView\u{1B}[0m(\u{1B}[34m120\u{1B}[0m) "
      + "\u{1B}[3;38;5;245m// hi\u{1B}[0m"
    #expect(renderer.render("```swift\nlet x = UIView(120) // hi\n```") == expected)
  }

  @Test("code in another language is not highlighted")
  func otherLanguage() {
    let renderer = MarkdownRenderer(width: 60, styler: .ansi)
    #expect(renderer.render("```sh\nlet x = 1\n```") == "    let x = 1")
  }

  @Test("a quote spanning paragraphs keeps its bar on the empty line")
  func quoteParagraphs() {
    let renderer = MarkdownRenderer(width: 40, styler: .plain)
    #expect(renderer.render("> one\n>\n> two") == "> one\n>\n> two")
  }

  @Test("a list item with two paragraphs gets a gap between them")
  func looseItem() {
    let renderer = MarkdownRenderer(width: 40, styler: .plain)
    #expect(renderer.render("1. first\n\n   more\n2. second") == "1. first\n\n   more\n2. second")
  }
}
