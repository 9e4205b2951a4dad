#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns `TextStyle`s into ANSI escape sequences, or into nothing when colour is off.
///
/// Colour is off when any of these holds (checked by `init(environment:noColorFlag:outputIsTerminal:)`):
/// - `NO_COLOR` is set to a non-empty value (https://no-color.org: "when present and not an empty
///   string"),
/// - the user passed `--no-color`,
/// - the output is not a terminal (a pipe or a file).
public struct Styler: Sendable, Hashable {
  /// Whether styles produce escape sequences.
  public let isEnabled: Bool

  /// Creates a styler that is on or off regardless of the environment.
  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Creates a styler following the NO_COLOR convention, the `--no-color` flag and whether the output
  /// is a terminal.
  /// - Parameters:
  ///   - environment: the process environment (only `NO_COLOR` is read).
  ///   - noColorFlag: `true` when `--no-color` was given.
  ///   - outputIsTerminal: whether the output is a terminal (`isatty`).
  public init(environment: [String: String], noColorFlag: Bool, outputIsTerminal: Bool) {
    let noColorSet = !(environment["NO_COLOR"] ?? "").isEmpty
    self.isEnabled = outputIsTerminal && !noColorFlag && !noColorSet
  }

  /// Creates a styler for output written to `fileDescriptor`, asking the system whether it is a
  /// terminal.
  public init(fileDescriptor: Int32, environment: [String: String], noColorFlag: Bool) {
    self.init(
      environment: environment, noColorFlag: noColorFlag,
      outputIsTerminal: isatty(fileDescriptor) == 1)
  }

  /// A styler that never emits escape sequences.
  public static let plain = Styler(isEnabled: false)
  /// A styler that always emits escape sequences.
  public static let ansi = Styler(isEnabled: true)

  /// Returns `text` wrapped in the style's escape sequences, or `text` unchanged when disabled.
  ///
  /// Resets inside `text` (from styles applied earlier to parts of it) are followed by this style's
  /// opening sequence again, so an outer style survives inner ones: a bold word inside an underlined
  /// heading leaves the rest of the heading underlined.
  public func apply(_ style: TextStyle, to text: String) -> String {
    guard isEnabled, !style.isPlain, !text.isEmpty else { return text }
    let opening = style.openingSequence
    let body = text.replacing(ANSI.reset, with: ANSI.reset + opening)
    return opening + body + ANSI.reset
  }

  /// Returns `text` in the given style; shorthand for `apply(_:to:)`.
  public func callAsFunction(_ text: String, _ style: TextStyle) -> String {
    apply(style, to: text)
  }
}
