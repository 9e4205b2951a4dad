import Foundation
import Grader
import Terminal

/// Pieces the grading commands share: reading the file, reporting the engine build, and turning
/// the grader's machinery errors into exit statuses.
enum GradingSupport {
  /// The bytes of the file named on the command line.
  static func contents(of url: URL, shown path: String) throws(GradingFailure) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw GradingFailure(.noInput, "\(path): no such file")
    }
    guard !isDirectory.boolValue, let data = FileManager.default.contents(atPath: url.path) else {
      throw GradingFailure(.noInput, "\(path): cannot be read as a file")
    }
    return [UInt8](data)
  }

  /// Prints a line on standard error when the engine is being built (first run only).
  static func progress(_ context: GradingContext) -> (PrebuiltModuleEvent) -> Void {
    { event in
      switch event {
      case .buildStarted:
        context.warn("Preparing the layout engine (first run only)…")
      case .waitingForAnotherBuild, .buildFinished:
        context.warn(event.progressLine)
      case .moduleStarted, .moduleFinished:
        break
      }
    }
  }

  /// The failure for an error the grader's machinery threw.
  static func failure(_ error: any Error) -> GradingFailure {
    switch error as? GraderError {
    case .compilerNotFound?:
      GradingFailure(.unavailable, "\(error)")
    case .fileAccess?:
      GradingFailure(.ioError, "\(error)")
    default:
      GradingFailure(.internalError, "the grader failed: \(error)")
    }
  }

  /// The styler for standard output: colour only on a terminal, without NO_COLOR or --no-color.
  static func styler(_ options: GlobalOptions, _ context: GradingContext) -> Styler {
    Styler(
      environment: context.environment, noColorFlag: options.noColor,
      outputIsTerminal: context.outputIsTerminal)
  }

  /// Checks device references given on the command line.
  static func checkDevices(
    _ devices: [String], known: [String], option: String, command: [String]
  ) throws(GradingFailure) {
    for device in devices where !DeviceIDs.isValid(device, known: known) {
      let base = device.split(separator: ":").first.map(String.init) ?? device
      throw GradingFailure(
        usage: .invalidValue(
          device, for: option,
          reason: "no such device (known: \(known.joined(separator: ", ")); or WIDTHxHEIGHT@SCALE)",
          suggestion: Suggestion.closest(to: base, among: known)),
        command: command)
    }
  }
}
