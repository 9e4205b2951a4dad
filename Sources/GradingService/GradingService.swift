import Course
import Foundation
import Grader
import LayoutReport

/// The one way from a learner's file to a verdict: `grade`, `watch`, the full-screen course,
/// `review`, `dev check`, `frames` and `show` all grade through a service, so each file is read
/// once, the exercise comes from the synchronized course store, the very bytes graded are the
/// ones recorded, and the verdict is the grader's own.
///
/// One service keeps one `GradingSession`, so a command that grades many times (the course,
/// watch mode) prepares the compiler once.
public final class GradingService {
  /// The grader.
  public let session: GradingSession
  /// The learner's course store, synchronized with the course; nil when nothing is recorded
  /// and no exercise is read from it (`dev check`, `frames` of a file that names no exercise).
  public let store: CourseStore?
  /// The learner's workspace: working copies are recognised by their place in it.
  public let workspace: Workspace
  /// When attempts happen (`--now`, or the real clock).
  public let clock: () -> Date
  /// Told about slow first-use work: building the engine when the package's build of it cannot
  /// be used.
  public var progress: (PrebuiltModuleEvent) -> Void = { _ in }

  /// Creates a service grading with `configuration`, reading exercises from and recording
  /// attempts in `store`.
  public init(
    configuration: GraderConfiguration, store: CourseStore?, workspace: Workspace,
    clock: @escaping () -> Date
  ) {
    self.session = GradingSession(configuration: configuration)
    self.store = store
    self.workspace = workspace
    self.clock = clock
  }

  // MARK: - Exercises

  /// The exercise with `id` in the store.
  /// - Throws: `.unknownExercise` (with the closest id) when the store has none.
  public func exercise(_ id: String) throws(GradingServiceError) -> ExerciseSpec {
    guard let store else { throw .noStore }
    do {
      if let stored = try store.exercise(id: id) { return stored.spec }
      throw GradingServiceError.unknownExercise(
        id, suggestion: Self.suggestion(for: id, among: try store.exerciseIDs()))
    } catch let error as GradingServiceError {
      throw error
    } catch let error as CourseStoreError {
      throw .store(error)
    } catch {
      throw .grader(error)
    }
  }

  /// The id a name the store does not have was probably meant to be, matched as the command
  /// line matches what a learner types (`ExerciseResolver`): the one id it names by a suffix or
  /// number, else the first of several it could be, else the closest spelling.
  static func suggestion(for name: String, among ids: [String]) -> String? {
    switch ExerciseResolver(ids: ids).resolve(name) {
    case .exercise(let id): return id
    case .ambiguous(let candidates): return candidates.first
    case .unknown(let suggestions): return suggestions.first
    }
  }

  /// The exercise `submission` is, when it names one (`option`, its `// exercise:` line or its
  /// place in the workspace) and the store has it; nil otherwise.
  public func namedExercise(of submission: Submission, option: String?) -> ExerciseSpec? {
    guard
      let id = ExerciseLocator.exerciseID(option: option, for: submission, in: workspace)
    else { return nil }
    return try? exercise(id)
  }

  // MARK: - Grading

  /// Grades `submission` as exercise `exerciseID` of the store and records exactly these bytes'
  /// attempt, with the devices it was graded on and how it came (`origin`), when it is one
  /// (`CourseStore.recordAttemptUnlessRecorded`): bytes that differ from the starter and from
  /// every attempt already recorded (for a review, every one since the last rating). One save
  /// is one attempt, and a regrade of unchanged bytes or of the untouched starter adds none.
  ///
  /// A file that is not the exercise's own (`isExerciseFile`) is graded but recorded only when
  /// `explicitlyNamed` (`--exercise`), and then marked as such. An attempt that cannot be
  /// recorded leaves the verdict standing and says why in `recordingProblem`.
  /// - Parameters:
  ///   - origin: how the grade came; nil records nothing (a picture, a comparison).
  ///   - explicitlyNamed: whether the learner named the exercise (`--exercise`) rather than the
  ///     file naming it.
  ///   - devices: the device references (of the exercise's own list) to grade on, or nil
  ///     for every device the exercise lists; reviews grade on one (`ReviewDevice`).
  public func grade(
    _ submission: Submission, as exerciseID: String, origin: AttemptOrigin?,
    explicitlyNamed: Bool = false, devices: [String]? = nil
  ) throws(GradingServiceError) -> GradedSubmission {
    let full = try exercise(exerciseID)
    let spec = try ExerciseMapping.restricted(full, to: devices)
    let outcome = try grade(submission, as: spec)
    var graded = GradedSubmission(exerciseID: spec.id, outcome: outcome)
    guard let store, let origin else { return graded }
    let isOwn = isExerciseFile(submission)
    guard isOwn || explicitlyNamed else {
      graded.notRecordedReason = .notTheExercise
      return graded
    }
    let starterHash = Submission(path: "", bytes: Array(full.starter.utf8)).sourceHash
    guard submission.sourceHash != starterHash else {
      graded.notRecordedReason = .starter
      return graded
    }
    let result = outcome.result
    do {
      graded.attempt = try StageLog.measure("store: attempt recorded") {
        try store.recordAttemptUnlessRecorded(
          AttemptRecord(
            exerciseID: spec.id, at: clock(), sourceHash: submission.sourceHash,
            status: AttemptStatus(result.verdict.status), score: result.verdict.score,
            durationMs: result.durationMs,
            reportJSON: (try? result.jsonData()).flatMap { String(data: $0, encoding: .utf8) },
            devices: spec.devices.map(\.text), origin: origin, isForeignFile: !isOwn),
          starterHash: starterHash)
      }
    } catch {
      graded.recordingProblem = "the attempt could not be recorded: \(error)"
    }
    return graded
  }

  /// Whether `submission` is an exercise's own file: Swift source (a `.swift` file) that names
  /// its exercise with an `// exercise:` line or is a working or review copy in the workspace.
  /// Any other file is graded when asked, and recorded only when `--exercise` names it.
  public func isExerciseFile(_ submission: Submission) -> Bool {
    let name = submission.url?.lastPathComponent ?? submission.path
    guard name.hasSuffix(".swift") else { return false }
    if ExerciseLocator.headerID(in: submission.text) != nil { return true }
    return submission.url.flatMap { ExerciseLocator.workspaceID(of: $0, in: workspace) } != nil
  }

  /// Grades `submission` as `spec` without the store: nothing is read from it or recorded in
  /// it (`dev check` grades the course's own files this way).
  public func grade(_ submission: Submission, as spec: ExerciseSpec)
    throws(GradingServiceError) -> GradeOutcome
  {
    let exercise = try ExerciseMapping.gradingExercise(spec)
    do {
      return try session.grade(submission.learnerFile, as: exercise, progress: progress)
    } catch {
      throw .grader(error)
    }
  }

  /// Runs any layout file with `spec` and returns its report, or the verdict that says why
  /// there is none (`frames`, `show`). Nothing is recorded.
  public func layOut(_ submission: Submission, spec: HarnessSpec)
    throws(GradingServiceError) -> LayoutOutcome
  {
    do {
      return try session.layOut(submission.learnerFile, spec: spec, progress: progress)
    } catch {
      throw .grader(error)
    }
  }
}
