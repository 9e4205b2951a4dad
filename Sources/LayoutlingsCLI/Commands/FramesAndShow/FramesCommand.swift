import ArgumentParsing
import Devices
import Foundation
import Grader
import LayoutReport

/// `layoutlings frames FILE [--controller NAME] [--device ID,…] [--json]`: runs any UIKit layout
/// file and prints the frame of every view on each device: UIKit's `frame` (in the superview's
/// coordinates) in a tree of views, and with `--json` also `frameInRoot` and `superview`.
struct FramesCommand: Command {
  static let path = ["frames"]
  static let file = Argument("file", help: "The Swift file to run.")
  static let controller = Option(
    "controller", valueName: "name", help: "The view controller class to show.")
  static let device = ListOption.list(
    "device", valueName: "id", splitter: ListSplitter(name: "devices", split: DeviceList.items),
    help: "Lay out on these devices, such as iphone-se,iphone-x:landscape.")
  static let json = Flag("json", help: "Print the frames as JSON.")
  static let spec = CommandSpec(
    "frames", abstract: "Run any UIKit layout file and print the frames it produces.",
    arguments: [file.spec],
    options: [controller.spec, device.spec, json.spec])

  /// The Swift file to run, as given.
  var file: String
  /// `--controller NAME`: the view controller class to install.
  var controller: String?
  /// `--device ID,...`: the devices to lay out on, in the order given; empty means the default.
  var devices: [String] = []
  /// `--json`: print the frames as JSON.
  var json = false

  init(file: String, controller: String? = nil, devices: [String] = [], json: Bool = false) {
    self.file = file
    self.controller = controller
    self.devices = devices
    self.json = json
  }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    self.init(
      file: try Self.required(Self.file, in: arguments, program: program),
      controller: arguments.value(of: Self.controller), devices: arguments.values(of: Self.device),
      json: arguments.isSet(Self.json))
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let paths = CommandPaths(options: options, context: context)
    let target = try LayoutTarget(
      file: file, controller: controller, paths: paths, command: Self.path)
    let devices = devices.isEmpty ? [DeviceOption.defaultDevice] : devices
    try DeviceOption.check(devices, table: try paths.devices(), command: Self.path)
    switch try target.layOut(devices: devices) {
    case .failed(let verdict):
      context.warn(
        VerdictRenderer(styler: .plain, width: context.columns).text(verdict)
          .joined(separator: "\n"))
      return .failure
    case .laidOut(let report):
      if json {
        do {
          try context.say(String(decoding: try report.framesJSON(), as: UTF8.self))
        } catch {
          throw CommandFailure(.internalError, "the frames could not be written as JSON: \(error)")
        }
      } else {
        try context.say(FramesPrinter(styler: context.styler(options)).text(for: report))
      }
      return .success
    }
  }
}
