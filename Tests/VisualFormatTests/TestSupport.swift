import VisualFormat

/// A view that has a superview.
let attached = VisualFormatView(hasSuperview: true)
/// A view without a superview.
let detached = VisualFormatView(hasSuperview: false)

/// Views with superviews, by name.
func attachedViews(_ names: String...) -> [String: VisualFormatView] {
  var views: [String: VisualFormatView] = [:]
  for name in names { views[name] = attached }
  return views
}

/// The constraints of `format`, each as its log-style description.
func descriptions(
  _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
  views: [String: VisualFormatView] = attachedViews("a", "b", "c")
) throws -> [String] {
  try VisualFormat.resolve(format, options: options, metrics: metrics, views: views)
    .constraints.map(\.description)
}

/// The error `format` raises, or `nil` when it resolves.
func resolveError(
  _ format: String, options: VisualFormatOptions = [], metrics: [String: Double] = [:],
  views: [String: VisualFormatView] = attachedViews("a", "b", "c")
) -> VisualFormatError? {
  do {
    _ = try VisualFormat.resolve(format, options: options, metrics: metrics, views: views)
    return nil
  } catch {
    return error
  }
}

/// Shorthand for a source range.
func span(_ offset: Int, _ end: Int) -> VisualFormatSourceRange {
  VisualFormatSourceRange(from: offset, to: end)
}
