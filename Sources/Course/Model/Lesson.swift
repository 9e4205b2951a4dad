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
  /// The Markdown up to the next step, code blocks verbatim, blank lines at both ends removed;
  /// the `@exercises` and `@attribution` lines are not part of it.
  public var body: String
  /// The 1-based line of the heading in `lesson.md`.
  public var line: Int
  /// The exercise folders (`01-half-height-panel`) its `@exercises` lines name, in order: the
  /// exercises the course shows right after this step.
  public var exercises: [String]
  /// Whether an `@attribution` line marks the step as the lesson's credits, which the course
  /// shows but does not count as a page of the lesson.
  public var isAttribution: Bool

  /// Creates a step.
  public init(
    title: String, body: String, line: Int, exercises: [String] = [], isAttribution: Bool = false
  ) {
    self.title = title
    self.body = body
    self.line = line
    self.exercises = exercises
    self.isAttribution = isAttribution
  }
}
