import LayoutReport

/// The explanations of causes read from what the engine recorded of a view's state (its
/// intrinsic size, its lines, a flow layout's kept sizes, a constraint UIKit broke, a constant
/// whose sign is flipped): the cause, then the fix, then one example frame.
extension GroupedMismatches {
  func stateCause(_ cause: MismatchCause, _ evidence: MismatchEvidence, movedWith: [String])
    -> Diagnostic
  {
    let failures = evidence.failures
    let first = failures[0]
    let name = "`\(evidence.view)`"
    let place = place(failures, of: evidence)
    var lines: [String]
    var line: Int?
    switch cause {
    case .intrinsicSizeNotInvalidated:
      let stale = failures.compactMap(\.staleIntrinsicSize).first
      let used = stale.map { Self.size($0.used) } ?? "the size it had"
      let now = stale.map { Self.size($0.current) } ?? "another size"
      lines = [
        "\(name) is still \(used) \(place), the size its `intrinsicContentSize` answered"
          + " before: it answers \(now) now, but Auto Layout keeps the size it read until the"
          + " view says it has changed.",
        "When a property the intrinsic size depends on changes, call"
          + " `invalidateIntrinsicContentSize()` on that view (in the property's `didSet`)."
          + " `setNeedsLayout()` and `layoutIfNeeded()` only lay out again with the size Auto"
          + " Layout kept.",
      ]
    case .labelLinesLimited:
      let text = failures.compactMap(\.textLines).first
      let shown = text?.shown ?? 1
      let needed = text.map { " of the \($0.needed)" } ?? ""
      let linesWord = shown == 1 ? "line" : "lines"
      let limit = text?.numberOfLines ?? 1
      if limit != 0, limit <= shown {
        let byDefault = limit == 1 ? " (the default)" : ""
        lines = [
          "\(name) shows \(shown) \(linesWord)\(needed) its text takes \(place): its"
            + " `numberOfLines` is \(limit)\(byDefault), so its intrinsic height is"
            + " \(limit == 1 ? "one line's" : "\(limit) lines'").",
          "Set `numberOfLines = 0` to let it take as many lines as its text needs; it wraps at"
            + " the width its constraints give it and grows as tall as its lines."
            + " `lineBreakMode` only says where lines break and how a cut line ends.",
        ]
      } else {
        lines = [
          "\(name) shows \(shown) \(linesWord)\(needed) its text takes \(place): its height"
            + " holds no more.",
          "Let the label's intrinsic height decide: remove the constraint that fixes its height"
            + " (or make it `>=`), and pin its top and bottom to the views around it.",
        ]
      }
    case .constraintBroken:
      let broken = failures.flatMap(\.broken).first
      let formula = broken.map(ConflictDiagnosis.mention) ?? "one of its constraints"
      lines = [
        "\(name) is not where it should be \(place): UIKit broke \(formula) to resolve the"
          + " conflict above, so the constraints it kept place the view.",
        "Resolve the conflict and the view follows; no layout call is missing.",
      ]
      line = broken?.line
    case .insetSignFlipped:
      let flipped = failures.compactMap(MismatchCauseRules.flippedConstraint).first
      let constant = flipped?.equation?.constant ?? 0
      let formula = flipped.map(ConflictDiagnosis.mention) ?? "its constraint"
      let shift = MessageText.points(2 * abs(constant))
      // A constraint kept in a property and given its constant later: that line is the one.
      let setLine = flipped?.line.flatMap { made in
        blame.source.flatMap {
          SourceAssignments($0).lineSettingConstant(ofConstraintMadeOn: made, to: constant)
        }
      }
      let setText =
        setLine.map { ", set to \(MessageText.points(constant)) on line \($0)" } ?? ""
      lines = [
        "\(name) is \(shift) pt too far \(Self.direction(first)) \(place), exactly twice the"
          + " constant of \(formula)\(setText): the constant's sign is flipped.",
        "An inset from a trailing or bottom edge is negative, from a leading or top edge"
          + " positive: write `constant: \(MessageText.points(-constant))`"
          + " (or swap the two anchors).",
      ]
      line = setLine ?? flipped?.line
    case .framesSetBeforeLayout:
      let setting = failures.first { $0.frameSetting != nil }
      let then = setting?.frameSetting.map { Self.size($0.superviewSizeThen) } ?? "another size"
      let now = setting?.frameSetting.map { Self.size($0.superviewSizeNow) } ?? "its final size"
      let during = setting?.frameSetting?.during.map { " in `\(Self.callbackName($0))`" } ?? ""
      let device = setting.map { "\($0.check.device)\(snapshotSuffix($0.check))" } ?? ""
      lines = [
        "\(name)'s frame was set by hand\(during) \(place), before its superview had its final"
          + " size: on \(device) the superview was \(then) then and is \(now) once laid out, so"
          + " the frame was computed from a size that was not final, and nothing set it again.",
        "Set the frames in the `layoutSubviews()` of the view that holds them (after"
          + " `super.layoutSubviews()`), where its bounds are final; UIKit calls it again"
          + " whenever that view changes size.",
      ]
    case .largeTitlesNotPreferred:
      lines = [
        "\(name) is the standard 44-pt bar \(place), where the large-title bar, 52 pt taller,"
          + " belongs: the bar does not show the title in large type, so everything pinned to"
          + " the safe area sits 52 pt higher too.",
        "Large titles need both: the navigation controller's"
          + " `navigationBar.prefersLargeTitles = true`, and a `navigationItem.largeTitleDisplayMode`"
          + " that lets them show (`.automatic`, the default, or `.always`; `.never` opts the"
          + " screen out).",
      ]
    default:
      lines = []
    }
    let cells = movedWith.filter(ContainerPlacedPath.isPlacedByContainer)
    if !cells.isEmpty {
      let others = MessageText.list(cells.map { "`\($0)`" })
      let one = cells.count == 1
      lines.append(
        "\(others) \(one ? "takes its" : "take their") size from the constraints inside"
          + " \(one ? "it" : "them"), so \(one ? "it is" : "they are") wrong with \(name):"
          + " \(one ? "it is" : "they are") right once \(name) is.")
    }
    let placed = movedWith.filter { !ContainerPlacedPath.isPlacedByContainer($0) }
    if !placed.isEmpty {
      let movedWith = placed
      let others = MessageText.list(movedWith.map { "`\($0)`" })
      let one = movedWith.count == 1
      lines.append(
        "\(others) \(one ? "is" : "are") placed from \(name) and \(one ? "moves" : "move") with"
          + " it: \(one ? "it is" : "they are") right once \(name) is.")
    }
    lines.append(
      "On \(first.check.device)\(snapshotSuffix(first.check)) \(name) should be"
        + " \(MessageText.rect(first.check.expected)), not \(MessageText.rect(first.actual)).")
    return diagnostic(
      lines.joined(separator: "\n"), failures, evidence, cause: cause, blamed: first,
      saysBlame: false, line: line)
  }

  /// The lines for cells a flow layout placed with sizes it kept from another collection-view
  /// size.
  func staleItemSizes(_ failure: MismatchEvidence.Failure, subject: String, place: String)
    -> [String]
  {
    guard let stale = failure.staleItemSize else { return [] }
    return [
      "\(subject) the size the flow layout asked `sizeForItemAt` for before the collection view"
        + " changed size, \(place). On \(failure.check.device)\(snapshotSuffix(failure.check))"
        + " that is \(Self.size(stale.used)), given when the collection view was"
        + " \(Self.size(stale.askedAt)); it is \(Self.size(stale.now)) now, where"
        + " `sizeForItemAt` answers \(Self.size(stale.current)).",
      "A flow layout asks its delegate for sizes again only when its layout is invalidated: when"
        + " the collection view's size changes, call `collectionViewLayout.invalidateLayout()`,"
        + " in `viewWillTransition(to:with:)` after `super` (or in `viewWillLayoutSubviews()`"
        + " when the width changed).",
    ]
  }

  /// Which way the frame moved most: `down`, `up`, `right` or `left`.
  static func direction(_ failure: MismatchEvidence.Failure) -> String {
    let (e, a) = (failure.check.expected, failure.actual)
    let dx =
      abs(a.x - e.x) >= abs((a.x + a.width) - (e.x + e.width))
      ? a.x - e.x : (a.x + a.width) - (e.x + e.width)
    let dy =
      abs(a.y - e.y) >= abs((a.y + a.height) - (e.y + e.height))
      ? a.y - e.y : (a.y + a.height) - (e.y + e.height)
    if abs(dy) >= abs(dx) { return dy > 0 ? "down" : "up" }
    return dx > 0 ? "right" : "left"
  }

  /// A layout callback as the learner writes it: `updateConstraints()`,
  /// `viewWillLayoutSubviews()`.
  static func callbackName(_ callback: String) -> String {
    switch callback {
    case "traitChangeHandler", "transitionAlongside", "transitionCompletion":
      return callback
    default: return callback + "()"
    }
  }

  /// `68 × 20`; a side of -1 (no intrinsic metric) reads `none`.
  static func size(_ size: ReportSize) -> String {
    func side(_ value: Double) -> String { value < 0 ? "none" : MessageText.points(value) }
    return "\(side(size.width)) × \(side(size.height))"
  }
}
