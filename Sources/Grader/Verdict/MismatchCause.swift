/// A common misconception the grader recognises from the evidence of a failed verdict, named in
/// the explanation of the wrong frames it causes, or of the conflict it causes
/// (`Diagnostic.cause`, `"cause"` in `grade --json`). Each is named only from what the engine
/// recorded (constraints with their lines, the containers' sizing decisions, the views' state),
/// never from the text of the learner's file.
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
  /// Inset by exactly the safe-area insets from the root view's edges it was meant to reach
  /// (under the status bar and the home indicator): the safe area where the root view's edges
  /// were meant.
  case safeAreaForRootEdges = "safe-area-for-root-edges"
  /// A view inside a scroll view that has its expected frame is moved by exactly what the
  /// scroll view adds to its content inset for the safe area: `contentInsetAdjustmentBehavior`
  /// left automatic where the content should start at the screen's edge (`.never`).
  case contentInsetAdjusted = "content-inset-adjusted"
  /// A view's bottom pinned to the top of a keyboard layout guide that still uses the bottom
  /// safe area (`usesBottomSafeArea`, true by default): with the keyboard hidden the guide's top
  /// is the safe area's bottom, so the view stops the bottom inset short of the screen's edge,
  /// where the view's bottom was meant.
  case keyboardGuideStopsAtSafeArea = "keyboard-guide-stops-at-safe-area"
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
  /// A custom view's `intrinsicContentSize` changed but layout still uses the size it read
  /// before: `invalidateIntrinsicContentSize()` was not called on that view.
  case intrinsicSizeNotInvalidated = "intrinsic-size-not-invalidated"
  /// A collection view's cells keep the sizes the flow layout asked its delegate for before the
  /// collection view changed size: the layout was not invalidated when the size changed.
  case itemSizesStale = "item-sizes-stale"
  /// A label shows fewer lines than its text takes: `numberOfLines` (1 by default) or a fixed
  /// height cuts it.
  case labelLinesLimited = "label-lines-limited"
  /// An edge is off by exactly twice the constant of the constraint that places it: the inset's
  /// sign is flipped (`constant: 20` for a trailing or bottom inset, which needs `-20`).
  case insetSignFlipped = "inset-sign-flipped"
  /// One edge of a view is pinned by two required constraints to two different places; they
  /// cannot both hold, so UIKit broke one (said on the conflict).
  case edgePinnedTwice = "edge-pinned-twice"
  /// Switching between two sets of constraints, the new set was activated while the old one
  /// was still active and deactivated only after: for a moment both hold, and UIKit broke one
  /// constraint (said on the conflict, at the activating call, when the constraints active at
  /// the end are the reference solution's).
  case activatedBeforeDeactivated = "activated-before-deactivated"
  /// Switching between two sets of constraints, the set that no longer fits is never
  /// deactivated: both stay active and conflict (said on the conflict, at the activating call,
  /// when the constraints active at the end are the reference solution's and the conflict's).
  case oldSetKeptActive = "old-set-kept-active"
  /// The view is not where it should be because UIKit broke one of its constraints to resolve a
  /// conflict (said after the conflict, instead of a layout that was not redone).
  case constraintBroken = "constraint-broken"
  /// A step needed `updateViewConstraints()` (or a view's `updateConstraints()`) and UIKit never
  /// called it: nothing called `setNeedsUpdateConstraints()` on that view (said on the callback
  /// count; the views that kept their frames are its consequence).
  case constraintsUpdateNotRequested = "constraints-update-not-requested"
  /// One constraint differs from the reference solution's in its attributes (`bottom` where
  /// `lastBaseline` was meant), the rest being the same (`ReferenceDifference`).
  case wrongAttribute = "wrong-attribute"
  /// One constraint measures from another item than the reference solution's (the content
  /// layout guide for the frame layout guide, the root view for its safe area).
  case wrongItem = "wrong-item"
  /// One constraint's multiplier is the inverse of the reference solution's (16/9 for 9/16).
  case multiplierInverted = "multiplier-inverted"
  /// A constant size where the reference solution relates the size to a dimension with a
  /// multiplier (`height == 193` for `height == 9/16 × width`): a number worked out for one
  /// screen, where the ratio holds on all.
  case constantForRatio = "constant-for-ratio"
  /// A view centred (on its superview, a guide or the margins) where the reference solution makes
  /// the gaps on either side of it equal (two spacer guides of one width): centred, it is midway
  /// between the edges, not between its neighbours.
  case centerForEqualGaps = "center-for-equal-gaps"
  /// One constraint has another multiplier than the reference solution's, not its inverse
  /// (`0.25 × centerX` for `0.5 × centerX`).
  case wrongMultiplier = "wrong-multiplier"
  /// One constraint has another priority than the reference solution's, the rest the same (a
  /// size left required where the reference lets it give way).
  case wrongPriority = "wrong-priority"
  /// One constraint has another relation than the reference solution's (`==` for `>=`).
  case wrongRelation = "wrong-relation"
  /// One constraint has another constant than the reference solution's.
  case wrongConstant = "wrong-constant"
  /// The reference solution has one constraint the program lacks.
  case constraintMissing = "constraint-missing"
  /// The program has one constraint the reference solution lacks.
  case constraintExtra = "constraint-extra"
  /// A stack view's axis differs from the reference solution's stack of the same name.
  case wrongAxis = "wrong-axis"
  /// A stack view's distribution differs from the reference solution's.
  case wrongDistribution = "wrong-distribution"
  /// A stack view's alignment differs from the reference solution's.
  case wrongAlignment = "wrong-alignment"
  /// A view added to a stack view with `addSubview(_:)` where the reference arranges it.
  case addedNotArranged = "added-not-arranged"
  /// A stack view with layout margins that does not lay its views out inside them
  /// (`isLayoutMarginsRelativeArrangement` false where the reference sets it).
  case marginsNotRelative = "margins-not-relative"
  /// An arranged view made transparent (`alpha` 0) where the reference hides it: the stack
  /// still gives it room.
  case alphaForHidden = "alpha-for-hidden"
  /// An arranged view shown in the first snapshot where the reference hides it from the start.
  case initialStateNotApplied = "initial-state-not-applied"
  /// A stack view aligned on the last baselines where the first were meant, or the other way.
  case firstLastBaselineSwapped = "first-last-baseline-swapped"
  /// A stack view aligned on an edge or the centre where its labels' baselines were meant.
  case edgeForBaseline = "edge-for-baseline"
  /// Two views' content hugging or compression resistance priorities on one axis are the
  /// reference solution's, exchanged: the wrong one stretches, or is cut short.
  case contentPrioritiesSwapped = "content-priorities-swapped"
  /// A content priority set on the other of two views than the reference solution's, to the
  /// value the solution gives its own view: the wrong view keeps its size, or gives way.
  case priorityOnWrongView = "priority-on-wrong-view"
  /// Compression resistance set on a view and axis where the reference solution sets content
  /// hugging, or the reverse: the two guard opposite directions, so the view the layout needs
  /// to keep its size still grows, or is still cut short.
  case huggingVsCompression = "hugging-vs-compression"
  /// A view whose size should come from its own `intrinsicContentSize` answers none (or none
  /// on an axis): its constraints, the reference solution's, say where it is, and nothing says
  /// how big.
  case intrinsicSizeMissing = "intrinsic-size-missing"
  /// A view's frame was set by hand in a layout callback while its superview was another size
  /// than it ends up (`updateConstraints()`, `viewWillLayoutSubviews()`): it was computed from
  /// a size that was not final yet.
  case framesSetBeforeLayout = "frames-set-before-layout"
  /// A navigation bar of the standard height where the large-title bar (52 pt taller) was
  /// expected: the bar does not prefer large titles, or the item opts out of them.
  case largeTitlesNotPreferred = "large-titles-not-preferred"
  /// A cell's views added to the cell itself (`addSubview(_:)` in the cell) instead of its
  /// `contentView`: the table or collection view sizes the cell from its content view, which
  /// holds none of them.
  case addedToCellNotContentView = "added-to-cell-not-content-view"
  /// The keyboard covers the bottom of the scroll view the view lies in, and its content inset
  /// leaves the content no room to scroll above the keys (`contentInset.bottom` never set on
  /// `keyboardWillShowNotification`, or only the scroll indicator's inset set).
  case contentInsetNotSet = "content-inset-not-set"
  /// The keyboard is hidden again, and the scroll view still has the bottom content inset made
  /// for it: nothing set it back to 0 on `keyboardWillHideNotification`.
  case keyboardInsetKept = "keyboard-inset-kept"
  /// The content inset is the keyboard's whole height, and `adjustedContentInset` adds the
  /// bottom safe area on top: the home indicator's strip, which the keyboard's height includes,
  /// counted twice.
  case keyboardSafeAreaCountedTwice = "keyboard-safe-area-counted-twice"
  /// The rectangle given to `scrollRectToVisible(_:animated:)` was the view's own in other
  /// coordinates than the scroll view's (its `bounds`, its `frame` in a stack view, its frame in
  /// the root view), so the scroll view showed another place.
  case wrongCoordinateSpace = "wrong-coordinate-space"
  /// A label at another text size than the default keeps the size of its fixed font
  /// (`.systemFont(ofSize:)`): Dynamic Type scales only fonts of a text style.
  case fontNotDynamic = "font-not-dynamic"
  /// A text view whose height nothing decides because it still scrolls: a scrolling text view
  /// has no intrinsic height (said on its ambiguous layout).
  case textViewScrolls = "text-view-scrolls"
  /// A collection view's cells are the flow layout's own `itemSize` (50 × 50 unless set): its
  /// delegate's `collectionView(_:layout:sizeForItemAt:)` was never called, because the
  /// delegate does not adopt `UICollectionViewDelegateFlowLayout` or the method's name is not
  /// the protocol's.
  case sizeMethodNotCalled = "size-method-not-called"
  /// A collection view's cells keep the size `sizeForItemAt` gives on every device, where they
  /// should follow the collection view's width: a number that fits one screen.
  case itemSizeHardCoded = "item-size-hard-coded"
  /// A collection view's cell is longer than its line has room for (the collection view's
  /// width less its insets): its size was worked out from another view than the collection
  /// view (the controller's view, the screen).
  case itemWiderThanCollectionView = "item-wider-than-collection-view"
  /// A flow layout's line holds fewer items than the columns meant: their widths, with the
  /// gaps between them and the section insets around them, add up to more than the
  /// collection view's width, because the item's width left out the gaps or the insets.
  case columnsOverflowLine = "columns-overflow-line"
  /// A compositional layout's size is a fraction of the other side than the reference
  /// solution's (`.fractionalHeight(0.5)` where `.fractionalWidth(0.5)` was meant).
  case fractionOfWrongDimension = "fraction-of-wrong-dimension"
  /// A compositional layout's size is a number of points where the reference solution's is a
  /// fraction, so it fits one width only.
  case absoluteSizeForFraction = "absolute-size-for-fraction"
  /// A compositional layout's item and group sizes on one axis are the reference solution's
  /// exchanged: the fraction given to the group, the whole to the item.
  case fractionOfWrongContainer = "fraction-of-wrong-container"
  /// A table made in another style than the reference solution's (`.plain` where `.grouped`
  /// was meant, `.grouped` for `.insetGrouped`): the style decides where its rows and headers
  /// go.
  case tableStyleWrong = "table-style-wrong"
  /// A view that does not preserve its superview's layout margins
  /// (`preservesSuperviewLayoutMargins` false) where the reference solution's does: its margins
  /// are its own, so what is placed on them misses the margins of the screen.
  case marginsNotPreserved = "margins-not-preserved"
  /// A view laid out right to left whose margins are set with `layoutMargins` (left and right,
  /// which never flip) where the reference solution sets `directionalLayoutMargins` (leading
  /// and trailing): its leading margin sits on the left.
  case directionalMargins = "directional-margins"

  /// A layout chosen by the size class of the other axis than the reference solution's (the
  /// horizontal where the vertical changes on a turned phone, the vertical where the horizontal
  /// changes in Split View): each snapshot shows the layout the reference gives that other
  /// trait's value.
  case wrongSizeClassAxis = "wrong-size-class-axis"
  /// A layout chosen by the screen's traits (`UIScreen.main.traitCollection`) where the
  /// controller's were meant: the screen keeps its size classes when the window is narrower.
  case screenForWindow = "screen-for-window"
  /// A layout that depends on a trait, chosen once and never again when that trait changes:
  /// every snapshot shows the first one (no handler, or one that watches another trait).
  case traitChangeNotHandled = "trait-change-not-handled"
  /// A trait-change handler that reads the previous trait collection's value: each snapshot
  /// shows the layout of the traits before the change.
  case previousTraitsRead = "previous-traits-read"
  /// A layout chosen, when the traits change, by the view's size, which is still the size before
  /// the change: each snapshot shows the layout of the step before.
  case staleSizeInTraitChange = "stale-size-in-trait-change"
  /// A layout chosen between two by a condition written the wrong way round (`width < height`
  /// for landscape): each snapshot shows the reference's layout for the other case.
  case wrongCondition = "wrong-condition"
  /// A layout whose constraints are made but never activated for the size the screen starts
  /// at (chosen only when the size changes): nothing places the views.
  case layoutNotApplied = "layout-not-applied"
  /// Extra safe-area insets given to another controller than the one whose content they are
  /// for (the container where its child was meant): the container's own safe area shrinks.
  case insetOnWrongController = "inset-on-wrong-controller"
  /// Layout margins set where a controller needed extra safe-area insets: content that follows
  /// the safe area does not move with a view's margins.
  case marginsForSafeArea = "margins-for-safe-area"

  /// A controller's `additionalSafeAreaInsets` with the reference solution's numbers on other
  /// edges: `UIEdgeInsets` takes the top first, so the bottom's number went to the top.
  case additionalInsetWrongEdge = "additional-inset-wrong-edge"
  /// A child controller's `additionalSafeAreaInsets` larger than the reference solution's by a
  /// bar's height: the bar counted again, though the child's safe area already ends at it.
  case additionalInsetCountsBar = "additional-inset-counts-bar"

  /// Whether the cause is read from the state the engine recorded of the view or its container,
  /// and so said before the exercise's rules and callback counts it explains.
  var outranksRules: Bool {
    switch self {
    case .intrinsicSizeNotInvalidated, .itemSizesStale, .labelLinesLimited,
      .cellHeightUndetermined, .rowHeightFixed, .wrongAttribute, .wrongItem, .multiplierInverted,
      .constantForRatio, .centerForEqualGaps, .wrongMultiplier, .wrongPriority,
      .wrongRelation, .wrongConstant, .constraintMissing, .constraintExtra, .wrongAxis,
      .wrongDistribution, .wrongAlignment, .addedNotArranged, .marginsNotRelative, .alphaForHidden,
      .initialStateNotApplied, .firstLastBaselineSwapped, .edgeForBaseline,
      .contentPrioritiesSwapped, .priorityOnWrongView, .huggingVsCompression,
      .intrinsicSizeMissing, .framesSetBeforeLayout, .largeTitlesNotPreferred,
      .addedToCellNotContentView, .contentInsetNotSet, .keyboardInsetKept,
      .keyboardSafeAreaCountedTwice, .wrongCoordinateSpace, .fontNotDynamic, .sizeMethodNotCalled,
      .itemSizeHardCoded, .itemWiderThanCollectionView, .columnsOverflowLine,
      .fractionOfWrongDimension, .absoluteSizeForFraction, .fractionOfWrongContainer,
      .tableStyleWrong, .marginsNotPreserved, .directionalMargins, .wrongSizeClassAxis,
      .screenForWindow, .traitChangeNotHandled, .previousTraitsRead, .staleSizeInTraitChange,
      .wrongCondition, .layoutNotApplied, .insetOnWrongController, .marginsForSafeArea:
      true
    default: false
    }
  }
}
