import LayoutReport

/// A conflict that comes from switching between two sets of constraints, said as the order of
/// the switch: compared with the reference solution's constraints once the last step is over.
///
/// - The learner's final constraints are the reference's, yet one call to activate constraints
///   logged a conflict in which a constraint took part that is no longer active at the end: the
///   new set was activated while the old one was still active, and deactivated only after
///   (`activated-before-deactivated`, at the activating call).
/// - The learner's final constraints are the reference's and more, and every one more took part
///   in the conflict: the set that no longer fits is never deactivated, so both sets hold
///   (`old-set-kept-active`, at the activating call).
///
/// Said only on a conflict logged by a call in the learner's file, among the learner's own
/// constraints, on a device whose reference constraints were recorded.
enum ConstraintSetConflict {
  /// `verdict` with its first conflict said as the cause, when it is one of these.
  static func explaining(
    _ verdict: Verdict, report: LayoutReport, learner: ProgramLayout, reference: ProgramLayout,
    source: String = ""
  ) -> Verdict {
    // Two sets that place one edge each their own way look like an edge pinned twice, and the
    // views whose constraint UIKit broke are its symptoms.
    let allowed: Set<MismatchCause> = [.edgePinnedTwice, .constraintBroken]
    guard !verdict.diagnostics.contains(where: { $0.cause.map { !allowed.contains($0) } ?? false }),
      let index = verdict.diagnostics.firstIndex(where: { $0.kind == .unsatisfiableConstraints })
    else { return verdict }
    for result in report.results {
      // Only where the reference itself switches sets: two snapshots with other constraints.
      guard let mine = learner.device(result.name), let theirs = reference.device(result.name),
        let states = theirs.states,
        states.contains(where: {
          !ConstraintComparison(
            learner: $0.state.activeConstraints, reference: states[0].state.activeConstraints
          ).isSame
        })
      else { continue }
      for entry in result.log where entry.kind == .unsatisfiable {
        guard let finding = find(entry, learner: mine.constraints, reference: theirs.constraints)
        else { continue }
        return said(
          finding, entry: entry, device: result.name, at: index, in: verdict, source: source)
      }
    }
    return verdict
  }

  /// `verdict` with the conflict at `index` said as `finding`.
  private static func said(
    _ finding: Finding, entry: LogEntry, device: String, at index: Int, in verdict: Verdict,
    source: String
  ) -> Verdict {
    var explained = verdict
    var diagnostic = explained.diagnostics[index]
    diagnostic.cause = finding.cause
    let call = activatingLine(of: finding.activated, in: source) ?? entry.line
    if let call { diagnostic.line = call }
    diagnostic.diagnosis = sentence(finding, call: call, device: device)
    explained.diagnostics[index] = diagnostic
    // The set's other conflicts come from the same switch: no edge to delete.
    for other in explained.diagnostics.indices
    where other != index && explained.diagnostics[other].cause == .edgePinnedTwice {
      explained.diagnostics[other].cause = nil
      explained.diagnostics[other].diagnosis =
        "Another conflict between the two sets, from the same switch"
        + (explained.diagnostics[other].line.map { " (line \($0))" } ?? "") + "."
    }
    return explained
  }

  /// What the conflict of `entry` says about the switch.
  struct Finding: Equatable {
    var cause: MismatchCause
    /// The learner's constraints in the conflict that are no longer active at the end
    /// (`activated-before-deactivated`), or still active though the reference's are not
    /// (`old-set-kept-active`).
    var stale: [ConstraintRecord]
    /// The constraint of the set being activated: the one UIKit broke, else the first stale.
    var activated: ConstraintRecord?
  }

  /// The finding for one conflict, given the learner's and the reference's final constraints.
  static func find(
    _ entry: LogEntry, learner: [ConstraintRecord], reference: [ConstraintRecord]
  ) -> Finding? {
    let inConflict = entry.constraints.filter { $0.origin == .code && $0.line != nil }
    guard inConflict.count >= 2 else { return nil }
    let comparison = ConstraintComparison(learner: learner, reference: reference)
    guard comparison.referenceOnly.isEmpty, comparison.learnerUncompared.isEmpty,
      comparison.referenceUncompared.isEmpty
    else { return nil }
    let activeLines = Set(learner.compactMap(\.line))
    if comparison.learnerOnly.isEmpty {
      // The end is the reference's: a constraint of the conflict was deactivated after it.
      let deactivated = inConflict.filter { !activeLines.contains($0.line ?? 0) }
      guard !deactivated.isEmpty else { return nil }
      return Finding(
        cause: .activatedBeforeDeactivated,
        stale: inConflict.filter { !$0.broken },
        activated: inConflict.first(where: \.broken) ?? deactivated.first)
    }
    // More than the reference at the end (a set: two at least, copies of the reference's left
    // out), one of them in the conflict, and the conflict all still active.
    let sharedKeys = Set(comparison.shared.map(\.key))
    let extra = comparison.learnerOnly.filter { !sharedKeys.contains($0.constraint.key) }
    let conflictLines = Set(inConflict.compactMap(\.line))
    guard extra.count >= 2, inConflict.allSatisfy({ activeLines.contains($0.line ?? 0) }),
      extra.contains(where: { conflictLines.contains($0.line ?? 0) })
    else { return nil }
    let extraLines = Set(extra.compactMap(\.line))
    let stale = inConflict.filter { extraLines.contains($0.line ?? 0) }
    return Finding(
      cause: .oldSetKeptActive, stale: stale,
      activated: inConflict.first(where: \.broken) ?? stale.first)
  }

  /// The line that activates the array the constraint made on `constraint.line` belongs to
  /// (`wideConstraints = [` … `NSLayoutConstraint.activate(wideConstraints)`), when one line
  /// does.
  static func activatingLine(of constraint: ConstraintRecord?, in source: String) -> Int? {
    guard let made = constraint?.line else { return nil }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
        .filter { $0 != " " }
    }
    guard made >= 1, made <= lines.count else { return nil }
    // The array literal the line is in: the nearest `name = [` above it.
    var name: String?
    for index in stride(from: made - 1, through: 0, by: -1) {
      let line = lines[index]
      if let open = line.range(of: "=["), open.upperBound == line.endIndex {
        var head = line[..<open.lowerBound]
        for prefix in ["let", "var", "self."] where head.hasPrefix(prefix) {
          head = head.dropFirst(prefix.count)
        }
        if let colon = head.firstIndex(of: ":") { head = head[..<colon] }
        name = String(head)
        break
      }
      if line.hasSuffix("]") && index != made - 1 { return nil }
    }
    guard let name, !name.isEmpty else { return nil }
    let calls = lines.indices.filter {
      lines[$0].contains("activate(\(name))") && !lines[$0].contains("deactivate(")
        || lines[$0].contains("activate(self.\(name))") && !lines[$0].contains("deactivate(")
    }
    return calls.count == 1 ? calls[0] + 1 : nil
  }

  /// The sentence that leads the conflict's diagnostic.
  static func sentence(_ finding: Finding, call: Int?, device: String) -> String {
    let at = call.map { "on line \($0)" } ?? "here"
    let activated = finding.activated.map(ConflictDiagnosis.mention) ?? "a constraint"
    let stale = MessageText.list(finding.stale.prefix(3).map(ConflictDiagnosis.mention))
    let more = finding.stale.count > 3 ? " and \(finding.stale.count - 3) more" : ""
    switch finding.cause {
    case .activatedBeforeDeactivated:
      return
        "The constraints activated \(at) come in while the ones they replace are still active:"
        + " \(activated) conflicts with \(stale)\(more) on \(device), and UIKit breaks one. The"
        + " old ones are deactivated only after; deactivate what no longer fits first, then"
        + " activate what does."
    default:
      return
        "The constraints activated \(at) are added to the other set, which is never"
        + " deactivated: \(activated) conflicts with \(stale)\(more) on \(device), and both"
        + " sets stay active. Deactivate the set that no longer fits"
        + " (`NSLayoutConstraint.deactivate(_:)`) before activating the other."
    }
  }
}
