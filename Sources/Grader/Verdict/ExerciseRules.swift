/// What an exercise asks of a layout beyond its frames: rules about how it is made, and bounds
/// on the layout callbacks UIKit makes in a step. The grader judges them from what the program's
/// engine recorded (placements, active constraints, callbacks), never from the source text.
public struct ExerciseRules: Sendable, Hashable {
  /// A rule about how the layout is made.
  public struct Rule: Sendable, Hashable {
    /// What the rule asks.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
      /// Each of `views` is placed by constraints, not by a frame set by hand nor by its
      /// autoresizing mask.
      case placedByConstraints
      /// UIKit breaks no constraint.
      case noBrokenConstraints
      /// No checked view has an ambiguous layout.
      case noAmbiguousViews
      /// The learner's active constraints (those relating each of `views`, when given) include one
      /// written the way `uses` names (`itemAttribute`, `anchor`, `visualFormat`) or relating the
      /// guide it names (`layoutMarginsGuide`, …).
      case uses
    }

    /// What the rule asks.
    public var kind: Kind
    /// The checked views it concerns.
    public var views: [String]
    /// For `uses`: how the constraint is written, or the guide it relates.
    public var uses: String?

    /// Creates a rule.
    public init(kind: Kind, views: [String] = [], uses: String? = nil) {
      self.kind = kind
      self.views = views
      self.uses = uses
    }
  }

  /// How many times UIKit may call one callback during one step.
  public struct CallbackBound: Sendable, Hashable {
    /// The step's snapshot name.
    public var snapshot: String
    /// The callback (`layoutSubviews`).
    public var callback: String
    /// What it runs on, as the report names it: a view path, or `vc` for the controller.
    public var on: String
    /// The fewest calls allowed.
    public var atLeast: Int?
    /// The most calls allowed.
    public var atMost: Int?

    /// Creates a bound.
    public init(snapshot: String, callback: String, on: String, atLeast: Int?, atMost: Int?) {
      self.snapshot = snapshot
      self.callback = callback
      self.on = on
      self.atLeast = atLeast
      self.atMost = atMost
    }
  }

  /// The rules, in the exercise's order.
  public var rules: [Rule]
  /// The callback bounds, in step order.
  public var callbackBounds: [CallbackBound]

  /// Creates rules.
  public init(rules: [Rule] = [], callbackBounds: [CallbackBound] = []) {
    self.rules = rules
    self.callbackBounds = callbackBounds
  }

  /// No rules beyond frames.
  public static let none = ExerciseRules()

  /// Whether there is nothing to judge.
  public var isEmpty: Bool { rules.isEmpty && callbackBounds.isEmpty }
}
