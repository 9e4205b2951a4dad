import LayoutReport

/// Recognises the misconception behind one view's wrong frames, from the evidence only: each
/// rule names a cause when every failed check of the view fits it exactly (to the check's
/// tolerance), and says nothing otherwise. Rules are tried in the order of `causes`; the first
/// that fits wins.
enum MismatchCauseRules {
  /// The cause of the view's wrong frames, if a rule fits all of them. A view the exercise's
  /// solution places by its frame too (`placedByFrameByDesign`) is never said to be placed by
  /// its mask by mistake.
  static func cause(of evidence: MismatchEvidence, placedByFrameByDesign: Bool = false)
    -> MismatchCause?
  {
    let failures = evidence.failures
    guard !failures.isEmpty else { return nil }
    // A container places its cells, headers and footers from their frames: never the mask's
    // fault, and only a cause the container's own evidence shows.
    if ContainerPlacedPath.isPlacedByContainer(evidence.view) {
      if failures.allSatisfy(addedToCell) { return .addedToCellNotContentView }
      if failures.allSatisfy(cellHeightFellBack) || failures.allSatisfy(itemHeightUndecided) {
        return .cellHeightUndetermined
      }
      if failures.allSatisfy(rowHeightFixed) { return .rowHeightFixed }
      if failures.allSatisfy({ $0.staleItemSize != nil }) { return .itemSizesStale }
      return flowItemCause(evidence)
    }
    // A navigation or tab bar controller places its bar: only the bar's own settings explain
    // its frame.
    if failures.contains(where: {
      ContainerPlacedPath.controllerBarClasses.contains($0.viewClass ?? "")
    }) {
      return failures.allSatisfy(largeTitleMissing) ? .largeTitlesNotPreferred : nil
    }
    // A frame set by hand in a layout callback, from a superview size that was not final.
    if failures.allSatisfy(frameSetBeforeLayout) { return .framesSetBeforeLayout }
    if failures.allSatisfy(\.translates), !placedByFrameByDesign {
      let hasSize = failures[0].actual.width > 0 || failures[0].actual.height > 0
      // A frame fought by the learner's own constraints on the view is no hard-coded layout:
      // the mask still translating is what is wrong.
      let constrained = failures.contains(where: \.maskConflicts)
      return sameFrameEverywhere(failures) && hasSize && !constrained
        ? .hardCodedFrame : .maskTranslating
    }
    // What the engine recorded of the view's own state comes before what its frames suggest.
    if failures.allSatisfy({ !$0.broken.isEmpty }) { return .constraintBroken }
    if failures.allSatisfy({ $0.staleIntrinsicSize != nil }) {
      return .intrinsicSizeNotInvalidated
    }
    if failures.allSatisfy(labelLinesCut) { return .labelLinesLimited }
    if failures.allSatisfy({ $0.madeVisible != nil }) { return .wrongCoordinateSpace }
    if failures.allSatisfy(fixedFontAtAnotherSize) { return .fontNotDynamic }
    // A keyboard's content inset, read from the scroll view the view lies in.
    if failures.allSatisfy(keyboardSafeAreaCountedTwice) { return .keyboardSafeAreaCountedTwice }
    if failures.allSatisfy(contentInsetNotSet) { return .contentInsetNotSet }
    if failures.allSatisfy(keyboardInsetKept) { return .keyboardInsetKept }
    if failures.allSatisfy(layoutNotRedone) { return .layoutNotRedone }
    // An ambiguous view's frame is one of several its constraints allow, picked arbitrarily: no
    // pattern in it says what the program meant.
    if failures.allSatisfy(\.ambiguous) { return nil }
    if failures.allSatisfy(mirrored), !failures.contains(where: placedByVisualFormatSide) {
      return .leftRightForLeadingTrailing
    }
    if failures.allSatisfy({ keyboardGuideAtSafeArea($0) != nil }) {
      return .keyboardGuideStopsAtSafeArea
    }
    if failures.allSatisfy(insetAdjusted) { return .contentInsetAdjusted }
    if failures.allSatisfy(insetFromRootEdges) { return .safeAreaForRootEdges }
    if failures.allSatisfy({ offBySafeArea($0) }) { return .rootEdgesForSafeArea }
    if failures.allSatisfy({ flippedConstraint($0) != nil }) { return .insetSignFlipped }
    if failures.allSatisfy({ keepsConstantOffsets($0, evidence) }),
      !failures.contains(where: pinnedFlushToOtherView)
    {
      return .constantForMargin
    }
    return nil
  }

  /// A label with a fixed-size font (no text style), at another text size than the default, of
  /// another height than expected.
  static func fixedFontAtAnotherSize(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let text = failure.textState, text.textStyle == nil, text.scrollEnabled == nil,
      text.contentSizeCategory != TextStateRecord.defaultContentSizeCategory
    else { return false }
    return !within(failure.actual.height - failure.check.expected.height, failure.check.tolerance)
  }

  /// The keyboard covers the bottom of the scroll view the view lies in (not the view itself,
  /// whose own frame says where its constraints put it; and a scroll view with its expected
  /// frame, else its constraints are what is wrong), and the content inset leaves the
  /// content less room than the keyboard takes: `contentInset.bottom` is 0.
  static func contentInsetNotSet(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let (path, state) = failure.scroll, path != failure.check.view, failure.scrollFrameRight
    else { return false }
    let tolerance = max(failure.check.tolerance, 0.5)
    return state.keyboardOverlap > tolerance && within(state.contentInset.bottom, tolerance)
      && state.adjustedContentInset.bottom + tolerance < state.keyboardOverlap
  }

  /// The keyboard was over the scroll view in an earlier snapshot and is not now, and the
  /// scroll view still has a bottom content inset.
  static func keyboardInsetKept(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let (path, state) = failure.scroll, path != failure.check.view,
      failure.keyboardShownBefore, failure.scrollFrameRight
    else { return false }
    let tolerance = max(failure.check.tolerance, 0.5)
    return within(state.keyboardOverlap, tolerance) && state.contentInset.bottom > tolerance
  }

  /// The keyboard is over the scroll view, the content inset is as tall as the part it covers,
  /// and the scroll view adds a bottom safe area on top of that.
  static func keyboardSafeAreaCountedTwice(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let (path, state) = failure.scroll, path != failure.check.view, failure.scrollFrameRight
    else { return false }
    let tolerance = max(failure.check.tolerance, 0.5)
    let added = state.adjustedContentInset.bottom - state.contentInset.bottom
    return state.keyboardOverlap > tolerance
      && within(state.contentInset.bottom - state.keyboardOverlap, tolerance) && added > tolerance
  }

  /// How much taller a phone's navigation bar is with a large title (docs/UIKitFacts.md §3.4).
  static let largeTitleExtraHeight = 52.0

  /// A navigation bar exactly `largeTitleExtraHeight` shorter than expected, with the same
  /// origin and width: the standard bar where the large-title one belongs.
  static func largeTitleMissing(_ failure: MismatchEvidence.Failure) -> Bool {
    guard failure.viewClass == "UINavigationBar" else { return false }
    let (expected, actual, tolerance) = (
      failure.check.expected, failure.actual, failure.check.tolerance
    )
    return within(expected.x - actual.x, tolerance) && within(expected.y - actual.y, tolerance)
      && within(expected.width - actual.width, tolerance)
      && within(expected.height - actual.height - largeTitleExtraHeight, tolerance)
  }

  /// The view's frame was set by hand during a layout callback while its superview was another
  /// size than in the snapshot (by more than the check's tolerance), and it is not the expected
  /// frame: it was computed from a size that was not final yet.
  static func frameSetBeforeLayout(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let setting = failure.frameSetting, setting.during != nil else { return false }
    let (then, now) = (setting.superviewSizeThen, setting.superviewSizeNow)
    let tolerance = failure.check.tolerance
    return !within(then.width - now.width, tolerance)
      || !within(then.height - now.height, tolerance)
  }

  /// The cell is not where or how big it should be, and the program added views to the cell
  /// itself rather than its content view (the engine records which).
  static func addedToCell(_ failure: MismatchEvidence.Failure) -> Bool {
    !(failure.addedToCell ?? []).isEmpty
  }

  /// The table gave the cell the standard height because its content view's constraints gave
  /// none (the engine records the table's decision), where another height was expected.
  static func cellHeightFellBack(_ failure: MismatchEvidence.Failure) -> Bool {
    failure.rowSizing == "standard-after-zero-height"
      && !within(failure.actual.height - failure.check.expected.height, failure.check.tolerance)
  }

  /// A collection view's self-sizing cell whose constraints decide no height (the engine
  /// records it), where another height was expected: the layout kept its estimate.
  static func itemHeightUndecided(_ failure: MismatchEvidence.Failure) -> Bool {
    failure.heightUndetermined
      && !within(failure.actual.height - failure.check.expected.height, failure.check.tolerance)
  }

  /// The table gave the cell a fixed height (`rowHeight`, `heightForRowAt`) that is not the
  /// expected one.
  static func rowHeightFixed(_ failure: MismatchEvidence.Failure) -> Bool {
    failure.rowSizing == "fixed-height"
      && !within(failure.actual.height - failure.check.expected.height, failure.check.tolerance)
  }

  /// The label shows fewer lines than its text takes, and its height is not the expected one.
  static func labelLinesCut(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let lines = failure.textLines, lines.shown < lines.needed else { return false }
    return !within(failure.actual.height - failure.check.expected.height, failure.check.tolerance)
  }

  /// The learner's constraint whose constant, with its sign flipped, would put every moved edge
  /// where it is expected: each edge that moved did so by twice the constant of a constraint
  /// of the learner's that holds it, and that constant is not zero.
  static func flippedConstraint(_ failure: MismatchEvidence.Failure) -> ConstraintRecord? {
    guard let blame = failure.blame else { return nil }
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let edges: [(delta: Double, holders: [ConstraintRecord], names: Set<String>)] = [
      (actual.x - expected.x, blame.x, ["leading", "left"]),
      (
        (actual.x + actual.width) - (expected.x + expected.width), blame.x + blame.width,
        ["trailing", "right"]
      ),
      (actual.y - expected.y, blame.y, ["top"]),
      (
        (actual.y + actual.height) - (expected.y + expected.height), blame.y + blame.height,
        ["bottom"]
      ),
    ]
    var found: ConstraintRecord?
    for edge in edges where !within(edge.delta, tolerance) {
      let doubled = edge.holders.filter { holder in
        guard holder.origin == .code, let constant = holder.equation?.constant,
          abs(constant) >= 1
        else { return false }
        return within(abs(edge.delta) - 2 * abs(constant), tolerance)
      }
      // Another edge's constraint can hold the same constant (a leading inset of 20 beside the
      // flipped trailing one): the one written on the moved edge itself is the flipped one.
      // When it is another view's constraint that moved this one, the one on an edge of the
      // same name (a trailing inset for a trailing edge).
      let onEdge = doubled.first { setsEdge($0, of: failure.check.view, named: edge.names) }
      let sameEdge = doubled.first { setsEdge($0, of: nil, named: edge.names) }
      guard let flipped = onEdge ?? sameEdge ?? doubled.first else { return nil }
      if found == nil { found = flipped }
    }
    return found
  }

  /// Whether the constraint's equation sets one of the named edges of the view (of any item
  /// when `view` is nil), on either side of the equation.
  static func setsEdge(_ record: ConstraintRecord, of view: String?, named names: Set<String>)
    -> Bool
  {
    guard let equation = record.equation else { return false }
    return [equation.first, equation.second].contains { term in
      guard let term else { return false }
      return (view == nil || term.item == view) && names.contains(term.attribute)
    }
  }

  /// The keyboard layout guide (as the constraint names it, `view.keyboardLayoutGuide`) whose
  /// top holds the view's bottom, when the view is otherwise right and its bottom edge is exactly
  /// the device's bottom safe-area inset above where it is expected (its top with it, or staying
  /// put): the guide still stops at the safe area while the keyboard is hidden.
  static func keyboardGuideAtSafeArea(_ failure: MismatchEvidence.Failure) -> String? {
    guard let inset = failure.geometry?.safeArea.bottom, inset > 0, let blame = failure.blame
    else { return nil }
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let bottomRise = (expected.y + expected.height) - (actual.y + actual.height)
    let topRise = expected.y - actual.y
    guard within(actual.x - expected.x, tolerance),
      within(actual.width - expected.width, tolerance), within(bottomRise - inset, tolerance),
      within(topRise, tolerance) || within(topRise - inset, tolerance)
    else { return nil }
    for holder in blame.y + blame.height where holder.origin == .code {
      guard let equation = holder.equation else { continue }
      let terms = [equation.first] + (equation.second.map { [$0] } ?? [])
      if let guide = terms.first(where: {
        $0.item.hasSuffix("keyboardLayoutGuide") && $0.attribute == "top"
      }) {
        return guide.written ?? guide.item
      }
    }
    return nil
  }

  /// Whether every failed check has the same frame (what a frame set once in code gives on
  /// every screen).
  static func sameFrameEverywhere(_ failures: [MismatchEvidence.Failure]) -> Bool {
    guard let first = failures.first else { return false }
    return failures.allSatisfy { close($0.actual, first.actual, $0.check.tolerance) }
  }

  /// The frame is the one the snapshot before had (or, for an animation sample, already the
  /// settled one), while the expected frame is not: the step's change was never laid out.
  static func layoutNotRedone(_ failure: MismatchEvidence.Failure) -> Bool {
    let tolerance = failure.check.tolerance
    // A view at the frame its constraints give now was laid out: its constraints do not follow
    // the change, which is another mistake.
    if failure.settled == nil, failure.placement == "constraints" { return false }
    if let settled = failure.settled {
      // A step that moves the view nowhere at all is not an animation left out: what it sets
      // is wrong.
      if let before = failure.beforeStep, close(settled, before, tolerance) { return false }
      return close(failure.actual, settled, tolerance)
        && !close(failure.check.expected, settled, tolerance)
    }
    guard let previous = failure.previous else { return false }
    return close(failure.actual, previous.frame, tolerance)
      && !close(failure.check.expected, previous.frame, tolerance)
  }

  /// The frame is the expected one flipped across the root view's width, with the vertical
  /// axis right, and the expected frame is not symmetric itself.
  static func mirrored(_ failure: MismatchEvidence.Failure) -> Bool {
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let flippedX = failure.rootWidth - expected.x - expected.width
    return within(actual.y - expected.y, tolerance)
      && within(actual.height - expected.height, tolerance)
      && within(actual.width - expected.width, tolerance)
      && within(actual.x - flippedX, tolerance)
      && !within(expected.x - flippedX, tolerance)
  }

  /// Whether a visual format string of the learner's places the view's edge on the horizontal
  /// axis (a constraint holding its x made with `visualFormat` on `leading` or `trailing`): its
  /// mirrored frame is the string's pipe on the other side (`|-[view]` for `[view]-|`), not
  /// `.left` and `.right`, which a format string never writes unless told to.
  static func placedByVisualFormatSide(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let blame = failure.blame else { return false }
    return blame.x.contains { record in
      record.origin == .code && record.creation == "visualFormat"
        && setsEdge(record, of: failure.check.view, named: ["leading", "trailing"])
    }
  }

  /// Every edge that moved, moved by exactly one of the device's safe-area insets on its axis
  /// (top or bottom for a vertical edge, left or right for a horizontal one), and at least one
  /// did: the view was placed from the root view's edges, not the safe area's.
  /// Moved whole, by exactly the safe-area part of the content inset of the scroll view it lies
  /// in (`adjustedContentInset` less `contentInset`), inside a scroll view that has its expected
  /// frame.
  static func insetAdjusted(_ failure: MismatchEvidence.Failure) -> Bool {
    guard let (path, state) = failure.scroll, path != failure.check.view, failure.scrollFrameRight
    else { return false }
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let top = state.adjustedContentInset.top - state.contentInset.top
    let left = state.adjustedContentInset.left - state.contentInset.left
    return (top > tolerance || left > tolerance)
      && within(actual.y - expected.y - top, tolerance)
      && within(actual.x - expected.x - left, tolerance)
      && within(actual.width - expected.width, tolerance)
      && within(actual.height - expected.height, tolerance)
  }

  /// Off by the safe-area insets (`offBySafeArea`), every edge that moved moving inward from the
  /// root view's edge it was expected on: the view stops at the safe area where it should reach
  /// the screen's edge.
  static func insetFromRootEdges(_ failure: MismatchEvidence.Failure) -> Bool {
    guard offBySafeArea(failure, wherever: true), failure.rootHeight > 0 else { return false }
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let edges: [(delta: Double, inward: Bool)] = [
      (actual.y - expected.y, within(expected.y, tolerance)),
      (
        expected.y + expected.height - (actual.y + actual.height),
        within(expected.y + expected.height - failure.rootHeight, tolerance)
      ),
      (actual.x - expected.x, within(expected.x, tolerance)),
      (
        expected.x + expected.width - (actual.x + actual.width),
        within(expected.x + expected.width - failure.rootWidth, tolerance)
      ),
    ]
    // Each moved edge moved inward (a positive delta) from a root edge.
    return edges.allSatisfy { edge in
      within(edge.delta, tolerance) || (edge.delta > 0 && edge.inward)
    }
  }

  /// With `wherever` true, also when an edge that moved is pinned to the safe area (a view inset
  /// by the safe area from the screen's edges it should reach: `insetFromRootEdges`).
  static func offBySafeArea(_ failure: MismatchEvidence.Failure, wherever: Bool = false) -> Bool {
    guard let insets = failure.geometry?.safeArea else { return false }
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let vertical = [insets.top, insets.bottom].filter { $0 > 0 }
    let horizontal = [insets.left, insets.right].filter { $0 > 0 }
    let edges: [(delta: Double, insets: [Double], edge: Edge)] = [
      (actual.y - expected.y, vertical, .top),
      ((actual.y + actual.height) - (expected.y + expected.height), vertical, .bottom),
      (actual.x - expected.x, horizontal, .leading),
      ((actual.x + actual.width) - (expected.x + expected.width), horizontal, .trailing),
    ]
    var moved = false
    for edge in edges where !within(edge.delta, tolerance) {
      guard edge.insets.contains(where: { within(abs(edge.delta) - $0, tolerance) }) else {
        return false
      }
      // An edge the program already pins to the root view's safe area is not one pinned to the
      // root view's edges: the safe area is the mistake there, not the cure.
      let onSafeArea = ownPins(of: edge.edge, failure).contains { record in
        record.equation.map { equation in
          [equation.first, equation.second].contains { $0?.item == "view.safeAreaLayoutGuide" }
        } ?? false
      }
      if onSafeArea, !wherever { return false }
      moved = true
    }
    return moved
  }

  /// One of a frame's four edges, by the constraints that can move it.
  enum Edge {
    case leading, trailing, top, bottom

    /// The attributes that set it.
    var names: Set<String> {
      switch self {
      case .leading: ["leading", "left"]
      case .trailing: ["trailing", "right"]
      case .top: ["top"]
      case .bottom: ["bottom"]
      }
    }

    /// The constraints of `blame` that hold it: those of its axis' position, and of the size for
    /// the far edge.
    func holders(_ blame: FrameBlame) -> [ConstraintRecord] {
      switch self {
      case .leading: blame.x
      case .trailing: blame.x + blame.width
      case .top: blame.y
      case .bottom: blame.y + blame.height
      }
    }
  }

  /// The learner's constraints among those holding `edge` that set that edge of the failing view
  /// itself.
  static func ownPins(of edge: Edge, _ failure: MismatchEvidence.Failure) -> [ConstraintRecord] {
    guard let blame = failure.blame else { return [] }
    return edge.holders(blame).filter {
      $0.origin == .code && setsEdge($0, of: failure.check.view, named: edge.names)
    }
  }

  /// The learner's constraint that gives a wrong edge the number that is off: among the
  /// constraints holding each edge that moved, one with a constant of a point or more that the
  /// program wrote (not the system spacing), the one on the view's own edge first, then one
  /// setting an edge of the same name, then any. Nil when none holds a written constant.
  static func constantHolder(_ failure: MismatchEvidence.Failure) -> ConstraintRecord? {
    guard let blame = failure.blame else { return nil }
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let moves: [(delta: Double, edge: Edge)] = [
      (actual.x - expected.x, .leading),
      ((actual.x + actual.width) - (expected.x + expected.width), .trailing),
      (actual.y - expected.y, .top),
      ((actual.y + actual.height) - (expected.y + expected.height), .bottom),
    ]
    for move in moves where !within(move.delta, tolerance) {
      let written = move.edge.holders(blame).filter { holder in
        guard holder.origin == .code, !holder.systemSpacing,
          let constant = holder.equation?.constant
        else { return false }
        return abs(constant) >= 1
      }
      let own = written.first { setsEdge($0, of: failure.check.view, named: move.edge.names) }
      // Another view's constraint on an edge of the same name (a chevron's trailing inset for
      // the trailing edge of the label before it), by the attribute it sets.
      let same = written.first { move.edge.names.contains($0.equation?.first.attribute ?? "") }
      if let found = own ?? same ?? written.first { return found }
    }
    return nil
  }

  /// Whether a moved edge of the view is pinned, with no constant, to an edge of another view
  /// of the program (not the root view, not a guide): it sits on that view's edge where its
  /// margin or safe area was meant, a choice of item the reference solution shows, not numbers
  /// that fit one screen.
  static func pinnedFlushToOtherView(_ failure: MismatchEvidence.Failure) -> Bool {
    let (expected, actual) = (failure.check.expected, failure.actual)
    let tolerance = failure.check.tolerance
    let moves: [(delta: Double, edge: Edge)] = [
      (actual.x - expected.x, .leading),
      ((actual.x + actual.width) - (expected.x + expected.width), .trailing),
      (actual.y - expected.y, .top),
      ((actual.y + actual.height) - (expected.y + expected.height), .bottom),
    ]
    let view = failure.check.view
    return moves.contains { move in
      !within(move.delta, tolerance)
        && ownPins(of: move.edge, failure).contains { record in
          guard let equation = record.equation, abs(equation.constant) < 0.001,
            let second = equation.second
          else { return false }
          let other = equation.first.item == view ? second : equation.first
          return other.item != view && other.item != "view" && !other.item.contains(".")
            && move.edge.names.contains(other.attribute)
        }
    }
  }

  /// Every edge that moved keeps the same distance from its side of the root view on every
  /// device the view was checked on, passed or failed, while the expected distance changes from
  /// device to device (or, for a view of the right size that moved whole, the opposite edge
  /// does): numbers that fit one screen, where the margins or the safe area (which differ per
  /// device) were meant.
  static func keepsConstantOffsets(
    _ failure: MismatchEvidence.Failure, _ evidence: MismatchEvidence
  ) -> Bool {
    let tolerance = failure.check.tolerance
    let (expected, actual) = (failure.check.expected, failure.actual)
    var frames: [(ReportRect, ReportSize)] = []
    var expectedFrames: [(ReportRect, ReportSize)] = []
    for check in evidence.passed + evidence.failures.map(\.check) {
      guard let frame = check.actual, let size = evidence.rootSizes[check.device] else {
        return false
      }
      frames.append((frame, size))
      expectedFrames.append((check.expected, size))
    }
    func same(_ frames: [(ReportRect, ReportSize)], _ offset: (ReportRect, ReportSize) -> Double)
      -> Bool
    {
      guard let first = frames.first.map(offset) else { return false }
      return frames.allSatisfy { within(offset($0.0, $0.1) - first, tolerance) }
    }
    // The program's distance is the same everywhere while the expected one is not: the
    // exercise wants it to follow the device.
    func constant(_ offset: (ReportRect, ReportSize) -> Double) -> Bool {
      same(frames, offset) && !same(expectedFrames, offset)
    }
    let sides: [(moved: Bool, constant: Bool)] = [
      (!within(actual.x - expected.x, tolerance), constant { rect, _ in rect.x }),
      (!within(actual.y - expected.y, tolerance), constant { rect, _ in rect.y }),
      (
        !within((actual.x + actual.width) - (expected.x + expected.width), tolerance),
        constant { rect, size in size.width - rect.x - rect.width }
      ),
      (
        !within((actual.y + actual.height) - (expected.y + expected.height), tolerance),
        constant { rect, size in size.height - rect.y - rect.height }
      ),
    ]
    // Sides 0 and 2 are the horizontal axis, 1 and 3 the vertical one.
    for axis in [(0, 2, actual.width - expected.width), (1, 3, actual.height - expected.height)] {
      let (start, end) = (sides[axis.0], sides[axis.1])
      if !start.moved && !end.moved { continue }
      if within(axis.2, tolerance), start.constant || end.constant { continue }
      if start.moved && !start.constant { return false }
      if end.moved && !end.constant { return false }
    }
    return sides.contains(where: \.moved)
  }

  private static func within(_ delta: Double, _ tolerance: Double) -> Bool {
    abs(delta) <= tolerance + FrameComparison.slack
  }

  private static func close(_ a: ReportRect, _ b: ReportRect, _ tolerance: Double) -> Bool {
    FrameComparison.matches(a, b, tolerance: tolerance)
  }
}
