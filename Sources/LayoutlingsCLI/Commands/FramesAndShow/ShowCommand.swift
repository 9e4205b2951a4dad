import ArgumentParsing
import Foundation
import Grader
import LayoutReport
import Terminal

/// `layoutlings show FILE [--device ID] [--svg OUT] [--play] [--exercise ID]`: draws the layout
/// of a file in the terminal, and as SVG on request; `--play` draws its animations frame by
/// frame (`ShowPlayback`), and cannot be combined with `--svg`.
struct ShowCommand: Command {
  static let path = ["show"]
  static let file = Argument(
    "file", arity: .optional,
    help: "The Swift file to draw, or an exercise's working copy (default: the current one).")
  static let device = Option("device", valueName: "id", help: "Draw it on this device.")
  static let svg = Option(
    "svg", valueName: "out", help: "Also write the drawing as SVG to this file.")
  static let play = Flag("play", help: "Play the file's animations.")
  static let exercise = Option(
    "exercise", valueName: "id",
    help: "Show it as this exercise (default: the file's '// exercise:' line or its place in"
      + " the workspace); --play then runs the exercise's steps.")
  static let spec = CommandSpec(
    "show", abstract: "Draw the layout of a file in the terminal.",
    arguments: [file.spec],
    options: [device.spec, svg.spec, play.spec, exercise.spec])

  /// Rows the drawing may take.
  static let height = 30

  /// The Swift file to draw, or an exercise, as given; nil means the current exercise.
  var file: String?
  /// `--device ID`: the device to draw on; nil means the exercise's first, else the default.
  var device: String?
  /// `--svg OUT`: also write the drawing as SVG to this file.
  var svgOutput: String?
  /// `--play`: play the file's animations.
  var play = false
  /// `--exercise ID`: the exercise the file is shown as; nil means the file's own.
  var exercise: String?

  init(
    file: String?, device: String? = nil, svgOutput: String? = nil, play: Bool = false,
    exercise: String? = nil
  ) {
    self.file = file
    self.device = device
    self.svgOutput = svgOutput
    self.play = play
    self.exercise = exercise
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    self.init(
      file: arguments.value(of: Self.file),
      device: arguments.value(of: Self.device), svgOutput: arguments.value(of: Self.svg),
      play: arguments.isSet(Self.play), exercise: arguments.value(of: Self.exercise))
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    if play, svgOutput != nil {
      throw Self.usageError(
        .conflictingOptions(
          "--play", "--svg",
          reason: "an SVG drawing is one still picture; draw it with `show FILE --svg OUT`"))
    }
    let paths = CommandPaths(options: options, context: context)
    let target = try LayoutTarget(
      file: file, controller: nil, exercise: exercise, paths: paths, command: Self.path)
    let device = device ?? target.exercise?.devices.first?.text ?? DeviceOption.defaultDevice
    try DeviceOption.check([device], table: try paths.devices(), command: Self.path)
    let styler = context.styler(options)
    if play {
      return try ShowPlayback.run(target: target, device: device, context: context, styler: styler)
    }
    switch try target.layOut(devices: [device]) {
    case .failed(let verdict):
      context.warn(
        VerdictRenderer(styler: .plain, width: context.columns).text(verdict)
          .joined(separator: "\n"))
      return .failure
    case .laidOut(let report):
      guard let result = report.results.first, let snapshot = result.snapshots.first else {
        context.warn(FramesPrinter(styler: .plain).text(for: report))
        return .failure
      }
      let picture = AnimationClip.picture(snapshot, container: result.size)
      try context.say(styler.apply(.bold, to: "\(result.name) (\(target.controller))"))
      try context.say(picture.render(width: context.columns, height: Self.height, styler: styler))
      for error in result.errors { context.warn(error.message) }
      if let output = svgOutput {
        let url = paths.file(output)
        do {
          try Data(SVGPicture.render(picture).utf8).write(to: url)
        } catch {
          throw CommandFailure(.ioError, "cannot write \(output): \(error.localizedDescription)")
        }
        try context.say("Wrote the drawing to \(output).")
      }
      return .success
    }
  }
}
