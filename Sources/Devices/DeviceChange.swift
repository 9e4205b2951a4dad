/// Something the user does to a running app's device between two snapshots: turn it, resize the
/// app's window, change the text size, or bring the keyboard up or down (an exercise step's
/// `rotate`, `resize`, `contentSize` and `keyboard` fields; docs/UIKitFacts.md §12, §13).
///
/// The text form `kind:value` (`rotate:landscape`, `resize:half`, `resize:500`,
/// `contentSize:accessibilityExtraLarge`, `keyboard:show`) is how the grader hands a change to the
/// program it builds.
public enum DeviceChange: Sendable, Hashable, CustomStringConvertible {
  /// The device turns to this orientation.
  case rotate(DeviceOrientation)
  /// The app's window takes a Split View or Slide Over width, or a width in points.
  case resize(WindowWidth)
  /// The user picks another text size (Dynamic Type).
  case contentSize(ContentSizeName)
  /// The keyboard comes up (true) or goes down (false).
  case keyboard(shown: Bool)

  /// A window width as a step asks for it.
  public enum WindowWidth: Sendable, Hashable {
    /// One of iPadOS's Split View and Slide Over layouts, as wide as that layout is on the
    /// screen as held.
    case layout(SplitLayout)
    /// A width in points, the screen's height.
    case points(Double)
  }

  /// iPadOS's window layouts beside (Split View) or over (Slide Over) another app, named as
  /// docs/UIKitFacts.md §12 lists their widths.
  public enum SplitLayout: String, Sendable, Hashable, CaseIterable {
    /// The whole screen.
    case fullScreen
    /// A Slide Over window, as wide as the narrow Split View column.
    case slideOver
    /// The narrow Split View column (320 or 375 pt).
    case narrow
    /// Half the screen, less half the divider.
    case half
    /// The wide Split View column.
    case wide
  }

  /// UIKit's content size categories, by their Swift names (`UIContentSizeCategory.large`).
  public enum ContentSizeName: String, Sendable, Hashable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
  }

  /// The `exercise.json` field each kind of change is written in.
  public var fieldName: String {
    switch self {
    case .rotate: "rotate"
    case .resize: "resize"
    case .contentSize: "contentSize"
    case .keyboard: "keyboard"
    }
  }

  /// The fields a step may change a device with.
  public static let fieldNames = ["rotate", "resize", "contentSize", "keyboard"]

  /// The change a step field holds: `field` is one of `fieldNames`, `text` its string value (or a
  /// number's literal for `resize`).
  ///
  /// - Returns: the change, or a sentence saying what the field accepts.
  public static func parse(field: String, value text: String) -> Result<DeviceChange, ChangeError> {
    switch field {
    case "rotate":
      if let orientation = DeviceOrientation(rawValue: text) {
        return .success(.rotate(orientation))
      }
      return .failure(
        ChangeError("\"rotate\" must be \"landscape\" or \"portrait\", found \"\(text)\""))
    case "resize":
      if let layout = SplitLayout(rawValue: text) { return .success(.resize(.layout(layout))) }
      if let points = PointsText.parse(Substring(text)), points > 0 {
        return .success(.resize(.points(points)))
      }
      let names = SplitLayout.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
      return .failure(
        ChangeError("\"resize\" must be one of \(names) or a width in points, found \"\(text)\""))
    case "contentSize":
      if let name = ContentSizeName(rawValue: text) { return .success(.contentSize(name)) }
      return .failure(
        ChangeError(
          "\"contentSize\" must be a content size category's name, such as \"large\" or "
            + "\"accessibilityExtraLarge\", found \"\(text)\""))
    case "keyboard":
      switch text {
      case "show": return .success(.keyboard(shown: true))
      case "hide": return .success(.keyboard(shown: false))
      default:
        return .failure(ChangeError("\"keyboard\" must be \"show\" or \"hide\", found \"\(text)\""))
      }
    default:
      return .failure(ChangeError("\"\(field)\" is not a device change"))
    }
  }

  /// The text form, `rotate:landscape`.
  public var description: String {
    switch self {
    case .rotate(let orientation): "rotate:\(orientation.rawValue)"
    case .resize(.layout(let layout)): "resize:\(layout.rawValue)"
    case .resize(.points(let points)): "resize:\(PointsText.format(points))"
    case .contentSize(let name): "contentSize:\(name.rawValue)"
    case .keyboard(let shown): "keyboard:\(shown ? "show" : "hide")"
    }
  }

  /// Reads the text form back.
  public init?(text: String) {
    guard let colon = text.firstIndex(of: ":") else { return nil }
    let field = String(text[..<colon])
    let value = String(text[text.index(after: colon)...])
    guard case .success(let change) = Self.parse(field: field, value: value) else { return nil }
    self = change
  }

  /// Why a change's value cannot be read.
  public struct ChangeError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public var description: String
    init(_ description: String) { self.description = description }
  }
}

extension DeviceChange: Codable {
  /// Stored as its text form.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let change = DeviceChange(text: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a device change: \(text)"))
    }
    self = change
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
