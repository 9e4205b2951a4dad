import LayoutReport

/// The constraint a failed program wrote differently from the reference solution, said as the
/// learner's mistake: on the first device whose frames are wrong, when the learner's constraints
/// and the reference's differ by exactly one constraint (one written differently, one missing, or
/// one too many), that constraint is the cause. Two differences are said together in two cases a
/// learner meets: one constraint too many beside one missing (the wrong constraint of a conflict
/// deleted), and constraints written differently beside one missing (a minimum made exact where
/// an edge was missing); the one written or kept is the cause, the missing one is named with it. Written differently, it is one of these: another
/// attribute of the same items (`bottom` for `lastBaseline`), another item for the same
/// attributes (the content layout guide for the frame layout guide, the root view for its safe
/// area), the multiplier inverted, another relation, or another constant.
///
/// Said only when no other explanation names a cause, and only when the constraint is about a
/// view whose frame is wrong (or a guide of one).
enum ReferenceDifference {
  /// How the learner's constraint differs from the reference's.
  enum Kind: Equatable {
    case attribute, item, multiplierInverted, constantForRatio, centerForEqualGaps, relation
    case multiplier, priority
    case constant, constantNegated
    case missing, extra

    var cause: MismatchCause {
      switch self {
      case .attribute: .wrongAttribute
      case .item: .wrongItem
      case .multiplierInverted: .multiplierInverted
      case .constantForRatio: .constantForRatio
      case .centerForEqualGaps: .centerForEqualGaps
      case .multiplier: .wrongMultiplier
      case .priority: .wrongPriority
      case .relation: .wrongRelation
      case .constant: .wrongConstant
      case .constantNegated: .insetSignFlipped
      case .missing: .constraintMissing
      case .extra: .constraintExtra
      }
    }
  }

  /// The difference found: the learner's entry (nil when missing), the reference's (nil when
  /// extra), and its kind; `others`, the lines of more constraints written differently the same
  /// way (four edges pinned to the content view where its margins were meant).
  struct Finding {
    var learner: ConstraintComparison.Entry?
    var reference: ConstraintComparison.Entry?
    var kind: Kind
    var others: [Int] = []
    /// The line that gives the learner's constraint its constant, when not the one that made it.
    var constantLine: Int?
    /// A constraint of the reference that the learner's layout also lacks, beside the one kept or
    /// written differently, said with the cause.
    var missingBeside: ConstraintComparison.Entry?
    /// For a missing constraint, the reference's others made on the same line with it (one
    /// visual format string), missing too.
    var alsoMissing: [ConstraintComparison.Entry] = []
  }

  /// `verdict` with the difference said first among the wrong frames, when there is one.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String,
    source: String? = nil
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }) else { return verdict }
    let failing = verdict.checks.filter { !$0.ok }
    if failing.isEmpty {
      return explainingConflict(verdict, learner: learner, reference: reference)
    }
    guard let device = failing.first?.device,
      let mine = learner.device(device), let theirs = reference.device(device)
    else { return verdict }
    let comparison = ConstraintComparison(learner: mine.constraints, reference: theirs.constraints)
    guard comparison.learnerUncompared.isEmpty, comparison.referenceUncompared.isEmpty,
      var finding = find(in: comparison)
    else { return verdict }
    // The constraint is about a wrong view (in any row, for the cells of a list).
    let wrongViews = Set(failing.map { rowFree($0.view) })
    var about = (finding.learner ?? finding.reference).map { $0.constraint.views } ?? []
    // A layout guide the program made is about the views the program places with it (a guide
    // around a group, centred where the group should be).
    let guides =
      (finding.learner ?? finding.reference).map { entry in
        [entry.constraint.first.item, entry.constraint.second?.item].compactMap { $0 }.filter {
          $0.hasSuffix(".layoutGuide")
        }
      } ?? []
    if !guides.isEmpty {
      for record in mine.constraints {
        guard let equation = record.equation else { continue }
        let items = [equation.first.item, equation.second?.item].compactMap { $0 }
        if items.contains(where: guides.contains) {
          about += items.filter { !guides.contains($0) }
        }
      }
    }
    guard about.contains(where: { wrongViews.contains(rowFree($0)) }) else { return verdict }
    let subject = failing.first { check in about.contains { rowFree($0) == rowFree(check.view) } }
    let devices = failing.devicesInOrder
    let written = Written(learner: mine.constraints, reference: theirs.constraints)
    // A constant given later to a constraint kept in a property is cited where it is given.
    if finding.kind == .constant || finding.kind == .constantNegated, let source,
      let entry = finding.learner, let made = entry.line,
      let constant = written.record(entry, inLearner: true)?.equation?.constant,
      let given = SourceAssignments(source).lineSettingConstant(
        ofConstraintMadeOn: made, to: constant)
    {
      finding.constantLine = given
    }
    let line = finding.constantLine ?? finding.learner?.line
    let diagnostic = Diagnostic(
      kind: .frameMismatch,
      message: message(finding, devices: devices, failing: failing, written: written),
      file: line == nil ? nil : file, line: line,
      device: devices.first, view: subject?.view, devices: devices,
      cause: finding.kind.cause)
    var explained = verdict
    explained.diagnostics = Diagnostic.ordered([diagnostic] + verdict.diagnostics)
    return explained
  }

  /// `verdict`, whose frames all match, with its first conflict said as the relation written
  /// differently, when the constraint UIKit broke is the learner's and the one difference from
  /// the reference solution on that device is that constraint's relation (`==` for `>=`): the
  /// bound the reference leaves room with is an equation that cannot hold beside the others.
  static func explainingConflict(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout
  ) -> Verdict {
    guard
      let index = verdict.diagnostics.firstIndex(where: {
        $0.kind == .unsatisfiableConstraints && $0.line != nil
      })
    else { return verdict }
    let conflict = verdict.diagnostics[index]
    guard let device = conflict.device ?? conflict.devices.first,
      let mine = learner.device(device), let theirs = reference.device(device)
    else { return verdict }
    let comparison = ConstraintComparison(learner: mine.constraints, reference: theirs.constraints)
    guard comparison.learnerUncompared.isEmpty, comparison.referenceUncompared.isEmpty,
      let finding = find(in: comparison), finding.kind == .relation, finding.others.isEmpty,
      let line = finding.learner?.line, line == conflict.line
    else { return verdict }
    let written = Written(learner: mine.constraints, reference: theirs.constraints)
    let text = finding.learner.map { written.text($0, inLearner: true) } ?? ""
    let needed = finding.reference.map { written.text($0, inLearner: false) } ?? ""
    let devices = conflict.devices.isEmpty ? [device] : conflict.devices
    let sentence =
      "\(text) (line \(line)) has the wrong relation: this layout needs \(needed). Written"
      + " as an equation it cannot hold beside your other constraints on"
      + " \(MessageText.list(devices)), so UIKit broke it."
    var explained = verdict
    explained.diagnostics[index].cause = .wrongRelation
    explained.diagnostics[index].diagnosis = sentence
    return explained
  }

  /// `verdict` with its first conflict said as a left or right edge pinned where the reference
  /// pins the leading or trailing one (or the reverse), when that is the one difference from the
  /// reference solution on the conflict's device, the constraint is among those in conflict
  /// (`file:line` in the conflict's list), and the only causes named so far are constraints UIKit
  /// broke in it: in a right-to-left layout the edge is on the other side, so the row it starts
  /// no longer fits.
  static func explainingMirroredConflict(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String
  ) -> Verdict {
    guard verdict.diagnostics.allSatisfy({ $0.cause == nil || $0.cause == .constraintBroken }),
      let index = verdict.diagnostics.firstIndex(where: {
        $0.kind == .unsatisfiableConstraints && $0.cause == nil
      })
    else { return verdict }
    let conflict = verdict.diagnostics[index]
    guard let device = conflict.device ?? conflict.devices.first,
      let mine = learner.device(device), let theirs = reference.device(device)
    else { return verdict }
    let comparison = ConstraintComparison(learner: mine.constraints, reference: theirs.constraints)
    guard comparison.learnerUncompared.isEmpty, comparison.referenceUncompared.isEmpty,
      let finding = find(in: comparison), finding.kind == .attribute, finding.others.isEmpty,
      let a = finding.learner?.constraint, let b = finding.reference?.constraint,
      let line = finding.learner?.line, conflict.message.contains("\(file):\(line):"),
      mirrors(a.first.attribute, b.first.attribute),
      a.second.map({ mirrors($0.attribute, b.second?.attribute ?? "") }) ?? true
    else { return verdict }
    let written = Written(learner: mine.constraints, reference: theirs.constraints)
    let text = finding.learner.map { written.text($0, inLearner: true) } ?? ""
    let needed = finding.reference.map { written.text($0, inLearner: false) } ?? ""
    let sentence =
      "\(text) (line \(line)) pins `\(a.first.attribute)` where this layout pins"
      + " `\(b.first.attribute)`, \(needed): `.left` and `.right` stay put when a layout reads"
      + " right to left, while the leading and trailing constraints beside it flip, so they"
      + " cannot all hold. " + (conflict.diagnosis ?? "")
    var explained = verdict
    explained.diagnostics[index].cause = .leftRightForLeadingTrailing
    explained.diagnostics[index].line = line
    explained.diagnostics[index].file = file
    explained.diagnostics[index].diagnosis = sentence
    return explained
  }

  /// Whether one attribute is the other's absolute or directional counterpart.
  private static func mirrors(_ a: String, _ b: String) -> Bool {
    let pairs: Set<[String]> = [["left", "leading"], ["right", "trailing"]]
    return pairs.contains([a, b]) || pairs.contains([b, a])
  }

  /// The single difference of `comparison`, if it is one. The same constraint made in every
  /// row of a table or collection view (`tableView.cells[0][3].contentView…`) counts once.
  static func find(in comparison: ConstraintComparison) -> Finding? {
    let (mine, theirs) = (
      distinctByRow(comparison.learnerOnly), distinctByRow(comparison.referenceOnly)
    )
    switch (mine.count, theirs.count) {
    case (0, 1): return Finding(learner: nil, reference: theirs[0], kind: .missing)
    // Several made on one line of the reference (a visual format string) about one view: the
    // statement left out.
    case (0, let count) where count > 1 && count <= 8:
      guard let line = theirs[0].line, theirs.allSatisfy({ $0.line == line }),
        Set(theirs.map(\.constraint.first.view)).count == 1
      else { return nil }
      return Finding(
        learner: nil, reference: theirs[0], kind: .missing, alsoMissing: Array(theirs.dropFirst()))
    case (1, 0): return Finding(learner: mine[0], reference: nil, kind: .extra)
    case (1, 1):
      // Not the same constraint written differently: one view's fixed size kept where another
      // view's was meant (the wrong constraint of a conflict deleted).
      if let found = paired(mine, theirs) { return found }
      let (a, b) = (mine[0].constraint, theirs[0].constraint)
      guard a.second == nil, b.second == nil, a.first.attribute == b.first.attribute,
        a.first.view != b.first.view
      else { return nil }
      return Finding(learner: mine[0], reference: nil, kind: .extra, missingBeside: theirs[0])
    case (let count, let other) where count == other && count >= 1 && count <= 8:
      return paired(mine, theirs)
    case (let count, let other) where other == count + 1 && count >= 1 && count <= 8:
      // Each of the learner's pairs with one of the reference's; one is left, missing.
      return paired(mine, theirs, leaving: 1)
    default: return nil
    }
  }

  /// The learner's differing constraints paired with the reference's, each pair differing in
  /// the same one way (the first pair said, the others' lines given); nil when they do not pair.
  /// With `leaving` 1, one of the reference's is left over, and is the finding's `missingBeside`.
  private static func paired(
    _ mine: [ConstraintComparison.Entry], _ theirs: [ConstraintComparison.Entry],
    leaving: Int = 0
  ) -> Finding? {
    var left = theirs
    var kinds: [Kind] = []
    var pairs: [(ConstraintComparison.Entry, ConstraintComparison.Entry)] = []
    for entry in mine {
      // Prefer the reference constraint that sets the same term.
      let order = left.indices.sorted {
        (left[$0].constraint.first != entry.constraint.first ? 1 : 0)
          < (left[$1].constraint.first != entry.constraint.first ? 1 : 0)
      }
      guard
        let index = order.first(where: {
          kind(of: entry.constraint, against: left[$0].constraint) != nil
        }),
        let found = kind(of: entry.constraint, against: left[index].constraint)
      else { return nil }
      kinds.append(found)
      var theirs = left.remove(at: index)
      if let swapped = swappedForItem(entry.constraint, against: theirs.constraint) {
        theirs.constraint = swapped
      }
      pairs.append((entry, theirs))
    }
    guard Set(kinds.map { "\($0)" }).count == 1, left.count == leaving else { return nil }
    // The first of them in the learner's file is the one said.
    pairs.sort { ($0.0.line ?? .max) < ($1.0.line ?? .max) }
    guard let first = pairs.first else { return nil }
    return Finding(
      learner: first.0, reference: first.1, kind: kinds[0],
      others: pairs.dropFirst().compactMap(\.0.line), missingBeside: left.first)
  }

  /// The entries, one for each constraint whatever row of cells it was made in (the first).
  private static func distinctByRow(_ entries: [ConstraintComparison.Entry])
    -> [ConstraintComparison.Entry]
  {
    var seen: Set<String> = []
    return entries.filter { seen.insert(rowFree($0.constraint.key)).inserted }
  }

  /// `tableView.cells[0][3].nameLabel` → `tableView.cells[·][·].nameLabel`: the indices after
  /// `cells`, `headers` and `footers` left out.
  static func rowFree(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = ["cells[", "headers[", "footers["].compactMap({ rest.range(of: $0) })
      .min(by: { $0.lowerBound < $1.lowerBound })
    {
      result += rest[..<range.lowerBound] + rest[range].dropLast()
      rest = rest[range.upperBound...]
      // `0][3]` (or `0]`): each index becomes `[·]`.
      rest = "[" + rest
      while rest.hasPrefix("["), let close = rest.firstIndex(of: "]"),
        rest[rest.index(after: rest.startIndex)..<close].allSatisfy(\.isNumber)
      {
        result += "[·]"
        rest = rest[rest.index(after: close)...]
      }
    }
    return result + rest
  }

  /// How `mine` differs from `theirs`, when it differs in one way only.
  static func kind(of mine: CanonicalConstraint, against theirs: CanonicalConstraint) -> Kind? {
    if swappedForItem(mine, against: theirs) != nil { return .item }
    // A view centred where the reference makes two layout guides (the gaps beside it) equally
    // long on the same axis.
    if let centre = mine.second, ["centerX", "centerY"].contains(mine.first.attribute),
      centre.attribute == mine.first.attribute, let other = theirs.second,
      theirs.first.item.hasSuffix(".layoutGuide"), other.item.hasSuffix(".layoutGuide"),
      theirs.first.attribute == other.attribute, close(theirs.multiplier, 1),
      close(theirs.constant, 0), theirs.relation == "==",
      theirs.first.attribute == (mine.first.attribute == "centerX" ? "width" : "height")
    {
      return .centerForEqualGaps
    }
    // A size given as a number where the reference relates it to a dimension by a ratio.
    if mine.second == nil, let ratio = theirs.second, mine.first == theirs.first,
      mine.relation == theirs.relation, ["width", "height"].contains(mine.first.attribute),
      ["width", "height"].contains(ratio.attribute), !close(theirs.multiplier, 1),
      close(theirs.constant, 0)
    {
      return .constantForRatio
    }
    // The two sides swapped with the same multiplier: the ratio upside down (9/16 for 16/9).
    if let a = mine.second, let b = theirs.second, mine.first == b, a == theirs.first,
      mine.relation == theirs.relation, close(mine.multiplier, theirs.multiplier),
      !close(mine.multiplier, 1), close(mine.constant, 0), close(theirs.constant, 0)
    {
      return .multiplierInverted
    }
    if mine.relatesSameTerms(as: theirs) {
      let sameNumbers =
        close(mine.multiplier, theirs.multiplier) && close(mine.constant, theirs.constant)
      if mine.relation != theirs.relation, sameNumbers { return .relation }
      guard mine.relation == theirs.relation else { return nil }
      if sameNumbers, !close(mine.priority, theirs.priority) { return .priority }
      if !close(mine.multiplier, theirs.multiplier), close(mine.multiplier * theirs.multiplier, 1) {
        return .multiplierInverted
      }
      if close(mine.multiplier, theirs.multiplier), !close(mine.constant, theirs.constant) {
        return close(mine.constant, -theirs.constant) ? .constantNegated : .constant
      }
      if !close(mine.multiplier, theirs.multiplier), close(mine.constant, theirs.constant),
        close(mine.priority, theirs.priority)
      {
        return .multiplier
      }
      return nil
    }
    guard mine.relation == theirs.relation, close(mine.multiplier, theirs.multiplier),
      let a = mine.second, let b = theirs.second
    else { return nil }
    let sameItems = mine.first.item == theirs.first.item && a.item == b.item
    let sameAttributes =
      mine.first.attribute == theirs.first.attribute && a.attribute == b.attribute
    if sameItems, !sameAttributes { return .attribute }
    // The same views' attributes, one side measured from another item (a guide, or the view
    // itself where its guide was meant).
    if sameAttributes, mine.first.view == theirs.first.view || a.view == b.view {
      return .item
    }
    // The same edge of the same view measured from another item's edge (a mini player's bottom
    // on the safe area's bottom where the tab bar's top was meant).
    if mine.first == theirs.first, a.item != b.item, close(mine.constant, theirs.constant) {
      return .item
    }
    return nil
  }

  /// The reference's constraint read the other way round when the canonical order put the
  /// learner's view on its other side (a button's bottom in its card, `card.bottom ==
  /// button.bottom + 20`, beside the learner's `button.bottom == view.safeAreaLayoutGuide.bottom
  /// - 20`) and, read so, it differs from the learner's in the item only; nil otherwise.
  static func swappedForItem(_ mine: CanonicalConstraint, against theirs: CanonicalConstraint)
    -> CanonicalConstraint?
  {
    guard let swapped = theirs.swapped, let a = mine.second, let b = swapped.second,
      mine.relation == swapped.relation, close(mine.multiplier, swapped.multiplier),
      close(mine.constant, swapped.constant)
    else { return nil }
    // One side the same term, the other the same attribute of another item (a group's guide
    // centred on the root view, `view.centerY == group.centerY`, where the reference's
    // `group.centerY == view.safeAreaLayoutGuide.centerY` is read the other way round).
    let secondDiffers =
      swapped.first == mine.first && a.attribute == b.attribute && a.item != b.item
    let firstDiffers =
      a == b && swapped.first.attribute == mine.first.attribute
      && swapped.first.item != mine.first.item
    return secondDiffers || firstDiffers ? swapped : nil
  }

  /// Each constraint as its program wrote it (its items in its order), found by meaning.
  struct Written {
    let learner: [ConstraintRecord]
    let reference: [ConstraintRecord]

    func record(_ entry: ConstraintComparison.Entry, inLearner: Bool) -> ConstraintRecord? {
      (inLearner ? learner : reference).first { record in
        record.equation.map { CanonicalConstraint($0).key == entry.constraint.key } == true
          && (!inLearner || record.line == entry.line)
      }
    }

    func text(_ entry: ConstraintComparison.Entry, inLearner: Bool) -> String {
      let record = record(entry, inLearner: inLearner)
      return "`" + (record?.equation.map(ConstraintFormula.text(of:)) ?? entry.constraint.text)
        + "`"
    }
  }

  private static func message(
    _ finding: Finding, devices: [String], failing: [Check], written: Written
  ) -> String {
    let mine = finding.learner.map { written.text($0, inLearner: true) } ?? ""
    let line =
      finding.learner?.line.map { made in
        finding.constantLine.map { " (made on line \(made), its constant set on line \($0))" }
          ?? " (line \(made))"
      } ?? ""
    let theirs = finding.reference.map { written.text($0, inLearner: false) } ?? ""
    let place = devices.count > 1 ? "on " + MessageText.list(devices) : "on \(devices[0])"
    let views = MessageText.list(orderedViews(of: failing).map { "`\($0)`" })
    var lines: [String]
    switch finding.kind {
    case .attribute:
      let (a, b) = (finding.learner!.constraint, finding.reference!.constraint)
      lines = [
        "\(mine)\(line) relates \(attributes(of: a)) where this layout relates \(attributes(of: b)):"
          + " \(views) \(isAre(failing)) off \(place).",
        "Write it with the other \(attributeNoun(a, b)): \(theirs).",
      ]
    case .item:
      let (a, b) = (finding.learner!.constraint, finding.reference!.constraint)
      lines = [
        "\(mine)\(line) measures from \(items(of: a, against: b)) where this layout measures from"
          + " \(items(of: b, against: a)): \(views) \(isAre(failing)) off \(place).",
        reason(mine: a, theirs: b) ?? "Relate it to the other item: \(theirs).",
      ]
    case .multiplierInverted:
      lines = [
        "\(mine)\(line) has its multiplier upside down: this layout needs \(theirs), the inverse"
          + " ratio. \(views) \(isAre(failing)) off \(place).",
        "A multiplier scales the second item: `a.width == m × b.width` makes `a` m times as wide"
          + " as `b`. Swap the numbers of the fraction (or the two anchors).",
      ]
    case .centerForEqualGaps:
      let centred = finding.learner!.constraint.first.view
      lines = [
        "\(mine)\(line) centres `\(centred)` where this layout makes the gaps on either side of"
          + " it equal, two layout guides of one length (\(theirs)): \(views) \(isAre(failing)) off \(place).",
        "Centred, it sits midway between the edges it is centred in, which is midway between its"
          + " neighbours only when they are the same size. Make the two gap guides equally long"
          + " instead, and let the view sit between them.",
      ]
    case .constantForRatio:
      let ratio = finding.reference!.constraint
      lines = [
        "\(mine)\(line) is a number where this layout needs \(theirs), a ratio: \(views)"
          + " \(isAre(failing)) off \(place).",
        "A constant worked out for one screen is wrong wherever `\(ratio.second?.text ?? "")`"
          + " is another size; relate the two dimensions with the multiplier instead, so the"
          + " ratio holds at any size.",
      ]
    case .multiplier:
      let centre = ["centerX", "centerY"].contains(finding.reference!.constraint.second?.attribute)
      lines = [
        "\(mine)\(line) has another multiplier than this layout's \(theirs): \(views)"
          + " \(isAre(failing)) off \(place).",
        (centre
          ? "A multiplier scales the second item's value as it is: a centre is already half of"
            + " the size, so `0.5 × view.centerX` is a quarter of the width. "
          : "A multiplier scales the second item's value as it is. ")
          + "Work the fraction out from the attribute you relate to.",
      ]
    case .priority:
      let (a, b) = (finding.learner!.constraint, finding.reference!.constraint)
      func said(_ constraint: CanonicalConstraint) -> String {
        constraint.isRequired
          ? "required" : "at priority \(CanonicalConstraint.number(constraint.priority))"
      }
      lines = [
        "\(mine)\(line) is \(said(a)) where this layout has it \(said(b)): \(views)"
          + " \(isAre(failing)) off \(place).",
        "When constraints cannot all hold, the one with the lower priority gives way first; a"
          + " required one (1000) never does. Give each the priority the layout needs.",
      ]
    case .relation:
      lines = [
        "\(mine)\(line) has the wrong relation: this layout needs \(theirs). \(views)"
          + " \(isAre(failing)) off \(place).",
        "`==` fixes the distance; `>=` and `<=` only bound it, so another constraint or an"
          + " intrinsic size decides within the bound.",
      ]
    case .constant:
      lines = [
        "\(mine)\(line) has another constant than this layout's \(theirs): \(views)"
          + " \(isAre(failing)) off \(place).",
        "Check the number, and its sign: an inset from a trailing or bottom edge is negative.",
      ]
    case .constantNegated:
      lines = [
        "\(mine)\(line) has its constant's sign flipped: this layout needs \(theirs)."
          + " \(views) \(isAre(failing)) off \(place), by twice the constant.",
        "The constant is added to the second item, so a positive one moves the first item's edge"
          + " right or down: an inset from a trailing or bottom edge is negative (or write the"
          + " anchors the other way round).",
      ]
    case .missing:
      let constraint = finding.reference!.constraint
      lines = [
        "Nothing of yours relates \(term(constraint.first))"
          + (constraint.second.map { " to \(term($0))" } ?? "")
          + ": \(views) \(isAre(failing)) off \(place), held by what is left.",
        finding.alsoMissing.isEmpty
          ? "This layout needs \(theirs)."
          : "This layout needs "
            + MessageText.list(
              [theirs] + finding.alsoMissing.map { written.text($0, inLearner: false) })
            + ", made together in one statement.",
      ]
    case .extra where finding.missingBeside != nil:
      let missing = finding.missingBeside.map { written.text($0, inLearner: false) } ?? ""
      lines = [
        "\(mine)\(line) is a constraint this layout does not have, and yours lacks \(missing),"
          + " which it has: \(views) \(isAre(failing)) off \(place), held by the one kept.",
        "Remove \(mine) and write \(missing) instead: of the two, that is the one the design"
          + " asks for (where two constraints conflicted, delete the one it does not ask for).",
      ]
    case .extra:
      lines = [
        "\(mine)\(line) is one constraint more than this layout needs: \(views) \(isAre(failing))"
          + " off \(place), where it holds them.",
        "Remove it, or keep it only where it does not fight the others (a lower priority).",
      ]
    }
    if finding.kind != .extra, let missing = finding.missingBeside {
      lines.insert(
        "It also needs \(written.text(missing, inLearner: false)), which nothing of yours says.",
        at: 1)
    }
    if !finding.others.isEmpty {
      let others = finding.others.map(String.init)
      let noun = others.count == 1 ? "line" : "lines"
      lines.insert(
        "The constraint\(others.count == 1 ? "" : "s") on \(noun) \(MessageText.list(others))"
          + " \(others.count == 1 ? "differs" : "differ") the same way.", at: 1)
    }
    if let check = failing.first, let actual = check.actual {
      lines.append(
        "On \(check.device) `\(check.view)` should be \(MessageText.rect(check.expected)), not"
          + " \(MessageText.rect(actual)).")
    }
    return lines.joined(separator: "\n")
  }

  /// What a teacher adds for pairs of items learners mix up.
  private static func reason(mine: CanonicalConstraint, theirs: CanonicalConstraint) -> String? {
    let a = [mine.first.guide, mine.second?.guide]
    let b = [theirs.first.guide, theirs.second?.guide]
    if a.contains("contentLayoutGuide"), b.contains("frameLayoutGuide") {
      return "The content layout guide is as big as the content, so sizing the content from it"
        + " decides nothing; the frame layout guide is the scroll view's visible size. Size"
        + " the content from `frameLayoutGuide`, pin its edges to `contentLayoutGuide`."
    }
    if a.contains("frameLayoutGuide"), b.contains("contentLayoutGuide") {
      return "The frame layout guide stays where the scroll view is; pin what scrolls to the"
        + " content layout guide, whose edges are the content's."
    }
    if a.contains("safeAreaLayoutGuide"), theirs.second?.item == "tabBar" {
      return "A tab bar controller's own view keeps the screen's safe area: the tab bar insets its"
        + " children's safe areas, not its own view's. Pin to `tabBar.topAnchor` to sit on the"
        + " bar."
    }
    if b.contains("safeAreaLayoutGuide"), !a.contains("safeAreaLayoutGuide") {
      return "The safe area leaves out the status bar, the notch and the home indicator; pin to"
        + " `safeAreaLayoutGuide` to stay inside it."
    }
    // Said when the reference measures from the root view's own edges, not from another view.
    let theirItems = [theirs.first.item, theirs.second?.item]
    if a.contains("safeAreaLayoutGuide"), !b.contains("safeAreaLayoutGuide"),
      theirItems.contains(CanonicalConstraint.Term.rootName)
    {
      return "This view is meant to reach the screen's edges, under the bars: pin it to the view's"
        + " own edges, not its safe area."
    }
    if b.contains("layoutMarginsGuide"), !a.contains("layoutMarginsGuide") {
      return "The margins are an inset that follows the device and its container; pin to"
        + " `layoutMarginsGuide` instead of the edges."
    }
    return nil
  }

  /// `the bottoms of `a` and `b``, `the top of `a``.
  private static func attributes(of constraint: CanonicalConstraint) -> String {
    guard let second = constraint.second else { return "`\(constraint.first.text)`" }
    if constraint.first.attribute == second.attribute {
      return "their `\(second.attribute)`s"
    }
    return "`\(constraint.first.text)` and `\(second.text)`"
  }

  private static func attributeNoun(_ a: CanonicalConstraint, _ b: CanonicalConstraint)
    -> String
  {
    a.first.attribute != b.first.attribute && a.second?.attribute != b.second?.attribute
      ? "attributes" : "attribute"
  }

  /// The items of `constraint` that differ from `other`'s.
  private static func items(of constraint: CanonicalConstraint, against other: CanonicalConstraint)
    -> String
  {
    var differing: [String] = []
    if constraint.first.item != other.first.item { differing.append(constraint.first.item) }
    if let second = constraint.second, second.item != other.second?.item {
      differing.append(second.item)
    }
    return MessageText.list(differing.map { "`\($0)`" })
  }

  private static func term(_ term: CanonicalConstraint.Term) -> String { "`\(term.text)`" }

  private static func isAre(_ failing: [Check]) -> String {
    orderedViews(of: failing).count == 1 ? "is" : "are"
  }

  private static func orderedViews(of failing: [Check]) -> [String] {
    var views: [String] = []
    for check in failing where !views.contains(check.view) { views.append(check.view) }
    return views
  }

  private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.0001 }
}
