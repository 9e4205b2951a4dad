/// Raw pieces of ANSI / ECMA-48 escape sequences shared by the styling and device code.
enum ANSI {
  /// The escape character that starts every control sequence.
  static let escape = "\u{1B}"
  /// ESC [ — the control sequence introducer.
  static let controlSequenceIntroducer = "\u{1B}["
  /// SGR 0: switch every attribute off.
  static let reset = "\u{1B}[0m"
}
