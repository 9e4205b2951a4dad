import Course
import Foundation
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the grading commands (`grade`, `frames`, `show`) take from the world around them, so
/// tests can run them in-process.
public struct GradingContext {
  /// Standard output.
  public var output: any TextSink
  /// Standard error: errors, warnings and progress lines.
  public var errors: any TextSink
  /// The environment (`LAYOUTLINGS_HOME`, `LAYOUTLINGS_DATA`, `NO_COLOR`, `COLUMNS`, `SWIFTC`).
  public var environment: [String: String]
  /// The folder relative paths are taken from.
  public var currentDirectory: URL
  /// Whether standard output is a terminal (colour is used only then).
  public var outputIsTerminal: Bool
  /// The real clock; `--now` replaces it.
  public var clock: () -> Date
  /// The Layoutlings checkout: its `Sources/` (the engine), `Data/` and `Lessons/`.
  public var checkoutDirectory: URL?
  /// Where graded attempts are reported.
  public var attemptRecorder: any AttemptRecorder

  /// Creates a context from its parts.
  public init(
    output: any TextSink, errors: any TextSink, environment: [String: String],
    currentDirectory: URL, outputIsTerminal: Bool = false, clock: @escaping () -> Date = Date.init,
    checkoutDirectory: URL?, attemptRecorder: any AttemptRecorder = NoAttemptRecorder()
  ) {
    self.output = output
    self.errors = errors
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.outputIsTerminal = outputIsTerminal
    self.clock = clock
    self.checkoutDirectory = checkoutDirectory
    self.attemptRecorder = attemptRecorder
  }

  /// The context of the `layoutlings` process: standard output and error, the real environment,
  /// clock and working folder, the checkout it was built from, and no attempt recorder.
  public static func standard(attemptRecorder: any AttemptRecorder = NoAttemptRecorder())
    -> GradingContext
  {
    let output = TerminalDevice(fileDescriptor: STDOUT_FILENO)
    return GradingContext(
      output: output, errors: TerminalDevice(fileDescriptor: STDERR_FILENO),
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      outputIsTerminal: output.isTerminal,
      checkoutDirectory: Workspace.packageDataDirectory()?.deletingLastPathComponent(),
      attemptRecorder: attemptRecorder)
  }

  /// A path from the command line, taken from the current folder when relative.
  func url(for path: String) -> URL {
    path.hasPrefix("/")
      ? URL(fileURLWithPath: path).standardizedFileURL
      : currentDirectory.appendingPathComponent(path).standardizedFileURL
  }

  /// Writes a line to standard output.
  func say(_ text: String) {
    try? output.write(text + "\n")
  }

  /// Writes a line to standard error.
  func warn(_ text: String) {
    try? errors.write(text + "\n")
  }

  /// The terminal's width in columns: `COLUMNS`, else 80.
  var columns: Int {
    environment["COLUMNS"].flatMap(Int.init).map { max(40, $0) } ?? 80
  }
}
