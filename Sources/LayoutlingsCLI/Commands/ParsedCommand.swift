/// A command line's request, with each command's arguments as typed values.
public enum ParsedCommand: Sendable, Equatable {
  /// `layoutlings`: start or resume the course interactively.
  case interactive
  /// `layoutlings watch [--poll]`: regrade the current exercise on every save.
  case watch(poll: Bool)
  /// `layoutlings list [--json]`: modules, exercises, status and due reviews.
  case list(json: Bool)
  /// `layoutlings grade FILE [--exercise ID] [--json]`: grade one file.
  case grade(GradeArguments)
  /// `layoutlings frames FILE [--controller NAME] [--device ID,...] [--json]`: print frames.
  case frames(FramesArguments)
  /// `layoutlings show FILE [--device ID] [--svg OUT] [--play]`: draw a layout.
  case show(ShowArguments)
  /// `layoutlings hint [ID]`: the next hint for an exercise; nil means the current one.
  case hint(exercise: String?)
  /// `layoutlings reset ID`: restore an exercise's working copy from its starter.
  case reset(exercise: String)
  /// `layoutlings next`: move on to the next exercise.
  case next
  /// `layoutlings rate ID again|hard|good|easy`: rate a recall for spaced repetition.
  case rate(exercise: String, rating: ReviewRating)
  /// `layoutlings review [--json]`: due reviews and scheduler state.
  case review(json: Bool)
  /// `layoutlings report [--format md|html|json|csv] [-o FILE] [--class DIR]`: export progress.
  case report(ReportArguments)
  /// `layoutlings dev check`: validate the whole course.
  case devCheck
  /// `layoutlings dev repair-store`: back up a damaged progress store and rebuild it.
  case devRepairStore
  /// `layoutlings help [COMMAND]`, `--help` or `-h`: show a help screen.
  case help(HelpTopic)
  /// `layoutlings --version`: show the version.
  case version

  /// The subcommand words that select this command (`["dev", "check"]`); empty for the root.
  public var commandPath: [String] {
    switch self {
    case .interactive, .version: return []
    case .watch: return ["watch"]
    case .list: return ["list"]
    case .grade: return ["grade"]
    case .frames: return ["frames"]
    case .show: return ["show"]
    case .hint: return ["hint"]
    case .reset: return ["reset"]
    case .next: return ["next"]
    case .rate: return ["rate"]
    case .review: return ["review"]
    case .report: return ["report"]
    case .devCheck: return ["dev", "check"]
    case .devRepairStore: return ["dev", "repair-store"]
    case .help: return ["help"]
    }
  }
}

/// The arguments of `layoutlings grade`.
public struct GradeArguments: Sendable, Equatable {
  /// The Swift file to grade, as given.
  public var file: String
  /// `--exercise ID`: grade as this exercise instead of the one the file names.
  public var exercise: String?
  /// `--json`: print the verdict as JSON.
  public var json: Bool

  /// Creates grade arguments.
  public init(file: String, exercise: String? = nil, json: Bool = false) {
    self.file = file
    self.exercise = exercise
    self.json = json
  }
}

/// The arguments of `layoutlings frames`.
public struct FramesArguments: Sendable, Equatable {
  /// The Swift file to run, as given.
  public var file: String
  /// `--controller NAME`: the view controller class to install.
  public var controller: String?
  /// `--device ID,...`: the devices to lay out on, in the order given; empty means the default.
  public var devices: [String]
  /// `--json`: print the frames as JSON.
  public var json: Bool

  /// Creates frames arguments.
  public init(file: String, controller: String? = nil, devices: [String] = [], json: Bool = false) {
    self.file = file
    self.controller = controller
    self.devices = devices
    self.json = json
  }
}

/// The arguments of `layoutlings show`.
public struct ShowArguments: Sendable, Equatable {
  /// The Swift file to draw, as given.
  public var file: String
  /// `--device ID`: the device to draw on; nil means the default.
  public var device: String?
  /// `--svg OUT`: also write the drawing as SVG to this file.
  public var svgOutput: String?
  /// `--play`: play the file's animations.
  public var play: Bool
  /// `--exercise ID`: the exercise the file is shown as; nil means the file's own.
  public var exercise: String?

  /// Creates show arguments.
  public init(
    file: String, device: String? = nil, svgOutput: String? = nil, play: Bool = false,
    exercise: String? = nil
  ) {
    self.file = file
    self.device = device
    self.svgOutput = svgOutput
    self.play = play
    self.exercise = exercise
  }
}

/// The arguments of `layoutlings report`.
public struct ReportArguments: Sendable, Equatable {
  /// The format, from `--format` or else from the extension of `-o FILE`.
  public var format: ReportFormat
  /// `-o FILE`: the file to write; nil means standard output.
  public var output: String?
  /// `--class DIR`: merge the learners' JSON reports in this folder into one class report.
  public var classDirectory: String?

  /// Creates report arguments.
  public init(format: ReportFormat, output: String? = nil, classDirectory: String? = nil) {
    self.format = format
    self.output = output
    self.classDirectory = classDirectory
  }
}
