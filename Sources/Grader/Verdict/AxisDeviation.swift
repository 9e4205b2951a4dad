import LayoutReport

/// How a view's frame differs from the expected one along one axis.
struct AxisDeviation {
  /// The words an axis is described with.
  struct Words {
    let start: String, end: String
    let origin: String, extreme: String, size: String
    let forward: String, backward: String
    let shiftForward: String, shiftBackward: String
    let larger: String, smaller: String

    static let horizontal = Words(
      start: "leading edge", end: "trailing edge", origin: "x", extreme: "maxX", size: "width",
      forward: "right", backward: "left", shiftForward: "to the right",
      shiftBackward: "to the left",
      larger: "wide", smaller: "narrow")
    static let vertical = Words(
      start: "top edge", end: "bottom edge", origin: "y", extreme: "maxY", size: "height",
      forward: "down", backward: "up", shiftForward: "down", shiftBackward: "up",
      larger: "tall", smaller: "short")
  }

  /// Which edges moved.
  enum Shape: Equatable {
    /// Within tolerance.
    case matching
    /// Both edges moved by the same amount: the view is shifted, its size is right.
    case shifted
    /// Only the far edge (trailing, bottom) moved.
    case endMoved
    /// Only the near edge (leading, top) moved.
    case startMoved
    /// Both edges moved, by different amounts.
    case bothMoved
  }

  let words: Words
  let expectedStart: Double, expectedSize: Double
  let actualStart: Double, actualSize: Double
  let tolerance: Double

  static func horizontal(expected: ReportRect, actual: ReportRect, tolerance: Double)
    -> AxisDeviation
  {
    AxisDeviation(
      words: .horizontal, expectedStart: expected.x, expectedSize: expected.width,
      actualStart: actual.x, actualSize: actual.width, tolerance: tolerance)
  }

  static func vertical(expected: ReportRect, actual: ReportRect, tolerance: Double)
    -> AxisDeviation
  {
    AxisDeviation(
      words: .vertical, expectedStart: expected.y, expectedSize: expected.height,
      actualStart: actual.y, actualSize: actual.height, tolerance: tolerance)
  }

  var startDelta: Double { actualStart - expectedStart }
  var sizeDelta: Double { actualSize - expectedSize }
  var endDelta: Double { (actualStart + actualSize) - (expectedStart + expectedSize) }

  var shape: Shape {
    let within = { (delta: Double) in abs(delta) <= tolerance + FrameComparison.slack }
    // The same test as the check: origin and size.
    if within(startDelta), within(sizeDelta) { return .matching }
    if within(sizeDelta) { return .shifted }
    if within(startDelta) { return .endMoved }
    if within(endDelta) { return .startMoved }
    return .bothMoved
  }

  /// `16 pt to the right`, for a shift.
  var shiftPhrase: String {
    "\(MessageText.points(abs(startDelta))) pt "
      + (startDelta > 0 ? words.shiftForward : words.shiftBackward)
  }

  /// `16 pt too far right`, for one edge.
  func edgePhrase(_ delta: Double) -> String {
    "\(MessageText.points(abs(delta))) pt too far " + (delta > 0 ? words.forward : words.backward)
  }

  /// `16 pt too wide`.
  var sizePhrase: String {
    "\(MessageText.points(abs(sizeDelta))) pt too " + (sizeDelta > 0 ? words.larger : words.smaller)
  }

  /// `x = 20` or `x = 36`.
  func origin(_ value: Double) -> String { "\(words.origin) = \(MessageText.points(value))" }

  /// `width = 100`.
  func size(_ value: Double) -> String { "\(words.size) = \(MessageText.points(value))" }

  /// `maxX = 120`.
  func extreme(_ value: Double) -> String { "\(words.extreme) = \(MessageText.points(value))" }
}
