import ArgumentParsing
import Devices

/// `layoutlings devices [--json]`: the device ids `--device`, `exercise.json` and
/// `expected.json` accept, with each screen's size, scale, safe areas and size classes per
/// orientation, as the one device table (`Data/devices.json`) holds them.
struct DevicesCommand: Command {
  static let path = ["devices"]
  static let json = Flag("json", help: "Print the devices as JSON.")
  static let spec = CommandSpec(
    "devices", abstract: "List the devices exercises and --device can name.",
    discussion: "Sizes are points in portrait with the scale (pixels per point); safe areas are "
      + "top:left:bottom:right in points, per orientation; size classes are horizontal and "
      + "vertical.",
    options: [json.spec])

  /// `--json`.
  var json = false

  init(json: Bool = false) { self.json = json }

  init(_ arguments: ParsedArguments, in program: ProgramSpec) throws(UsageError) {
    json = arguments.isSet(Self.json)
  }

  func run(options: GlobalOptions, context: CommandContext) throws -> ExitCode {
    let table = try CommandPaths(options: options, context: context).devices()
    if json {
      try context.say(DevicesJSON.text(table))
    } else {
      try context.say(
        DevicesText(table: table, styler: context.styler(options), width: context.columns)
          .lines())
    }
    return .success
  }
}
