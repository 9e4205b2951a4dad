import Foundation
import Grader
import LayoutReport
import Terminal

/// `layoutlings show FILE [--device ID] [--svg OUT] [--play]`: draws the layout of a file in the
/// terminal, and as SVG on request; `--play` draws its animations frame by frame
/// (`ShowPlayback`), and cannot be combined with `--svg`.
enum ShowCommand {
  static let path = ["show"]
  /// Rows the drawing may take.
  static let height = 30

  static func run(
    _ arguments: ShowArguments, options: GlobalOptions, context: GradingContext
  ) throws(GradingFailure) -> ExitCode {
    if arguments.play, arguments.svgOutput != nil {
      throw GradingFailure(
        usage: .conflictingOptions(
          "--play", "--svg",
          reason: "an SVG drawing is one still picture; draw it with `show FILE --svg OUT`"),
        command: path)
    }
    let target = try LayoutTarget(
      file: arguments.file, controller: nil, exercise: arguments.exercise, options: options,
      context: context, command: path)
    let device =
      arguments.device ?? target.exercise?.devices.first?.text ?? FramesCommand.defaultDevice
    try GradingSupport.checkDevices(
      [device], known: target.knownDevices, option: "--device", command: path)
    if arguments.play {
      return try ShowPlayback.run(
        target: target, device: device, options: options, context: context)
    }
    switch try target.layOut(devices: [device], context: context) {
    case .failed(let verdict):
      context.warn(VerdictPrinter(styler: .plain, width: context.columns).text(for: verdict))
      return .failure
    case .laidOut(let report):
      guard let result = report.results.first, let snapshot = result.snapshots.first else {
        context.warn(FramesPrinter(styler: .plain).text(for: report))
        return .failure
      }
      let picture = LayoutPicture(
        containerWidth: result.size.width, containerHeight: result.size.height,
        rects: snapshot.views.filter { $0.path != "view" && !$0.hidden }.map {
          NamedRect(name: $0.path, frame: $0.frameInRoot.cgRect)
        })
      let styler = GradingSupport.styler(options, context)
      context.say(styler.apply(.bold, to: "\(result.key.description) (\(target.controller))"))
      context.say(picture.render(width: context.columns, height: height, styler: styler))
      for error in result.errors { context.warn(error.message) }
      if let output = arguments.svgOutput {
        let url = context.url(for: output)
        do {
          try Data(SVGPicture.render(picture).utf8).write(to: url)
        } catch {
          throw GradingFailure(.ioError, "cannot write \(output): \(error.localizedDescription)")
        }
        context.say("Wrote the drawing to \(output).")
      }
      return .success
    }
  }
}
