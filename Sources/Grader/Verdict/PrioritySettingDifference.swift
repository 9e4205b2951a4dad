import LayoutReport

/// A content priority the learner set where the reference solution sets another: on the other of
/// two views (`priority-on-wrong-view`), or the other kind on the same view and axis, compression
/// resistance where hugging was meant or the reverse (`hugging-vs-compression`). Read from the
/// calls each program made (`ContentPrioritiesRecord.setAt`), so a priority set to its default
/// counts as set; said when nothing else names a cause, on the first device whose frames are
/// wrong, with the line of the learner's call.
enum PrioritySettingDifference {
  /// One of a view's four priorities, as `ContentPrioritiesRecord.setAt` keys it.
  struct Key: Hashable {
    var hugging: Bool
    var axis: String

    var name: String { "\(hugging ? "hugging" : "compression")-\(axis)" }
    var other: Key { Key(hugging: !hugging, axis: axis) }
    var title: String { hugging ? "hugging" : "compression resistance" }
    var setter: String {
      hugging ? "setContentHuggingPriority" : "setContentCompressionResistancePriority"
    }
    /// What a raised priority of this kind keeps the view from doing.
    var keeps: String {
      hugging ? "from growing beyond its content" : "from shrinking below its content"
    }

    func value(_ record: ContentPrioritiesRecord) -> Double {
      switch (hugging, axis) {
      case (true, "horizontal"): record.huggingHorizontal
      case (true, _): record.huggingVertical
      case (false, "horizontal"): record.compressionHorizontal
      default: record.compressionVertical
      }
    }

    static let all = [true, false].flatMap { hugging in
      ["horizontal", "vertical"].map { Key(hugging: hugging, axis: $0) }
    }
  }

  /// `verdict` with the misplaced priority said first, when there is one.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }),
      let first = verdict.checks.first(where: { !$0.ok }),
      let mine = learner.device(first.device)?.priorities,
      let theirs = reference.device(first.device)?.priorities
    else { return verdict }
    let failing = verdict.checks.filter { !$0.ok }
    let prefix = first.snapshot + "/"
    func settings(_ records: [String: ContentPrioritiesRecord]) -> [String: [String: Int]] {
      var found: [String: [String: Int]] = [:]
      for (path, record) in records where path.hasPrefix(prefix) {
        if let setAt = record.setAt { found[String(path.dropFirst(prefix.count))] = setAt }
      }
      return found
    }
    let (learnerSet, referenceSet) = (settings(mine), settings(theirs))
    guard
      let finding = otherKind(learnerSet, referenceSet)
        ?? otherView(learnerSet, referenceSet, mine: mine, theirs: theirs, prefix: prefix)
    else { return verdict }
    var explained = verdict
    let wrong = Set(failing.map(\.view))
    // With the solution's constraints, the ambiguity of a wrong view is the tie the misplaced
    // priority leaves, and the message explains it.
    let sameConstraints = learner.device(first.device).flatMap { mine in
      reference.device(first.device).map { theirs in
        let comparison = ConstraintComparison(
          learner: mine.constraints, reference: theirs.constraints)
        return comparison.learnerOnly.isEmpty && comparison.referenceOnly.isEmpty
      }
    }
    if sameConstraints == true,
      let index = explained.diagnostics.firstIndex(where: {
        $0.kind == .ambiguousLayout && wrong.contains($0.view ?? "")
      })
    {
      explained.diagnostics[index].message = finding.message
      explained.diagnostics[index].cause = finding.cause
      explained.diagnostics[index].file = file
      explained.diagnostics[index].line = finding.line
      explained.diagnostics[index].column = nil
      explained.diagnostics[index].view = finding.view
    } else {
      explained.diagnostics.insert(
        Diagnostic(
          kind: .frameMismatch, message: finding.message, file: file, line: finding.line,
          device: first.device, view: finding.view, devices: failing.devicesInOrder,
          cause: finding.cause), at: 0)
    }
    explained.diagnostics = Diagnostic.ordered(explained.diagnostics)
    return explained
  }

  struct Finding {
    var cause: MismatchCause
    /// The view the learner set the priority on, and the one the solution sets it on.
    var view: String
    var meant: String
    var line: Int
    var message: String
  }

  /// A view whose priority of one kind on an axis the solution sets and the learner does not,
  /// the learner setting the other kind on the same view and axis, which the solution leaves.
  static func otherKind(_ learner: [String: [String: Int]], _ reference: [String: [String: Int]])
    -> Finding?
  {
    for view in reference.keys.sorted() {
      let theirs = reference[view] ?? [:]
      let mine = learner[view] ?? [:]
      for key in Key.all where theirs[key.name] != nil && mine[key.name] == nil {
        guard let line = mine[key.other.name], theirs[key.other.name] == nil else { continue }
        let name = StackDifference.propertyName(view)
        let message =
          "`\(view)`'s \(key.axis) \(key.other.title) priority is the one your code sets (line"
          + " \(line)), where the layout needs its \(key.title) priority: \(key.other.title)"
          + " keeps a view \(key.other.keeps), \(key.title) keeps it \(key.keeps)."
          + "\nCall `\(name).\(key.setter)(_:for: .\(key.axis))` instead."
        return Finding(
          cause: .huggingVsCompression, view: view, meant: view, line: line, message: message)
      }
    }
    return nil
  }

  /// A priority of one kind on an axis that the solution sets on one view and the learner on
  /// another, to the same value, neither setting it on the other's view.
  static func otherView(
    _ learner: [String: [String: Int]], _ reference: [String: [String: Int]],
    mine: [String: ContentPrioritiesRecord], theirs: [String: ContentPrioritiesRecord],
    prefix: String
  ) -> Finding? {
    for key in Key.all {
      let learnerViews = Set(learner.filter { $0.value[key.name] != nil }.keys)
      let referenceViews = Set(reference.filter { $0.value[key.name] != nil }.keys)
      let extra = learnerViews.subtracting(referenceViews)
      let lacking = referenceViews.subtracting(learnerViews)
      guard extra.count == 1, lacking.count == 1, let view = extra.first,
        let meant = lacking.first, let line = learner[view]?[key.name],
        let myValue = mine[prefix + view].map(key.value),
        let theirValue = theirs[prefix + meant].map(key.value), myValue == theirValue,
        let left = mine[prefix + meant].map(key.value), left != myValue
      else { continue }
      let name = StackDifference.propertyName(meant)
      // Raised above the priority the other view keeps, it holds the view it is set on; lowered,
      // it makes that view the one that gives way.
      let effect =
        myValue > left
        ? "a higher \(key.title) priority keeps the view it is set on \(key.keeps), and"
          + " `\(meant)` is the one that must keep its size"
        : "a lower \(key.title) priority makes the view it is set on the one that gives way, and"
          + " `\(meant)` is the one that must give way"
      let message =
        "`\(view)`'s \(key.axis) \(key.title) priority is set to"
        + " \(ContentPriorityDifference.format(myValue)) (line \(line)), where the layout needs"
        + " it on `\(meant)`: \(effect)."
        + "\nSet it on `\(name)` instead: `\(name).\(key.setter)(…, for: .\(key.axis))`."
      return Finding(
        cause: .priorityOnWrongView, view: view, meant: meant, line: line, message: message)
    }
    return nil
  }
}
