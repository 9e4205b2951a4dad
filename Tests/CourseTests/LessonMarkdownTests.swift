import Course
import Testing

/// The problems `markdown` produces, as `line: message` (or the message alone).
private func problems(_ markdown: String) -> [String] {
  do {
    _ = try Lesson(markdown: markdown)
    return []
  } catch {
    return error.problems.map { problem in
      problem.line.map { "\($0): \(problem.message)" } ?? problem.message
    }
  }
}

@Suite("lesson.md: title and steps")
struct LessonMarkdownTests {
  @Test("the title, the introduction and one step per '## ' heading")
  func basicSplit() throws {
    let lesson = try Lesson(
      markdown: """
        # Stack views

        A stack view lays out its arranged subviews.

        ## Axis

        `axis` picks the direction.

        ## Spacing ##

        `spacing` is the gap.
        ### A sub-heading stays in the step
        """)
    #expect(lesson.title == "Stack views")
    #expect(lesson.introduction == "A stack view lays out its arranged subviews.")
    #expect(
      lesson.steps == [
        LessonStep(title: "Axis", body: "`axis` picks the direction.", line: 5),
        LessonStep(
          title: "Spacing", body: "`spacing` is the gap.\n### A sub-heading stays in the step",
          line: 9),
      ])
  }

  @Test("'## ' inside fenced code blocks never starts a step")
  func fencesHideHeadings() throws {
    let lesson = try Lesson(
      markdown: """
        # Fences

        ## Only step

        ```markdown
        ## not a step
        # not a title
        ```

        ````
        ```
        ## still inside the four-backtick fence
        ````

          ~~~
        ## inside tildes
          ~~~~~
        ## After
        Done.
        """)
    #expect(lesson.steps.map(\.title) == ["Only step", "After"])
    #expect(lesson.steps.map(\.line) == [3, 18])
    #expect(
      lesson.steps[0].body == """
        ```markdown
        ## not a step
        # not a title
        ```

        ````
        ```
        ## still inside the four-backtick fence
        ````

          ~~~
        ## inside tildes
          ~~~~~
        """)
  }

  @Test("heading rules follow CommonMark: '##x' and indented code are not headings")
  func headingRules() throws {
    let lesson = try Lesson(
      markdown:
        "  # Title #\n\n   ## Three spaces\nText\n##x is text\n    ## four spaces is code\n##\tTab\nMore\n"
    )
    #expect(lesson.title == "Title")
    #expect(lesson.steps.map(\.title) == ["Three spaces", "Tab"])
    #expect(lesson.steps[0].body == "Text\n##x is text\n    ## four spaces is code")
  }

  @Test("CR LF line endings are read as LF")
  func crlf() throws {
    let lesson = try Lesson(markdown: "# T\r\n\r\n## S\r\nLine one\r\nLine two\r\n")
    #expect(lesson.steps == [LessonStep(title: "S", body: "Line one\nLine two", line: 3)])
  }

  @Test(
    "each problem is reported with its line",
    arguments: [
      ("# T\n\n## One\nText\n##\nMore\n", ["5: step heading has no title"]),
      ("# T\n\n## One\nText\n##   \nMore\n", ["5: step heading has no title"]),
      ("# T\n\n## One\nText\n## ##\nMore\n", ["5: step heading has no title"]),
      ("Intro first\n# T\n## S\nText\n", ["1: text before the '# ' title"]),
      ("#\n## S\nText\n", ["1: the '# ' title heading has no text"]),
      ("# T\n## S\nText\n# Again\n", ["4: a lesson has one '# ' title; start steps with '## '"]),
      ("# T\nOnly an introduction.\n", ["1: the lesson has no '## ' steps"]),
      ("## S\nText\n", ["the lesson has no '# ' title heading"]),
      ("", ["the lesson has no '# ' title heading"]),
      ("# T\n## Empty\n\n## Full\nText\n", ["2: step \"Empty\" has no text"]),
      (
        "# T\n## S\n```swift\nlet x = 1\n## hidden\n", ["3: code block opened here is never closed"]
      ),
      (
        "Preface\n# T\n## \n## Empty\n```\n",
        [
          "1: text before the '# ' title", "3: step heading has no title",
          "5: code block opened here is never closed",
        ]
      ),
    ])
  func lineProblems(markdown: String, expected: [String]) {
    #expect(problems(markdown) == expected)
  }

  @Test("a broken lesson.md is reported with its path and line by the catalog")
  func inCatalog() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write(
      "02-animation/lesson.md", "# Animation\n\n## First\n\nText.\n\n##\n\nOrphan text.\n")
    let result = sandbox.load()
    #expect(
      result.problems.map(\.description) == [
        "Lessons/02-animation/lesson.md:7: step heading has no title"
      ])
    #expect(result.catalog?.course.modules.map(\.id) == ["01-anchors"])
  }

  @Test("a missing or non-UTF-8 lesson.md")
  func unreadable() throws {
    let sandbox = try CourseSandbox()
    try sandbox.remove("01-anchors/lesson.md")
    try sandbox.write("02-animation/lesson.md", bytes: Array("# T\n\n## S\n".utf8) + [0xC3, 0x0A])
    #expect(
      sandbox.problems() == [
        "Lessons/01-anchors/lesson.md: missing file",
        "Lessons/02-animation/lesson.md:4: not valid UTF-8",
      ])
  }
}
