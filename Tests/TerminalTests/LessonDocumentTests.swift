import Testing

@testable import Terminal

@Suite("Splitting a lesson into steps")
struct LessonDocumentTests {
  @Test("steps split at ## headings, not inside code, not at ###")
  func split() throws {
    let lesson = """
      # Lesson title
      Intro text.

      ## First step
      Body one.

      ```swift
      ## not a heading inside code
      ```

      ## Second step ##
      Body two.
      ### Sub heading

      """
    let document = try LessonDocument(markdown: lesson)
    #expect(document.introduction == "# Lesson title\nIntro text.")
    #expect(
      document.steps == [
        LessonStep(
          title: "First step", body: "Body one.\n\n```swift\n## not a heading inside code\n```", line: 4),
        LessonStep(title: "Second step", body: "Body two.\n### Sub heading", line: 11),
      ])
    #expect(document.steps[1].markdown == "## Second step\n\nBody two.\n### Sub heading")
  }

  @Test("a step heading without text is an error naming its line", arguments: ["##", "##   ", "## ##"])
  func emptyHeading(heading: String) {
    let lesson = "intro\n\n## Good\ntext\n\(heading)\nmore"
    #expect(throws: LessonFormatError(line: 5, message: "step heading '##' has no title")) {
      _ = try LessonDocument(markdown: lesson)
    }
  }

  @Test("the error reads 'line N: …'")
  func errorDescription() {
    #expect(
      LessonFormatError(line: 5, message: "step heading '##' has no title").description
        == "line 5: step heading '##' has no title")
  }

  @Test("CRLF line endings, a heading-only step and no steps at all")
  func edgeCases() throws {
    let document = try LessonDocument(markdown: "## Only\r\n##NoSpace\r\n")
    #expect(document.steps == [LessonStep(title: "Only", body: "##NoSpace", line: 1)])
    let empty = try LessonDocument(markdown: "# Title\n\nJust text.")
    #expect(empty.steps.isEmpty)
    #expect(empty.introduction == "# Title\n\nJust text.")
    #expect(LessonStep(title: "T", body: "", line: 1).markdown == "## T")
  }
}
