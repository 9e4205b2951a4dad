import VisualFormat

extension NSLayoutConstraint {
  /// Creates the constraints a visual format string describes, e.g. `"H:|-[icon]-[label]-|"`.
  ///
  /// Works as UIKit's method: constraints come back in the order the string gives them, each
  /// view's size constraints right after its leading connection and alignment constraints last,
  /// and none of them active. `|` is the view's superview (a layout guide's owning view); `|-`
  /// and `-|` are its layout margins (`NSSpace(0)` to its `layoutMarginsGuide`); a `-` between
  /// views is `NSSpace(8)`, or with `.spacingBaselineToBaseline` the lower label's line height.
  ///
  /// Where UIKit raises an exception (a string it cannot parse, a metric that is not a number, a
  /// views value that is not a view) the exception is recorded in `LayoutLog.shared` with UIKit's
  /// reason and the line of the call, and the result is empty, so the program goes on.
  /// - Parameters:
  ///   - format: the visual format string.
  ///   - opts: alignment, direction and spacing options.
  ///   - metrics: names the string may use for numbers (`Int`, `Double`, `CGFloat`, `NSNumber`…).
  ///   - views: the views (or layout guides) the string names.
  public class func constraints(
    withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [],
    metrics: [String: Any]?, views: [String: Any], file: String = #fileID, line: Int = #line
  ) -> [NSLayoutConstraint] {
    let location = SourceLocation(fileID: file, line: line)
    let arguments = VisualFormatArguments(metrics: metrics ?? [:], views: views)
    let resolution: VisualFormatResolution
    do {
      resolution = try VisualFormat.resolve(format, in: arguments.environment(options: opts))
    } catch {
      // UIKit asks a metric for its number as it reads it, before it reaches later mistakes.
      let unreadable = error.caretOffset.flatMap {
        arguments.firstUnreadableMetric(in: format, endingBy: $0)
      }
      LayoutLog.shared.record(
        error: unreadable.map { unreadableMetricError($0, at: location) }
          ?? parseError(error, at: location))
      return []
    }
    if let unreadable = arguments.firstUnreadableMetric(in: format, endingBy: Int.max) {
      LayoutLog.shared.record(error: unreadableMetricError(unreadable, at: location))
      return []
    }
    if let problem = resolution.constraints.lazy.compactMap({
      nonItemProblem($0, arguments: arguments, format: format, location: location)
    }).first {
      LayoutLog.shared.record(error: problem)
      return []
    }
    // Every name is known and every `|` has a view by now (the parser checked), so no
    // constraint is dropped here.
    return resolution.constraints.compactMap {
      makeConstraint(from: $0, arguments: arguments, format: format, location: location)
    }
  }

  private static func makeConstraint(
    from resolved: VisualFormatConstraint, arguments: VisualFormatArguments, format: String,
    location: SourceLocation
  ) -> NSLayoutConstraint? {
    guard let first = anchorValue(resolved.firstItem, resolved.firstAttribute, arguments) else {
      return nil
    }
    var second: AnchorValue?
    if let secondItem = resolved.secondItem {
      guard let value = anchorValue(secondItem, resolved.secondAttribute, arguments) else {
        return nil
      }
      second = value
    }
    var constant = CGFloat(resolved.constant)
    var symbolic: SymbolicConstant?
    if resolved.isStandardSpacing {
      if let second { constant = standardSpace(after: second, before: first, default: constant) }
      symbolic = SymbolicConstant(name: "NSSpace", value: constant, isSystemSpacing: false)
    }
    let constraint = NSLayoutConstraint(
      first: first, relation: Relation(rawValue: resolved.relation.rawValue) ?? .equal,
      second: second, multiplier: CGFloat(resolved.multiplier), constant: constant,
      location: location, symbolic: symbolic)
    if resolved.priority != UILayoutPriority.required.rawValue {
      constraint.priority = UILayoutPriority(resolved.priority)
    }
    constraint.visualFormatSource = VisualFormatSource(
      format: format, offset: resolved.sourceRange.offset, length: resolved.sourceRange.length)
    return constraint
  }

  /// The value of a bare `-`: the parser's 8 or 0, except between baselines, where UIKit derives
  /// the space from the fonts (the engine's system-spacing rule).
  private static func standardSpace(
    after upper: AnchorValue, before lower: AnchorValue, default value: CGFloat
  ) -> CGFloat {
    let baselines: [Attribute] = [.firstBaseline, .lastBaseline]
    guard baselines.contains(upper.attribute), baselines.contains(lower.attribute) else {
      return value
    }
    return SystemSpacing.points(after: upper, before: lower)
  }

  private static func anchorValue(
    _ item: VisualFormatItem, _ attribute: VisualFormatAttribute,
    _ arguments: VisualFormatArguments
  ) -> AnchorValue? {
    let object: AnyObject?
    switch item {
    case .view(let name):
      object = arguments.items[name]
    case .superview(of: let name):
      object = arguments.items[name].flatMap(arguments.container(of:))
    case .superviewMarginsGuide(of: let name):
      object = arguments.items[name].flatMap(arguments.container(of:))?.layoutMarginsGuide
    }
    guard let object, let attribute = Attribute(rawValue: attribute.rawValue) else { return nil }
    return AnchorValue(item: object, attribute: attribute)
  }

  private static func parseError(_ error: VisualFormatError, at location: SourceLocation)
    -> LayoutError
  {
    LayoutError(
      kind: .invalidVisualFormat, message: error.reason, sourceLocation: location,
      exceptionName: error.exceptionName,
      visualFormatSource: error.caretOffset.map {
        VisualFormatSource(format: error.format, offset: $0, length: 0)
      })
  }

  private static func unreadableMetricError(
    _ use: (className: String, source: VisualFormatSource), at location: SourceLocation
  ) -> LayoutError {
    LayoutError(
      kind: .invalidMetric,
      message: "-[\(use.className) doubleValue]: unrecognized selector sent to instance "
        + DebugAddress.next(.object),
      sourceLocation: location, exceptionName: "NSInvalidArgumentException",
      visualFormatSource: use.source)
  }

  /// UIKit's complaint when a constraint the string makes has an item that is not a view or
  /// layout guide (a views value of another type, or `nil`).
  private static func nonItemProblem(
    _ resolved: VisualFormatConstraint, arguments: VisualFormatArguments, format: String,
    location: SourceLocation
  ) -> LayoutError? {
    let names = [resolved.firstItem, resolved.secondItem].compactMap { item -> String? in
      guard case .view(let name)? = item else { return nil }
      return name
    }
    guard names.contains(where: arguments.nonItems.contains) else { return nil }
    return LayoutError(
      kind: .invalidItem, message: "Constraint items must each be a view or layout guide.",
      sourceLocation: location, exceptionName: "NSInvalidArgumentException",
      visualFormatSource: VisualFormatSource(
        format: format, offset: resolved.sourceRange.offset, length: resolved.sourceRange.length))
  }
}
