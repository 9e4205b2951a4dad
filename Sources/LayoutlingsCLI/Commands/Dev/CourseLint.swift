import Course
import Devices
import Terminal

/// The checks `dev check` makes on a loaded course besides those `LessonCatalog.load` makes:
/// ids, devices, hints and cards once more on what did load, and every lesson step rendered.
enum CourseLint {
  /// The width lesson steps are rendered at, that of the smallest usual terminal.
  static let renderWidth = 80

  /// The fewest hints an exercise of the course may have: a ladder from the idea, through the
  /// steps, to the full code. The lesson format accepts 2; the course asks for more.
  static let minimumHints = 3

  /// Every problem found in `catalog`, module by module, exercise by exercise.
  ///
  /// - Parameters:
  ///   - courseName: the course folder's name, which starts every path.
  ///   - devices: the device table.
  static func problems(in catalog: LessonCatalog, courseName: String, devices: DeviceTable)
    -> [CatalogProblem]
  {
    var problems: [CatalogProblem] = []
    var firstUse: [String: String] = [:]
    for module in catalog.course.modules {
      problems += lessonProblems(module, courseName: courseName)
      for exercise in module.exercises {
        let path = "\(courseName)/\(exercise.id)/exercise.json"
        if let other = firstUse[exercise.id] {
          problems.append(
            CatalogProblem(
              path: path, message: "exercise id \"\(exercise.id)\" is also used in \(other)"))
        } else {
          firstUse[exercise.id] = module.id
        }
        problems += exerciseProblems(exercise, path: path, devices: devices)
      }
    }
    return problems
  }

  /// Devices, hints and cards of one exercise.
  static func exerciseProblems(_ exercise: ExerciseSpec, path: String, devices: DeviceTable)
    -> [CatalogProblem]
  {
    var messages: [String] = []
    for device in exercise.devices where devices.problem(with: device) != nil {
      messages.append("unknown device \"\(device.text)\"")
    }
    if exercise.hints.count < minimumHints {
      messages.append(
        "an exercise needs at least \(minimumHints) hints, from the idea to the full code,"
          + " found \(exercise.hints.count)")
    }
    for (index, hint) in exercise.hints.enumerated() where isBlank(hint) {
      messages.append("hint \(index + 1) is empty")
    }
    if exercise.cards.isEmpty {
      messages.append("an exercise needs at least 1 review card")
    }
    for (index, card) in exercise.cards.enumerated() {
      if isBlank(card.question) { messages.append("card \(index + 1) has an empty question") }
      if isBlank(card.answer) { messages.append("card \(index + 1) has an empty answer") }
    }
    return messages.map { CatalogProblem(path: path, message: $0) }
  }

  /// The lesson's steps rendered at `renderWidth` columns: each must give some text and no
  /// line wider than the terminal.
  static func lessonProblems(_ module: Module, courseName: String) -> [CatalogProblem] {
    let path = "\(courseName)/\(module.id)/lesson.md"
    let renderer = MarkdownRenderer(width: renderWidth, styler: .plain)
    var problems: [CatalogProblem] = []
    if module.lesson.steps.isEmpty {
      problems.append(CatalogProblem(path: path, message: "the lesson has no steps"))
    }
    for step in module.lesson.steps {
      let lines = renderer.renderLines(step.body)
      if lines.allSatisfy(isBlank) {
        problems.append(
          CatalogProblem(
            path: path, line: step.line, message: "step \"\(step.title)\" renders as no text"))
      }
      for (index, line) in lines.enumerated() {
        let width = TextLayout.visibleWidth(of: line)
        guard width > renderWidth else { continue }
        problems.append(
          CatalogProblem(
            path: path, line: step.line,
            message: "step \"\(step.title)\" renders line \(index + 1) \(width) columns wide, more"
              + " than \(renderWidth)"))
        break
      }
    }
    let named = Set(module.lesson.steps.flatMap(\.exercises))
    for exercise in module.exercises {
      let folder = String(exercise.id.dropFirst(module.id.count + 1))
      guard !named.contains(folder) else { continue }
      problems.append(
        CatalogProblem(
          path: path,
          message: "no step names exercise \"\(folder)\"; add it to an '@exercises' line"
            + " of the step that teaches it"))
    }
    return problems
  }

  private static func isBlank(_ text: String) -> Bool {
    text.allSatisfy(\.isWhitespace)
  }
}
