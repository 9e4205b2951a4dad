/// What UIKit's parser knows about a view besides its name.
public struct VisualFormatView: Hashable, Sendable {
  /// Whether the view has a superview, which `|` refers to.
  public var hasSuperview: Bool

  /// Describes a view.
  public init(hasSuperview: Bool) {
    self.hasSuperview = hasSuperview
  }
}

/// Everything besides the string that decides what a format string means: UIKit's `options`,
/// `metrics` and `views` arguments.
public struct VisualFormatEnvironment: Sendable {
  /// The format options.
  public var options: VisualFormatOptions
  /// Metric values by name (UIKit's `NSNumber`s as doubles).
  public var metrics: [String: Double]
  /// The views by name.
  public var views: [String: VisualFormatView]

  /// Creates an environment.
  public init(
    options: VisualFormatOptions = [], metrics: [String: Double] = [:],
    views: [String: VisualFormatView]
  ) {
    self.options = options
    self.metrics = metrics
    self.views = views
  }

  /// What a name in a predicate stands for, looked up as UIKit does: metrics first, then views.
  func meaning(of name: String) -> VisualFormatNameMeaning? {
    if let value = metrics[name] { return .metric(value) }
    if views[name] != nil { return .view }
    return nil
  }
}
