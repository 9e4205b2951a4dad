import Course

/// What the interactive course shows: the course's text and where the learner stands on each
/// exercise, read from the store when the course starts.
struct CourseOutline: Sendable, Equatable {
  /// The course's title.
  var title: String
  /// Markdown shown on the first visit, if the course has any.
  var welcome: String?
  /// The modules in course order.
  var modules: [ModuleOutline]
  /// Which workspace the progress is in, for the first screen; nil leaves it unsaid.
  var workspace: WorkspacePlace? = nil

  /// How many exercises passed, over the whole course.
  var passedCount: Int { modules.reduce(0) { $0 + $1.passedCount } }
  /// How many exercises the course has.
  var exerciseCount: Int { modules.reduce(0) { $0 + $1.exercises.count } }

  /// The module and index of the exercise with `id`, if the course has it.
  func locate(exerciseID id: String) -> (module: Int, index: Int)? {
    for (moduleIndex, module) in modules.enumerated() {
      if let index = module.exercises.firstIndex(where: { $0.id == id }) {
        return (moduleIndex, index)
      }
    }
    return nil
  }

  /// The exercise with `id`, if the course has it.
  func exercise(id: String) -> ExerciseOutline? {
    locate(exerciseID: id).map { modules[$0.module].exercises[$0.index] }
  }

  /// Records a graded attempt's outcome: a pass marks the exercise passed for good, anything
  /// else marks a not-started exercise attempted.
  mutating func noteAttempt(exerciseID id: String, passed: Bool) {
    guard let (module, index) = locate(exerciseID: id) else { return }
    let current = modules[module].exercises[index].standing
    if passed {
      modules[module].exercises[index].standing = .passed
    } else if current == .notStarted {
      modules[module].exercises[index].standing = .attempted
    }
  }
}

/// One module: its lesson and its exercises.
struct ModuleOutline: Sendable, Equatable {
  /// The module's folder name (`02-anchors`).
  var id: String
  /// The lesson's title.
  var title: String
  /// The Markdown between the lesson's title and its first step.
  var introduction: String
  /// The lesson's steps in order.
  var steps: [LessonStep]
  /// The module's exercises in order.
  var exercises: [ExerciseOutline]

  /// How many of the module's exercises passed.
  var passedCount: Int { exercises.filter { $0.standing == .passed }.count }
}

/// One exercise as the interactive course lists it.
struct ExerciseOutline: Sendable, Equatable {
  /// The exercise id (`02-anchors/03-goal-set-card`).
  var id: String
  /// The exercise's title.
  var title: String
  /// Markdown instructions, if the exercise has any.
  var instructions: String?
  /// Where the learner stands on it.
  var standing: ExerciseStanding
  /// The path of the learner's working copy (it may not exist yet).
  var workingCopyPath: String

  /// The exercise's folder in its module (`03-goal-set-card`), as lesson steps name it.
  var folder: String {
    String(id.lastIndex(of: "/").map { id[id.index(after: $0)...] } ?? id[...])
  }
}

/// Where the learner stands on an exercise.
enum ExerciseStanding: String, Sendable, Equatable {
  /// Never graded.
  case notStarted = "not started"
  /// Graded, never passed.
  case attempted
  /// Passed at least once.
  case passed
}
