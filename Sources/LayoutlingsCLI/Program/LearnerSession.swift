import ArgumentParsing
import Course
import Foundation
import Grader
import GradingService

/// The learner's workspace and course store as one command works on them: opened once, with
/// the course imported when it changed, and the grading service over them.
struct LearnerSession {
  /// Where things are.
  let paths: CommandPaths
  /// The workspace.
  let workspace: Workspace
  /// The course store, holding the course as it is in the course folder.
  let store: CourseStore
  /// The time of the command: `--now`, or when it started.
  let now: Date
  /// The editor settings of the workspace's folders of working copies, kept current.
  let editorSettings: WorkspaceEditorSettings
  /// Which workspace it is, and whether it was the checkout's default.
  let place: WorkspacePlace

  /// Opens the workspace's store (`CommandPaths.home`) and imports the course
  /// (`CommandPaths.course`) when it changed since the last import.
  ///
  /// A command that only reads (`readsOnly`) still works in a workspace that cannot be
  /// written: the store is then opened read-only, with the course as last imported, and a
  /// warning says so (`ReadOnlyWorkspace`).
  init(paths: CommandPaths, readsOnly: Bool = false) throws {
    self.paths = paths
    now = paths.options.now ?? paths.context.clock()
    workspace = try paths.workspace()
    editorSettings = WorkspaceEditorSettings(
      workspace: workspace, configuration: { try paths.graderConfiguration() },
      warn: paths.context.warn)
    let course = try paths.course()
    let (workspace, now) = (workspace, now)
    let store = try StageLog.measure("session: store opened") {
      try ReadOnlyWorkspace.open(workspace, now: now, readsOnly: readsOnly)
    }
    self.store = store
    do {
      try StageLog.measure("session: course synchronized") {
        try store.synchronize(
          courseDirectory: course, knownDevices: { Set(try paths.devices().names) }, now: now)
      }
    } catch let error as CourseStoreError where store.isReadOnly {
      guard case .database = error else { throw error }
      paths.context.warn(
        "Warning: the course in \(course.path) changed, and this workspace cannot be written; "
          + "showing it as last imported")
    }
    if store.isReadOnly {
      paths.context.warn(
        "Warning: \(workspace.home.path) cannot be written; showing the progress as recorded")
    }
    place = try WorkspacePlace(paths: paths)
    if place.isCheckoutDefault, !store.isReadOnly,
      (try? store.setting(WorkspacePlace.notedSetting)) == nil
    {
      // Said once per workspace; a store that cannot record it says it again next time.
      paths.context.warn(place.defaultNote)
      try? store.setSetting(WorkspacePlace.notedSetting, to: "yes")
    }
  }

  /// A clock for commands that run for hours: `--now` when given, else the time it is.
  var clock: () -> Date {
    let fixed = paths.options.now
    let real = paths.context.clock
    return { fixed ?? real() }
  }

  /// The exercise `name` stands for (`ExerciseResolver`: an id, a unique suffix, `1.1`), or
  /// the learner's current one when `name` is nil.
  /// - Throws: `CommandFailure` for a name that matches no exercise (with the closest ids) or
  ///   several, and for a course without exercises.
  func exerciseID(_ name: String?) throws -> String {
    if let name { return try resolveExercise(name) }
    guard let current = try store.currentExerciseID() else {
      throw CommandFailure(.noInput, "the course has no exercises")
    }
    return current
  }

  /// The resolver over this course's exercises.
  func exerciseResolver() throws -> ExerciseResolver {
    let active = try store.exerciseIDs()
    let all = try store.exerciseIDs(includingRetired: true)
    return ExerciseResolver(ids: active, retired: all.filter { !active.contains($0) })
  }

  /// The id `name` stands for; see `exerciseID(_:)`.
  func resolveExercise(_ name: String) throws -> String {
    let resolver = try exerciseResolver()
    switch resolver.resolve(name) {
    case .exercise(let id):
      return id
    case .ambiguous(let ids):
      let named = ids.count > 5 ? Array(ids.prefix(4)) : ids
      let shown = named + (ids.count > 5 ? ["\(ids.count - 4) more"] : [])
      let numbers = named.compactMap(resolver.number(of:))
      throw CommandFailure(
        .usage,
        "\(QuotedText.quoted(name)) could be \(EnglishList.or(shown)); give more of the id, or its "
          + "number (\(EnglishList.or(numbers)))")
    case .unknown(let suggestions):
      let guess = suggestions.isEmpty ? "" : "; did you mean \(EnglishList.or(suggestions))?"
      throw CommandFailure(
        .noInput, "no exercise \(QuotedText.quoted(name)) in this course" + guess)
    }
  }

  /// The working copy of `id`, made from its starter when there is none yet.
  func workingCopy(of id: String) throws -> URL {
    guard let stored = try store.exercise(id: id) else {
      throw CourseStoreError.unknownExercise(id)
    }
    return try workspace.prepareWorkingCopy(for: stored.spec).url
  }

  /// The grading service over this store and workspace, attempts recorded at `clock`.
  func gradingService(usesVerdictCache: Bool = true) throws -> GradingService {
    let service = GradingService(
      configuration: try paths.graderConfiguration(usesVerdictCache: usesVerdictCache),
      store: store, workspace: workspace, clock: clock)
    editorSettings.gradingSession = service.session
    return service
  }
}
