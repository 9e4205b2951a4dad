/// A screen given by its numbers instead of a device id: `WIDTHxHEIGHT@SCALE`, optionally
/// followed by `,safe=TOP:LEFT:BOTTOM:RIGHT`.
///
/// Like a device of the table, a custom screen's width and height are its portrait size, and
/// `:landscape` turns it (the sides swap). The safe area is given as the screen is held: for
/// an iPhone X in landscape, `375x812@3,safe=0:44:21:44:landscape`.
public struct CustomScreen: Sendable, Hashable {
  /// The width in points, in portrait.
  public var width: Double
  /// The height in points, in portrait.
  public var height: Double
  /// Pixels per point: 1, 2 or 3.
  public var scale: Int
  /// The safe area's insets as the screen is held, when given.
  public var safeArea: DeviceInsets?

  /// The smallest side, in points: no screen is narrower than a point, and a layout on less
  /// than one is nothing the engine can report.
  public static let minimumSide = 1.0
  /// The largest side, in points: several times the largest real screen.
  public static let maximumSide = 10_000.0
  /// The scales real screens have.
  public static let scales = 1...3

  /// Creates a custom screen; `parse` checks the numbers, this does not.
  public init(width: Double, height: Double, scale: Int, safeArea: DeviceInsets? = nil) {
    self.width = width
    self.height = height
    self.scale = scale
    self.safeArea = safeArea
  }

  /// `390x844@3` or `375x812@3,safe=44:0:34:0`: the screen as a reference writes it.
  public var text: String {
    var text = "\(PointsText.format(width))x\(PointsText.format(height))@\(scale)"
    if let safeArea {
      let sides = [safeArea.top, safeArea.left, safeArea.bottom, safeArea.right]
      text += ",safe=" + sides.map(PointsText.format).joined(separator: ":")
    }
    return text
  }

  /// The width and height as the screen is held in `orientation`.
  public func size(in orientation: DeviceOrientation) -> (width: Double, height: Double) {
    orientation == .portrait ? (width, height) : (height, width)
  }

  static let syntax = "a custom screen is WIDTHxHEIGHT@SCALE in points, such as 390x844@3"
  static let sideSyntax = "the width and height must be plain numbers of points, such as 390x844@3"
  static let sideRange = "the width and height must be at least 1 and at most 10000 points"
  static let scaleRange = "the scale must be 1, 2 or 3"
  static let safeSyntax =
    "the safe area is safe=TOP:LEFT:BOTTOM:RIGHT in points, such as 375x812@3,safe=44:0:34:0"
  static let safeRoom =
    "the safe area must leave part of the screen: top + bottom less than the height, left + right"
    + " less than the width"

  /// Reads `body` (the reference without its orientation), checking every number; `text` is
  /// the whole reference for the error.
  static func parse(_ body: Substring, orientation: DeviceOrientation, text: String)
    throws(DeviceReferenceError) -> CustomScreen
  {
    func failure(_ reason: String) -> DeviceReferenceError {
      DeviceReferenceError(text: text, reason: reason)
    }
    let pieces = body.split(separator: ",", omittingEmptySubsequences: false)
    let sizeAndScale = pieces[0].split(separator: "@", omittingEmptySubsequences: false)
    guard sizeAndScale.count == 2 else { throw failure(syntax) }
    let sides = sizeAndScale[0].split(separator: "x", omittingEmptySubsequences: false)
    guard sides.count == 2 else { throw failure(syntax) }
    guard let width = PointsText.parse(sides[0]), let height = PointsText.parse(sides[1]) else {
      throw failure(sideSyntax)
    }
    guard width >= minimumSide, height >= minimumSide, width <= maximumSide, height <= maximumSide
    else {
      throw failure(sideRange)
    }
    // `@3x`, as Apple writes scales, is read as `@3`.
    let scaleText = sizeAndScale[1].hasSuffix("x") ? sizeAndScale[1].dropLast() : sizeAndScale[1]
    guard scaleText.allSatisfy({ ("0"..."9").contains($0) }), let scale = Int(scaleText),
      scales.contains(scale)
    else { throw failure(scaleRange) }
    var screen = CustomScreen(width: width, height: height, scale: scale)
    for option in pieces.dropFirst() {
      guard option.hasPrefix("safe="), screen.safeArea == nil else { throw failure(safeSyntax) }
      let values = option.dropFirst("safe=".count).split(
        separator: ":", omittingEmptySubsequences: false
      ).map { PointsText.parse($0) }
      guard values.count == 4, case let numbers = values.compactMap({ $0 }), numbers.count == 4,
        numbers.allSatisfy({ $0 <= maximumSide })
      else { throw failure(safeSyntax) }
      let held = screen.size(in: orientation)
      guard numbers[0] + numbers[2] < held.height, numbers[1] + numbers[3] < held.width else {
        throw failure(safeRoom)
      }
      screen.safeArea = DeviceInsets(
        top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])
    }
    return screen
  }
}
