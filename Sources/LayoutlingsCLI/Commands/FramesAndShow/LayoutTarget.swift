import ArgumentParsing
import Course
import Devices
import Foundation
import Grader
import GradingService

/// What `frames` and `show` lay out: a file, the controller to host, and — when the file is an
/// exercise's — that exercise's storyboard and images, so it looks as it does when graded; with
/// the grading service that runs it.
struct LayoutTarget {
  var submission: Submission
  var controller: String
  var exercise: ExerciseSpec?
  var service: GradingService

  /// Reads the file once, finds its exercise (if it is an exercise's) and the controller to
  /// host: the one given, the exercise's entry, or the file's only view controller. With
  /// several, `frames` asks for `--controller`; `show` (which has no such option) takes the
  /// first and says so. An exercise named on the command line must exist; one found in the file
  /// or from its place in the workspace is used only if the course store has it.
  ///
  /// `file` may name an exercise instead (`ExerciseFile`), or be nil for the current one's
  /// working copy; `named` may be any name `ExerciseResolver` understands.
  init(
    file: String?, controller: String?, exercise named: String? = nil, paths: CommandPaths,
    command: [String]
  ) throws {
    let chosen = try ExerciseFile(argument: file, paths: paths)
    let path = chosen.path
    let submission = try Submission.read(paths.file(path), shown: path)
    self.submission = submission
    let workspace = try paths.workspace()
    var opened = chosen.session
    if named != nil, opened == nil { opened = try LearnerSession(paths: paths) }
    let option = try named.map { try opened!.resolveExercise($0) } ?? chosen.exerciseID
    let id = ExerciseLocator.exerciseID(option: option, for: submission, in: workspace)
    if let session = opened, option != nil {
      service = try session.gradingService()
      exercise = try id.map(service.exercise)
    } else if let id, let session = try? LearnerSession(paths: paths) {
      // Any file can be laid out: an exercise that cannot be found only means no storyboard.
      service = try session.gradingService()
      exercise = try? service.exercise(id)
    } else {
      service = GradingService(
        configuration: try paths.graderConfiguration(), store: nil, workspace: workspace,
        clock: paths.context.clock)
    }
    service.progress = EngineProgress.printed(to: paths.context)
    if let controller {
      self.controller = controller
    } else if case .viewController(let name)? = exercise?.entry {
      self.controller = name
    } else {
      let found = ClassDeclarations.leafViewControllers(in: submission.text).map(\.name)
      switch found.count {
      case 1:
        self.controller = found[0]
      case 0:
        throw CommandFailure(
          .failure,
          "\(path) declares no UIViewController subclass to show; pass --controller NAME")
      default:
        guard command == FramesCommand.path else {
          self.controller = found[0]
          paths.context.warn(
            "\(path) declares several view controllers (\(found.joined(separator: ", "))); showing"
              + " \(found[0]). `layoutlings frames FILE --controller NAME` lays out another.")
          break
        }
        throw UsageError(
          .missingOption(
            "--controller <name>",
            reason: "\(path) declares several view controllers (\(found.joined(separator: ", ")))"),
          at: command, in: LayoutlingsCLI.program)
      }
    }
  }

  /// The harness for laying the controller out on `devices`, recording every view.
  ///
  /// With `playRate` (`show --play`) the animations are recorded at that many frames a second,
  /// and the exercise's steps run too when the controller is the exercise's own (its steps are
  /// written for it); otherwise only the lifecycle runs.
  func spec(devices: [String], playRate: Double? = nil) -> HarnessSpec {
    var steps = [ExerciseStep(snapshot: "initial")]
    if playRate != nil, case .viewController(let name)? = exercise?.entry, name == controller,
      let exerciseSteps = exercise?.steps, !exerciseSteps.isEmpty
    {
      steps = exerciseSteps.map { ExerciseStep(swift: $0.swift, snapshot: $0.snapshot) }
    }
    return HarnessSpec(
      entry: .viewController(controller), storyboard: exercise?.storyboard, devices: devices,
      recording: .everyView, steps: steps,
      images: exercise?.images ?? [],
      playRate: playRate)
  }

  /// Lays the file out on `devices` (playing its animations at `playRate` frames a second).
  func layOut(devices: [String], playRate: Double? = nil) throws -> LayoutOutcome {
    try service.layOut(submission, spec: spec(devices: devices, playRate: playRate))
  }
}
