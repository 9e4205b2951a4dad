import Course
import Foundation
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

  /// Opens the workspace's store (`CommandPaths.home`) and imports the course
  /// (`CommandPaths.course`) when it changed since the last import.
  init(paths: CommandPaths) throws {
    self.paths = paths
    now = paths.options.now ?? paths.context.clock()
    workspace = try paths.workspace()
    editorSettings = WorkspaceEditorSettings(
      workspace: workspace, configuration: { try paths.graderConfiguration() },
      warn: paths.context.warn)
    let course = try paths.course()
    store = try CourseStore(workspace: workspace, now: now)
    try store.synchronize(
      courseDirectory: course, knownDevices: { Set(try paths.devices().names) }, now: now)
  }

  /// A clock for commands that run for hours: `--now` when given, else the time it is.
  var clock: () -> Date {
    let fixed = paths.options.now
    let real = paths.context.clock
    return { fixed ?? real() }
  }

  /// The exercise `id` names, or the learner's current one when `id` is nil.
  func exerciseID(_ id: String?) throws -> String {
    if let id { return id }
    guard let current = try store.currentExerciseID() else {
      throw CommandFailure(.noInput, "the course has no exercises")
    }
    return current
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
