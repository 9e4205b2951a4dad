import VisualFormat

extension NSLayoutConstraint {
  /// The constraints a Visual Format Language string draws, ASCII-art style:
  /// `"H:|-[icon(40)]-[label]-|"` puts `icon`, 40 points wide, and `label` in a row inside the
  /// superview's margins, the standard space apart (docs/UIKitFacts.md §1).
  ///
  /// `H:` (the default) or `V:` picks the axis; `[name]` is a view from `views`; `|` is the
  /// superview; `-` is the standard space, 8 points between siblings, and the superview's layout
  /// margin next to `|` (so `|-[v]-|` keeps `v` inside the margins); `-20-` or `-(>=20)-` a fixed
  /// or minimum space; `(40)`, `(>=40@750)` or `(==other)` a size, with a priority after `@`; names
  /// from `metrics` may stand for numbers (§1.1–§1.3). `options` aligns every view in the string on
  /// an edge or centre (`.alignAllCenterY`) and chooses the direction (§1.4).
  ///
  /// The constraints come back inactive, in the order the string gives them: activate them with
  /// `NSLayoutConstraint.activate(_:)`. A string UIKit cannot parse raises an exception with
  /// UIKit's message and a caret under the mistake; here it is recorded at the line of the call and
  /// the result is empty (§1.5).
  /// - Parameters:
  ///   - format: the visual format string.
  ///   - opts: alignment, direction and spacing options (none by default).
  ///   - metrics: names the string may use for numbers (`Int`, `Double`, `CGFloat`, `NSNumber`…).
  ///   - views: the views (or layout guides) the string names, usually written as a dictionary
  ///     literal (`["icon": icon, "label": label]`).
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
