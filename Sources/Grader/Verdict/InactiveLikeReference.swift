import LayoutReport

/// The notes of constraints never activated that the reference solution never activates either,
/// on every device the note is about: a set made for a layout those devices never get (the
/// two-column set on a phone). Such a note says nothing the learner should change, so it is left
/// out, and what differs from the reference is said first. Known from the constraints both
/// programs' code held active at each settled snapshot (`SnapshotState`): in no snapshot does the
/// reference hold more copies of the constraint active than the learner (a set may repeat one of
/// the other set's constraints). A device without states keeps its notes.
enum InactiveLikeReference {
  static func explaining(
    _ verdict: Verdict, report: LayoutReport, learner: ProgramLayout, reference: ProgramLayout
  ) -> Verdict {
    var explained = verdict
    explained.diagnostics = verdict.diagnostics.filter { diagnostic in
      guard diagnostic.kind == .inactiveConstraint, let line = diagnostic.line,
        !diagnostic.devices.isEmpty
      else { return true }
      return !diagnostic.devices.allSatisfy { device in
        guard
          let record = report.results.first(where: { $0.name == device })?.inactiveConstraints
            .first(where: { $0.line == line && $0.equation != nil }),
          let theirs = reference.device(device)?.states, !theirs.isEmpty,
          let mine = learner.device(device)?.states, mine.count == theirs.count
        else { return false }
        return zip(mine, theirs).allSatisfy { a, b in
          copies(of: record, in: b.state.activeConstraints)
            <= copies(of: record, in: a.state.activeConstraints)
        }
      }
    }
    return explained
  }

  /// How many constraints of `list` are `record`, compared in canonical form.
  static func copies(of record: ConstraintRecord, in list: [ConstraintRecord]) -> Int {
    list.filter {
      $0.equation != nil && ConstraintComparison(learner: [record], reference: [$0]).isSame
    }.count
  }
}
