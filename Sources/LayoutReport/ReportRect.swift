import Foundation

/// A rectangle in points, written in JSON as `[x, y, width, height]`.
public struct ReportRect: Sendable, Hashable, Codable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle from its origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// Creates a rectangle with the values of a `CGRect`.
  public init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }

  /// The same rectangle as a `CGRect`.
  public var cgRect: CGRect {
    CGRect(x: CGFloat(x), y: CGFloat(y), width: CGFloat(width), height: CGFloat(height))
  }

  /// The right edge: `x + width`.
  public var maxX: Double { x + width }
  /// The bottom edge: `y + height`.
  public var maxY: Double { y + height }

  /// The four numbers in JSON order.
  public var values: [Double] { [x, y, width, height] }

  public init(from decoder: any Decoder) throws {
    let numbers = try FixedNumberArray.decode(
      count: 4, what: "[x, y, width, height]", from: decoder)
    self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for value in values { try container.encode(value) }
  }
}

/// A size in points, written in JSON as `[width, height]`.
public struct ReportSize: Sendable, Hashable, Codable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// Creates a size with the values of a `CGSize`.
  public init(_ size: CGSize) {
    self.init(width: Double(size.width), height: Double(size.height))
  }

  public init(from decoder: any Decoder) throws {
    let numbers = try FixedNumberArray.decode(count: 2, what: "[width, height]", from: decoder)
    self.init(width: numbers[0], height: numbers[1])
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(width)
    try container.encode(height)
  }
}

/// Decodes a JSON array that must hold exactly `count` numbers.
enum FixedNumberArray {
  static func decode(count: Int, what: String, from decoder: any Decoder) throws -> [Double] {
    var container = try decoder.unkeyedContainer()
    var numbers: [Double] = []
    while !container.isAtEnd {
      guard numbers.count < count else { break }
      numbers.append(try container.decode(Double.self))
    }
    guard numbers.count == count, container.isAtEnd else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath,
          debugDescription: "expected \(what): an array of exactly \(count) numbers"))
    }
    return numbers
  }
}
