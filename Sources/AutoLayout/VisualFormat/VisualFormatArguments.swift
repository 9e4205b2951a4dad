import Foundation
import VisualFormat

/// The `metrics` and `views` dictionaries of a visual-format call, sorted into what the parser can
/// use and what UIKit would choke on.
///
/// UIKit sends `doubleValue` to a metric when the string uses it, and treats every views value
/// as a layout item. So numbers of any Swift type (and UIKit's `NSNumber` bridges: `Bool`,
/// `UILayoutPriority`, numeric strings) are metrics; other metric values only fail once the
/// string names them. Views and layout guides are items; optionals are unwrapped, as Swift's
/// bridging to `NSDictionary` does.
@MainActor
struct VisualFormatArguments {
  /// Metrics that are numbers.
  private(set) var metrics: [String: Double] = [:]
  /// Metrics UIKit could not read as numbers, with the value's class as UIKit would name it.
  private(set) var unreadableMetrics: [String: String] = [:]
  /// Views and layout guides by name.
  private(set) var items: [String: AnyObject] = [:]
  /// Names of views values that are neither views nor layout guides.
  private(set) var nonItems: Set<String> = []

  init(metrics: [String: Any], views: [String: Any]) {
    for (name, value) in metrics {
      if let number = Self.number(from: value) {
        self.metrics[name] = number
      } else {
        unreadableMetrics[name] = Self.objectiveCClassName(of: value)
      }
    }
    for (name, value) in views {
      let object = unwrapped(value).map { $0 as AnyObject }
      if let object, object is UIView || object is UILayoutGuide {
        items[name] = object
      } else {
        nonItems.insert(name)
      }
    }
  }

  /// What the parser needs: every metric name (unreadable ones with a stand-in value, so that
  /// names keep UIKit's lookup order) and whether each named item has a superview.
  func environment(options: NSLayoutConstraint.FormatOptions) -> VisualFormatEnvironment {
    var parserMetrics = metrics
    for name in unreadableMetrics.keys { parserMetrics[name] = 1 }
    var parserViews: [String: VisualFormatView] = [:]
    for (name, item) in items {
      parserViews[name] = VisualFormatView(hasSuperview: container(of: item) != nil)
    }
    for name in nonItems { parserViews[name] = VisualFormatView(hasSuperview: false) }
    return VisualFormatEnvironment(
      options: VisualFormatOptions(rawValue: options.rawValue), metrics: parserMetrics,
      views: parserViews)
  }

  /// The first place, in string order and ending at or before `limit`, where `format` uses an
  /// unreadable metric: UIKit stops there, when it asks the value for its `doubleValue`.
  ///
  /// A name is used as a metric where a number could stand: after `-`, `(`, `,`, `@` or a
  /// relation's `=`. View names follow `[`; the orientation letter starts the string.
  func firstUnreadableMetric(in format: String, endingBy limit: Int)
    -> (className: String, source: VisualFormatSource)?
  {
    guard !unreadableMetrics.isEmpty else { return nil }
    let bytes = Array(format.utf8)
    let openers = Set("-(,@=".utf8)
    var index = 0
    while index < bytes.count {
      guard Self.startsName(bytes[index]) else {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, Self.continuesName(bytes[index]) { index += 1 }
      guard index <= limit else { return nil }
      let name = String(decoding: bytes[start..<index], as: UTF8.self)
      if start > 0, openers.contains(bytes[start - 1]), let className = unreadableMetrics[name] {
        return (className, VisualFormatSource(format: format, offset: start, length: index - start))
      }
    }
    return nil
  }

  /// The view `|` stands for next to `item`: a view's superview, a guide's owning view.
  func container(of item: AnyObject) -> UIView? {
    if let view = item as? UIView { return view.superview }
    return (item as? UILayoutGuide)?.owningView
  }

  // MARK: - Reading values

  /// The number UIKit's `doubleValue` would give, or `nil` when the value has none.
  static func number(from value: Any) -> Double? {
    guard let value = unwrapped(value) else { return nil }
    switch value {
    case let number as Double: return number
    case let number as Float: return Double(number)
    case let number as CGFloat: return Double(number)
    case let number as NSNumber: return number.doubleValue
    case let flag as Bool: return flag ? 1 : 0
    case let priority as UILayoutPriority: return Double(priority.rawValue)
    case let text as String: return (text as NSString).doubleValue
    case let integer as any BinaryInteger: return doubleValue(of: integer)
    case let real as any BinaryFloatingPoint: return doubleValue(of: real)
    default: return nil
    }
  }

  private static func doubleValue<T: BinaryInteger>(of integer: T) -> Double { Double(integer) }

  private static func doubleValue<T: BinaryFloatingPoint>(of real: T) -> Double { Double(real) }

  /// The class UIKit's "unrecognized selector" message names for a value that is not a number:
  /// `NSNull` for `nil`, the class of an object, `__SwiftValue` for a boxed Swift value.
  static func objectiveCClassName(of value: Any) -> String {
    guard let value = unwrapped(value) else { return "NSNull" }
    if type(of: value) is AnyClass { return typeDisplayName(of: value as AnyObject) }
    return "__SwiftValue"
  }

  private static func startsName(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "_")
      || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func continuesName(_ byte: UInt8) -> Bool {
    startsName(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}

/// A value with any levels of `Optional` removed; `nil` when one of them is empty.
func unwrapped(_ value: Any) -> Any? {
  if let optional = value as? any OptionalBox { return optional.wrappedAny }
  return value
}

/// Lets `unwrapped(_:)` look inside an `Optional` held in an `Any`.
private protocol OptionalBox {
  var wrappedAny: Any? { get }
}

extension Optional: OptionalBox {
  fileprivate var wrappedAny: Any? {
    guard case .some(let wrapped) = self else { return nil }
    return unwrapped(wrapped)
  }
}
