import ExerciseContract
import LayoutReport

/// Judges an exercise's rules and callback bounds against a report, device by device, and
/// explains each that fails (said once for the devices it failed on).
struct RuleJudgement {
  let rules: ExerciseRules
  let slots: [DeviceSlot]

  /// The diagnostics of the rules and bounds that failed, in the exercise's order.
  func diagnostics() -> [Diagnostic] {
    judged().map(\.diagnostic)
  }

  /// Each failed rule's diagnostic with what it says as data, so that another explanation of the
  /// same views can say it instead (`SameCause`).
  func judged() -> [(diagnostic: Diagnostic, fact: RuleFact?)] {
    guard !rules.isEmpty else { return [] }
    let ran = slots.filter { $0.result != nil }.map(\.name)
    var groups = DiagnosticGroups()
    var facts: [String: RuleFact] = [:]
    for slot in slots {
      guard let result = slot.result else { continue }
      for rule in rules.rules {
        judge(rule, result, device: slot.name, into: &groups, facts: &facts)
      }
      for bound in rules.callbackBounds {
        judge(bound, result, device: slot.name, into: &groups)
      }
    }
    return zip(groups.keys, groups.diagnostics(allDevices: ran)).map { key, diagnostic in
      (diagnostic, facts[key])
    }
  }

  // MARK: Rules

  private func judge(
    _ rule: ExerciseRule, _ result: DeviceResult, device: String,
    into groups: inout DiagnosticGroups, facts: inout [String: RuleFact]
  ) {
    switch rule.kind {
    case .placedByConstraints:
      for view in rule.views {
        guard let (placement, snapshot) = misplacement(of: view, in: result) else { continue }
        let key = "rule-placed\u{1F}\(view)\u{1F}\(placement)"
        if placement == "autoresizingMask" { facts[key] = .placedByMask(view: view) }
        groups.add(key: key, device: device) {
          RuleExplanations.notPlacedByConstraints(
            view: view, placement: placement, snapshot: snapshot, devicePhrase: $0, device: $1)
        }
      }
    case .noBrokenConstraints:
      guard let entry = result.log.first(where: { $0.kind == .unsatisfiable }) else { return }
      facts["rule-broken"] = .noBrokenConstraint
      groups.add(key: "rule-broken", device: device) {
        RuleExplanations.brokenConstraint(entry, devicePhrase: $0, device: $1)
      }
    case .noAmbiguousViews:
      var views: [String] = []
      for snapshot in result.snapshots {
        for view in snapshot.views where view.ambiguous && !views.contains(view.path) {
          views.append(view.path)
        }
      }
      guard !views.isEmpty else { return }
      let key = "rule-ambiguous\u{1F}" + views.joined(separator: ",")
      facts[key] = .noAmbiguousView(views: views)
      groups.add(key: key, device: device) {
        RuleExplanations.ambiguous(views: views, devicePhrase: $0, device: $1)
      }
    case .uses:
      guard let uses = rule.uses else { return }
      let learners = result.activeConstraints.filter { $0.origin == .code }
      let matches = { (constraint: ConstraintRecord) in
        constraint.creation == uses.rawValue || constraint.guides.contains(uses.rawValue)
          || (uses == .systemSpacing && constraint.systemSpacing)
      }
      if rule.views.isEmpty {
        guard !learners.contains(where: matches) else { return }
        groups.add(key: "rule-uses\u{1F}\(uses.rawValue)", device: device) {
          RuleExplanations.notUsed(
            uses, view: nil, constraints: learners, devicePhrase: $0, device: $1)
        }
        return
      }
      for view in rule.views {
        let placing = learners.filter { $0.views.contains(view) }
        guard !placing.contains(where: matches) else { continue }
        let key =
          "rule-uses\u{1F}\(uses.rawValue)\u{1F}\(view)\u{1F}"
          + placing.map { "\($0.file ?? ""):\($0.line ?? 0)" }.joined(separator: ",")
        var lines: [Int] = []
        for line in placing.compactMap(\.line) where !lines.contains(line) { lines.append(line) }
        facts[key] = .uses(uses, view: view, lines: lines.sorted())
        groups.add(key: key, device: device) {
          RuleExplanations.notUsed(
            uses, view: view, constraints: placing, devicePhrase: $0, device: $1)
        }
      }
    }
  }

  /// The first settled snapshot in which `view` is not placed by constraints, and how it is.
  private func misplacement(of view: String, in result: DeviceResult) -> (String, String)? {
    for snapshot in result.snapshots where snapshot.time == nil {
      guard let record = snapshot.view(at: view), let placement = record.placement else {
        continue
      }
      if placement != "constraints" { return (placement, snapshot.name) }
    }
    return nil
  }

  // MARK: Callbacks

  private func judge(
    _ bound: ExerciseRules.CallbackBound, _ result: DeviceResult, device: String,
    into groups: inout DiagnosticGroups
  ) {
    guard
      let snapshot = result.snapshots.first(where: {
        $0.name == bound.snapshot && $0.time == nil
      })
    else { return }
    let count = snapshot.callbacks.filter { $0.callback == bound.callback && $0.on == bound.on }
      .count
    let tooFew = bound.atLeast.map { count < $0 } ?? false
    let tooMany = bound.atMost.map { count > $0 } ?? false
    guard tooFew || tooMany else { return }
    let key = [
      "callbacks", bound.snapshot, bound.callback, bound.on, String(count),
    ].joined(separator: "\u{1F}")
    groups.add(key: key, device: device) {
      RuleExplanations.callbackCount(
        bound, count: count, trace: snapshot.callbacks, devicePhrase: $0, device: $1)
    }
  }
}
