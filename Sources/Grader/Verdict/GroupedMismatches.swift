import LayoutReport

/// The explanations of wrong frames, each cause said once: per view, the misconception
/// `MismatchCauseRules` recognises, said for all the devices and snapshots it explains; or, when
/// none fits, one sentence per distinct way the frame is off, naming the devices it is off that
/// way on ("on every device" when it is all of them).
struct GroupedMismatches {
  let evidence: [MismatchEvidence]
  /// The devices that have results (those a view could have been wrong on).
  let devices: [String]
  /// Whether the exercise has more than one snapshot (then the snapshots are named).
  let namesSnapshots: Bool
  /// Says what holds the wrong edges.
  let blame: BlameText
  /// The views the exercise's solution places by their frames too.
  var placedByFrameByDesign: Set<String> = []

  func diagnostics() -> [Diagnostic] {
    let causes = evidence.map {
      MismatchCauseRules.cause(
        of: $0, placedByFrameByDesign: placedByFrameByDesign.contains($0.view))
    }
    // Rows a table sized wrongly are one cause however many rows it hits, said where the first
    // is; the views inside them that are right within their rows only move with them.
    let rowCauses: [MismatchCause] =
      [.addedToCellNotContentView, .cellHeightUndetermined, .rowHeightFixed, .itemSizesStale]
      + Self.flowItemCauses
    let rows = zip(evidence, causes).filter { $0.1.map(rowCauses.contains) == true }
    // The views added to a cell itself are wrong because of where they were added: said with
    // their cells.
    let addedRows = rows.filter { $0.1 == .addedToCellNotContentView }.map(\.0)
    let inCells = evidence.filter { item in
      addedRows.contains { row in
        item.view.hasPrefix(row.view + ".")
          && row.failures.contains { failure in
            (failure.addedToCell ?? []).contains(String(item.view.dropFirst(row.view.count + 1)))
          }
      }
    }.map(\.view)
    let carried =
      evidence.filter { item in
        !inCells.contains(item.view) && rows.contains { RowContents.isRight(item, within: $0.0) }
      }.map(\.view) + inCells
    // A view sized wrongly (its intrinsic size, its lines) moves the views placed from it; those
    // are said with it, unless something of their own is wrong too.
    let sizingCauses: [MismatchCause] = [.intrinsicSizeNotInvalidated, .labelLinesLimited]
    var movedWith: [String: [String]] = [:]
    var moved: Set<String> = []
    for (item, cause) in zip(evidence, causes) where cause == nil || cause == .layoutNotRedone {
      let source = zip(evidence, causes).first { candidate, candidateCause in
        candidateCause.map(sizingCauses.contains) == true
          && MovedWith.isCarried(item, by: candidate)
      }
      if let source {
        movedWith[source.0.view, default: []].append(item.view)
        moved.insert(item.view)
      }
    }
    // A scroll view in the wrong place carries its content with it: what lies in it and moved
    // exactly as it did is said with it, whatever the content's frames alone suggest.
    for item in evidence where !moved.contains(item.view) {
      guard let path = item.failures.first?.scroll?.path, path != item.view,
        item.failures.allSatisfy({ $0.scroll?.path == path }),
        let source = zip(evidence, causes).first(where: { $0.0.view == path && $0.1 != nil }),
        MovedWith.isCarried(item, by: source.0)
      else { continue }
      movedWith[path, default: []].append(item.view)
      moved.insert(item.view)
    }
    // One flipped constant moves every view placed from the edge it holds: said once, for the
    // view the constraint is written on.
    let flipped = zip(evidence, causes).filter { $0.1 == .insetSignFlipped }.map(\.0)
    for item in flipped {
      guard let record = item.failures.compactMap(MismatchCauseRules.flippedConstraint).first,
        let owner = flipped.first(where: { other in
          other.view != item.view
            && other.failures.compactMap(MismatchCauseRules.flippedConstraint).first == record
            && record.equation?.first.item == other.view
        })
      else { continue }
      movedWith[owner.view, default: []].append(item.view)
      moved.insert(item.view)
    }
    // A cell that sizes itself from its content is wrong because what is inside it is: said
    // with the first cause found inside a cell (any row), not as a frame of its own.
    let cellSizingCauses: [MismatchCause] = [
      .intrinsicSizeNotInvalidated, .labelLinesLimited, .constraintBroken, .insetSignFlipped,
    ]
    for (item, cause) in zip(evidence, causes)
    where cause == nil && ContainerPlacedPath.isPlacedByContainer(item.view)
      && !moved.contains(item.view)
    {
      let cell = ReferenceDifference.rowFree(item.view) + "."
      let inner = zip(evidence, causes).first { candidate, candidateCause in
        candidateCause.map(cellSizingCauses.contains) == true
          && ReferenceDifference.rowFree(candidate.view).hasPrefix(cell)
      }
      if let inner {
        movedWith[inner.0.view, default: []].append(item.view)
        moved.insert(item.view)
      }
    }
    var result: [Diagnostic] = []
    for (item, cause) in zip(evidence, causes) {
      if let cause, rowCauses.contains(cause) {
        let same = rows.filter { $0.1 == cause }.map(\.0)
        if item.view == same.first?.view {
          result.append(rowsSizedWrongly(same, cause: cause, carried))
        }
        continue
      }
      if carried.contains(item.view) || moved.contains(item.view) { continue }
      if let cause {
        result.append(explain(cause, item, movedWith: movedWith[item.view] ?? []))
      } else {
        result += bySentence(item)
      }
    }
    return result
  }

  /// The rows a table sized wrongly for one `cause`, said once: the first row's frames, the
  /// others named, and the views inside them that only moved with their rows.
  private func rowsSizedWrongly(
    _ rows: [MismatchEvidence], cause: MismatchCause, _ carried: [String]
  ) -> Diagnostic {
    var carried = carried
    var line: Int?
    let first = rows[0]
    let failure = first.failures[0]
    let names = MessageText.list(rows.map { "`\($0.view)`" })
    let height = MessageText.points(failure.actual.height)
    let subject = rows.count == 1 ? "\(names) is" : "\(names) are each"
    let each = rows.count == 1 ? "the row" : "each row"
    let place = place(first.failures, of: first)
    var lines: [String]
    switch cause {
    case .rowHeightFixed:
      lines = [
        "\(subject) \(height) pt tall \(place): the table gives \(each) a fixed height"
          + " (`rowHeight`, or `tableView(_:heightForRowAt:)`), so it never asks the cell's"
          + " constraints how tall its content is.",
        "Let the rows size themselves: `tableView.rowHeight = UITableView.automaticDimension`"
          + " (the default, so removing the fixed height does it too) with an"
          + " `estimatedRowHeight` close to a typical row, and no `heightForRowAt` that returns a"
          + " number.",
      ]
    case .itemSizesStale:
      lines = staleItemSizes(failure, subject: subject, place: place)
    case _ where Self.flowItemCauses.contains(cause):
      (lines, line) = flowItemLines(cause, failure, subject: subject, place: place)
    case .addedToCellNotContentView:
      lines = addedToCell(rows, subject: subject, place: place)
      carried = carried.filter { view in !rows.contains { view.hasPrefix($0.view + ".") } }
      line = blame.source.flatMap {
        SourceAssignments($0).uniqueLine(startingWith: ["addSubview("])
      }
    case .cellHeightUndetermined where failure.heightUndetermined:
      lines = [
        "\(subject) \(height) pt tall \(place), the height the layout estimated: the content"
          + " view's constraints decide no height (fitted to another height, the cell takes"
          + " it), so the layout never learns how tall the content is and keeps its estimate.",
        "A self-sizing cell is as tall as its content view's constraints make it, so they must"
          + " form one chain from the content view's top to its bottom: pin the lowest view's"
          + " bottom to `contentView.bottomAnchor`, with every height in between decided by a"
          + " constraint or an intrinsic size.",
      ]
    default:
      lines = [
        "\(subject) the standard \(height) pt tall \(place): the content view's constraints"
          + " decide no height, so UIKit warned that they \"ambiguously suggest a height of zero\""
          + " and gave \(each) the standard height instead.",
        "A self-sizing row is as tall as its content view's constraints make it, so they must"
          + " form one chain from the content view's top to its bottom: pin the lowest view's"
          + " bottom to `contentView.bottomAnchor` (or its `layoutMarginsGuide.bottomAnchor`),"
          + " with every height in between decided by a constraint or an intrinsic size.",
      ]
    }
    if !carried.isEmpty {
      let inside = MessageText.list(carried.map { "`\($0)`" })
      let one = carried.count == 1
      lines.append(
        "\(inside) \(one ? "is" : "are") right within \(one ? "its row" : "their rows") and only"
          + " \(one ? "moves" : "move") with the rows above.")
    }
    lines.append(
      "On \(failure.check.device)\(snapshotSuffix(failure.check)) `\(first.view)` should be"
        + " \(MessageText.rect(failure.check.expected)), not \(MessageText.rect(failure.actual)).")
    // What holds its edges is the table, which the first line already says.
    return diagnostic(
      lines.joined(separator: "\n"), first.failures, first, cause: cause, blamed: failure,
      saysBlame: false, line: line)
  }

  /// The lines for cells whose views were added to the cell itself, not its content view.
  private func addedToCell(_ rows: [MismatchEvidence], subject: String, place: String)
    -> [String]
  {
    var added: [String] = []
    for failure in rows.flatMap(\.failures) {
      for name in failure.addedToCell ?? [] where !added.contains(name) { added.append(name) }
    }
    let names = MessageText.list(added.map { "`\($0)`" })
    let one = added.count == 1
    let example = added.first ?? "view"
    let first = rows[0].failures[0]
    let height = MessageText.points(first.actual.height)
    return [
      "\(subject) \(height) pt tall \(place): \(names) \(one ? "was" : "were") added to the"
        + " cell itself, not to its `contentView`, and the row is sized from the content view,"
        + " which holds none of \(one ? "it" : "them"). Constraints to `contentView` reach"
        + " \(one ? "it" : "them") only from outside.",
      "Add the cell's views to its content view, `contentView.addSubview(\(example))`, and pin"
        + " them to `contentView` (or its `layoutMarginsGuide`): UIKit sizes the content view"
        + " with the row and keeps it clear of the separator and accessories.",
    ]
  }

  /// Failed checks off in the same way (the same edges moved in the same directions) are said
  /// once. When the edges moved by the same amounts everywhere, one sentence covers them all
  /// (its numbers those of the first device when the positions differ); when the amounts
  /// differ, the sentence is the first device's and a line lists the other frames, so no
  /// amount is said of a device it is not true of.
  private func bySentence(_ evidence: MismatchEvidence) -> [Diagnostic] {
    var order: [[Double]] = []
    var groups: [[Double]: [MismatchEvidence.Failure]] = [:]
    for failure in evidence.failures {
      let key = Self.directionKey(failure)
      if groups[key] == nil { order.append(key) }
      groups[key, default: []].append(failure)
    }
    return order.map { key in
      let failures = groups[key] ?? []
      let first = failures[0]
      let sameMoves = failures.allSatisfy { Self.deviationKey($0) == Self.deviationKey(first) }
      guard sameMoves else { return differingAmounts(failures, evidence) }
      let sameNumbers = failures.allSatisfy {
        $0.check.expected == first.check.expected && $0.actual == first.actual
      }
      var message = FrameMismatchExplanation.message(
        view: evidence.view, expected: first.check.expected, actual: first.actual,
        tolerance: first.check.tolerance, place: place(failures, of: evidence))
      if !sameNumbers {
        // Only the first numbers say whose they are; later ones in the sentence are the same
        // device's.
        if let range = message.range(of: "(expected ") {
          message.replaceSubrange(
            range, with: "(on \(first.check.device)\(snapshotSuffix(first.check)): expected ")
        }
      }
      return diagnostic(message, failures, evidence, cause: nil, blamed: first)
    }
  }

  /// The same edges off by other amounts on other devices: the first device's sentence, then
  /// the other frames in one line.
  private func differingAmounts(
    _ failures: [MismatchEvidence.Failure], _ evidence: MismatchEvidence
  ) -> Diagnostic {
    let first = failures[0]
    let sentence = FrameMismatchExplanation.message(
      view: evidence.view, expected: first.check.expected, actual: first.actual,
      tolerance: first.check.tolerance,
      place: "on \(first.check.device)\(snapshotSuffix(first.check))")
    let others = failures.dropFirst().map { failure in
      "\(failure.check.device)\(snapshotSuffix(failure.check))"
        + " (expected \(MessageText.rect(failure.check.expected)),"
        + " got \(MessageText.rect(failure.actual)))"
    }
    let same = "The same edges are off, by other amounts, on \(MessageText.list(others))."
    return diagnostic(sentence + "\n" + same, failures, evidence, cause: nil, blamed: first)
  }

  /// Which way each of a frame's four edges moved: -1, 0 (within the tolerance) or 1.
  private static func directionKey(_ failure: MismatchEvidence.Failure) -> [Double] {
    deviationKey(failure).map { $0 == 0 ? 0 : ($0 < 0 ? -1 : 1) }
  }

  /// How a frame is off, to the hundredth of a point: the moves of its four edges.
  private static func deviationKey(_ failure: MismatchEvidence.Failure) -> [Double] {
    let (e, a) = (failure.check.expected, failure.actual)
    let moves = [
      a.x - e.x, a.y - e.y, (a.x + a.width) - (e.x + e.width),
      (a.y + a.height) - (e.y + e.height),
    ]
    return moves.map { abs($0) <= failure.check.tolerance ? 0 : ($0 * 100).rounded() / 100 }
  }

  private func explain(
    _ cause: MismatchCause, _ evidence: MismatchEvidence, movedWith: [String] = []
  ) -> Diagnostic {
    let failures = evidence.failures
    let first = failures[0]
    let name = "`\(evidence.view)`"
    let place = place(failures, of: evidence)
    let example =
      "On \(first.check.device)\(snapshotSuffix(first.check)) it should be"
      + " \(MessageText.rect(first.check.expected)), not \(MessageText.rect(first.actual))."
    let lines: [String]
    // The line the verdict cites instead of the first of the wrong edges' constraints.
    var cited: Int?
    switch cause {
    case .hardCodedFrame:
      lines = [
        "\(name) is \(size(first.actual)) at \(origin(first.actual)) \(place):"
          + " it still has its hard-coded frame.",
        "Its `translatesAutoresizingMaskIntoConstraints` is still true, so UIKit turns that"
          + " frame into constraints and nothing else moves it. Remove the frame, set"
          + " `translatesAutoresizingMaskIntoConstraints = false` and constrain the view.",
        example,
      ]
    case .maskTranslating:
      lines = [
        "\(name) is placed by its autoresizing mask \(place), not by constraints:"
          + " the mask is still translating.",
        "While `translatesAutoresizingMaskIntoConstraints` is true, UIKit makes constraints"
          + " from the view's frame and mask; set it to false before constraining the view.",
        example,
      ]
    case .layoutNotRedone:
      lines = layoutNotRedone(name, failures, place: place) + [example]
    case .cellHeightUndetermined, .rowHeightFixed, .itemSizesStale, .addedToCellNotContentView,
      .sizeMethodNotCalled, .itemSizeHardCoded, .itemWiderThanCollectionView, .columnsOverflowLine:
      return rowsSizedWrongly([evidence], cause: cause, [])
    case .intrinsicSizeNotInvalidated, .labelLinesLimited, .constraintBroken, .insetSignFlipped,
      .edgePinnedTwice, .wrongAttribute, .wrongItem, .multiplierInverted, .constantForRatio,
      .centerForEqualGaps, .wrongMultiplier, .wrongPriority, .wrongRelation,
      .wrongConstant, .constraintMissing, .constraintExtra, .constraintsUpdateNotRequested,
      .wrongAxis, .wrongDistribution, .wrongAlignment, .addedNotArranged, .marginsNotRelative,
      .alphaForHidden, .initialStateNotApplied, .firstLastBaselineSwapped, .edgeForBaseline,
      .contentPrioritiesSwapped, .priorityOnWrongView, .huggingVsCompression,
      .intrinsicSizeMissing, .framesSetBeforeLayout, .largeTitlesNotPreferred, .textViewScrolls,
      .fractionOfWrongDimension, .absoluteSizeForFraction, .fractionOfWrongContainer,
      .tableStyleWrong, .marginsNotPreserved, .directionalMargins, .activatedBeforeDeactivated,
      .oldSetKeptActive, .wrongSizeClassAxis, .screenForWindow, .traitChangeNotHandled,
      .previousTraitsRead, .staleSizeInTraitChange, .wrongCondition, .layoutNotApplied,
      .insetOnWrongController, .marginsForSafeArea, .additionalInsetWrongEdge,
      .additionalInsetCountsBar:
      // (The comparisons with the reference solution are said by `ReferenceDifference`,
      // `StackDifference`, `MarginSettingDifference` and the trait comparisons, never from one
      // view's evidence; a scrolling text view on its ambiguous layout.)
      return stateCause(cause, evidence, movedWith: movedWith)
    case .leftRightForLeadingTrailing:
      lines = [
        "\(name) is mirrored left for right \(place): it sits where the other reading"
          + " direction would put it.",
        "Constraints on `.left` and `.right` stay put when a layout reads right to left;"
          + " `.leading` and `.trailing` follow the reading direction. Use leading and"
          + " trailing where the layout should follow the language, left and right where it"
          + " must not.",
        example,
      ]
    case .rootEdgesForSafeArea:
      lines = [
        "\(name) is off by exactly the safe-area inset \(place)"
          + "\(passingClause(evidence, "devices without that inset")):"
          + " it is pinned to the root view's edges where the safe area was meant.",
        "The notch, the status bar and the home indicator inset the safe area; pin to"
          + " `view.safeAreaLayoutGuide` to stay inside it.",
        example,
      ]
      cited = pinLine(first) { $0 == "view" }
    case .safeAreaForRootEdges:
      let held = pin(first) { $0.hasSuffix("safeAreaLayoutGuide") }
      let edge = held?.equation.flatMap { equation in
        [equation.first, equation.second].compactMap { $0 }
          .first { $0.item.hasSuffix("safeAreaLayoutGuide") }?.attribute
      }
      lines = [
        "\(name) is inset by exactly the safe area \(place)"
          + "\(passingClause(evidence, "devices without that inset")): it stops at the safe area"
          + " where it should reach the screen's edges"
          + (held.map { ": `\(ConstraintFormula.text($0))` (line \($0.line ?? 0)) pins it there." }
            ?? "."),
        "This view is meant to run under the status bar and the home indicator: pin that edge to"
          + " the root view's own anchor (`view.\(edge ?? "top")Anchor`), not to"
          + " `view.safeAreaLayoutGuide`'s.",
        example,
      ]
      cited = held?.line
    case .contentInsetAdjusted:
      let scrollName = first.scroll.map { "`\($0.path)`" } ?? "the scroll view"
      let added = first.scroll.map { state in
        MessageText.points(
          state.state.adjustedContentInset.top - state.state.contentInset.top)
      }
      lines = [
        "\(name) is moved \(place) by what \(scrollName) adds to its content inset for the safe"
          + " area\(added.map { " (\($0) pt at the top)" } ?? ""): its"
          + " `contentInsetAdjustmentBehavior` is `.automatic`, so its content starts below the"
          + " status bar.",
        "For content that should start at the screen's edge (a photo under the status bar), set"
          + " `\(first.scroll?.path ?? "scrollView").contentInsetAdjustmentBehavior = .never`.",
        example,
      ]
    case .keyboardGuideStopsAtSafeArea:
      let guide =
        failures.lazy.compactMap(MismatchCauseRules.keyboardGuideAtSafeArea).first
        ?? "view.keyboardLayoutGuide"
      let inset = first.geometry.map {
        " (\(MessageText.points($0.safeArea.bottom)) pt on \(first.check.device))"
      }
      lines = [
        "\(name)'s bottom stops short of the screen's bottom edge by the bottom safe-area inset"
          + "\(inset ?? "") \(place):"
          + " it is pinned to `\(guide).top`, and that guide still uses the bottom safe area, so"
          + " with the keyboard hidden its top is the safe area's bottom.",
        "Each view has its own keyboard layout guide, and each stops at the safe area unless told"
          + " not to: set `\(guide).usesBottomSafeArea = false` (iOS 17) on the guide the"
          + " constraint uses, so its top is the view's bottom while the keyboard is hidden.",
        example,
      ]
    case .fontNotDynamic:
      let points = first.textState.map { MessageText.points($0.pointSize) } ?? "fixed"
      lines = [
        "\(name) keeps its \(points)-pt font \(place), at a larger text size: a font of a fixed"
          + " size (`.systemFont(ofSize:)`) is one Dynamic Type does not scale, so the text and the"
          + " view around it stay as they were.",
        "Give it a text style, `UIFont.preferredFont(forTextStyle: .body)`, and set"
          + " `adjustsFontForContentSizeCategory = true` so it follows the text size as it changes.",
        example,
      ]
      let owner = lastComponent(evidence.view)
      cited = blame.source.flatMap {
        SourceAssignments($0).uniqueLine(matching: ["\(owner).font="])
      }
    case .wrongCoordinateSpace:
      let made = failures.compactMap(\.madeVisible).first
      let scrollName = made.map { "`\($0.scrollView)`" } ?? "the scroll view"
      let given: String
      switch made?.coordinates {
      case "own-bounds":
        given = "its `bounds`, in its own coordinates (at 0, 0)"
      case "superview":
        given = "its `frame`, in its superview's coordinates"
      default:
        given = "its frame converted to the root view, whose coordinates are not the scroll view's"
      }
      lines = [
        "\(name) is not scrolled into view \(place): the rectangle given to \(scrollName)'s"
          + " `scrollRectToVisible(_:animated:)` is \(given), so the scroll view showed another"
          + " place.",
        "The scroll view reads that rectangle in its own coordinates, its content's: convert the"
          + " view's bounds to them, `\(lastComponent(evidence.view)).convert("
          + "\(lastComponent(evidence.view)).bounds, to: \(made?.scrollView ?? "scrollView"))`.",
        example,
      ]
    case .contentInsetNotSet, .keyboardInsetKept, .keyboardSafeAreaCountedTwice:
      lines = keyboardInset(cause, name, first, place: place) + [example]
    case .constantForMargin:
      lines = [
        "\(name) keeps the same distances from the screen's edges on every device, so it is off"
          + " \(place)\(passingClause(evidence, "the screens your numbers fit")):"
          + " a constant where a margin was meant.",
        "The root view's side margins are 16 pt on narrower screens and 20 pt on wider ones, and"
          + " each device insets its safe area differently; pin to `view.layoutMarginsGuide` (or"
          + " `view.safeAreaLayoutGuide`) instead of fixed numbers.",
        example,
      ]
      cited = MismatchCauseRules.constantHolder(first)?.line
    }
    // The content of a scroll view in the wrong place, carried with it (said before the
    // example, which is the last line).
    let carried = movedWith.filter { !ContainerPlacedPath.isPlacedByContainer($0) }
    var said = lines
    if !carried.isEmpty {
      let one = carried.count == 1
      said.insert(
        "\(MessageText.list(carried.map { "`\($0)`" })) \(one ? "lies" : "lie") in \(name) and"
          + " \(one ? "moves" : "move") with it: \(one ? "it is" : "they are") right once \(name) is.",
        at: max(said.count - 1, 0))
    }
    // Causes read from a view's state, not its constraints: the constraints that place it are
    // right, and the sentence naming them would point at the wrong lines.
    let stateNotConstraints: Set<MismatchCause> = [
      .contentInsetNotSet, .keyboardInsetKept, .keyboardSafeAreaCountedTwice,
      .wrongCoordinateSpace, .contentInsetAdjusted, .fontNotDynamic,
    ]
    if cause == .keyboardSafeAreaCountedTwice {
      cited = blame.source.flatMap {
        SourceAssignments($0).uniqueLine(matching: ["contentInset.bottom="])
      }
    }
    return diagnostic(
      said.joined(separator: "\n"), failures, evidence, cause: cause, blamed: first,
      saysBlame: !stateNotConstraints.contains(cause), line: cited)
  }

  /// The line of the learner's file that relates an edge of an item `pinnedTo` accepts (`view`
  /// itself, not one of its guides; or its safe-area guide), among the constraints that hold the
  /// view: the constraint to pin elsewhere. The constraints holding the numbers that are off come
  /// first (a bar off only in y is cited at its bottom pin, not at its leading pin that is
  /// right); then the first line. Nil when no such constraint is recorded.
  func pinLine(_ failure: MismatchEvidence.Failure, to pinnedTo: (String) -> Bool) -> Int? {
    pin(failure, to: pinnedTo)?.line
  }

  /// The constraint `pinLine` cites.
  func pin(_ failure: MismatchEvidence.Failure, to pinnedTo: (String) -> Bool) -> ConstraintRecord?
  {
    guard let held = failure.blame else { return nil }
    let edges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right"]
    func onRootEdge(_ records: [ConstraintRecord]) -> [ConstraintRecord] {
      records.filter { record in
        guard record.origin == .code, record.file == blame.file || blame.file == nil,
          record.line != nil, let equation = record.equation
        else { return false }
        return [equation.first, equation.second].contains { term in
          term.map { pinnedTo($0.item) && edges.contains($0.attribute) } ?? false
        }
      }
    }
    let expected = failure.check.expected
    let actual = failure.actual
    let tolerance = max(failure.check.tolerance, 0.5)
    let buckets: [(off: Bool, records: [ConstraintRecord])] = [
      (abs(actual.x - expected.x) > tolerance, held.x),
      (abs(actual.y - expected.y) > tolerance, held.y),
      (abs(actual.width - expected.width) > tolerance, held.width),
      (abs(actual.height - expected.height) > tolerance, held.height),
    ]
    let first = { (records: [ConstraintRecord]) in
      records.min { ($0.line ?? .max) < ($1.line ?? .max) }
    }
    return first(buckets.filter(\.off).flatMap { onRootEdge($0.records) })
      ?? first(buckets.flatMap { onRootEdge($0.records) })
  }

  /// `fields[7]` → `field`, `form.saveButton` → `saveButton`: a name for the view in the
  /// sentence's code.
  private func lastComponent(_ path: String) -> String {
    let last = String(path.split(separator: ".").last ?? Substring(path))
    guard let bracket = last.firstIndex(of: "[") else { return last }
    let base = String(last[..<bracket])
    return base.hasSuffix("s") ? String(base.dropLast()) : base
  }

  /// What a keyboard's content inset did wrong, from the scroll view's recorded insets.
  private func keyboardInset(
    _ cause: MismatchCause, _ name: String, _ failure: MismatchEvidence.Failure, place: String
  ) -> [String] {
    let scrollName = failure.scroll.map { "`\($0.path)`" } ?? "the scroll view"
    let state = failure.scroll?.state
    let points = { (value: Double?) in value.map { MessageText.points($0) + " pt" } ?? "" }
    switch cause {
    case .keyboardInsetKept:
      return [
        "\(name) is off \(place): the keyboard is hidden, yet \(scrollName)'s"
          + " `contentInset.bottom` is still \(points(state?.contentInset.bottom)), the room made"
          + " for the keyboard.",
        "Set `contentInset.bottom` and `verticalScrollIndicatorInsets.bottom` back to 0 when"
          + " `keyboardWillHideNotification` arrives.",
      ]
    case .keyboardSafeAreaCountedTwice:
      let added = state.map { $0.adjustedContentInset.bottom - $0.contentInset.bottom }
      return [
        "\(name) is off \(place) by the bottom safe area: \(scrollName)'s `contentInset.bottom`"
          + " is the keyboard's whole height over it (\(points(state?.keyboardOverlap))), and its"
          + " `adjustedContentInset` adds the bottom safe area (\(points(added))) on top, so the"
          + " home indicator's strip is counted twice.",
        "The keyboard's height includes that strip: set the inset to the height less"
          + " `view.safeAreaInsets.bottom`.",
      ]
    default:
      let indicatorOnly = (state?.verticalIndicatorInsets.bottom ?? 0) > 0.5
      return [
        "\(name) is off \(place): the keyboard covers the bottom"
          + " \(points(state?.keyboardOverlap)) of \(scrollName), and \(scrollName)'s"
          + " `contentInset.bottom` is 0, so the content cannot scroll above the keys"
          + (indicatorOnly ? " (only the scroll indicator's inset is set)." : "."),
        "When `keyboardWillShowNotification` arrives, set `contentInset.bottom` (and"
          + " `verticalScrollIndicatorInsets.bottom`) to the part of the keyboard over the scroll"
          + " view, less the bottom safe area its `adjustedContentInset` already holds.",
      ]
    }
  }

  private func layoutNotRedone(
    _ name: String, _ failures: [MismatchEvidence.Failure], place: String
  ) -> [String] {
    let first = failures[0]
    if first.settled != nil {
      return [
        "\(name) is already at its final frame in the animation's samples \(place):"
          + " the change was not animated.",
        "Change the constraint first, then call `layoutIfNeeded()` on the superview inside the"
          + " animation block, so the layout pass runs as part of the animation.",
      ]
    }
    let before = first.previous.map { " from `\($0.name)`" } ?? ""
    return [
      "\(name) did not move \(place): it still has its frame\(before),"
        + " so what the step changed never reached its layout.",
      "If the step changed its constraints, the layout was not redone: call `layoutIfNeeded()`"
        + " (inside the animation block when animating), or `invalidateLayout()` on a collection"
        + " view's layout whose items changed.",
    ]
  }

  /// The diagnostic, with what holds `blamed`'s wrong edges said after its first line, and its
  /// place the first of the learner's lines named.
  func diagnostic(
    _ message: String, _ failures: [MismatchEvidence.Failure], _ evidence: MismatchEvidence,
    cause: MismatchCause?, blamed: MismatchEvidence.Failure, saysBlame: Bool = true,
    line cited: Int? = nil
  ) -> Diagnostic {
    var seen: [String] = []
    for failure in failures where !seen.contains(failure.check.device) {
      seen.append(failure.check.device)
    }
    var text = message
    var line = cited
    if saysBlame,
      let held = blame.sentence(
        view: evidence.view, expected: blamed.check.expected, actual: blamed.actual,
        tolerance: blamed.check.tolerance, blame: blamed.blame, translates: blamed.translates,
        className: blamed.viewClass)
    {
      let onDevice = failures.count > 1 ? "On \(blamed.check.device), " : ""
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      lines.insert(
        onDevice + (onDevice.isEmpty ? held.text : Self.lowercasedFirst(held.text)), at: 1)
      text = lines.joined(separator: "\n")
      line = cited ?? held.line
    }
    return Diagnostic(
      kind: .frameMismatch, message: text, file: line == nil ? nil : blame.file, line: line,
      device: seen.first, view: evidence.view, devices: seen, cause: cause)
  }

  private static func lowercasedFirst(_ text: String) -> String {
    text.prefix(1).lowercased() + text.dropFirst()
  }

  /// `on every device`, `on iphone-se and iphone-x`, with `in snapshot after-skip` when the
  /// exercise has several snapshots.
  func place(_ failures: [MismatchEvidence.Failure], of evidence: MismatchEvidence) -> String {
    var places: [String] = []
    var snapshots: [String] = []
    for failure in failures {
      if !places.contains(failure.check.device) { places.append(failure.check.device) }
      if !snapshots.contains(failure.check.snapshot) { snapshots.append(failure.check.snapshot) }
    }
    let everywhere =
      places.count > 1 && evidence.passed.isEmpty && devices.allSatisfy(places.contains)
    var text = everywhere ? "on every device" : "on " + MessageText.list(places)
    if namesSnapshots {
      text +=
        (snapshots.count == 1 ? " in snapshot " : " in snapshots ")
        + MessageText.list(snapshots)
    }
    return text
  }

  func snapshotSuffix(_ check: Check) -> String {
    namesSnapshots ? " in snapshot \(check.snapshot)" : ""
  }

  /// `, and right on iphone-se`, naming the devices the view passed on.
  private func passingClause(_ evidence: MismatchEvidence, _ what: String) -> String {
    var devices: [String] = []
    for check in evidence.passed where !devices.contains(check.device) {
      devices.append(check.device)
    }
    guard !devices.isEmpty else { return "" }
    return ", and right on \(MessageText.list(devices)) (\(what))"
  }

  private func size(_ rect: ReportRect) -> String {
    "\(MessageText.points(rect.width)) × \(MessageText.points(rect.height))"
  }

  private func origin(_ rect: ReportRect) -> String {
    "x = \(MessageText.points(rect.x)), y = \(MessageText.points(rect.y))"
  }
}
