/// A rule about how the layout is made, beyond where its views end up, that the grader checks
/// from what the engine holds (`exercise.json` `rules`).
///
/// The course reads it, the store keeps it and the grader judges it as this one type: a kind
/// added here is one the reader accepts and one the grader's `switch` must judge.
public struct ExerciseRule: Sendable, Hashable, Codable {
  /// What the rule asks.
  public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Each of `views` is placed by constraints: not by a frame set by hand, nor by its
    /// autoresizing mask.
    case placedByConstraints
    /// UIKit breaks no constraint to recover from an unsatisfiable layout.
    case noBrokenConstraints
    /// No checked view has an ambiguous layout.
    case noAmbiguousViews
    /// The learner's active constraints (those placing each of `views`, when given) include one
    /// made the way `uses` names.
    case uses
  }

  /// What a `uses` rule names: how the constraint was written (the report's `creation`), or a
  /// guide it relates (one of the report's `guides`).
  public enum Uses: String, Sendable, Hashable, Codable, CaseIterable {
    /// `leadingAnchor.constraint(equalTo:)` and the like.
    case anchor
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    case itemAttribute
    /// `NSLayoutConstraint.constraints(withVisualFormat:…)`.
    case visualFormat
    /// A view's `layoutMarginsGuide`.
    case layoutMarginsGuide
    /// A view's `safeAreaLayoutGuide`.
    case safeAreaLayoutGuide
    /// A view's `readableContentGuide`.
    case readableContentGuide
    /// A view's `keyboardLayoutGuide`.
    case keyboardLayoutGuide
    /// A scroll view's `contentLayoutGuide`.
    case contentLayoutGuide
    /// A scroll view's `frameLayoutGuide`.
    case frameLayoutGuide
    /// The system spacing (`constraint(equalToSystemSpacingAfter:multiplier:)`,
    /// `…Below:`, and their inequalities), not a number of points.
    case systemSpacing
  }

  /// What the rule asks.
  public var kind: Kind
  /// The checked views it concerns (required for `placedByConstraints`, optional for `uses`).
  public var views: [String]
  /// For `uses`: how the constraint is written, or the guide it relates.
  public var uses: Uses?

  /// Creates a rule.
  public init(kind: Kind, views: [String] = [], uses: Uses? = nil) {
    self.kind = kind
    self.views = views
    self.uses = uses
  }
}
