import LayoutReport

/// Views whose frames are wrong only because a view they are placed from is wrong: on every
/// failed check the view is its expected size, a constraint that holds it names the other view,
/// and each of its axes moved by nothing or by exactly what one of the other view's edges on that
/// axis moved. Those views need no explanation of their own: fixing the other view fixes them.
enum MovedWith {
  static func isCarried(_ view: MismatchEvidence, by source: MismatchEvidence) -> Bool {
    guard view.view != source.view, !view.failures.isEmpty else { return false }
    return view.failures.allSatisfy { failure in
      // Held by a constraint on the source, or lying in it when the source is a scroll view.
      let held =
        failure.blame.map { blame in
          (blame.x + blame.y + blame.width + blame.height).contains {
            $0.views.contains(source.view)
          }
        } ?? false
      guard held || failure.scroll?.path == source.view,
        let moved = source.failures.first(where: {
          $0.check.device == failure.check.device && $0.check.snapshot == failure.check.snapshot
        })
      else { return false }
      let tolerance = failure.check.tolerance + FrameComparison.slack
      let (actual, expected) = (failure.actual, failure.check.expected)
      let (sourceActual, sourceExpected) = (moved.actual, moved.check.expected)
      guard abs(actual.width - expected.width) <= tolerance,
        abs(actual.height - expected.height) <= tolerance
      else { return false }
      let horizontal = [
        0, sourceActual.x - sourceExpected.x,
        (sourceActual.x + sourceActual.width) - (sourceExpected.x + sourceExpected.width),
      ]
      let vertical = [
        0, sourceActual.y - sourceExpected.y,
        (sourceActual.y + sourceActual.height) - (sourceExpected.y + sourceExpected.height),
      ]
      let dx = actual.x - expected.x
      let dy = actual.y - expected.y
      return horizontal.contains { abs(dx - $0) <= tolerance }
        && vertical.contains { abs(dy - $0) <= tolerance }
    }
  }
}
