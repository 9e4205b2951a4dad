/// One step of a lesson: a `## ` heading and the Markdown under it up to the next one.
public struct LessonStep: Sendable, Hashable {
  /// The heading's text (without `## `).
  public var title: String
  /// The Markdown below the heading, without leading and trailing empty lines.
  public var body: String
  /// The 1-based line number of the heading in the lesson file.
  public var line: Int

  /// Creates a step.
  public init(title: String, body: String, line: Int) {
    self.title = title
    self.body = body
    self.line = line
  }

  /// The step as Markdown: its heading line, an empty line, and its body.
  public var markdown: String {
    body.isEmpty ? "## \(title)" : "## \(title)\n\n\(body)"
  }
}

/// A problem in a lesson file, with the line it is on.
public struct LessonFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line number.
  public var line: Int
  /// What is wrong.
  public var message: String

  /// Creates an error for `line`.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`.
  public var description: String { "line \(line): \(message)" }
}

/// A lesson's `lesson.md` split into steps at its `## ` headings.
///
/// Text before the first step heading (typically the `#` title and an introduction) is kept as
/// `introduction`. `##` lines inside fenced code blocks do not split. Deeper headings (`###`) stay
/// inside their step.
public struct LessonDocument: Sendable, Hashable {
  /// The Markdown before the first step, without leading and trailing empty lines.
  public var introduction: String
  /// The steps in file order; empty when the file has no `## ` heading.
  public var steps: [LessonStep]

  /// Splits `markdown` into its introduction and steps.
  /// - Throws: `LessonFormatError` for the first step heading without a title (`##` alone, or
  ///   only closing `#`s), naming its line.
  public init(markdown: String) throws {
    let lines = markdown.splitLines()
    var introduction: [String] = []
    var steps: [(title: String, line: Int, body: [String])] = []
    var openFence: CodeFence?
    for (offset, line) in lines.enumerated() {
      if let fence = openFence {
        if fence.isClosed(by: line) { openFence = nil }
      } else if let fence = CodeFence(opening: line) {
        openFence = fence
      } else if let title = LessonDocument.stepTitle(line) {
        guard !title.isEmpty else {
          throw LessonFormatError(line: offset + 1, message: "step heading '##' has no title")
        }
        steps.append((title, offset + 1, []))
        continue
      }
      if steps.isEmpty { introduction.append(line) } else { steps[steps.count - 1].body.append(line) }
    }
    self.introduction = LessonDocument.trimmingBlankLines(introduction)
    self.steps = steps.map {
      LessonStep(title: $0.title, body: LessonDocument.trimmingBlankLines($0.body), line: $0.line)
    }
  }

  /// The title of a level-2 ATX heading, `""` for one without text, or `nil` for any other line.
  static func stepTitle(_ line: String) -> String? {
    guard let (level, text) = MarkdownParser.atxHeading(line), level == 2 else { return nil }
    return text
  }

  private static func trimmingBlankLines(_ lines: [String]) -> String {
    let isBlank = { (line: String) in line.allSatisfy { $0 == " " || $0 == "\t" } }
    guard let first = lines.firstIndex(where: { !isBlank($0) }),
      let last = lines.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return lines[first...last].joined(separator: "\n")
  }
}
