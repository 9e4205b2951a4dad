/// Whose size or spacing a predicate describes; decides whether a view name may be its object.
enum VisualFormatPredicateSubject {
  /// A view's own width or height: `[a(==b)]` may name a view.
  case viewSize
  /// The space of a connection: naming a view there is an error.
  case connection
}

/// What a name in a predicate turned out to be.
enum VisualFormatNameMeaning: Equatable {
  /// A metric with this value.
  case metric(Double)
  /// A view (only valid as the object of a view's size predicate).
  case view
}
