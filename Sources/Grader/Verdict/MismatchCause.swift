/// A common misconception the grader recognises from the evidence of a failed verdict, named in
/// the explanation of the wrong frames it causes (`Diagnostic.cause`, `"cause"` in
/// `grade --json`).
public enum MismatchCause: String, Sendable, Hashable, CaseIterable {
  /// The view still translates its autoresizing mask and has the same frame everywhere: the
  /// frame the code gave it is still what places it.
  case hardCodedFrame = "hard-coded-frame"
  /// The view still translates its autoresizing mask, so the mask (not the constraints) decides
  /// its frame, which is wrong though it changes from device to device.
  case maskTranslating = "mask-translating"
  /// The frame is the expected one mirrored left for right: `.left`/`.right` where
  /// `.leading`/`.trailing` was meant (or the reverse), seen on a right-to-left layout.
  case leftRightForLeadingTrailing = "left-right-for-leading-trailing"
  /// Right on the devices whose root layout margin is one value, off by exactly the difference
  /// on devices with another margin: a constant where the margin was meant.
  case constantForMargin = "constant-for-margin"
  /// Wrong only by the safe-area insets of the devices that have them: the root view's edges
  /// where the safe area was meant.
  case rootEdgesForSafeArea = "root-edges-for-safe-area"
  /// The frame did not change after a step that should have moved it: the layout was not
  /// redone (`layoutIfNeeded()`, `invalidateLayout()`).
  case layoutNotRedone = "layout-not-redone"
  /// A self-sizing table cell is the standard 44 pt tall: its content view's constraints decide
  /// no height (the chain from its top to its bottom is broken), UIKit warned that they
  /// "ambiguously suggest a height of zero" and used the standard height.
  case cellHeightUndetermined = "cell-height-undetermined"
  /// Table rows are the height the table was told (`rowHeight`, or
  /// `tableView(_:heightForRowAt:)`) where the rows should size themselves from their content.
  case rowHeightFixed = "row-height-fixed"
}
