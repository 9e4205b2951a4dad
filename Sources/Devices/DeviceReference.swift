/// A device as an exercise, `--device` or a report names it: a device of the table or a custom
/// screen, held in portrait or landscape. This is the one grammar of device references:
///
/// ```
/// reference   = screen [ ":" orientation ]
/// screen      = id | custom
/// id          = word *( "-" word )                  ; word: lower-case letters and digits
/// custom      = points "x" points "@" scale [ "x" ] [ ",safe=" points ":" points ":" points ":" points ]
/// orientation = "portrait" | "landscape"              ; portrait when left out
/// points      = digits [ "." digits ]                 ; sides at least 1 and at most 10000
/// scale       = "1" | "2" | "3"
/// ```
///
/// `iphone-x`, `iphone-se:landscape`, `390x844@3`, `375x812@3,safe=44:0:34:0:portrait`. A custom
/// screen's width and height are its portrait size (`CustomScreen`). Whether an id is in the
/// device table is the table's question (`DeviceTable.problem(with:)`), not the grammar's.
///
/// Two references are equal when they name the same screen held the same way, however they are
/// written: `iphone-x:portrait` equals `iphone-x`, `390x844@3x` equals `390x844@3`.
public struct DeviceReference: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Which screen the device has.
  public enum Screen: Sendable, Hashable {
    /// A device of the table, by id or alias.
    case named(String)
    /// A screen given by its numbers.
    case custom(CustomScreen)
  }

  /// Which screen the device has.
  public var screen: Screen
  /// How the device is held.
  public var orientation: DeviceOrientation
  /// The reference as it was written.
  public var text: String

  /// Reads a reference.
  /// - Throws: `DeviceReferenceError` naming the rule `text` breaks.
  public init(parsing text: String) throws(DeviceReferenceError) {
    self.text = text
    var body = Substring(text)
    orientation = .portrait
    // The orientation is the last `:` word; a custom screen's safe area also uses colons, but
    // only between numbers.
    if let colon = body.lastIndex(of: ":") {
      let word = body[body.index(after: colon)...]
      if let named = DeviceOrientation(rawValue: String(word)) {
        orientation = named
        body = body[..<colon]
      } else if word.isEmpty || !word.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }) {
        throw DeviceReferenceError(
          text: text, reason: "the orientation is :portrait or :landscape (portrait when left out)")
      }
    }
    if let first = body.first, ("0"..."9").contains(first) {
      screen = .custom(try CustomScreen.parse(body, orientation: orientation, text: text))
    } else {
      guard Self.isDeviceID(body) else {
        throw DeviceReferenceError(
          text: text,
          reason: "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE")
      }
      screen = .named(String(body))
    }
  }

  /// Reads the screen part of a reference (`iphone-x`, `390x844@3,safe=44:0:34:0`) held in
  /// `orientation`, as a report gives the two apart.
  public init(screen text: String, orientation: DeviceOrientation) throws(DeviceReferenceError) {
    var reference = try DeviceReference(parsing: text)
    guard reference.orientation == .portrait, !text.hasSuffix(":portrait") else {
      throw DeviceReferenceError(text: text, reason: "the orientation is given apart")
    }
    reference.orientation = orientation
    reference.text = reference.description
    self = reference
  }

  /// Creates a reference from its parts; its text is the canonical one.
  public init(screen: Screen, orientation: DeviceOrientation = .portrait) {
    self.screen = screen
    self.orientation = orientation
    self.text = ""
    self.text = description
  }

  /// The screen as written without the orientation, canonically: `iphone-x`, `390x844@3`.
  public var screenText: String {
    switch screen {
    case .named(let id): return id
    case .custom(let custom): return custom.text
    }
  }

  /// The canonical text: the screen, then `:landscape` in landscape (`iphone-x:landscape`).
  public var description: String {
    orientation == .landscape ? screenText + ":landscape" : screenText
  }

  /// The id or alias of a device of the table, or nil for a custom screen.
  public var deviceID: String? {
    if case .named(let id) = screen { return id }
    return nil
  }

  /// Whether `text` is lower-case ASCII words (letters and digits) joined by single hyphens.
  public static func isDeviceID(_ text: Substring) -> Bool {
    !text.isEmpty
      && text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
        !word.isEmpty && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
      }
  }

  public static func == (left: DeviceReference, right: DeviceReference) -> Bool {
    left.screen == right.screen && left.orientation == right.orientation
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(screen)
    hasher.combine(orientation)
  }

  /// Decodes the text of a reference.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  /// Encodes the reference as it was written.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
