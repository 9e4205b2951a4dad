import Course
import Foundation
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command takes from the world around it, so tests can run commands in-process.
public struct CommandContext {
  /// Where results go (standard output).
  public var output: any TextSink
  /// Where errors go (standard error).
  public var errors: any TextSink
  /// The process environment (`LAYOUTLINGS_HOME`, `LAYOUTLINGS_DATA`, `NO_COLOR`, …).
  public var environment: [String: String]
  /// The folder relative paths are taken from.
  public var currentDirectory: URL
  /// Whether `output` is a terminal, for colours and progress bars.
  public var outputIsTerminal: Bool
  /// The real clock; `--now` replaces it.
  public var clock: () -> Date
  /// The Layoutlings checkout (holding `Data/` and `Lessons/`), if there is one.
  public var checkoutDirectory: URL?
  /// The device ids exercises may name; nil reads them from the device table (`devices.json`).
  public var knownDevices: Set<String>?

  /// Creates a context from its parts.
  public init(
    output: any TextSink, errors: any TextSink, environment: [String: String],
    currentDirectory: URL, outputIsTerminal: Bool = false, clock: @escaping () -> Date = Date.init,
    checkoutDirectory: URL?, knownDevices: Set<String>? = nil
  ) {
    self.output = output
    self.errors = errors
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.outputIsTerminal = outputIsTerminal
    self.clock = clock
    self.checkoutDirectory = checkoutDirectory
    self.knownDevices = knownDevices
  }

  /// The context of the `layoutlings` process: standard output and error, the real environment,
  /// clock and working folder, and the checkout Layoutlings was built from.
  public static func standard() -> CommandContext {
    let output = TerminalDevice(fileDescriptor: STDOUT_FILENO)
    return CommandContext(
      output: output, errors: TerminalDevice(fileDescriptor: STDERR_FILENO),
      environment: ProcessInfo.processInfo.environment,
      currentDirectory: URL(
        fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true),
      outputIsTerminal: output.isTerminal,
      checkoutDirectory: Workspace.packageDataDirectory()?.deletingLastPathComponent())
  }
}
