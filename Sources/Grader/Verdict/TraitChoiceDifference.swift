import LayoutReport

/// A layout that changes with the traits (a set of constraints, the root view's margins, a
/// stack's axis), chosen another way than the reference solution chooses it, said from the
/// states both programs recorded at each settled snapshot (`SnapshotState`):
///
/// - never chosen again: on every device each snapshot shows the learner's first layout, where
///   the reference's changes with the step (`trait-change-not-handled`);
/// - chosen from before the change: each snapshot shows the reference's layout of the snapshot
///   before (`previous-traits-read` when the program reads the previous trait collection's
///   value, `stale-size-in-trait-change` when it reads a size);
/// - chosen by another trait: the reference's layout is a function of one trait (the
///   controller's horizontal size class), and each of the learner's snapshots shows the layout
///   the reference gives that trait's value when the value is another trait's
///   (`wrong-size-class-axis`: the vertical size class; `screen-for-window`: the screen's).
///
/// The evidence often fits more than one of these (a trait that never changes looks like a
/// handler never run); the learner's file decides which, by the line that reads the trait, and
/// that line is cited. Nothing is said when no line settles it.
enum TraitChoiceDifference {
  /// A trait a layout may be chosen by.
  enum Trait: CaseIterable, Equatable {
    case horizontal, vertical, screenHorizontal, screenVertical, contentSize

    func value(_ state: SnapshotState) -> String {
      switch self {
      case .horizontal: state.horizontalSizeClass
      case .vertical: state.verticalSizeClass
      case .screenHorizontal: state.screenHorizontalSizeClass
      case .screenVertical: state.screenVerticalSizeClass
      case .contentSize: state.contentSizeCategory
      }
    }

    /// The property a program reads it by.
    var property: String {
      switch self {
      case .horizontal, .screenHorizontal: "horizontalSizeClass"
      case .vertical, .screenVertical: "verticalSizeClass"
      case .contentSize: "preferredContentSizeCategory"
      }
    }

    var isScreen: Bool { self == .screenHorizontal || self == .screenVertical }
  }

  /// What the comparison found, the line to cite, and the trait involved.
  struct Finding: Equatable {
    var cause: MismatchCause
    var line: Int?
    /// The trait the learner's layout follows instead (for the axis causes).
    var trait: Trait?
    /// The trait the reference's layout follows.
    var referenceTrait: Trait?
    /// The first device and snapshot whose layout differs from the reference's.
    var device: String
    var snapshot: String
  }

  /// One settled snapshot of one device: its state and the stack axes then.
  struct Moment {
    var device: String
    var snapshot: String
    var state: SnapshotState
    var stacks: [String: String]
  }

  /// `verdict` with the finding said first, when there is one.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String, inactive: [ConstraintRecord] = []
  ) -> Verdict {
    guard
      !verdict.diagnostics.contains(where: { $0.cause != nil && $0.cause != .layoutNotRedone }),
      let finding = find(
        learner: learner, reference: reference, source: source, inactive: inactive)
    else { return verdict }
    // Views nothing places are ambiguous: that is the symptom, said as the cause.
    if finding.cause == .layoutNotApplied,
      let index = verdict.diagnostics.firstIndex(where: { $0.kind == .ambiguousLayout })
    {
      var explained = verdict
      explained.diagnostics[index].cause = finding.cause
      explained.diagnostics[index].diagnosis = message(finding)
      explained.diagnostics = explained.diagnostics.filter { $0.kind != .inactiveConstraint }
      return explained
    }
    let diagnostic = Diagnostic(
      kind: .frameMismatch, message: message(finding), file: finding.line == nil ? nil : file,
      line: finding.line, device: finding.device, cause: finding.cause)
    // A constraint never activated that the reference activates in some snapshot is one of the
    // layout chosen wrongly, not one to activate by itself.
    let referenceActive = moments(reference).flatMap { $0 }.map(\.state.activeConstraints)
    let explainedLines = Set(
      inactive.filter { record in
        record.equation != nil
          && referenceActive.contains {
            ConstraintComparison(learner: [record], reference: $0).learnerOnly.isEmpty
          }
      }.compactMap(\.line))
    var explained = verdict
    explained.diagnostics = Diagnostic.ordered(
      [diagnostic]
        + verdict.diagnostics.filter {
          !($0.kind == .inactiveConstraint && $0.line.map(explainedLines.contains) == true)
        })
    return explained
  }

  /// The moments of a program's layout, device by device in step order.
  static func moments(_ layout: ProgramLayout) -> [[Moment]] {
    layout.devices.compactMap { device in
      guard let states = device.states, !states.isEmpty else { return nil }
      return states.map { named in
        var stacks: [String: String] = [:]
        for (key, stack) in device.stacks ?? [:] where key.hasPrefix(named.snapshot + "/") {
          stacks[stack.path] = stack.axis
        }
        return Moment(
          device: device.name, snapshot: named.snapshot, state: named.state, stacks: stacks)
      }
    }
  }

  /// Whether two moments show the same layout: the same constraints of the code, the same stack
  /// axes, and (on one device, where the system minimum is the same) the same root margins.
  static func sameLayout(_ a: Moment, _ b: Moment) -> Bool {
    guard a.stacks == b.stacks,
      ConstraintComparison(learner: a.state.activeConstraints, reference: b.state.activeConstraints)
        .isSame
    else { return false }
    guard a.device == b.device else { return true }
    return zip(a.state.rootMargins, b.state.rootMargins).allSatisfy { abs($0 - $1) < 0.5 }
      && a.state.rootMargins.count == b.state.rootMargins.count
  }

  /// The finding for two programs' moments, with the learner's file to settle it.
  static func find(
    learner: ProgramLayout, reference: ProgramLayout, source: String,
    inactive: [ConstraintRecord] = []
  ) -> Finding? {
    let mine = moments(learner)
    let theirs = moments(reference)
    guard !mine.isEmpty, mine.count == theirs.count,
      zip(mine, theirs).allSatisfy({ a, b in
        a.count == b.count
          && zip(a, b).allSatisfy { $0.device == $1.device && $0.snapshot == $1.snapshot }
      })
    else { return nil }
    // The first moment that differs; none, and the layouts are the same.
    var first: (Moment, Moment)?
    outer: for (a, b) in zip(mine, theirs) {
      for (x, y) in zip(a, b) where !sameLayout(x, y) {
        first = (x, y)
        break outer
      }
    }
    guard let differing = first?.0 else { return nil }
    // The reference's layout must change somewhere, or no trait chooses it.
    let allTheirs = theirs.flatMap { $0 }
    guard allTheirs.contains(where: { !sameLayout($0, allTheirs[0]) }) else { return nil }
    let lines = SourceLines(source)
    // Only a layout the traits choose: some trait changes with it, and its values tell it.
    let referenceTraits = Trait.allCases.filter { chooses($0, allTheirs) }
    guard !referenceTraits.isEmpty else { return nil }

    // Never applied: in a snapshot where the reference has constraints of its code active, the
    // learner has none, though it made each of them (and never activated it).
    let pairs = zip(mine, theirs).flatMap { zip($0, $1) }
    if let empty = pairs.first(where: { a, b in
      a.state.activeConstraints.isEmpty && !b.state.activeConstraints.isEmpty
        && ConstraintComparison(learner: inactive, reference: b.state.activeConstraints)
          .referenceOnly.isEmpty
    }), pairs.allSatisfy({ a, b in a.state.activeConstraints.isEmpty || sameLayout(a, b) }) {
      return Finding(
        cause: .layoutNotApplied, line: nil, device: empty.0.device, snapshot: empty.0.snapshot)
    }

    // Chosen by another trait.
    for referenceTrait in referenceTraits {
      for trait in Trait.allCases
      where trait != referenceTrait
        && !referenceTraits.contains(trait)
      {
        guard
          mine.flatMap({ $0 }).allSatisfy({ moment in
            allTheirs.contains { other in
              referenceTrait.value(other.state) == trait.value(moment.state)
                && sameLayout(moment, other)
            }
          })
        else { continue }
        let line =
          trait.isScreen
          ? lines.unique { $0.contains("UIScreen") && $0.contains("." + trait.property) }
          : lines.unique {
            $0.contains("." + trait.property) && !$0.contains("previous")
              && !$0.contains("UIScreen")
          }
        guard let line else { continue }
        return Finding(
          cause: trait.isScreen ? .screenForWindow : .wrongSizeClassAxis, line: line,
          trait: trait, referenceTrait: referenceTrait, device: differing.device,
          snapshot: differing.snapshot)
      }
    }

    // Chosen the wrong way round: the reference's two layouts, each where the other belongs.
    for referenceTrait in referenceTraits {
      let values = Set(allTheirs.map { referenceTrait.value($0.state) })
      guard values.count == 2,
        mine.flatMap({ $0 }).allSatisfy({ moment in
          allTheirs.contains { other in
            sameLayout(moment, other)
          }
            && !allTheirs.contains { other in
              referenceTrait.value(other.state) == referenceTrait.value(moment.state)
                && sameLayout(moment, other)
            }
        })
      else { continue }
      let line = lines.unique { line in
        let code = line.drop(while: { $0 == " " })
        return code.hasPrefix("if ")
          && ["width", "height", referenceTrait.property].contains { code.contains($0) }
      }
      guard let line else { continue }
      return Finding(
        cause: .wrongCondition, line: line, referenceTrait: referenceTrait,
        device: differing.device, snapshot: differing.snapshot)
    }

    // Never chosen again after the first snapshot.
    if zip(mine, theirs).allSatisfy({ a, b in a.allSatisfy { sameLayout($0, b[0]) } }) {
      let line =
        lines.unique { $0.contains("registerForTraitChanges(") }
        ?? lines.unique { $0.contains("previousTraitCollection?.") }
      return Finding(
        cause: .traitChangeNotHandled, line: line, device: differing.device,
        snapshot: differing.snapshot)
    }

    // Chosen from before the change.
    if zip(mine, theirs).allSatisfy({ a, b in
      sameLayout(a[0], b[0])
        && a.indices.dropFirst().allSatisfy { sameLayout(a[$0], b[$0 - 1]) }
    }) {
      if let line = lines.unique({ line in
        line.contains("previousTraitCollection.")
          || (line.contains("previousTraitCollection?.") && !line.contains("!=")
            && !line.contains("=="))
      }) {
        return Finding(
          cause: .previousTraitsRead, line: line, device: differing.device,
          snapshot: differing.snapshot)
      }
      if let line = lines.unique({ line in
        ["bounds.width", "bounds.size", "frame.width", "frame.size"].contains { line.contains($0) }
      }) {
        return Finding(
          cause: .staleSizeInTraitChange, line: line, device: differing.device,
          snapshot: differing.snapshot)
      }
    }
    return nil
  }

  /// Whether `trait` chooses the layout of `moments`: it takes two values at least, and moments
  /// with one value show one layout.
  static func chooses(_ trait: Trait, _ moments: [Moment]) -> Bool {
    guard Set(moments.map { trait.value($0.state) }).count >= 2 else { return false }
    for (index, a) in moments.enumerated() {
      for b in moments[(index + 1)...] where trait.value(a.state) == trait.value(b.state) {
        if !sameLayout(a, b) { return false }
      }
    }
    return true
  }

  /// The sentence.
  static func message(_ finding: Finding) -> String {
    let place = "on \(finding.device) in snapshot \(finding.snapshot)"
    switch finding.cause {
    case .wrongSizeClassAxis:
      let read = finding.trait.map { "`\($0.property)`" } ?? "the other size class"
      let meant = finding.referenceTrait.map { "`\($0.property)`" } ?? "the other"
      return
        "The layout is chosen by \(read) (line \(finding.line ?? 0)), where \(meant) is the one"
        + " that changes here: the layout is wrong \(place). Test \(meant) instead."
    case .screenForWindow:
      return
        "The layout is chosen by the screen's traits (line \(finding.line ?? 0)), which keep the"
        + " whole screen's size classes: a window in Split View is narrower, so the layout is"
        + " wrong \(place). Ask the controller's own `traitCollection` instead."
    case .layoutNotApplied:
      return
        "None of the constraints of your layout is active \(place): each set is made but none is"
        + " activated for this size, so nothing places the views. A layout chosen only when the"
        + " size changes (`viewWillTransition(to:with:)`) is never chosen for the size the"
        + " screen starts at: choose it for the first layout too (`viewWillLayoutSubviews()`"
        + " runs before every layout, the first included)."
    case .wrongCondition:
      return
        "The layout is chosen the wrong way round (line \(finding.line ?? 0)): each snapshot"
        + " shows the layout meant for the other case, wrong \(place). Turn the condition"
        + " around."
    case .previousTraitsRead:
      return
        "The layout is chosen from the previous trait collection (line \(finding.line ?? 0)),"
        + " the traits before the change: each step shows the layout of the step before, wrong"
        + " \(place). Read `traitCollection` (or the view's traits) for the traits now."
    case .staleSizeInTraitChange:
      return
        "The layout is chosen by a size read when the traits change (line"
        + " \(finding.line ?? 0)), before the view takes its new size: each step shows the"
        + " layout of the step before, wrong \(place). Choose by the size class instead."
    default:
      let handler = finding.line.map { " (line \($0))" } ?? ""
      return
        "The layout is chosen once and never again when the traits change\(handler): it stays"
        + " the first step's, wrong \(place). Choose it again when the trait it depends on"
        + " changes (`traitCollectionDidChange(_:)` comparing that trait with the previous one,"
        + " or `registerForTraitChanges(_:handler:)` for that trait)."
    }
  }
}

/// The learner's lines without `//` comments, for the line that reads a trait.
private struct SourceLines {
  let lines: [String]

  init(_ source: String) {
    lines = source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...])
    }
  }

  /// The 1-based line for which `matches` holds, when exactly one does.
  func unique(_ matches: (String) -> Bool) -> Int? {
    let found = lines.indices.filter { matches(lines[$0]) }
    return found.count == 1 ? found[0] + 1 : nil
  }
}
