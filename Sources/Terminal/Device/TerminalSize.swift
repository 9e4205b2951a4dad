#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal window in character cells.
public struct TerminalSize: Sendable, Hashable {
  /// Number of columns (characters per line).
  public var columns: Int
  /// Number of rows (lines).
  public var rows: Int

  /// Creates a size from columns and rows.
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The size assumed when nothing better is known: 80×24.
  public static let fallback = TerminalSize(columns: 80, rows: 24)

  /// Returns the window size of the terminal on `fileDescriptor` (ioctl `TIOCGWINSZ`), falling back
  /// to `COLUMNS`/`LINES` from `environment` and then to 80×24, per dimension.
  public static func current(
    fileDescriptor: Int32 = STDOUT_FILENO, environment: [String: String]
  ) -> TerminalSize {
    resolve(reported: windowSize(of: fileDescriptor), environment: environment)
  }

  /// Combines a size reported by the device (if any) with the environment: a dimension the device
  /// reports as 0 or does not report comes from `COLUMNS`/`LINES` when they hold a positive integer,
  /// else from 80×24.
  public static func resolve(reported: TerminalSize?, environment: [String: String]) -> TerminalSize
  {
    func positive(_ value: Int?) -> Int? { value.flatMap { $0 > 0 ? $0 : nil } }
    let columns =
      positive(reported?.columns) ?? positive(environment["COLUMNS"].flatMap { Int($0) })
      ?? fallback.columns
    let rows =
      positive(reported?.rows) ?? positive(environment["LINES"].flatMap { Int($0) })
      ?? fallback.rows
    return TerminalSize(columns: columns, rows: rows)
  }

  /// Asks the terminal driver for the window size; `nil` when `fileDescriptor` is not a terminal.
  static func windowSize(of fileDescriptor: Int32) -> TerminalSize? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
