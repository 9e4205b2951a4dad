/// A rule about how the layout is made, beyond where its views end up, that the grader checks
/// from what the engine holds (`exercise.json` `rules`).
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

  /// What `uses` may name: how the constraint was written, or a guide it relates.
  public static let usesValues = [
    "anchor", "itemAttribute", "visualFormat", "layoutMarginsGuide", "safeAreaLayoutGuide",
    "readableContentGuide", "keyboardLayoutGuide", "contentLayoutGuide", "frameLayoutGuide",
  ]

  /// What the rule asks.
  public var kind: Kind
  /// The checked views it concerns (required for `placedByConstraints`, optional for `uses`).
  public var views: [String]
  /// For `uses`: one of `usesValues`.
  public var uses: String?

  /// Creates a rule.
  public init(kind: Kind, views: [String] = [], uses: String? = nil) {
    self.kind = kind
    self.views = views
    self.uses = uses
  }
}
