/// A colour. Layout never looks at colours and nothing is drawn here; they are kept so that code
/// setting them compiles and runs. The system colours have their light-mode values (systemBlue is
/// 0, 122, 255; docs/UIKitFacts.md §8.9).
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…1.
  public let red: CGFloat
  /// Green, 0…1.
  public let green: CGFloat
  /// Blue, 0…1.
  public let blue: CGFloat
  /// Opacity, 0…1.
  public let alpha: CGFloat
  /// The system name for named colours (`systemBlue`).
  public let name: String?

  /// Creates a colour from red, green, blue and alpha components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
    self.name = nil
  }

  /// Creates a grey.
  public init(white: CGFloat, alpha: CGFloat) {
    self.red = white
    self.green = white
    self.blue = white
    self.alpha = alpha
    self.name = nil
  }

  /// Creates a colour from hue, saturation and brightness.
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (hue - hue.rounded(.down)) * 6
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch h.isFinite ? Int(h) : 0 {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// Creates a colour from 0…1 components.
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Looks up a colour from the asset catalogue (unknown names give nil, as a missing asset does).
  public convenience init?(named name: String) { return nil }

  private init(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) {
    red = r
    green = g
    blue = b
    alpha = a
    self.name = name
  }

  /// The same colour with another opacity.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The Core Graphics colour (for layer properties).
  public var cgColor: CGColor { CGColor(color: self) }

  /// Equal when the components and names are.
  public static func == (a: UIColor, b: UIColor) -> Bool {
    a.red == b.red && a.green == b.green && a.blue == b.blue && a.alpha == b.alpha
      && a.name == b.name
  }

  /// Hashes the components.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(red)
    hasher.combine(green)
    hasher.combine(blue)
    hasher.combine(alpha)
  }

  /// `UIExtendedSRGBColorSpace 1 0 0 1`, like UIKit.
  public var description: String {
    "UIExtendedSRGBColorSpace \(formatPoints(red)) \(formatPoints(green)) \(formatPoints(blue)) \(formatPoints(alpha))"
  }

  /// Black.
  public static let black = UIColor("black", 0, 0, 0)
  /// White.
  public static let white = UIColor("white", 1, 1, 1)
  /// Transparent.
  public static let clear = UIColor("clear", 0, 0, 0, 0)
  /// Red.
  public static let red = UIColor("red", 1, 0, 0)
  /// Green.
  public static let green = UIColor("green", 0, 1, 0)
  /// Blue.
  public static let blue = UIColor("blue", 0, 0, 1)
  /// Yellow.
  public static let yellow = UIColor("yellow", 1, 1, 0)
  /// Orange.
  public static let orange = UIColor("orange", 1, 0.5, 0)
  /// Purple.
  public static let purple = UIColor("purple", 0.5, 0, 0.5)
  /// Brown.
  public static let brown = UIColor("brown", 0.6, 0.4, 0.2)
  /// Cyan.
  public static let cyan = UIColor("cyan", 0, 1, 1)
  /// Magenta.
  public static let magenta = UIColor("magenta", 1, 0, 1)
  /// 50 % grey.
  public static let gray = UIColor("gray", 0.5, 0.5, 0.5)
  /// 67 % grey.
  public static let lightGray = UIColor("lightGray", 2.0 / 3, 2.0 / 3, 2.0 / 3)
  /// 33 % grey.
  public static let darkGray = UIColor("darkGray", 1.0 / 3, 1.0 / 3, 1.0 / 3)
  /// System blue.
  public static let systemBlue = UIColor("systemBlue", 0, 122.0 / 255, 1)
  /// System red.
  public static let systemRed = UIColor("systemRed", 1, 59.0 / 255, 48.0 / 255)
  /// System green.
  public static let systemGreen = UIColor("systemGreen", 52.0 / 255, 199.0 / 255, 89.0 / 255)
  /// System orange.
  public static let systemOrange = UIColor("systemOrange", 1, 149.0 / 255, 0)
  /// System yellow.
  public static let systemYellow = UIColor("systemYellow", 1, 204.0 / 255, 0)
  /// System pink.
  public static let systemPink = UIColor("systemPink", 1, 45.0 / 255, 85.0 / 255)
  /// System purple.
  public static let systemPurple = UIColor("systemPurple", 175.0 / 255, 82.0 / 255, 222.0 / 255)
  /// System teal.
  public static let systemTeal = UIColor("systemTeal", 48.0 / 255, 176.0 / 255, 199.0 / 255)
  /// System indigo.
  public static let systemIndigo = UIColor("systemIndigo", 88.0 / 255, 86.0 / 255, 214.0 / 255)
  /// System gray.
  public static let systemGray = UIColor("systemGray", 142.0 / 255, 142.0 / 255, 147.0 / 255)
  /// System gray 2…6.
  public static let systemGray2 = UIColor("systemGray2", 174.0 / 255, 174.0 / 255, 178.0 / 255)
  /// System gray 3.
  public static let systemGray3 = UIColor("systemGray3", 199.0 / 255, 199.0 / 255, 204.0 / 255)
  /// System gray 4.
  public static let systemGray4 = UIColor("systemGray4", 209.0 / 255, 209.0 / 255, 214.0 / 255)
  /// System gray 5.
  public static let systemGray5 = UIColor("systemGray5", 229.0 / 255, 229.0 / 255, 234.0 / 255)
  /// System gray 6.
  public static let systemGray6 = UIColor("systemGray6", 242.0 / 255, 242.0 / 255, 247.0 / 255)
  /// Primary text.
  public static let label = UIColor("label", 0, 0, 0)
  /// Secondary text.
  public static let secondaryLabel = UIColor(
    "secondaryLabel", 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6)
  /// Tertiary text.
  public static let tertiaryLabel = UIColor(
    "tertiaryLabel", 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.3)
  /// Placeholder text.
  public static let placeholderText = UIColor(
    "placeholderText", 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.3)
  /// Links.
  public static let link = UIColor("link", 0, 122.0 / 255, 1)
  /// Separators.
  public static let separator = UIColor("separator", 60.0 / 255, 60.0 / 255, 67.0 / 255, 0.29)
  /// Main background.
  public static let systemBackground = UIColor("systemBackground", 1, 1, 1)
  /// Secondary background.
  public static let secondarySystemBackground = UIColor(
    "secondarySystemBackground", 242.0 / 255, 242.0 / 255, 247.0 / 255)
  /// Tertiary background.
  public static let tertiarySystemBackground = UIColor("tertiarySystemBackground", 1, 1, 1)
  /// Grouped background.
  public static let systemGroupedBackground = UIColor(
    "systemGroupedBackground", 242.0 / 255, 242.0 / 255, 247.0 / 255)
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  // (UIKit's own name)
  /// Tint colour.
  public static let tintColor = UIColor("tintColor", 0, 122.0 / 255, 1)
}

/// A Core Graphics colour, as layers use.
public final class CGColor: Hashable, Sendable {
  /// The colour it came from.
  public let color: UIColor
  init(color: UIColor) { self.color = color }
  /// Equal when the colours are.
  public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
  /// Hashes the colour.
  public func hash(into hasher: inout Hasher) { hasher.combine(color) }
}
