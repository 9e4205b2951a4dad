#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// File paths as terminal hyperlinks (OSC 8: `ESC ] 8 ; ; file://host/path ESC \ text ESC ] 8 ; ;
/// ESC \`), so a click opens the file, where the output is a terminal that takes them; the plain
/// path otherwise. Terminals that do not know OSC 8 skip the sequence and show the text; the
/// Linux console and `TERM=dumb` do not, so they get plain paths, and `LAYOUTLINGS_HYPERLINKS`
/// (`0` or `1`) overrides the guess. Colour settings (`NO_COLOR`) do not apply: a link is not a
/// colour.
public struct Hyperlinks: Sendable, Hashable {
  /// Whether paths become links.
  public let isEnabled: Bool
  /// The host named in `file://` links.
  let host: String

  /// The variable that forces links on (`1`) or off (`0`).
  public static let variable = "LAYOUTLINGS_HYPERLINKS"

  /// Links on or off regardless of the environment.
  public init(isEnabled: Bool, host: String = "") {
    self.isEnabled = isEnabled
    self.host = host
  }

  /// Decides from the environment and whether the output is a terminal.
  public init(environment: [String: String], outputIsTerminal: Bool) {
    let forced = environment[Self.variable]
    let term = environment["TERM"] ?? ""
    let enabled =
      forced == "1" || (forced != "0" && outputIsTerminal && !["", "dumb", "linux"].contains(term))
    self.init(isEnabled: enabled, host: enabled ? Self.hostName() : "")
  }

  /// Never links.
  public static let off = Hyperlinks(isEnabled: false)

  /// `path` (absolute), shown as `text` (the path itself by default), as a link when enabled.
  public func file(_ path: String, shown text: String? = nil) -> String {
    let text = text ?? path
    guard isEnabled, path.hasPrefix("/") else { return text }
    let target = "file://" + host + Self.percentEncoded(path)
    return "\u{1B}]8;;\(target)\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
  }

  /// The path with every byte but unreserved characters and `/` written as `%XX`.
  static func percentEncoded(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "/-._~".contains(character) {
        result.append(character)
      } else {
        result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
      }
    }
    return result
  }

  private static func hostName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
