/// Reads one module folder: its `lesson.md` and its exercise folders in name order.
struct ModuleLoader {
  /// What reading a module folder produced.
  struct Outcome {
    /// The module, if its lesson could be read (holding the exercises that could be read).
    var module: Module?
    /// Each exercise's written id with its `exercise.json` path and line, in folder order.
    var writtenIDs: [(id: String, path: String, line: Int)]
  }

  let files: CourseFiles
  let exerciseLoader: ExerciseLoader

  /// Reads the module in folder `id`.
  func load(id: String) -> Outcome {
    let log = files.log
    let lessonPath = "\(id)/lesson.md"
    var lesson: Lesson?
    var references: [LessonExerciseReference] = []
    if let markdown = files.text(lessonPath) {
      switch LessonMarkdown.parse(markdown.text) {
      case .success(let parsed):
        lesson = parsed.lesson
        references = parsed.references
      case .failure(let error):
        let file = SourceFile(lessonPath, log: log)
        for problem in error.problems { file.report(line: problem.line, problem.message) }
      }
    }

    var exercises: [ExerciseSpec] = []
    var writtenIDs: [(id: String, path: String, line: Int)] = []
    let folders = exerciseFolders(of: id)
    for reference in references where !folders.contains(reference.folder) {
      SourceFile(lessonPath, log: log).report(
        line: reference.line,
        "'@exercises' names \"\(reference.folder)\", but \(id) has no such"
          + " exercise folder")
    }
    for folder in folders {
      let outcome = exerciseLoader.load(moduleID: id, folder: folder)
      if let exercise = outcome.exercise { exercises.append(exercise) }
      if let written = outcome.writtenID {
        writtenIDs.append((written.id, "\(id)/\(folder)/exercise.json", written.line))
      }
    }
    return Outcome(
      module: lesson.map { Module(id: id, lesson: $0, exercises: exercises) },
      writtenIDs: writtenIDs)
  }

  /// The module's exercise folders in name order; reports folders that break the naming rule
  /// and two exercises with the same number.
  private func exerciseFolders(of id: String) -> [String] {
    let log = files.log
    let entries: [String]
    do {
      entries = try FileSystem.directoryEntries(at: files.absolutePath(id))
    } catch {
      log.report(id, "cannot list the module folder: \(error.reason)")
      return []
    }
    var folders: [String] = []
    for name in entries where files.kind("\(id)/\(name)") == .directory {
      guard FolderName.isValid(name) else {
        log.report("\(id)/\(name)", "an exercise folder must be named like \"01-short-name\"")
        continue
      }
      if let twin = folders.first(where: { FolderName.number($0) == FolderName.number(name) }) {
        log.report(
          "\(id)/\(name)", "exercise number \(FolderName.number(name)) is also used by \"\(twin)\"")
      }
      folders.append(name)
    }
    return folders
  }
}
