import Foundation
import Grader
import Terminal

/// Pieces the grading commands share: reading the file, reporting the engine build, and turning
/// the grader's machinery errors into exit statuses.
enum GradingSupport {
  /// The bytes of the Swift file named on the command line (see `LearnerSourceReader`).
  static func contents(of url: URL, shown path: String) throws(GradingFailure) -> [UInt8] {
    try LearnerSourceReader.read(url, shown: path)
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
      fileFailure(error) ?? GradingFailure(.internalError, "the grader failed: \(error)")
    }
  }

  /// A Foundation file error (the cache folder under a file, a full disk) as one line, 74.
  private static func fileFailure(_ error: any Error) -> GradingFailure? {
    let error = error as NSError
    guard error.domain == NSCocoaErrorDomain else { return nil }
    let path =
      error.userInfo[NSFilePathErrorKey] as? String
      ?? (error.userInfo[NSURLErrorKey] as? URL)?.path ?? "a file of the grader"
    let reason: String
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      reason = String(cString: strerror(Int32(underlying.code)))
    } else {
      reason =
        blockingAncestor(of: path).map { "\($0) is a file, not a folder" }
        ?? "error \(error.code)"
    }
    return GradingFailure(.ioError, "cannot write \(path): \(reason)")
  }

  /// The nearest existing ancestor of `path` when it is a file (so nothing can be made under it).
  private static func blockingAncestor(of path: String) -> String? {
    var url = URL(fileURLWithPath: path)
    while url.path != "/" {
      url.deleteLastPathComponent()
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
        return isFolder.boolValue ? nil : url.path
      }
    }
    return nil
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
    for device in devices {
      guard let reason = DeviceIDs.problem(with: device, known: known) else { continue }
      let base = device.split(separator: ":").first.map(String.init) ?? device
      let isCustom = base.first.map { $0.isASCII && $0.isNumber } ?? false
      throw GradingFailure(
        usage: .invalidValue(
          device, for: option, reason: reason,
          suggestion: isCustom ? nil : Suggestion.closest(to: base, among: known)),
        command: command)
    }
  }
}
