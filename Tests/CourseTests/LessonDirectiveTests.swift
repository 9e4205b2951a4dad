import Course
import Testing

/// The problems `markdown` produces, as `line: message`.
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

@Suite("lesson.md: '@exercises' and '@attribution' lines")
struct LessonDirectiveTests {
  @Test("a step names the exercises that follow it; the line is not part of its text")
  func exercisesAfterAStep() throws {
    let lesson = try Lesson(
      markdown: """
        # Anchors

        ## Edges

        Pin the edges.

        @exercises 01-center-a-box
          @exercises\t02-pin-to-margins  03-third

        ## Where these ideas come from

        @attribution

        The tutorials.
        """)
    #expect(
      lesson.steps == [
        LessonStep(
          title: "Edges", body: "Pin the edges.", line: 3,
          exercises: ["01-center-a-box", "02-pin-to-margins", "03-third"]),
        LessonStep(
          title: "Where these ideas come from", body: "The tutorials.", line: 10,
          isAttribution: true),
      ])
  }

  @Test("inside a code block, in running text or indented four spaces it is only text")
  func notDirectives() throws {
    let lesson = try Lesson(
      markdown: """
        # T

        ## S

        ```
        @exercises 01-a
        ```
        Write @exercises 01-a to place it.

            @attribution
        @exercisesx 01-a
        """)
    #expect(lesson.steps[0].exercises == [])
    #expect(!lesson.steps[0].isAttribution)
    #expect(
      lesson.steps[0].body
        == "```\n@exercises 01-a\n```\nWrite @exercises 01-a to place it.\n\n"
        + "    @attribution\n@exercisesx 01-a")
  }

  @Test(
    "malformed and misplaced directives are problems at their line",
    arguments: [
      (
        "# T\n\n@exercises 01-a\n\n## S\n\nText.\n",
        "3: a directive belongs in a step, under a '## ' heading"
      ),
      (
        "# T\n\n## S\n\nText.\n@exercises\n",
        "6: '@exercises' names no exercise; list exercise folders"
      ),
      (
        "# T\n\n## S\n\nText.\n@exercises 01-a, 02-b\n",
        "6: '@exercises' names \"01-a,\", which is not an exercise folder name like \"01-short-name\""
      ),
      ("# T\n\n## S\n\nText.\n@attribution yes\n", "6: '@attribution' takes nothing after it"),
      (
        "# T\n\n## S\n\nText.\n@attribution\n@attribution\n",
        "7: the step is already '@attribution'"
      ),
      (
        "# T\n\n## S\n\nText.\n@exercises 01-a\n\n## U\n\nText.\n@exercises 02-b 01-a\n",
        "11: exercise \"01-a\" is already named at line 6"
      ),
      ("# T\n\n## S\n\n@exercises 01-a\n", "3: step \"S\" has no text"),
    ])
  func problemLines(markdown: String, expected: String) {
    #expect(problems(markdown) == [expected])
  }

  @Test("the catalog reports a named exercise the module does not have, at its line")
  func unknownExercise() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write(
      "02-animation/lesson.md",
      "# Animation\n\n## First\n\nText.\n\n@exercises 01-slide-a-box 02-missing\n")
    let result = sandbox.load()
    #expect(
      result.problems.map(\.description) == [
        "Lessons/02-animation/lesson.md:7: '@exercises' names \"02-missing\", but 02-animation"
          + " has no such exercise folder"
      ])
  }

  @Test("the catalog keeps each step's exercises and attribution, and so does the store")
  func keptByTheStore() throws {
    let sandbox = try CourseSandbox()
    try sandbox.write(
      "02-animation/lesson.md",
      "# Animation\n\n## First\n\nText.\n\n@exercises 01-slide-a-box\n\n## Credits\n\n"
        + "@attribution\n\nFrom a tutorial.\n")
    let catalog = try #require(sandbox.load().catalog)
    let lesson = try #require(catalog.course.modules.first { $0.id == "02-animation" }?.lesson)
    #expect(lesson.steps.map(\.exercises) == [["01-slide-a-box"], []])
    #expect(lesson.steps.map(\.isAttribution) == [false, true])

    let store = try StoreSandbox()
    let opened = try store.open()
    _ = try opened.importCourse(catalog, now: storeTestTime)
    #expect(try opened.lesson(moduleID: "02-animation") == lesson)
  }
}
