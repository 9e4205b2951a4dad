import Checkout
import Devices
import Foundation
import Terminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Everything a command takes from the world around it, so tests can run commands in-process:
/// the one context every command runs in.
public struct CommandContext {
  /// Where results go (standard output).
  public var output: any TextSink
  /// Where errors, warnings and progress go (standard error).
  public var errors: any TextSink
  /// The process environment (`LAYOUTLINGS_HOME`, `LAYOUTLINGS_DATA`, `NO_COLOR`, `COLUMNS`,
  /// `SWIFTC`, …).
  public var environment: [String: String]
  /// The folder relative paths are taken from.
  public var currentDirectory: URL
  /// Whether `output` is a terminal, for colours and progress bars.
  public var outputIsTerminal: Bool
  /// The real clock; `--now` replaces it.
  public var clock: () -> Date
  /// The Layoutlings checkout (holding `Sources/`, `Data/` and `Lessons/`), if there is one.
  public var checkoutDirectory: URL?
  /// The device table; nil reads `devices.json` from the data folder.
  public var devices: DeviceTable?
  /// Standard input, read to its end (`explain` with no file).
  public var readInput: () -> Data

  /// Creates a context from its parts.
  public init(
    output: any TextSink, errors: any TextSink, environment: [String: String],
    currentDirectory: URL, outputIsTerminal: Bool = false, clock: @escaping () -> Date = Date.init,
    checkoutDirectory: URL?, devices: DeviceTable? = nil,
    readInput: @escaping () -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
  ) {
    self.output = output
    self.errors = errors
    self.environment = environment
    self.currentDirectory = currentDirectory
    self.outputIsTerminal = outputIsTerminal
    self.clock = clock
    self.checkoutDirectory = checkoutDirectory
    self.devices = devices
    self.readInput = readInput
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
      outputIsTerminal: output.isTerminal, checkoutDirectory: Checkout.root)
  }

  /// Writes lines to standard output.
  func say(_ lines: String...) throws {
    try output.write(lines.map { $0 + "\n" }.joined())
  }

  /// Writes lines to standard output.
  func say(_ lines: [String]) throws {
    try output.write(lines.map { $0 + "\n" }.joined())
  }

  /// Writes a line to standard error (a warning or progress: never fails the command).
  func warn(_ text: String) {
    try? errors.write(text + "\n")
  }

  /// The terminal's width in columns: `COLUMNS`, else 80.
  var columns: Int {
    environment["COLUMNS"].flatMap(Int.init).map { max(40, $0) } ?? 80
  }

  /// Colours and styles for standard output, following `--no-color`, `NO_COLOR` and the TTY.
  func styler(_ options: GlobalOptions) -> Styler {
    Styler(
      environment: environment, noColorFlag: options.noColor, outputIsTerminal: outputIsTerminal)
  }

  /// File paths as terminal hyperlinks where standard output is a terminal that takes them.
  var hyperlinks: Hyperlinks {
    Hyperlinks(environment: environment, outputIsTerminal: outputIsTerminal)
  }

  /// Whether both standard input and output are a terminal: the full-screen views run then.
  var isInteractive: Bool {
    outputIsTerminal && isatty(STDIN_FILENO) == 1
  }
}
