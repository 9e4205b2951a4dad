/// A page of the interactive course. The course reads as one sequence: the welcome, then for
/// each module its lesson steps, each followed by the exercises it names (`@exercises`), and
/// after the last step the exercises no step names.
enum CoursePage: Sendable, Equatable {
  /// The course's welcome, shown on the first visit.
  case welcome
  /// Step `step` (0-based) of module `module`'s lesson.
  case lesson(module: Int, step: Int)
  /// Exercise `index` (0-based) of module `module`.
  case exercise(module: Int, index: Int)

  /// The module the page belongs to; nil for the welcome.
  var moduleIndex: Int? {
    switch self {
    case .welcome: return nil
    case .lesson(let module, _), .exercise(let module, _): return module
    }
  }

  /// The page after this one, or nil at the end of the course.
  func next(in outline: CourseOutline) -> CoursePage? {
    let pages = outline.pages
    guard let position = pages.firstIndex(of: self), position + 1 < pages.count else { return nil }
    return pages[position + 1]
  }

  /// The page before this one, or nil at the welcome.
  func previous(in outline: CourseOutline) -> CoursePage? {
    let pages = outline.pages
    guard let position = pages.firstIndex(of: self), position > 0 else { return nil }
    return pages[position - 1]
  }

  /// Where the page sits in its module, as `(number, count)` counting from 1, or nil for the
  /// welcome. Attribution steps are not counted: on one the number is nil.
  func placeInModule(of outline: CourseOutline) -> (number: Int?, count: Int)? {
    guard let module = moduleIndex, outline.modules.indices.contains(module) else { return nil }
    let content = outline.modules[module]
    let counted = content.pages(module: module).filter { page in
      if case .lesson(_, let step) = page { return !content.steps[step].isAttribution }
      return true
    }
    return (counted.firstIndex(of: self).map { $0 + 1 }, counted.count)
  }
}

extension ModuleOutline {
  /// The indices of the exercises shown right after step `step`: those its `@exercises` lines
  /// name, in that order, and after the last step every exercise no step names.
  func exercisesAfter(step: Int) -> [Int] {
    guard steps.indices.contains(step) else { return [] }
    var indices = steps[step].exercises.compactMap { folder in
      exercises.firstIndex { $0.folder == folder }
    }
    if step == steps.count - 1 {
      let named = Set(steps.flatMap(\.exercises))
      indices += exercises.indices.filter { !named.contains(exercises[$0].folder) }
    }
    return indices
  }

  /// Where exercise `index` comes among the module's exercise pages in reading order, from 0:
  /// steps may place exercises in another order than the course's.
  func readingPosition(ofExercise index: Int) -> Int {
    let order = pages(module: 0).compactMap { page -> Int? in
      if case .exercise(_, let exercise) = page { return exercise }
      return nil
    }
    return order.firstIndex(of: index) ?? index
  }

  /// The step an exercise follows: the one naming it, else the last.
  func step(before exercise: Int) -> Int {
    let folder = exercises[exercise].folder
    return steps.firstIndex { $0.exercises.contains(folder) } ?? max(0, steps.count - 1)
  }

  /// The module's pages in reading order, the module being number `module` of the course.
  func pages(module: Int) -> [CoursePage] {
    guard !steps.isEmpty else {
      return exercises.indices.map { CoursePage.exercise(module: module, index: $0) }
    }
    return steps.indices.flatMap { step in
      [CoursePage.lesson(module: module, step: step)]
        + exercisesAfter(step: step).map { CoursePage.exercise(module: module, index: $0) }
    }
  }
}

extension CourseOutline {
  /// Every page in reading order, starting with the welcome.
  var pages: [CoursePage] {
    var pages: [CoursePage] = [.welcome]
    for (module, content) in modules.enumerated() {
      pages += content.pages(module: module)
    }
    return pages
  }

  /// Whether `page` exists in this course.
  func contains(_ page: CoursePage) -> Bool {
    switch page {
    case .welcome: return true
    case .lesson(let module, let step):
      return modules.indices.contains(module) && modules[module].steps.indices.contains(step)
    case .exercise(let module, let index):
      return modules.indices.contains(module) && modules[module].exercises.indices.contains(index)
    }
  }

  /// The exercise the keys act on while `page` is shown: the page's own exercise; on a lesson
  /// step followed by exercises, the one its "Next comes …" line names (`preferred` when it is
  /// one of them, else the first of them not passed yet, else their first); on another lesson
  /// page, `preferred` when it belongs to that module, else the module's first exercise not
  /// passed yet, else its first; on the welcome, `preferred` or the course's first exercise.
  func focusExercise(on page: CoursePage, preferred: String?) -> String? {
    switch page {
    case .exercise(let module, let index):
      return modules[module].exercises[index].id
    case .lesson(let module, let step):
      let following = modules[module].exercisesAfter(step: step).map {
        modules[module].exercises[$0]
      }
      if !following.isEmpty {
        if let preferred, following.contains(where: { $0.id == preferred }) { return preferred }
        return (following.first { $0.standing != .passed } ?? following[0]).id
      }
      let exercises = modules[module].exercises
      if let preferred, exercises.contains(where: { $0.id == preferred }) { return preferred }
      return (exercises.first { $0.standing != .passed } ?? exercises.first)?.id
    case .welcome:
      return preferred ?? modules.lazy.compactMap { $0.exercises.first?.id }.first
    }
  }
}
