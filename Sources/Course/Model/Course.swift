/// A whole course as its author wrote it in `Lessons/`: title, welcome text and modules in order.
public struct Course: Sendable, Codable, Equatable {
  /// The course's title from `course.json`.
  public var title: String
  /// The `formatVersion` the files were written for.
  public var formatVersion: Int
  /// Optional Markdown shown before the first module.
  public var welcome: String?
  /// The modules in the order `course.json` lists them.
  public var modules: [Module]

  /// Creates a course.
  public init(title: String, formatVersion: Int, welcome: String?, modules: [Module]) {
    self.title = title
    self.formatVersion = formatVersion
    self.welcome = welcome
    self.modules = modules
  }
}

/// One module: a folder `NN-name/` with a lesson and its exercises.
public struct Module: Sendable, Codable, Equatable, Identifiable {
  /// The folder name, for example `04-visual-format`.
  public var id: String
  /// The lesson read from the module's `lesson.md`.
  public var lesson: Lesson
  /// The exercises in folder order (`01-…`, `02-…`).
  public var exercises: [ExerciseSpec]

  /// Creates a module.
  public init(id: String, lesson: Lesson, exercises: [ExerciseSpec]) {
    self.id = id
    self.lesson = lesson
    self.exercises = exercises
  }

  /// The lesson's title, which is the module's title.
  public var title: String { lesson.title }
}
