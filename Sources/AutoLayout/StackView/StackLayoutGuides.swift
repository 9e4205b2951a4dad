/// The guide a stack view spans its arranged views with across the axis (UIKit's private
/// `_UILayoutSpacer`, logged as `_UILayoutSpacer:0x…'UISV-alignment-spanner'`).
final class _UILayoutSpacer: UILayoutGuide {}

/// The gap between two visible arranged views that equal-spacing and equal-centering stacks make
/// equal (UIKit's private `_UIOLAGapGuide`, identifier `UISV-distributing`).
final class _UIOLAGapGuide: UILayoutGuide {}

extension UIStackView {
  /// Adds or removes the stack's own guides so that exactly the ones the arrangement needs exist.
  func reconcileGuides(
    alignmentSpanner needsAlignmentSpanner: Bool,
    arrangementSpanner needsArrangementSpanner: Bool, gaps gapCount: Int
  ) {
    alignmentSpanner = reconciled(
      alignmentSpanner, needed: needsAlignmentSpanner,
      identifier: "UISV-alignment-spanner")
    arrangementSpanner = reconciled(
      arrangementSpanner, needed: needsArrangementSpanner,
      identifier: "UISV-arrangement")
    while gapGuides.count < gapCount {
      let gap = _UIOLAGapGuide()
      gap.identifier = "UISV-distributing"
      addLayoutGuide(gap)
      gapGuides.append(gap)
    }
    while gapGuides.count > gapCount, let gap = gapGuides.popLast() {
      removeLayoutGuide(gap)
    }
  }

  private func reconciled(_ spacer: _UILayoutSpacer?, needed: Bool, identifier: String)
    -> _UILayoutSpacer?
  {
    if needed {
      if let spacer { return spacer }
      let made = _UILayoutSpacer()
      made.identifier = identifier
      addLayoutGuide(made)
      return made
    }
    if let spacer { removeLayoutGuide(spacer) }
    return nil
  }
}
