/// Which views each snapshot of a harness run records.
public enum Recording: Sendable, Hashable {
  /// The views at these property paths (an exercise's `checks`), missing ones with a reason.
  case paths([String])
  /// Every view under the root view, named by property path where one leads to it
  /// (`layoutlings frames`, `show`).
  case everyView
}
