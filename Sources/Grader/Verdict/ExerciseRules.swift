import ExerciseContract

/// What an exercise asks of a layout beyond its frames: rules about how it is made, and bounds
/// on the layout callbacks UIKit makes in a step. The grader judges them from what the program's
/// engine recorded (placements, active constraints, callbacks), never from the source text.
public struct ExerciseRules: Sendable, Hashable {
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
  public var rules: [ExerciseRule]
  /// The callback bounds, in step order.
  public var callbackBounds: [CallbackBound]

  /// Creates rules.
  public init(rules: [ExerciseRule] = [], callbackBounds: [CallbackBound] = []) {
    self.rules = rules
    self.callbackBounds = callbackBounds
  }

  /// No rules beyond frames.
  public static let none = ExerciseRules()

  /// Whether there is nothing to judge.
  public var isEmpty: Bool { rules.isEmpty && callbackBounds.isEmpty }

  /// Every rule and bound as one line each, in order, for cache keys: two rule sets have the
  /// same text exactly when they are equal. Cheaper than `String(describing:)`, which reflects.
  public var canonicalText: String {
    func field(_ text: String) -> String {
      text.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\u{1F}", with: "\\u{1F}")
        .replacingOccurrences(of: "\n", with: "\\n")
    }
    func number(_ value: Int?) -> String { value.map(String.init) ?? "-" }
    var lines = ["rules \(rules.count) bounds \(callbackBounds.count)"]
    for rule in rules {
      lines.append(
        (["rule", rule.kind.rawValue, rule.uses?.rawValue ?? "-"] + rule.views.map(field))
          .joined(separator: "\u{1F}"))
    }
    for bound in callbackBounds {
      lines.append(
        [
          "bound", field(bound.snapshot), field(bound.callback), field(bound.on),
          number(bound.atLeast), number(bound.atMost),
        ].joined(separator: "\u{1F}"))
    }
    return lines.joined(separator: "\n")
  }
}
