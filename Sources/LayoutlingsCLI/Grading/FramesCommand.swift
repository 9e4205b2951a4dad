import Foundation
import Grader
import LayoutReport

/// `layoutlings frames FILE [--controller NAME] [--device ID,…] [--json]`: runs any UIKit layout
/// file and prints the frame of every view on each device.
enum FramesCommand {
  static let path = ["frames"]
  /// The device used when none is given.
  static let defaultDevice = "iphone-x"

  static func run(
    _ arguments: FramesArguments, options: GlobalOptions, context: GradingContext
  ) throws(GradingFailure) -> ExitCode {
    let target = try LayoutTarget(
      file: arguments.file, controller: arguments.controller, options: options, context: context,
      command: path)
    let devices = arguments.devices.isEmpty ? [defaultDevice] : arguments.devices
    try GradingSupport.checkDevices(
      devices, known: target.knownDevices, option: "--device", command: path)
    switch try target.layOut(devices: devices, context: context) {
    case .failed(let verdict):
      let printer = VerdictPrinter(styler: .plain, width: context.columns)
      context.warn(printer.text(for: verdict))
      return .failure
    case .laidOut(let report):
      if arguments.json {
        do {
          context.say(String(decoding: try report.framesJSON(), as: UTF8.self))
        } catch {
          throw GradingFailure(.internalError, "the frames could not be written as JSON: \(error)")
        }
      } else {
        context.say(
          FramesPrinter(styler: GradingSupport.styler(options, context)).text(for: report))
      }
      return .success
    }
  }
}
