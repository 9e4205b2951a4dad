/// Where the interactive course was left, as the store keeps it: a module, a lesson step, the
/// exercise in focus, and whether the exercise's own page was showing.
struct SavedPlace: Sendable, Equatable {
  /// The module being read.
  var moduleID: String?
  /// The 0-based lesson step; while an exercise page shows, the step it follows.
  var lessonStep: Int
  /// The exercise in focus.
  var exerciseID: String?
  /// Whether the exercise's page (rather than the lesson step) was showing.
  var showsExercise: Bool

  /// Creates a place from its parts.
  init(moduleID: String?, lessonStep: Int, exerciseID: String?, showsExercise: Bool) {
    self.moduleID = moduleID
    self.lessonStep = lessonStep
    self.exerciseID = exerciseID
    self.showsExercise = showsExercise
  }

  /// The place of `page` with `focus` in focus; nil for the welcome, which is not saved.
  init?(page: CoursePage, focus: String?, in outline: CourseOutline) {
    switch page {
    case .welcome:
      return nil
    case .lesson(let module, let step):
      self.init(
        moduleID: outline.modules[module].id, lessonStep: step, exerciseID: focus,
        showsExercise: false)
    case .exercise(let module, let index):
      let content = outline.modules[module]
      self.init(
        moduleID: content.id, lessonStep: content.step(before: index),
        exerciseID: content.exercises[index].id, showsExercise: true)
    }
  }

  /// The page to resume on and the exercise in focus there.
  ///
  /// Without a saved place the course starts at the welcome. A place whose module left the
  /// course resumes at its exercise's module, else at the first module; a step past the end of
  /// a lesson that got shorter resumes at its last step.
  static func resume(_ place: SavedPlace?, in outline: CourseOutline) -> (
    page: CoursePage, focus: String?
  ) {
    guard let place, !outline.modules.isEmpty else {
      return (.welcome, outline.focusExercise(on: .welcome, preferred: place?.exerciseID))
    }
    let exercise = place.exerciseID.flatMap { outline.locate(exerciseID: $0) }
    let savedModule = outline.modules.firstIndex { $0.id == place.moduleID }
    let module = savedModule ?? exercise?.module ?? 0
    // A step counted in a module that left the course means nothing in another one.
    let step = savedModule == nil ? 0 : place.lessonStep
    if place.showsExercise, let exercise, exercise.module == module {
      return (.exercise(module: module, index: exercise.index), place.exerciseID)
    }
    let steps = outline.modules[module].steps.count
    let page: CoursePage
    if steps > 0 {
      page = .lesson(module: module, step: min(max(0, step), steps - 1))
    } else if !outline.modules[module].exercises.isEmpty {
      let index = exercise.flatMap { $0.module == module ? $0.index : nil } ?? 0
      page = .exercise(module: module, index: index)
    } else {
      page = .welcome
    }
    return (page, outline.focusExercise(on: page, preferred: place.exerciseID))
  }
}
