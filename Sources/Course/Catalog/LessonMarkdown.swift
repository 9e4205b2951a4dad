/// Splits a `lesson.md` into its title, introduction and steps.
///
/// The title is the first `# ` heading; each `## ` heading starts a step. Headings follow
/// CommonMark's ATX rules (up to three spaces before the hashes, a space or the line's end after
/// them, an optional closing run of `#`). Lines inside fenced code blocks (three or more
/// backticks or tildes) are never headings, so a `## ` in a code sample stays in its step.
/// Line endings are normalised to `\n`; everything else is kept verbatim.
enum LessonMarkdown {
  /// A problem found in the Markdown, at a 1-based line when one applies.
  struct Problem: Equatable, Sendable {
    var line: Int?
    var message: String
  }

  private struct Fence {
    var marker: Character
    var length: Int
    var line: Int
  }

  private struct StepDraft {
    var title: String
    var line: Int
    var lines: [String] = []
    var exercises: [String] = []
    var isAttribution = false
  }

  /// A lesson with the line of each exercise its steps name, for checking them against the
  /// module's folders.
  struct Parsed {
    var lesson: Lesson
    var references: [LessonExerciseReference]
  }

  /// The lesson, or every problem that stops it from being one.
  static func parse(_ text: String) -> Result<Parsed, LessonMarkdownError> {
    var problems: [Problem] = []
    var title: String?
    var titleLine = 0
    var preambleLine: Int?
    var introduction: [String] = []
    var steps: [StepDraft] = []
    var fence: Fence?
    var references: [LessonExerciseReference] = []

    func append(_ line: String) {
      if steps.isEmpty {
        introduction.append(line)
      } else {
        steps[steps.count - 1].lines.append(line)
      }
    }

    // "\r\n" is a single Character in Swift, so it has to be named as a separator itself.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (offset, rawLine) in lines.enumerated() {
      let line = String(rawLine)
      let number = offset + 1
      if let open = fence {
        if isClosingFence(line, for: open) { fence = nil }
        append(line)
        continue
      }
      if let marker = openingFence(line) {
        fence = Fence(marker: marker.character, length: marker.length, line: number)
        append(line)
        continue
      }
      switch atxHeading(line) {
      case (1, let text)?:
        if title == nil && steps.isEmpty {
          if let preambleLine {
            problems.append(Problem(line: preambleLine, message: "text before the '# ' title"))
          }
          if text.isEmpty {
            problems.append(Problem(line: number, message: "the '# ' title heading has no text"))
          }
          title = text
          titleLine = number
          introduction = []
        } else {
          problems.append(
            Problem(line: number, message: "a lesson has one '# ' title; start steps with '## '"))
          append(line)
        }
      case (2, let text)?:
        if text.isEmpty {
          problems.append(Problem(line: number, message: "step heading has no title"))
        }
        steps.append(StepDraft(title: text, line: number))
      default:
        if let directive = LessonDirective.parse(line) {
          guard !steps.isEmpty else {
            problems.append(
              Problem(line: number, message: "a directive belongs in a step, under a '## ' heading")
            )
            continue
          }
          switch directive {
          case .failure(let problem):
            problems.append(Problem(line: number, message: problem.message))
          case .success(.attribution):
            if steps[steps.count - 1].isAttribution {
              problems.append(Problem(line: number, message: "the step is already '@attribution'"))
            }
            steps[steps.count - 1].isAttribution = true
          case .success(.exercises(let names)):
            for name in names {
              if let earlier = references.first(where: { $0.folder == name }) {
                problems.append(
                  Problem(
                    line: number,
                    message: "exercise \"\(name)\" is already named at line \(earlier.line)"))
                continue
              }
              references.append(LessonExerciseReference(folder: name, line: number))
              steps[steps.count - 1].exercises.append(name)
            }
          }
          continue
        }
        if title == nil && steps.isEmpty && preambleLine == nil && !isBlank(line) {
          preambleLine = number
        }
        append(line)
      }
    }

    if let open = fence {
      problems.append(Problem(line: open.line, message: "code block opened here is never closed"))
    }
    if title == nil {
      problems.append(Problem(line: nil, message: "the lesson has no '# ' title heading"))
    } else if steps.isEmpty {
      problems.append(Problem(line: titleLine, message: "the lesson has no '## ' steps"))
    }
    let lessonSteps = steps.map {
      LessonStep(
        title: $0.title, body: trimmedBlock($0.lines), line: $0.line, exercises: $0.exercises,
        isAttribution: $0.isAttribution)
    }
    for step in lessonSteps where !step.title.isEmpty && step.body.isEmpty {
      problems.append(Problem(line: step.line, message: "step \"\(step.title)\" has no text"))
    }
    guard problems.isEmpty, let title else {
      // Whole-file problems first, then by line (the sort is stable).
      problems.sort { ($0.line ?? 0) < ($1.line ?? 0) }
      return .failure(LessonMarkdownError(problems: problems))
    }
    return .success(
      Parsed(
        lesson: Lesson(title: title, introduction: trimmedBlock(introduction), steps: lessonSteps),
        references: references))
  }

  /// The level and text of an ATX heading, or `nil` if `line` is not one.
  static func atxHeading(_ line: String) -> (level: Int, text: String)? {
    var rest = Substring(line)
    let indent = rest.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    rest = rest.dropFirst(indent)
    let level = rest.prefix { $0 == "#" }.count
    guard (1...6).contains(level) else { return nil }
    rest = rest.dropFirst(level)
    guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
    var text = rest.trimmingSpaces
    // An optional closing sequence: a run of '#' that is the whole text or follows a space.
    let closing = text.reversed().prefix { $0 == "#" }.count
    if closing > 0 {
      let beforeClosing = text.dropLast(closing)
      if beforeClosing.isEmpty || beforeClosing.last == " " || beforeClosing.last == "\t" {
        text = beforeClosing.trimmingSpaces
      }
    }
    return (level, String(text))
  }

  /// The fence character and length if `line` opens a fenced code block.
  private static func openingFence(_ line: String) -> (character: Character, length: Int)? {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return nil }
    let rest = line.dropFirst(indent)
    guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
    let length = rest.prefix { $0 == marker }.count
    guard length >= 3 else { return nil }
    // A backtick fence's info string may not contain backticks (CommonMark 4.5).
    if marker == "`" && rest.dropFirst(length).contains("`") { return nil }
    return (marker, length)
  }

  private static func isClosingFence(_ line: String, for fence: Fence) -> Bool {
    let indent = line.prefix { $0 == " " }.count
    guard indent <= 3 else { return false }
    let rest = line.dropFirst(indent)
    let length = rest.prefix { $0 == fence.marker }.count
    return length >= fence.length && isBlank(String(rest.dropFirst(length)))
  }

  private static func isBlank(_ line: String) -> Bool {
    line.allSatisfy { $0 == " " || $0 == "\t" }
  }

  /// The lines joined with `\n`, without blank lines at either end.
  private static func trimmedBlock(_ lines: [String]) -> String {
    var slice = lines[...]
    while let first = slice.first, isBlank(first) { slice = slice.dropFirst() }
    while let last = slice.last, isBlank(last) { slice = slice.dropLast() }
    return slice.joined(separator: "\n")
  }
}

/// Why a `lesson.md` could not be read: every problem found, in line order.
public struct LessonMarkdownError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The problems, each `(line, message)`; the line is `nil` for the file as a whole.
  public var problems: [(line: Int?, message: String)] {
    entries.map { ($0.line, $0.message) }
  }

  let entries: [LessonMarkdown.Problem]

  init(problems: [LessonMarkdown.Problem]) {
    entries = problems
  }

  /// One problem per line, `line: message` (or just the message).
  public var description: String {
    entries.map { entry in entry.line.map { "\($0): \(entry.message)" } ?? entry.message }
      .joined(separator: "\n")
  }
}

extension Lesson {
  /// Reads a lesson from the Markdown of a `lesson.md`.
  /// - Throws: `LessonMarkdownError` listing every problem with its line.
  public init(markdown: String) throws(LessonMarkdownError) {
    self = try LessonMarkdown.parse(markdown).get().lesson
  }
}

extension Substring {
  /// The text without spaces and tabs at either end.
  fileprivate var trimmingSpaces: Substring {
    var text = self
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}
