/// Escape sequences that control the terminal screen and cursor (xterm / ECMA-48), as strings to
/// write with a `TerminalDevice` or any other sink.
public enum ControlSequence {
  /// Switches to the alternate screen buffer, saving the cursor (xterm private mode 1049).
  public static let enterAlternateScreen = "\u{1B}[?1049h"
  /// Returns to the normal screen buffer and restores the cursor.
  public static let leaveAlternateScreen = "\u{1B}[?1049l"
  /// Erases the whole screen and moves the cursor to the top-left corner.
  public static let clearScreen = "\u{1B}[2J\u{1B}[H"
  /// Erases from the cursor to the end of the screen.
  public static let clearToEndOfScreen = "\u{1B}[J"
  /// Erases the line the cursor is on.
  public static let clearLine = "\u{1B}[2K"
  /// Moves the cursor to the top-left corner.
  public static let cursorHome = "\u{1B}[H"
  /// Hides the cursor (DEC private mode 25).
  public static let hideCursor = "\u{1B}[?25l"
  /// Shows the cursor.
  public static let showCursor = "\u{1B}[?25h"
  /// Switches every text attribute off.
  public static let resetAttributes = "\u{1B}[0m"

  /// Returns the sequence that moves the cursor to a 1-based row and column (values below 1 count
  /// as 1).
  public static func moveCursor(row: Int, column: Int) -> String {
    "\u{1B}[\(max(1, row));\(max(1, column))H"
  }
}
