import LayoutReport

/// Views inside a table or collection view's cell whose frames are wrong only because the cell
/// is: on every failed check, the view's frame relative to its cell's is the expected one
/// relative to the cell's expected frame. Those views need no explanation of their own: they
/// move with their rows.
enum RowContents {
  /// Whether `view` lies inside the cell of `row` (a path below it) and every one of its failed
  /// checks is right relative to the cell on the same device and snapshot.
  static func isRight(_ view: MismatchEvidence, within row: MismatchEvidence) -> Bool {
    guard view.view.hasPrefix(row.view + "."), !view.failures.isEmpty else { return false }
    return view.failures.allSatisfy { failure in
      guard
        let cell = cellFrames(row, device: failure.check.device, snapshot: failure.check.snapshot)
      else { return false }
      let tolerance = failure.check.tolerance + FrameComparison.slack
      let (actual, expected) = (failure.actual, failure.check.expected)
      let moves = [
        (actual.x - cell.actual.x) - (expected.x - cell.expected.x),
        (actual.y - cell.actual.y) - (expected.y - cell.expected.y),
        actual.width - expected.width, actual.height - expected.height,
      ]
      return moves.allSatisfy { abs($0) <= tolerance }
    }
  }

  /// The cell's expected and actual frames on `device` in `snapshot`, failed or passed.
  private static func cellFrames(_ row: MismatchEvidence, device: String, snapshot: String)
    -> (expected: ReportRect, actual: ReportRect)?
  {
    if let failure = row.failures.first(where: {
      $0.check.device == device && $0.check.snapshot == snapshot
    }) {
      return (failure.check.expected, failure.actual)
    }
    if let check = row.passed.first(where: { $0.device == device && $0.snapshot == snapshot }),
      let actual = check.actual
    {
      return (check.expected, actual)
    }
    return nil
  }
}
