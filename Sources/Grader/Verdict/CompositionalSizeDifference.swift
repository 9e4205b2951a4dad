import LayoutReport

/// A compositional layout's cells the wrong size because the program's item or group size says
/// another thing than the reference solution's: a fraction of the height where the width was
/// meant (`fraction-of-wrong-dimension`), a number of points where a fraction was meant
/// (`absolute-size-for-fraction`), or the fraction given to the group and the whole to the item
/// (`fraction-of-wrong-container`). Read from the sizes both programs recorded for the same
/// cell (`ViewRecord.compositionalItem`); said in place of the cell's wrong frames, citing the
/// line that made the learner's dimension.
enum CompositionalSizeDifference {
  /// One side of the item's or the group's size.
  private struct Side {
    let element: String
    let axis: String
    let learner: LayoutDimensionRecord
    let reference: LayoutDimensionRecord
  }

  /// `verdict` with the first wrong cell's frames explained by its size's difference from the
  /// solution's, when it is one of the three.
  static func explaining(
    _ verdict: Verdict, learner: ProgramLayout, reference: ProgramLayout, file: String
  ) -> Verdict {
    guard !verdict.diagnostics.contains(where: { $0.cause != nil }) else { return verdict }
    for check in verdict.checks where !check.ok {
      let key = "\(check.snapshot)/\(check.view)"
      guard let mine = learner.device(check.device)?.compositionalItems?[key],
        let theirs = reference.device(check.device)?.compositionalItems?[key],
        let found = difference(mine, theirs)
      else { continue }
      return said(found, check: check, in: verdict, file: file)
    }
    return verdict
  }

  private static func difference(
    _ mine: CompositionalItemRecord, _ theirs: CompositionalItemRecord
  ) -> (cause: MismatchCause, sentence: String, line: Int?)? {
    let sides = [
      Side(element: "item", axis: "width", learner: mine.item.width, reference: theirs.item.width),
      Side(
        element: "item", axis: "height", learner: mine.item.height, reference: theirs.item.height),
      Side(
        element: "group", axis: "width", learner: mine.group.width, reference: theirs.group.width),
      Side(
        element: "group", axis: "height", learner: mine.group.height,
        reference: theirs.group.height),
    ]
    let differing = sides.filter { !same($0.learner, $0.reference) }
    let fractional: Set<String> = ["fractionalWidth", "fractionalHeight"]
    if differing.count == 1, let side = differing.first {
      let (learner, reference) = (side.learner, side.reference)
      if fractional.contains(learner.kind), fractional.contains(reference.kind),
        learner.kind != reference.kind, close(learner.value, reference.value)
      {
        return (
          .fractionOfWrongDimension,
          "the \(side.element)'s \(side.axis) is `\(written(learner))`, a fraction of its"
            + " container's \(measure(learner)), where `\(written(reference))`, a fraction of"
            + " its \(measure(reference)), was meant. A fraction takes its length from the side"
            + " it names, whichever side it sets: to make a square row, set its height from the"
            + " width.",
          learner.line
        )
      }
      if learner.kind == "absolute", fractional.contains(reference.kind) {
        return (
          .absoluteSizeForFraction,
          "the \(side.element)'s \(side.axis) is `\(written(learner))`, the same number of points"
            + " on every screen, where `\(written(reference))` was meant: a fraction follows the"
            + " container's \(measure(reference)) on every width.",
          learner.line
        )
      }
      return nil
    }
    // The item's and the group's sides on one axis exchanged.
    if differing.count == 2, differing[0].element == "item", differing[1].element == "group",
      differing[0].axis == differing[1].axis,
      same(differing[0].learner, differing[1].reference),
      same(differing[1].learner, differing[0].reference)
    {
      let (item, group) = (differing[0], differing[1])
      return (
        .fractionOfWrongContainer,
        "the group's \(group.axis) is `\(written(group.learner))` and the item's"
          + " `\(written(item.learner))`, where the group was meant to be"
          + " `\(written(group.reference))` and the item `\(written(item.reference))`: an item's"
          + " fraction is of its group, a group's of the section, so the half given to the"
          + " group makes rows of one item, half as wide as the section.",
        group.learner.line ?? item.learner.line
      )
    }
    return nil
  }

  private static func said(
    _ found: (cause: MismatchCause, sentence: String, line: Int?), check: Check,
    in verdict: Verdict, file: String
  ) -> Verdict {
    var explained = verdict
    let view = check.view
    let got = check.actual.map { ", not \(MessageText.rect($0))" } ?? ""
    let message =
      "`\(view)` is the size its compositional layout gives it, and \(found.sentence)"
      + "\nOn \(check.device) `\(view)` should be \(MessageText.rect(check.expected))\(got)."
    let diagnostic = Diagnostic(
      kind: .frameMismatch, message: message, file: found.line == nil ? nil : file,
      line: found.line, device: check.device, view: view, cause: found.cause)
    // The cell's own wrong frames are this one cause.
    explained.diagnostics.removeAll { $0.kind == .frameMismatch && $0.view == view }
    explained.diagnostics.append(diagnostic)
    explained.diagnostics = Diagnostic.ordered(explained.diagnostics)
    return explained
  }

  private static func same(_ a: LayoutDimensionRecord, _ b: LayoutDimensionRecord) -> Bool {
    a.kind == b.kind && close(a.value, b.value)
  }

  private static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

  /// The dimension as Swift writes it: `.fractionalWidth(0.5)`.
  private static func written(_ dimension: LayoutDimensionRecord) -> String {
    ".\(dimension.kind)(\(MessageText.points(dimension.value)))"
  }

  /// The side a fraction is of: `width`, `height`; `points` for the others.
  private static func measure(_ dimension: LayoutDimensionRecord) -> String {
    switch dimension.kind {
    case "fractionalWidth": "width"
    case "fractionalHeight": "height"
    default: "points"
    }
  }
}
