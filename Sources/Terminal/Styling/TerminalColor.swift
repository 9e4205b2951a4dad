/// A colour an ANSI terminal can show: one of the 16 standard colours or an entry of the 256-colour
/// palette.
public enum TerminalColor: Sendable, Hashable {
  case black, red, green, yellow, blue, magenta, cyan, white
  case brightBlack, brightRed, brightGreen, brightYellow
  case brightBlue, brightMagenta, brightCyan, brightWhite
  /// An index into the xterm 256-colour palette (0–15 standard, 16–231 colour cube, 232–255 greys).
  case palette(UInt8)

  /// The SGR parameters that select this colour as the foreground, e.g. `"31"` or `"38;5;208"`.
  public var foregroundParameters: String { parameters(base: 30, brightBase: 90, extended: 38) }

  /// The SGR parameters that select this colour as the background, e.g. `"41"` or `"48;5;208"`.
  public var backgroundParameters: String { parameters(base: 40, brightBase: 100, extended: 48) }

  private func parameters(base: Int, brightBase: Int, extended: Int) -> String {
    switch self {
    case .palette(let index): return "\(extended);5;\(index)"
    default:
      let (offset, isBright) = standardOffset
      return String((isBright ? brightBase : base) + offset)
    }
  }

  /// The colour's position in the 8-colour table and whether it is the bright variant.
  private var standardOffset: (Int, Bool) {
    switch self {
    case .black: return (0, false)
    case .red: return (1, false)
    case .green: return (2, false)
    case .yellow: return (3, false)
    case .blue: return (4, false)
    case .magenta: return (5, false)
    case .cyan: return (6, false)
    case .white: return (7, false)
    case .brightBlack: return (0, true)
    case .brightRed: return (1, true)
    case .brightGreen: return (2, true)
    case .brightYellow: return (3, true)
    case .brightBlue: return (4, true)
    case .brightMagenta: return (5, true)
    case .brightCyan: return (6, true)
    case .brightWhite: return (7, true)
    case .palette: return (0, false)
    }
  }
}
