/// One key press decoded from terminal input.
public enum Key: Sendable, Hashable {
  /// A printable character, including space and non-ASCII letters.
  case character(Character)
  /// Return / Enter (CR or LF).
  case enter
  /// A lone Escape.
  case escape
  /// Backspace (DEL or BS).
  case backspace
  /// Tab.
  case tab
  /// The Delete key (`ESC [ 3 ~`).
  case delete
  /// Arrow keys (`ESC [ A`–`D`, or `ESC O A`–`D` in application cursor mode).
  case up, down, right, left
  /// Home and End.
  case home, end
  /// Page Up and Page Down.
  case pageUp, pageDown
  /// Ctrl plus a letter, as the lower-case letter: Ctrl-D is `.control("d")`.
  case control(Character)
  /// Bytes that form no key this decoder knows, kept for diagnostics.
  case unknown([UInt8])

  /// Ctrl-C (byte 0x03), which arrives as a key only when raw mode reads signal keys.
  public static let controlC = Key.control("c")
}
