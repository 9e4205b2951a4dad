/// A device an exercise runs on: a known device id or a custom screen, optionally in landscape.
///
/// Syntax: `NAME` (a device id such as `iphone-se`) or `WIDTHxHEIGHT@SCALE` (points and a scale
/// of 1, 2 or 3, such as `390x844@3`), either followed by `:landscape`. Portrait is the default;
/// the width and height of a custom screen are its portrait size. Encoded as that text.
public struct DeviceReference: Sendable, Hashable, Codable, CustomStringConvertible {
  /// Which screen the device has.
  public enum Screen: Sendable, Hashable {
    /// A device from the known table, by id.
    case named(String)
    /// A screen of `width` × `height` points (portrait) at `scale` pixels per point.
    case custom(width: Double, height: Double, scale: Int)
  }

  /// Which screen the device has.
  public var screen: Screen
  /// Whether the device is turned to landscape.
  public var isLandscape: Bool
  /// The reference as written.
  public var text: String

  /// The text as written, such as `iphone-x:landscape`.
  public var description: String { text }

  /// Reads a device reference.
  /// - Throws: `DeviceReferenceError` saying what is wrong with `text`.
  public init(parsing text: String) throws(DeviceReferenceError) {
    self.text = text
    var body = Substring(text)
    isLandscape = false
    if let colon = body.firstIndex(of: ":") {
      let suffix = body[body.index(after: colon)...]
      guard suffix == "landscape" else {
        throw DeviceReferenceError(text: text, reason: "the only suffix allowed is \":landscape\"")
      }
      isLandscape = true
      body = body[..<colon]
    }
    if let first = body.first, first.isASCII, first.isNumber {
      screen = try Self.customScreen(body, text: text)
    } else {
      guard Self.isDeviceID(body) else {
        throw DeviceReferenceError(
          text: text,
          reason: "expected a device id (lower-case letters, digits and '-') or WIDTHxHEIGHT@SCALE")
      }
      screen = .named(String(body))
    }
  }

  /// Whether `text` is lower-case ASCII words joined by single hyphens.
  static func isDeviceID(_ text: Substring) -> Bool {
    !text.isEmpty
      && text.split(separator: "-", omittingEmptySubsequences: false).allSatisfy { word in
        !word.isEmpty && word.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
      }
  }

  private static func customScreen(_ body: Substring, text: String) throws(DeviceReferenceError)
    -> Screen
  {
    let syntax = DeviceReferenceError(
      text: text, reason: "expected WIDTHxHEIGHT@SCALE, for example 390x844@3")
    let sizeAndScale = body.split(separator: "@", omittingEmptySubsequences: false)
    guard sizeAndScale.count == 2 else { throw syntax }
    let dimensions = sizeAndScale[0].split(separator: "x", omittingEmptySubsequences: false)
    guard dimensions.count == 2, let width = decimal(dimensions[0]),
      let height = decimal(dimensions[1]),
      let scale = Int(sizeAndScale[1])
    else { throw syntax }
    guard width > 0, height > 0 else {
      throw DeviceReferenceError(text: text, reason: "width and height must be more than 0")
    }
    guard (1...3).contains(scale) else {
      throw DeviceReferenceError(text: text, reason: "the scale must be 1, 2 or 3")
    }
    return .custom(width: width, height: height, scale: scale)
  }

  /// Digits with an optional fractional part (no sign, no exponent).
  private static func decimal(_ text: Substring) -> Double? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(text)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    do {
      try self.init(parsing: text)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}

/// Why a device reference could not be read.
public struct DeviceReferenceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The reference as written.
  public var text: String
  /// What is wrong with it.
  public var reason: String

  /// Creates an error for `text`.
  public init(text: String, reason: String) {
    self.text = text
    self.reason = reason
  }

  /// `invalid device "TEXT": REASON`.
  public var description: String { "invalid device \"\(text)\": \(reason)" }
}
