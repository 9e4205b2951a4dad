/// The text of a module's `lesson.md`: a title, an introduction and steps.
public struct Lesson: Sendable, Codable, Equatable {
  /// The text of the `# ` heading.
  public var title: String
  /// The Markdown between the title and the first step (possibly empty).
  public var introduction: String
  /// The steps, one per `## ` heading, in order.
  public var steps: [LessonStep]

  /// Creates a lesson.
  public init(title: String, introduction: String, steps: [LessonStep]) {
    self.title = title
    self.introduction = introduction
    self.steps = steps
  }
}

/// One step of a lesson: a `## ` heading and the Markdown under it.
public struct LessonStep: Sendable, Codable, Equatable {
  /// The heading's text.
  public var title: String
  /// The Markdown up to the next step, code blocks verbatim, blank lines at both ends removed.
  public var body: String
  /// The 1-based line of the heading in `lesson.md`.
  public var line: Int

  /// Creates a step.
  public init(title: String, body: String, line: Int) {
    self.title = title
    self.body = body
    self.line = line
  }
}
