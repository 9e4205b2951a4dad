/// Entry points: read a format string alone, or resolve it against views, metrics and options.
public enum VisualFormat {
  /// Parses `format` into a syntax tree without looking any name up.
  ///
  /// Throws every error UIKit raises that does not depend on the views, metrics or options
  /// dictionaries, with UIKit's message and caret. Names stay unresolved in the tree.
  public static func parse(_ format: String) throws(VisualFormatError) -> VisualFormatSyntax {
    let parser = VisualFormatParser(format: format, builder: nil)
    return try parser.parseFormat()
  }

  /// Parses `format` and works out the constraints UIKit's
  /// `constraints(withVisualFormat:options:metrics:views:)` would return, in UIKit's order.
  ///
  /// Errors come in the order UIKit meets them while reading left to right: syntax errors,
  /// unknown views and metrics (metrics are looked up before views), priorities out of range,
  /// `|` for a view without a superview, and options that do not suit the orientation.
  /// - Returns: the syntax tree and the constraints: string order, each view's size constraints
  ///   right after its leading connection, alignment constraints last.
  public static func resolve(_ format: String, in environment: VisualFormatEnvironment)
    throws(VisualFormatError) -> VisualFormatResolution
  {
    let parser = VisualFormatParser(
      format: format,
      builder: VisualFormatConstraintBuilder(format: format, environment: environment))
    let syntax = try parser.parseFormat()
    return VisualFormatResolution(
      syntax: syntax, constraints: parser.builder?.allConstraints ?? [])
  }

  /// `resolve(_:in:)` with the environment's parts given separately.
  public static func resolve(
    _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: [String: VisualFormatView]
  ) throws(VisualFormatError) -> VisualFormatResolution {
    try resolve(
      format, in: VisualFormatEnvironment(options: options, metrics: metrics, views: views))
  }
}

/// A format string resolved against its environment.
public struct VisualFormatResolution: Equatable, Sendable {
  /// What was written.
  public var syntax: VisualFormatSyntax
  /// What it means, in UIKit's order.
  public var constraints: [VisualFormatConstraint]

  /// Creates a resolution.
  public init(syntax: VisualFormatSyntax, constraints: [VisualFormatConstraint]) {
    self.syntax = syntax
    self.constraints = constraints
  }
}
