import ExerciseContract
import LayoutReport

/// The messages for an exercise's rules and callback bounds that a layout breaks.
enum RuleExplanations {
  /// A view the exercise wants placed by constraints that is placed another way.
  static func notPlacedByConstraints(
    view: String, placement: String, snapshot: String, devicePhrase: String, device: String
  ) -> Diagnostic {
    let how: String
    switch placement {
    case "autoresizingMask":
      how =
        "it still has `translatesAutoresizingMaskIntoConstraints = true`, so UIKit places it from "
        + "the frame your code gave it and its autoresizing mask. Set "
        + "`translatesAutoresizingMaskIntoConstraints = false` and give it constraints instead of a frame."
    default:
      how =
        "its frame was set by hand after Auto Layout placed it, so what shows is not what its "
        + "constraints give. Leave the frame to the constraints."
    }
    return Diagnostic(
      kind: .rule,
      message:
        "`\(view)` must be placed by constraints, but in snapshot \(snapshot)\(devicePhrase) "
        + how,
      device: device, view: view)
  }

  /// UIKit broke a constraint, which the exercise forbids.
  static func brokenConstraint(_ entry: LogEntry, devicePhrase: String, device: String)
    -> Diagnostic
  {
    let broken = entry.constraints.first { $0.broken }
    var message =
      "The exercise asks that UIKit break no constraint, but\(devicePhrase) it had to break one to "
      + "lay the views out (\"Unable to simultaneously satisfy constraints\")."
    if let broken { message += "\n" + MessageText.constraintLine(broken) }
    let place = broken.flatMap { $0.origin == .code ? $0 : nil }
    return Diagnostic(
      kind: .rule, message: message, file: place?.file, line: place?.line, device: device)
  }

  /// Checked views whose layout is ambiguous, which the exercise forbids.
  static func ambiguous(views: [String], devicePhrase: String, device: String) -> Diagnostic {
    let names = MessageText.list(views.map { "`\($0)`" })
    return Diagnostic(
      kind: .rule,
      message: "The exercise asks that no view be ambiguous, but\(devicePhrase) \(names) "
        + (views.count == 1 ? "has" : "have")
        + " more than one frame the constraints allow: add the constraints that pin each one down.",
      device: device, view: views.first)
  }

  /// No constraint the learner made (for `view`, when given) is written the way, or relates the
  /// guide, the exercise asks for.
  static func notUsed(
    _ uses: ExerciseRule.Uses, view: String?, constraints: [ConstraintRecord], devicePhrase: String,
    device: String
  ) -> Diagnostic {
    let what = phrase(uses)
    var message: String
    if let view {
      message = "`\(view)` must be placed with \(what), but"
      message +=
        constraints.isEmpty
        ? "\(devicePhrase) none of your active constraints relates it."
        : "\(devicePhrase) none of the active constraints your code made for it does:"
    } else {
      message = "The layout must use \(what), but"
      message +=
        constraints.isEmpty
        ? "\(devicePhrase) your code holds no active constraint."
        : "\(devicePhrase) none of the active constraints your code made does:"
    }
    for constraint in constraints.prefix(8) {
      message += "\n" + MessageText.constraintLine(constraint)
    }
    if constraints.count > 8 { message += "\n  … and \(constraints.count - 8) more" }
    let first = MessageText.firstCodeLocation(constraints)
    return Diagnostic(
      kind: .rule, message: message, file: first?.file, line: first?.line, device: device,
      view: view)
  }

  /// How a rule's `uses` reads in a sentence.
  static func phrase(_ uses: ExerciseRule.Uses) -> String {
    switch uses {
    case .itemAttribute:
      "the item-and-attribute initializer "
        + "`NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`"
    case .anchor: "layout anchors (`leadingAnchor.constraint(equalTo:)` and the like)"
    case .visualFormat:
      "a Visual Format Language string (`NSLayoutConstraint.constraints(withVisualFormat:…)`)"
    case .layoutMarginsGuide, .safeAreaLayoutGuide, .readableContentGuide, .keyboardLayoutGuide,
      .contentLayoutGuide, .frameLayoutGuide:
      "`\(uses.rawValue)` (a constraint to a view's `\(uses.rawValue)`, not a constant)"
    case .systemSpacing:
      "the system spacing (`constraint(equalToSystemSpacingAfter:multiplier:)` or"
        + " `…Below:`), not a number of points"
    }
  }

  /// A callback UIKit called more or fewer times in a step than the exercise allows.
  static func callbackCount(
    _ bound: ExerciseRules.CallbackBound, count: Int, trace: [CallbackRecord],
    devicePhrase: String, device: String
  ) -> Diagnostic {
    let receiver = bound.on == CallbackRecord.controller ? "the view controller" : "`\(bound.on)`"
    let allowed: String
    switch (bound.atLeast, bound.atMost) {
    case (_, 0?): allowed = "none"
    case (let least?, let most?) where least == most: allowed = "exactly \(times(least))"
    case (let least?, let most?): allowed = "from \(least) to \(times(most))"
    case (let least?, nil): allowed = "at least \(times(least))"
    case (nil, let most?): allowed = "at most \(times(most))"
    case (nil, nil): allowed = "any number of calls"
    }
    let called =
      count == 0
      ? "did not call `\(bound.callback)` of \(receiver)"
      : "called `\(bound.callback)` of \(receiver) \(times(count))"
    var message =
      "In step \(bound.snapshot)\(devicePhrase) UIKit \(called); the exercise allows \(allowed)."
    if !trace.isEmpty {
      let shown = trace.prefix(24).map { "\($0.callback) (\($0.on))" }
      message += "\n  The step's layout callbacks, in order: " + shown.joined(separator: ", ")
      if trace.count > 24 { message += ", … (\(trace.count) in all)" }
    }
    let view = bound.on == CallbackRecord.controller ? nil : bound.on
    // A constraint update nobody asked for: the callback trace shows the pass ran without it.
    var cause: MismatchCause?
    if count == 0, (bound.atLeast ?? 0) >= 1,
      ["updateViewConstraints", "updateConstraints"].contains(bound.callback)
    {
      cause = .constraintsUpdateNotRequested
      let target = bound.on == CallbackRecord.controller ? "`view`" : "`\(bound.on)`"
      message +=
        "\n  Nothing asked for a constraint update: call `setNeedsUpdateConstraints()` on"
        + " \(target) when what the constraints depend on changes, and UIKit calls"
        + " `\(bound.callback)()` in the next layout pass. `setNeedsLayout()` lays out without"
        + " updating constraints, `updateConstraintsIfNeeded()` updates only what was marked, and"
        + " marking another view updates that view's constraints, not these."
    }
    return Diagnostic(
      kind: .callbackCount, message: message, device: device, view: view, cause: cause)
  }

  private static func times(_ count: Int) -> String {
    switch count {
    case 1: "once"
    case 2: "twice"
    default: "\(count) times"
    }
  }
}
