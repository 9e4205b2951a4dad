/// A named view the harness could not record, and why.
public struct MissingView: Sendable, Hashable, Codable {
  /// Why a view could not be recorded.
  public enum Reason: String, Sendable, Hashable, Codable, CaseIterable {
    /// No stored property of that name exists on the object searched.
    case propertyNotFound = "property-not-found"
    /// The property exists but holds `nil`.
    case nilValue = "nil"
    /// The property holds something that is not a view.
    case notAView = "not-a-view"
    /// The view exists but was never added to the window's view hierarchy.
    case notInHierarchy = "not-in-hierarchy"
    /// A row or item of a table or collection view that exists but is off screen, so it has no
    /// cell (only the visible rows are laid out).
    case notVisible = "not-visible"
    /// An index path past the rows, items or sections of a table or collection view.
    case outOfRange = "out-of-range"
  }

  /// The property path that was looked up.
  public var path: String
  /// Why it could not be recorded.
  public var reason: Reason
  /// The type involved: the type that lacks the property (`propertyNotFound`), the type the
  /// property holds (`notAView`), the view's class (`notInHierarchy`), or the table's or
  /// collection view's class (`notVisible`, `outOfRange`).
  public var typeName: String?

  /// Creates a record of a missing view.
  public init(path: String, reason: Reason, typeName: String? = nil) {
    self.path = path
    self.reason = reason
    self.typeName = typeName
  }
}
