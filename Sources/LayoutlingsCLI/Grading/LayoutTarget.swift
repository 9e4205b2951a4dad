import Course
import Foundation
import Grader

/// What `frames` and `show` lay out: a file, the controller to host, and — when the file is an
/// exercise's — that exercise's storyboard and images, so it looks as it does when graded.
struct LayoutTarget {
  var file: LearnerFile
  var controller: String
  var exercise: ExerciseSpec?
  var knownDevices: [String]
  var paths: GradingPaths

  /// Finds the file, its exercise (if it is an exercise's) and the controller to host: the one
  /// given, the exercise's entry, or the file's only view controller. With several, `frames`
  /// asks for `--controller`; `show` (which has no such option) takes the first and says so.
  /// An `exercise` named on the command line must exist; one found in the file or from its place
  /// in the workspace is used only if it does.
  init(
    file path: String, controller: String?, exercise named: String? = nil, options: GlobalOptions,
    context: GradingContext, command: [String]
  ) throws(GradingFailure) {
    paths = try GradingPaths(options: options, context: context)
    let url = context.url(for: path)
    let bytes = try GradingSupport.contents(of: url, shown: path)
    file = LearnerFile(path: path, contents: bytes)
    knownDevices = try DeviceIDs.load(dataDirectory: paths.data)
    let source = file.text
    if let named {
      exercise = try ExerciseLocator.exercise(
        id: named, course: paths.course, knownDevices: knownDevices)
    } else {
      let id =
        ExerciseLocator.headerID(in: source)
        ?? ExerciseLocator.workspaceID(of: url, in: Workspace(home: paths.home))
      // Any file can be laid out: an exercise that cannot be found only means no storyboard.
      exercise = id.flatMap { [paths, knownDevices] id in
        try? ExerciseLocator.exercise(id: id, course: paths.course, knownDevices: knownDevices)
      }
    }
    if let controller {
      self.controller = controller
    } else if case .viewController(let name)? = exercise?.entry {
      self.controller = name
    } else {
      let found = ClassDeclarations.leafViewControllers(in: source).map(\.name)
      switch found.count {
      case 1:
        self.controller = found[0]
      case 0:
        throw GradingFailure(
          .failure,
          "\(path) declares no UIViewController subclass to show; pass --controller NAME")
      default:
        guard command == FramesCommand.path else {
          self.controller = found[0]
          context.warn(
            "\(path) declares several view controllers (\(found.joined(separator: ", "))); showing"
              + " \(found[0]). `layoutlings frames FILE --controller NAME` lays out another.")
          break
        }
        throw GradingFailure(
          usage: .missingOption(
            "--controller <name>",
            reason: "\(path) declares several view controllers (\(found.joined(separator: ", ")))"),
          command: command)
      }
    }
  }

  /// The harness for laying the controller out on `devices`, recording every view.
  ///
  /// With `playRate` (`show --play`) the animations are recorded at that many frames a second,
  /// and the exercise's steps run too when the controller is the exercise's own (its steps are
  /// written for it); otherwise only the lifecycle runs.
  func spec(devices: [String], playRate: Double? = nil) -> HarnessSpec {
    var steps = [HarnessSpec.Step(snapshot: "initial")]
    if playRate != nil, case .viewController(let name)? = exercise?.entry, name == controller,
      let exerciseSteps = exercise?.steps, !exerciseSteps.isEmpty
    {
      steps = exerciseSteps.map { HarnessSpec.Step(swift: $0.swift, snapshot: $0.snapshot) }
    }
    return HarnessSpec(
      entry: .viewController(controller), storyboard: exercise?.storyboard, devices: devices,
      recording: .everyView, steps: steps,
      images: (exercise?.images ?? []).map {
        HarnessSpec.Image(name: $0.name, width: $0.size.width, height: $0.size.height)
      },
      playRate: playRate)
  }

  /// Lays the file out on `devices` (playing its animations at `playRate` frames a second).
  func layOut(
    devices: [String], playRate: Double? = nil, context: GradingContext
  ) throws(GradingFailure) -> LayoutOutcome {
    let session = GradingSession(
      configuration: paths.configuration(environment: context.environment))
    do {
      return try session.layOut(
        file, spec: spec(devices: devices, playRate: playRate),
        progress: GradingSupport.progress(context))
    } catch {
      throw GradingSupport.failure(error)
    }
  }
}
